/**
 * A blind planted set for the offline long-term-memory extractor, in the voice of students and
 * researchers writing thesis or course-project code with a coding agent (R, Python, LaTeX,
 * Jupyter; a supervisor's requirements relayed second-hand, deadlines, grading rules): casual,
 * unsure, many questions, in Claude Code and Grok voice. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output, chit-chat, and in-session requests that are done in the same session. Where a
 * decision is changed later in its session only the later one is planted.
 *
 * Blind: written without reading the extractor; measured once by the lead, then training data.
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
import { type BlindSession, plantedSet } from "./planted-scoring";

export const BLIND68_SESSIONS: BlindSession[] = [
  {
    id: "b68-thesis-bib",
    build: (s) =>
      s
        .user("ok so my supervisor (dr. okafor) wants biblatex with biber not natbib, she said it in the meeting yesterday. can u switch thesis.tex over?")
        .assistant(
          "Sure. I'll replace `\\usepackage{natbib}` with `\\usepackage[backend=biber,style=authoryear]{biblatex}` and swap `\\bibliography{refs}` for `\\printbibliography`.",
        )
        .file("Edit", "thesis/thesis.tex")
        .bash("latexmk -pdf thesis.tex", "Latexmk: All targets (thesis.pdf) are up-to-date")
        .user("nice. and from now on always compile with latexmk, never plain pdflatex, the biber step gets skipped otherwise")
        .assistant("Got it: latexmk for every build, so biber runs when the .bcf changes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["biblatex"] },
      { kind: "instruction", keys: ["latexmk"] },
    ],
  },
  {
    id: "b68-r-seed",
    build: (s) =>
      s
        .user("why do my bootstrap CIs change every time i knit the Rmd?? is that a bug or")
        .assistant("Not a bug: `boot()` draws resamples from R's RNG and there's no `set.seed()` before it, so every knit gets different draws.")
        .bash("grep -n 'set.seed' analysis/*.Rmd", "", 1)
        .user("ahh ok. rule for this repo then: set.seed(2024) at the top of every Rmd chunk that does random stuff")
        .assistant("Understood — `set.seed(2024)` at the top of any chunk that samples. I've added it to the bootstrap chunk.")
        .file("Edit", "analysis/03-bootstrap.Rmd")
        .stop(),
    planted: [{ kind: "instruction", keys: ["set.seed"] }],
  },
  {
    id: "b68-deadline-fact",
    build: (s) =>
      s
        .user("quick context for you: the thesis submission deadline is 15 january, hard, the graduate office doesn't do extensions")
        .assistant("Noted. Let me check how far the chapters are.")
        .bash("wc -w chapters/*.tex", "  8120 chapters/intro.tex\n 11043 chapters/methods.tex\n  2210 chapters/results.tex\n 21373 total")
        .assistant("Results is the thin one at 2210 words; intro and methods look close to done.")
        .user("yeah results is the problem lol. i'll do the discussion chapter after the holidays, remind me")
        .assistant("Will do — the discussion chapter is still open, after the holidays.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["deadline"] },
      { kind: "task", keys: ["discussion"] },
    ],
  },
  {
    id: "b68-chitchat",
    build: (s) =>
      s
        .user("hiii, long day at the lab. how are you")
        .assistant("Doing fine, thanks! What are we working on today?")
        .user("nothing yet honestly just wanted to see if this thing still works after the update")
        .assistant("It does. Ping me when you want to start.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-pandas-version",
    build: (s) =>
      s
        .user("the notebook explodes on `df.append` — did pandas remove that?")
        .bash("python -c 'import pandas; print(pandas.__version__)'", "2.1.4")
        .assistant(
          "Yes, `DataFrame.append` was removed in pandas 2.0; you're on 2.1.4. I'll switch the loop to collect frames and `pd.concat` once at the end.",
        )
        .file("Edit", "notebooks/clean_survey.ipynb")
        .user("ok cool. fyi the uni's jupyterhub is stuck on python 3.9, so don't use match statements or anything 3.10+")
        .assistant("Good to know, I'll keep the code 3.9-compatible: no `match`, no `X | Y` type unions.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jupyterhub"] },
      { kind: "instruction", keys: ["3.9"] },
    ],
  },
  {
    id: "b68-ggplot-theme",
    build: (s) =>
      s
        .user("can we maybe use theme_minimal for all the plots? or is theme_bw better for print, idk")
        .assistant(
          "Either works in print. theme_bw keeps the panel border, which helps with faceted plots; theme_minimal is lighter. Want me to try both on figure 3?",
        )
        .bash("Rscript scripts/fig3.R", "Saving 6.5 x 4 in image\nwrote figures/fig3.pdf")
        .user("hmm let me ask my supervisor first before we change everything")
        .assistant("Sure, I'll leave the themes as they are for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-grading-rule",
    build: (s) =>
      s
        .user(
          "so for the ML course project the TA said the autograder runs `pytest tests/` on python 3.11 and anything that prints to stdout in the graded functions loses points",
        )
        .assistant("That's an important constraint. Let me check for prints in the graded module.")
        .bash("grep -n 'print(' src/graded.py", "14:    print(f'loss={loss}')\n52:    print('done')")
        .assistant("Two prints in `src/graded.py` (lines 14 and 52). I removed both and switched the loss to `logging.debug`.")
        .file("Edit", "src/graded.py")
        .user("perfect. please never put print statements in graded.py again, use logging")
        .assistant("Will do — logging only in graded.py.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["autograder"] },
      { kind: "instruction", keys: ["print"] },
    ],
  },
  {
    id: "b68-plot-fonts-superseded",
    build: (s) =>
      s
        .user("let's export all figures as png at 300 dpi")
        .assistant("OK, I'll set `ggsave(..., dpi = 300)` in the figure scripts.")
        .file("Edit", "scripts/save_fig.R")
        .user("wait no, the template wants vector figures. scrap png, we go with pdf via cairo_pdf for every figure")
        .assistant("Switched: every figure is saved with `device = cairo_pdf`, no PNGs.")
        .bash("Rscript scripts/all_figs.R", "wrote 7 files to figures/")
        .stop(),
    planted: [{ kind: "decision", keys: ["cairo_pdf"] }],
  },
  {
    id: "b68-hypothesis-only",
    build: (s) =>
      s
        .user("my lmer model gives a singular fit warning. is it maybe because the random slope for subject is too much? not sure")
        .bash("Rscript -e 'source(\"models/m1.R\")'", "boundary (singular) fit: see help('isSingular')")
        .assistant(
          "Possibly — a random slope with near-zero variance often triggers it. It could also be too few levels in `site`. We'd need to look at `VarCorr(m1)` to tell.",
        )
        .user("ok i'll look tomorrow maybe, not now")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-cluster-fact",
    build: (s) =>
      s
        .user("the job died on the cluster again")
        .bash("sacct -j 881234 --format=JobID,State,Elapsed,MaxRSS", "881234     TIMEOUT   04:00:00   31.2G")
        .assistant("It hit TIMEOUT at exactly 4h — that's the walltime you requested, not a crash.")
        .user("oh right, the gpu partition on the cluster has a 4 hour max walltime, so we can't just ask for more. ")
        .assistant("Then the training loop needs checkpointing so a job can resume. Want me to add that now?")
        .user("yes pls")
        .file("Edit", "train.py")
        .assistant("Added: it saves `ckpt.pt` every epoch and resumes from it if present.")
        .stop(),
    planted: [{ kind: "fact", keys: ["walltime"] }],
  },
  {
    id: "b68-latex-todo-quote",
    build: (s) =>
      s
        .user("can you count how many TODOs are left in the chapters")
        .bash(
          "grep -rn 'TODO' chapters/",
          "chapters/methods.tex:88: % TODO cite Gelman here\nchapters/results.tex:12: % TODO always report effect sizes\nchapters/results.tex:40: % TODO never forget table 2",
        )
        .assistant("Three: one citation in methods and two notes in results.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b68-conda-env",
    build: (s) =>
      s
        .user("which environment should i use, conda or venv? my labmate uses poetry lol")
        .assistant("For a thesis with compiled deps (numpy, geopandas), conda is simplest. venv + pip also works if the wheels exist.")
        .user("ok decided: conda, with environment.yml in the repo root. no poetry.")
        .bash("conda env export --from-history > environment.yml", "")
        .assistant("Wrote `environment.yml` from the explicit installs. Anyone can recreate it with `conda env create -f environment.yml`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["conda"] }],
  },
  {
    id: "b68-supervisor-page-limit",
    build: (s) =>
      s
        .user("my supervisor told my co-author (not me directly lol) that the methods chapter can't go over 25 pages")
        .bash("pdfinfo thesis.pdf | grep Pages", "Pages:          142")
        .assistant("The whole PDF is 142 pages. I can't tell the methods chapter's length from that alone; want me to compile it standalone?")
        .user("nah. just keep the 25 page limit for methods in mind whenever we add stuff there")
        .assistant("Will do — methods stays at or under 25 pages.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["25 page"] }],
  },
  {
    id: "b68-done-in-session",
    build: (s) =>
      s
        .user("can you rename `df2` to `survey_clean` everywhere in the notebook")
        .file("Edit", "notebooks/clean_survey.ipynb")
        .bash("grep -c 'df2' notebooks/clean_survey.ipynb", "0", 1)
        .assistant("Done — no `df2` left; 14 occurrences renamed to `survey_clean`.")
        .user("thanks!!")
        .stop(),
    planted: [],
  },
  {
    id: "b68-grok-data-fact",
    build: (s) =>
      s
        .user("where is the raw eye tracking data again")
        .bash("ls /data/eyetrack/raw | head -3", "P01_session1.edf\nP01_session2.edf\nP02_session1.edf")
        .assistant("The raw EDF files are under `/data/eyetrack/raw`, one per participant and session.")
        .user("right. and P07 is excluded, calibration failed in both sessions — my supervisor confirmed that last week")
        .assistant("Noted, P07 is out. I'll make sure the loader skips P07.")
        .file("Edit", "analysis/load_edf.py")
        .stop(),
    planted: [
      { kind: "fact", keys: ["eyetrack"] },
      { kind: "fact", keys: ["p07"] },
    ],
  },
  {
    id: "b68-commit-style",
    build: (s) =>
      s
        .user("ugh my git log is a mess. can u commit the figure changes")
        .bash("git add figures/ && git commit -m 'fig: switch to cairo_pdf'", "[main 4c1a2e9] fig: switch to cairo_pdf\n 7 files changed")
        .assistant("Committed as 4c1a2e9.")
        .user("also please always make small commits with the chapter name as prefix, like `results: ...`, my supervisor reads the log")
        .assistant("Okay — small commits, prefixed with the chapter name.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prefix"] }],
  },
  {
    id: "b68-proposal-rejected",
    build: (s) =>
      s
        .user("the regression table is ugly")
        .assistant("We could switch from `stargazer` to `modelsummary`, which outputs booktabs LaTeX directly. Want me to do that?")
        .bash("Rscript -e 'packageVersion(\"modelsummary\")'", "Error in packageVersion(\"modelsummary\") : there is no package called 'modelsummary'", 1)
        .user("no, not installing more packages this close to the deadline. leave stargazer")
        .assistant("Fine, stargazer stays. I can tweak its `table.layout` instead if you want.")
        .stop(),
    planted: [{ kind: "decision", keys: ["stargazer"] }],
  },
  {
    id: "b68-tasks-list",
    build: (s) =>
      s
        .user(
          "ok before i forget, stuff left for later:\n- rerun the power analysis with the new effect size\n- fix the figure 4 caption\n- ask the ethics board about the consent form\nnot today tho",
        )
        .bash("git status --short", " M chapters/results.tex")
        .assistant("Noted three open items: the power analysis rerun, the figure 4 caption, and the ethics board question about the consent form.")
        .stop(),
    planted: [
      { kind: "task", keys: ["power analysis"] },
      { kind: "task", keys: ["caption"] },
      { kind: "task", keys: ["consent"] },
    ],
  },
  {
    id: "b68-unconfirmed-guess",
    build: (s) =>
      s
        .user("i think the grading is 40% report 60% code? or the other way round. doesnt matter rn")
        .bash("ls course/", "syllabus.pdf\nproject_spec.md")
        .assistant("The spec is in `course/project_spec.md` if you want to check the weighting later.")
        .user("meh later")
        .stop(),
    planted: [],
  },
  {
    id: "b68-jupyter-outputs",
    build: (s) =>
      s
        .user("git diff on the notebooks is unreadable")
        .bash("git diff --stat notebooks/", " notebooks/clean_survey.ipynb | 4312 +++++-----")
        .assistant("That's mostly cell outputs and execution counts. Options: `nbstripout` as a git filter, or jupytext pairing.")
        .user("let's go with nbstripout")
        .bash("nbstripout --install", "")
        .assistant("Installed as a git filter; outputs are stripped on commit from now on.")
        .user("and pls clear outputs before committing any notebook anyway, belt and braces")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nbstripout"] },
      { kind: "instruction", keys: ["outputs"] },
    ],
  },
  {
    id: "b68-empty-question",
    build: (s) =>
      s
        .user("what's the difference between `lapply` and `sapply` again")
        .assistant("`lapply` always returns a list; `sapply` tries to simplify the result to a vector or matrix.")
        .user("ok ty")
        .stop(),
    planted: [],
  },
  {
    id: "b68-stats-method",
    build: (s) =>
      s
        .user(
          "my supervisor wants mixed models instead of the repeated measures anova, she said anova is 'not acceptable for unbalanced data'. so we're doing lme4 now",
        )
        .bash("Rscript -e 'library(lme4); packageVersion(\"lme4\")'", "[1] '1.1.35.1'")
        .assistant("lme4 1.1.35 is installed. I'll port the ANOVA in `models/rm.R` to `lmer(rt ~ condition + (1|subject))` as a start.")
        .file("Edit", "models/rm.R")
        .user("good. later we still need to decide on the random slopes but that's not for today")
        .assistant("Okay, random-slope structure is open; I'll leave intercepts only for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lme4"] },
      { kind: "task", keys: ["random slopes"] },
    ],
  },
  {
    id: "b68-font-size",
    build: (s) =>
      s
        .user("the uni template says 12pt and 1.5 line spacing, is that what we have?")
        .bash("grep -n 'documentclass\\|setstretch' thesis.tex", "1:\\documentclass[11pt,a4paper]{report}\n9:\\setstretch{1.5}")
        .assistant("Spacing is 1.5 but the class is at 11pt. Changing it to 12pt.")
        .file("Edit", "thesis/thesis.tex")
        .user("ok yes the template requirement is 12pt, a4, 1.5 spacing, it's in the graduate school rules")
        .assistant("Fixed to match: 12pt, A4, 1.5 spacing.")
        .stop(),
    planted: [{ kind: "fact", keys: ["12pt"] }],
  },
  {
    id: "b68-withdrawn",
    build: (s) =>
      s
        .user("maybe we should rewrite the preprocessing in polars, pandas is slow")
        .bash("time python preprocess.py", "real\t0m41.2s")
        .assistant("41 seconds. Polars would likely cut that a lot, but it's a rewrite of ~300 lines.")
        .user("hmm nah forget it, 41s is fine, i only run it once a week")
        .assistant("Agreed, not worth it.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-overleaf-sync",
    build: (s) =>
      s
        .user("the overleaf project syncs with this github repo through the overleaf git bridge, just so you know, my supervisor comments in overleaf")
        .bash("git remote -v", "origin\thttps://git.overleaf.com/64a1f0c2 (fetch)\norigin\thttps://git.overleaf.com/64a1f0c2 (push)")
        .assistant("Right, origin is the Overleaf git bridge. So a pull picks up her comments.")
        .user("yes. so always git pull before you edit any .tex file, otherwise we get conflicts with her edits")
        .assistant("Understood: pull first, every time before touching .tex.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["overleaf"] },
      { kind: "instruction", keys: ["pull"] },
    ],
  },
  {
    id: "b68-test-output-always",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash("pytest -q", "....F.\nFAILED tests/test_metrics.py::test_f1 - AssertionError: f1 should always be in [0, 1], got 1.02\n1 failed, 5 passed", 1)
        .assistant("`test_f1` fails: F1 came out 1.02, which means precision and recall are swapped somewhere in `metrics.py`. Fixing.")
        .file("Edit", "src/metrics.py")
        .bash("pytest -q", "......\n6 passed")
        .assistant("All six pass now.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-grok-seed-python",
    build: (s) =>
      s
        .user("yo grok, results differ between my laptop and the hub. both use the same seed??")
        .bash("grep -rn 'seed' src/train.py", "8:np.random.seed(0)")
        .assistant(
          "Only numpy is seeded. torch and python's `random` aren't, and cuDNN picks nondeterministic kernels. I've added a `seed_everything(0)` helper and call it at the start of train.py.",
        )
        .file("Edit", "src/train.py")
        .user("niiice. we'll use seed_everything in every script from now on ok")
        .assistant("Locked in — seed_everything at the top of every entry point.")
        .stop(),
    planted: [{ kind: "decision", keys: ["seed_everything"] }],
  },
  {
    id: "b68-open-task-reviewer",
    build: (s) =>
      s
        .user("reviewer 2 wants a sensitivity analysis without the outliers. not doing it now, that's for next week")
        .bash("ls revisions/", "reviewer_comments.pdf\nresponse_draft.docx")
        .assistant("Noted as open: sensitivity analysis excluding outliers for reviewer 2, next week.")
        .user("also the response letter still needs a paragraph on the sample size, that's mine to write")
        .assistant("Got it, that one's on your list.")
        .stop(),
    planted: [
      { kind: "task", keys: ["sensitivity"] },
      { kind: "task", keys: ["response letter"] },
    ],
  },
  {
    id: "b68-chitchat-deadline-stress",
    build: (s) =>
      s
        .user("i'm so tired. three weeks left and nothing works")
        .assistant("That sounds rough. Want to pick one small thing to get working today?")
        .user("maybe tomorrow. just venting")
        .assistant("Fair enough. Rest up.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-units-fact",
    build: (s) =>
      s
        .user("wait are the reaction times in seconds or ms")
        .bash("head -3 data/rt.csv", "subject,condition,rt\n1,congruent,532\n1,incongruent,611")
        .assistant("Values like 532 and 611 look like milliseconds, but the header doesn't say.")
        .user("i checked the psychopy export settings: rt is in milliseconds in all the csv files")
        .assistant("Good, confirmed then. I'll label the axes `RT (ms)`.")
        .file("Edit", "scripts/fig2.R")
        .stop(),
    planted: [{ kind: "fact", keys: ["milliseconds"] }],
  },
  {
    id: "b68-naming-convention",
    build: (s) =>
      s
        .user("our figure files are called like final_v2_REAL.pdf, it's embarrassing")
        .bash("ls figures/", "fig1.pdf\nfinal_v2_REAL.pdf\nplot_new.pdf")
        .assistant("Want me to rename them by chapter and number?")
        .user("yes: convention is ch<chapter>_fig<number>.pdf, e.g. ch3_fig2.pdf, for all figures going forward")
        .bash("git mv figures/final_v2_REAL.pdf figures/ch3_fig2.pdf", "")
        .assistant("Renamed, and I'll name new figures `ch<chapter>_fig<n>.pdf`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ch3_fig2"] }],
  },
  {
    id: "b68-superseded-split",
    build: (s) =>
      s
        .user("for the train/test split lets do 80/20")
        .assistant("OK, `train_test_split(..., test_size=0.2, random_state=0)`.")
        .file("Edit", "src/split.py")
        .user(
          "actually my supervisor says with 400 samples we should use 5-fold cross-validation instead of a single split. so cross-validation it is, drop the 80/20",
        )
        .bash("python src/split.py --folds 5", "fold 1..5 written to data/folds/")
        .assistant("Switched to 5-fold cross-validation; the fixed split is gone.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cross-validation"] }],
  },
  {
    id: "b68-empty-explain",
    build: (s) =>
      s
        .user("can u explain what `\\label` vs `\\ref` does, i never got it")
        .assistant(
          "`\\label{fig:x}` marks a spot (a figure, section, equation); `\\ref{fig:x}` prints its number wherever you cite it. Compile twice so the numbers resolve.",
        )
        .user("ahh ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b68-language-pref",
    build: (s) =>
      s
        .user("btw i prefer british spelling in the thesis, analyse, colour, etc")
        .bash("grep -rnc 'analyze\\|color' chapters/", "chapters/intro.tex:3\nchapters/methods.tex:7")
        .assistant("Ten American spellings across intro and methods. Shall I convert them?")
        .user("yes please")
        .file("Edit", "chapters/methods.tex")
        .assistant("Converted all ten to British spelling.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["british"] }],
  },
  {
    id: "b68-data-sharing-decision",
    build: (s) =>
      s
        .user("we talked in lab meeting and agreed: the anonymised dataset goes on OSF, not zenodo, when the paper is out")
        .bash("ls data/anonymised/", "participants.csv\ntrials.csv")
        .assistant("OK, OSF for the anonymised data at publication.")
        .user("and somebody still has to write the codebook for it, probably me, at some point")
        .assistant("Noted the codebook as open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["osf"] },
      { kind: "task", keys: ["codebook"] },
    ],
  },
  {
    id: "b68-person-fact",
    build: (s) =>
      s
        .user("if anything about the cluster breaks, Marta is the HPC admin, she's the one to email")
        .bash("cat ~/.ssh/config | grep -A2 hpc", "Host hpc\n  HostName login.hpc.uni.example\n  User s2231")
        .assistant("Good to know that Marta administers the HPC. Your ssh alias `hpc` points at login.hpc.uni.example.")
        .stop(),
    planted: [{ kind: "fact", keys: ["marta"] }],
  },
  {
    id: "b68-log-quote-never",
    build: (s) =>
      s
        .user("what is this warning about")
        .bash(
          "Rscript scripts/fit.R",
          "Warning message:\nIn optwrap(...) : convergence code 1 from bobyqa: bobyqa -- maximum number of function evaluations exceeded\nNote: never ignore convergence warnings",
        )
        .assistant("bobyqa ran out of function evaluations. Raising `optCtrl = list(maxfun = 2e5)` usually fixes it.")
        .user("ok try that")
        .file("Edit", "scripts/fit.R")
        .bash("Rscript scripts/fit.R", "")
        .assistant("Converges cleanly now.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-grok-tests-instruction",
    build: (s) =>
      s
        .user("hey grok can you make the tests faster, they take forever")
        .bash("pytest --durations=3 -q", "12.01s call tests/test_model.py::test_train_full\n0.40s call tests/test_io.py::test_load\n6 passed in 13.2s")
        .assistant("One test trains the full model. I marked it `@pytest.mark.slow` and set `-m 'not slow'` in pytest.ini by default.")
        .file("Edit", "pytest.ini")
        .user("sweet. when you change the model code though, run the slow tests too, before telling me it's done")
        .assistant("Will do: `pytest -m slow` whenever model code changes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["slow"] }],
  },
  {
    id: "b68-excel-fact",
    build: (s) =>
      s
        .user("the questionnaire data comes from qualtrics as xlsx and the first two rows are junk headers")
        .bash(
          "python -c \"import pandas as pd; print(pd.read_excel('data/q.xlsx').iloc[:2, :3])\"",
          '  StartDate EndDate Status\n0  Start Date  End Date  Response Type\n1  {"ImportId":"startDate"} ...',
        )
        .assistant("Confirmed: rows 1–2 are Qualtrics metadata. I'll read with `skiprows=[1, 2]`.")
        .file("Edit", "src/load_q.py")
        .stop(),
    planted: [{ kind: "fact", keys: ["qualtrics"] }],
  },
  {
    id: "b68-empty-done",
    build: (s) =>
      s
        .user("make the y axis start at 0 in fig 1")
        .file("Edit", "scripts/fig1.R")
        .bash("Rscript scripts/fig1.R", "wrote figures/ch1_fig1.pdf")
        .assistant("Done, y now starts at 0.")
        .stop(),
    planted: [],
  },
  {
    id: "b68-wordcount-task",
    build: (s) =>
      s
        .user("the abstract is over the 300 word limit i think?")
        .bash("texcount -sum abstract.tex | tail -1", "Sum count: 341")
        .assistant("341 words, so 41 over the 300-word limit.")
        .user("ugh. i'll cut the abstract down myself on the weekend, leave it")
        .assistant("Okay, leaving the abstract for you.")
        .stop(),
    planted: [
      { kind: "task", keys: ["abstract"] },
      { kind: "fact", keys: ["word limit"] },
    ],
  },
  {
    id: "b68-citation-style",
    build: (s) =>
      s
        .user("the department changed its mind, we're going with APA 7 for citations now instead of authoryear")
        .file("Edit", "thesis/thesis.tex")
        .bash("latexmk -pdf thesis.tex", "Output written on thesis.pdf (142 pages).")
        .assistant("Switched biblatex to `style=apa`; it builds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["apa"] }],
  },
  {
    id: "b68-question-gpu",
    build: (s) =>
      s
        .user("do you think an A100 would make training much faster? would it be worth asking for one?")
        .bash("nvidia-smi --query-gpu=name --format=csv,noheader", "Tesla V100-SXM2-32GB")
        .assistant("You're on a V100. An A100 is roughly 2x for this kind of model, maybe more with bf16. Whether it's worth asking depends on the queue.")
        .user("hmm ok, i'll think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b68-rounding",
    build: (s) =>
      s
        .user("numbers in tables: always two decimals, p values as p < .001 when tiny. that's how my supervisor wants it everywhere")
        .bash("grep -n 'round' scripts/tables.R", "22:  round(x, 3)")
        .assistant("Tables round to 3 places at the moment; I've changed it to 2 and added `format_p()` for p < .001.")
        .file("Edit", "scripts/tables.R")
        .stop(),
    planted: [{ kind: "instruction", keys: ["decimals"] }],
  },
  {
    id: "b68-ta-office-hours",
    build: (s) =>
      s
        .user("the TA for the course, Jonas, only answers questions on the forum, not by email. fyi")
        .bash("cat course/project_spec.md | head -5", "# Final project\nDue: Dec 12, 23:59 CET\nSubmit via Moodle as a zip\nLate: -10% per day")
        .assistant("Noted about Jonas. The spec says due Dec 12 at 23:59 CET via Moodle, and 10% off per late day.")
        .user("yep that's right")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "fact", keys: ["moodle"] },
    ],
  },
  {
    id: "b68-empty-thanks",
    build: (s) =>
      s
        .user("thank you so much for yesterday, the plots looked great in the meeting")
        .assistant("Glad to hear it! Anything to follow up on from the meeting?")
        .user("not yet, they're still reading")
        .stop(),
    planted: [],
  },
  {
    id: "b68-python-format",
    build: (s) =>
      s
        .user("format the code pls, it's all over the place")
        .bash("ruff format src/", "7 files reformatted")
        .assistant("Reformatted 7 files with ruff.")
        .user("good, we'll stick with ruff for formatting and linting, no black, no flake8")
        .assistant("Ruff it is.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ruff"] }],
  },
  {
    id: "b68-grok-leftovers",
    build: (s) =>
      s
        .user("grok, end of day. what's still open on the course project?")
        .bash("git log --oneline -3", "a1b2c3d report: intro draft\n9f8e7d6 code: baseline model\n5c4b3a2 code: data loader")
        .assistant(
          "From today: the README for the submission zip isn't written, the hyperparameter sweep hasn't run, and the plots in the report still use the old colours.",
        )
        .user("yeah those three are for tomorrow: readme, the sweep, the plot colours. not now")
        .assistant("Parked for tomorrow: README, sweep, plot colours.")
        .stop(),
    planted: [
      { kind: "task", keys: ["readme"] },
      { kind: "task", keys: ["sweep"] },
      { kind: "task", keys: ["colours"] },
    ],
  },
  {
    id: "b68-survival-pkg",
    build: (s) =>
      s
        .user("for the survival part should i use `survival` + `survminer` or is there something newer? idk what people use now")
        .assistant(
          "`survival` is still the standard for fitting. For plots, `survminer` or `ggsurvfit` both work; `ggsurvfit` is lighter and plays nicer with ggplot2 themes.",
        )
        .bash("Rscript -e 'library(ggsurvfit)'", "")
        .assistant("ggsurvfit is already installed here.")
        .user("ok then we go with survival for the models and ggsurvfit for the KM curves. final answer lol")
        .assistant("Settled: survival + ggsurvfit.")
        .file("Edit", "scripts/km.R")
        .stop(),
    planted: [{ kind: "decision", keys: ["ggsurvfit"] }],
  },
  {
    id: "b68-renv-lock",
    build: (s) =>
      s
        .user("my supervisor wants to rerun everything on her mac for the viva, how do we make sure the package versions match")
        .assistant("Two usual options: `renv` (lockfile per project) or a Docker image with rocker. renv is less setup for her.")
        .bash("Rscript -e 'renv::init()'", "- Lockfile written to '~/thesis/renv.lock'.")
        .user("renv it is. and whenever you install a package, run renv::snapshot() right after so the lockfile stays in sync")
        .assistant("Will do: `renv::snapshot()` after every install.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["renv"] },
      { kind: "instruction", keys: ["snapshot"] },
    ],
  },
  {
    id: "b68-empty-meeting",
    build: (s) =>
      s
        .user("meeting with supervisor in 10 min, wish me luck haha")
        .assistant("Good luck! Want a one-line summary of what changed this week to bring along?")
        .user("nah i've got notes. bbl")
        .stop(),
    planted: [],
  },
  {
    id: "b68-superseded-colour",
    build: (s) =>
      s
        .user("use the viridis palette for everything")
        .assistant("Okay, `scale_colour_viridis_d()` on all discrete plots.")
        .file("Edit", "scripts/theme_thesis.R")
        .user("hmm actually no, the journal wants greyscale-safe AND the okabe-ito colours, my co-author insisted. switch to okabe-ito, viridis is out")
        .bash("Rscript scripts/all_figs.R", "wrote 9 files to figures/")
        .assistant("Switched the shared theme to the Okabe-Ito palette and regenerated all nine figures.")
        .stop(),
    planted: [{ kind: "decision", keys: ["okabe-ito"] }],
  },
  {
    id: "b68-notebook-order",
    build: (s) =>
      s
        .user("the hub kernel keeps dying when i load the full parquet")
        .bash(
          "du -h data/events.parquet && free -g | head -2",
          "5.8G\tdata/events.parquet\n              total        used        free\nMem:             16          11           4",
        )
        .assistant(
          "The file is 5.8 GB on disk and the hub gives you 16 GB total, with 11 already used. Loading it whole decompresses to more than what's free.",
        )
        .user("ok so the hub has 16 gb ram per user, good to know. from now on read it with columns= and only the columns we need, always")
        .assistant("Understood: always `pd.read_parquet(..., columns=[...])` with just the needed columns.")
        .file("Edit", "notebooks/events.ipynb")
        .stop(),
    planted: [
      { kind: "fact", keys: ["16 gb"] },
      { kind: "instruction", keys: ["columns"] },
    ],
  },
  {
    id: "b68-plagiarism-rule",
    build: (s) =>
      s
        .user("important for the course: the syllabus says AI-generated code has to be declared in a comment, otherwise it counts as plagiarism")
        .bash("grep -n -i 'generated' course/syllabus.txt", "41: Code produced with AI assistance must be declared in a comment at the top of each file.")
        .assistant("Confirmed at line 41 of the syllabus. So each file that I touch should get a declaration at the top.")
        .user("yes, every file you write or edit gets `# AI-assisted: Claude` as the first line. don't forget it")
        .assistant("I'll add `# AI-assisted: Claude` as the first line of every file I write or edit.")
        .file("Edit", "src/graded.py")
        .stop(),
    planted: [
      { kind: "fact", keys: ["plagiarism"] },
      { kind: "instruction", keys: ["ai-assisted"] },
    ],
  },
  {
    id: "b68-grok-scipy-question",
    build: (s) =>
      s
        .user("grok is a mann-whitney ok here or should it be a t-test? the data looks kinda skewed?? not sure tbh")
        .bash("python -c \"import scipy.stats as st, pandas as pd; d=pd.read_csv('data/rt.csv'); print(st.skew(d.rt))\"", "1.84")
        .assistant(
          "Skew is 1.84, which is fairly strong. A Mann-Whitney U is a reasonable choice; a t-test on log RT is another. Which one fits depends on what your preregistration says.",
        )
        .user("oh god i have to check the prereg. later")
        .stop(),
    planted: [],
  },
  {
    id: "b68-prereg-decision",
    build: (s) =>
      s
        .user("checked the prereg: it says log-transformed RT with a t-test. so that's what we do, no mann-whitney")
        .file("Read", "prereg/osf_prereg.md")
        .assistant("Right, section 4.2 specifies a Welch t-test on log RT. I'll switch the analysis to that.")
        .file("Edit", "analysis/h1.py")
        .bash("python analysis/h1.py", "t(183.2) = -3.41, p < .001")
        .assistant("Welch t on log RT: t(183.2) = -3.41, p < .001.")
        .user("and we still need to write up the deviations from the prereg section, i'll do that before submission")
        .assistant("Noted: the deviations-from-preregistration section is still open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["t-test"] },
      { kind: "task", keys: ["deviations"] },
    ],
  },
  {
    id: "b68-appendix-tasks",
    build: (s) =>
      s
        .user("things that have to go in the appendix eventually: the full questionnaire, and the model diagnostics plots. not urgent")
        .bash("ls chapters/", "appendix.tex\nintro.tex\nmethods.tex\nresults.tex")
        .assistant("appendix.tex exists but is empty. Parked: the full questionnaire and the model diagnostics plots.")
        .user("ye")
        .stop(),
    planted: [
      { kind: "task", keys: ["questionnaire"] },
      { kind: "task", keys: ["diagnostics"] },
    ],
  },
  {
    id: "b68-empty-review-output",
    build: (s) =>
      s
        .user("can you check the build log for errors")
        .bash(
          "grep -n 'Warning\\|Error' thesis.log | head -4",
          "212:LaTeX Warning: Reference `fig:always' on page 31 undefined\n340:Package biblatex Warning: Please (re)run Biber\n",
        )
        .assistant("Two warnings: an undefined reference `fig:always` and a request to rerun biber. Rerunning latexmk fixed both.")
        .bash("latexmk -pdf thesis.tex", "Latexmk: All targets (thesis.pdf) are up-to-date")
        .stop(),
    planted: [],
  },
  {
    id: "b68-branch-decision",
    build: (s) =>
      s
        .user("should we work on a branch for the revisions? i always just push to main tbh")
        .assistant("For the revisions a branch helps: your supervisor can look at the diff before it lands. Up to you.")
        .user("ok yes, revisions go on a `revision-1` branch and get merged only after dr okafor signs off")
        .bash("git switch -c revision-1", "Switched to a new branch 'revision-1'")
        .assistant("On `revision-1` now; it merges only after sign-off.")
        .stop(),
    planted: [{ kind: "decision", keys: ["revision-1"] }],
  },
  {
    id: "b68-grok-explain-only",
    build: (s) =>
      s
        .user("grok what's the deal with `%>%` vs `|>`")
        .assistant(
          "`|>` is base R's native pipe (R 4.1+), `%>%` comes from magrittr. They mostly behave the same; `%>%` supports the `.` placeholder more flexibly.",
        )
        .user("cool cool")
        .stop(),
    planted: [],
  },
  {
    id: "b68-hpc-storage",
    build: (s) =>
      s
        .user("where should the model checkpoints go on the cluster")
        .bash("df -h /home/s2231 /scratch/s2231", "Filesystem  Size  Used Avail\nhome        50G   47G   3G\nscratch     10T   2T    8T")
        .assistant("Home is nearly full (3 GB left); scratch has 8 TB free.")
        .user("yeah and scratch gets wiped after 30 days, Marta told us in the intro session. so checkpoints in scratch but copy the final model to home")
        .assistant("Checkpoints to scratch, final model copied to home — noted, and noted that scratch is purged after 30 days.")
        .file("Edit", "slurm/train.sbatch")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scratch", "30 days"] },
      { kind: "instruction", keys: ["final model"] },
    ],
  },
  {
    id: "b68-late-tasks",
    build: (s) =>
      s
        .user("ok stopping here for today. next time: the related work section needs the 2023 papers, and the confusion matrix figure is still missing")
        .bash("git add -A && git commit -m 'results: draft tables'", "[main 77d0c1e] results: draft tables\n 3 files changed")
        .assistant("Committed. Open for next time: related work (2023 papers) and the confusion matrix figure.")
        .stop(),
    planted: [
      { kind: "task", keys: ["related work"] },
      { kind: "task", keys: ["confusion matrix"] },
    ],
  },
];

export const BLIND68 = plantedSet(BLIND68_SESSIONS, Date.UTC(2026, 10, 2, 9));
