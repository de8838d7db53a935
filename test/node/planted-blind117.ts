/**
 * Blind planted set 117 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a data journalist working in R and Observable notebooks (scraping public records,
 * cleaning messy CSVs, charts for articles, editors' deadlines), writing long narrative messages;
 * the agent answers in a Grok voice (casual, direct, a little cheeky).
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions,
 * 18 facts, 17 tasks) in 48 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND117_SESSIONS: BlindSession[] = [
  {
    id: "b117-eviction-scrape",
    build: (s) =>
      s
        .user(
          "ok so here's where I am. The housing story is eviction filings in Harlan County, 2019 through now, and the clerk's public portal is the only source. I spent last night poking at it by hand. There's no bulk download, you search by filing date range and it paginates. I tried RSelenium two years ago for a different story and it was a nightmare on my laptop. Can you look at scrape/evictions.R and tell me what you'd do?",
        )
        .file("Read", "scrape/evictions.R")
        .bash("curl -s -o /dev/null -w '%{http_code}' 'https://clerk.harlancounty.gov/civil/search?type=EV&from=01/01/2019&to=01/31/2019'", "200")
        .assistant(
          "Good news: the search page is plain server-rendered HTML, no JavaScript gatekeeping. So RSelenium is overkill. Two options: rvest + polite (polite handles robots.txt, rate limiting and caching for you), or httr2 with a hand-rolled throttle. I'd lean rvest + polite, less to babysit.",
        )
        .user(
          "yeah let's do rvest + polite, I don't want to hand-roll anything this week. Also something I figured out last night the hard way: the portal silently caps every search at 500 rows. No warning, no 'more results' link, it just stops at 500. So any month with more filings than that gets truncated and you'd never know.",
        )
        .bash('Rscript -e \'source("scrape/evictions.R"); nrow(fetch_range("2019-03-01", "2019-03-31"))\'', "[1] 500")
        .assistant(
          "Confirmed — March 2019 comes back at exactly 500, which is suspicious for a month with a sheriff backlog. I'll make fetch_range() split any range that returns 500 rows into halves until every chunk is under the cap.",
        )
        .file("Edit", "scrape/evictions.R")
        .stop("Split-on-cap logic is in fetch_range(); March 2019 now returns 731 rows across three chunks."),
    planted: [
      { kind: "decision", keys: ["polite"] },
      { kind: "fact", keys: ["500 rows"] },
    ],
  },
  {
    id: "b117-renv-snapshot",
    build: (s) =>
      s
        .user("installed sf and tigris for the map piece, can you make sure the project still restores cleanly")
        .bash(
          "Rscript -e 'renv::status()'",
          "The following package(s) are in an inconsistent state:\n\n package installed recorded used\n sf        y         n        y\n tigris    y         n        y\n\nSee ?renv::status() for advice on resolving these issues.\nNote: renv will always prefer the lockfile version when restoring.",
        )
        .assistant("The lockfile doesn't know about sf or tigris yet, so a fresh clone would fail to restore them. Want me to snapshot?")
        .user(
          "yes. and honestly this keeps happening, Priya pulled the repo on Tuesday and spent an hour on it. Rule from now on: run renv::snapshot() before every commit that touches packages, no exceptions, and commit the renv.lock in the same commit.",
        )
        .bash("Rscript -e 'renv::snapshot(prompt = FALSE)'", "- Lockfile written to '~/newsroom/housing/renv.lock'.")
        .bash("git add renv.lock && git commit -m 'renv: add sf, tigris'", "[main 4c1e9a2] renv: add sf, tigris\n 1 file changed, 88 insertions(+)")
        .stop("Snapshotted and committed renv.lock with sf and tigris."),
    planted: [{ kind: "instruction", keys: ["renv::snapshot"] }],
  },
  {
    id: "b117-fec-dates",
    build: (s) =>
      s
        .user(
          "Pulled the FEC bulk itemized contributions for the three House races. The transaction_dt column is a mess, half of it parsed as NA. What's going on?",
        )
        .bash("head -3 data/raw/fec/itcont_2026.txt | cut -d'|' -f14", "10152025\n09302025\n11012025")
        .assistant(
          "Not a mess, just American. FEC bulk files store dates as MMDDYYYY with no separators — 10152025 is Oct 15, 2025. read_delim guessed them as numbers and then your ymd() call choked. I'll parse with mdy().",
        )
        .user(
          "oh of course, I've hit that before and forgot. Fine. Fix it in clean/fec.R. And remind me to re-pull the Q3 filings after the amendment deadline on the 15th, half the campaigns file amendments late and the numbers move.",
        )
        .file("Edit", "clean/fec.R")
        .bash("Rscript clean/fec.R", "Parsed 48,211 rows; 0 NA transaction dates.")
        .stop("transaction_dt now parses with mdy(); zero NAs across 48,211 rows."),
    planted: [
      { kind: "fact", keys: ["mmddyyyy"] },
      { kind: "task", keys: ["q3"] },
    ],
  },
  {
    id: "b117-desk-theme",
    build: (s) =>
      s
        .user(
          "The rent burden chart. Two things. First, standing rule for anything that goes to the desk: use theme_desk() from R/theme_desk.R, never the ggplot defaults, the graphics editor bounces anything with the grey background. Second, I need an interactive version for the web. Thoughts?",
        )
        .file("Read", "R/theme_desk.R")
        .assistant(
          "For the web version I see two ways: export the ggplot as SVG and let the CMS embed it (static, no tooltips), or rebuild it in Observable Plot inside the notebook so readers get hover tooltips per tract. Plot is maybe an hour of work since the data's already tidy. I'd do Observable Plot.",
        )
        .user("yeah Observable Plot, go. the SVG route always looks blurry on phones anyway")
        .file("Edit", "charts/rent_burden.R")
        .bash("Rscript charts/rent_burden.R", "Saving 8 x 5 in image\nWrote out/rent_burden.png")
        .stop("Static chart now uses theme_desk(); starting the Plot version in the notebook next."),
    planted: [
      { kind: "instruction", keys: ["theme_desk"] },
      { kind: "decision", keys: ["observable plot"] },
    ],
  },
  {
    id: "b117-uof-duplicates",
    build: (s) =>
      s
        .user(
          "Use-of-force data from the city. I'm getting 4,118 incidents for 2024 but the department's annual report says 3,602. Somebody's wrong and I'd rather it not be me. Dig in?",
        )
        .bash(
          "Rscript -e 'uof <- readr::read_csv(\"data/raw/uof_2024.csv\"); dplyr::count(uof, incident_id, sort = TRUE) |> head(4)'",
          "# A tibble: 4 x 2\n  incident_id     n\n  <chr>       <int>\n1 UOF-24-0113     4\n2 UOF-24-0871     3\n3 UOF-24-1402     3\n4 UOF-24-0029     2",
        )
        .assistant(
          "Maybe the export double-counts officers? One row per officer involved would inflate it. Checking the report_type column before I say that out loud.",
        )
        .bash("Rscript -e 'dplyr::count(uof, report_type)'", "  report_type       n\n1 ORIGINAL       3602\n2 SUPPLEMENTAL    516")
        .assistant(
          "Not officers — it's supplemental reports. Every follow-up report filed on an incident gets its own row and reuses the original incident_id. Filter to ORIGINAL and you get exactly 3,602, matching the annual report. So that's the root cause of the gap.",
        )
        .user(
          "perfect, that's going in the methodology. Follow-up for later, not today: email the PIO and ask whether the 2019 and 2020 files were exported the same way, because the older ones don't have a report_type column at all.",
        )
        .file("Edit", "clean/uof.R")
        .stop("clean/uof.R now keeps ORIGINAL rows only; 2024 count is 3,602."),
    planted: [
      { kind: "fact", keys: ["supplemental"] },
      { kind: "task", keys: ["pio"] },
    ],
  },
  {
    id: "b117-empty-axis-typo",
    build: (s) =>
      s
        .user("the y axis on the eviction chart says 'Filngs per 1,000 renters', fix pls")
        .file("Edit", "charts/evictions_rate.R")
        .assistant("Fixed — 'Filings per 1,000 renters'. Want me to re-render the PNG too?")
        .user("yes and is the 1,000 with the comma going to break anything in the CMS?")
        .bash("Rscript charts/evictions_rate.R", "Saving 8 x 5 in image\nWrote out/evictions_rate.png")
        .assistant("Nope, it's just text in the PNG, the CMS never sees it. Re-rendered.")
        .user("cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b117-parcel-join",
    build: (s) =>
      s
        .user(
          "Right, property tax appeals. I have the assessor's roll (data/raw/roll_2025.csv) and the appeals board decisions (data/raw/appeals_2025.xlsx). The obvious thing is to join on address but the appeals sheet has addresses like '1402 N. MAIN ST APT B' and the roll has '1402 MAIN ST N'. I really don't want to spend the week normalizing street suffixes.",
        )
        .bash(
          "Rscript -e 'names(readxl::read_excel(\"data/raw/appeals_2025.xlsx\"))'",
          '[1] "Parcel ID"     "Situs Address" "Owner"  "Hearing Date"  "Decision"  "Value Change"',
        )
        .assistant(
          "Both files carry a parcel ID. The roll has it as PARCEL_NO with dashes (03-114-022), the appeals sheet without (03114022). Strip the dashes and it's a clean key, 99.6% match on a quick test. I'd join on that and forget addresses entirely.",
        )
        .user(
          "ok, parcel_id it is, addresses are for display only. also while you're in there: I prefer every column name to go through janitor::clean_names right at read time, I hate typing backticks around 'Value Change'. do that for every script in this project going forward.",
        )
        .file("Edit", "clean/appeals.R")
        .bash("Rscript clean/appeals.R", "Joined 12,904 of 12,951 appeals to the roll (99.6%).")
        .stop("Appeals join on parcel_id now; 47 unmatched rows written to out/unmatched_appeals.csv."),
    planted: [
      { kind: "decision", keys: ["parcel_id"] },
      { kind: "instruction", keys: ["clean_names"] },
    ],
  },
  {
    id: "b117-metro-signoff",
    build: (s) =>
      s
        .user(
          "Quick context since you weren't in the meeting: Maria Okafor on the metro desk signs off on every chart before it goes anywhere public, including the social cards. So when we're 'done' we're not done until she's seen it. Anyway, can you render the three charts for the eviction piece at 1200px wide for her review?",
        )
        .bash("Rscript charts/render_all.R --width 1200", "Wrote out/evictions_rate.png\nWrote out/evictions_by_zip.png\nWrote out/evictions_timeline.png")
        .assistant("All three rendered at 1200px in out/. Should I zip them up for Maria or are you sending the folder?")
        .user(
          "I'll send them. Oh and one more thing for the list, not now: next week we need to add the 2020 census tract overlay to the zip map so readers can see it against income. Don't start it yet.",
        )
        .assistant("Noted, not touching the tract overlay today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["maria"] },
      { kind: "task", keys: ["tract"] },
    ],
  },
  {
    id: "b117-cf-encoding",
    build: (s) =>
      s
        .user("state campaign finance download, the donor names are full of garbage like 'MuÃ±oz'. what did I break")
        .bash("file -i data/raw/state_cf/contribs_2025.csv", "data/raw/state_cf/contribs_2025.csv: text/plain; charset=iso-8859-1")
        .assistant(
          "You didn't break anything. The state's campaign finance exports are Windows-1252 encoded, not UTF-8 ('file' reports iso-8859-1, its closest guess). readr assumed UTF-8. I'll read with locale(encoding = 'windows-1252').",
        )
        .file("Edit", "clean/state_cf.R")
        .bash("Rscript clean/state_cf.R", "Read 203,448 rows. Sample: Muñoz, Nguyễn → Nguyen (1 unmappable)")
        .user(
          "Muñoz is back, thank god. General rule while we're here, because this is the third time a column got mangled by guessing: every raw file gets read with col_types = cols(.default = 'c'), everything as character, and we parse types explicitly afterwards. Put that in all the clean/ scripts.",
        )
        .file("Edit", "clean/fec.R")
        .file("Edit", "clean/uof.R")
        .stop("All clean/ scripts now read raw files as character and parse types explicitly."),
    planted: [
      { kind: "fact", keys: ["1252"] },
      { kind: "instruction", keys: ["col_types"] },
    ],
  },
  {
    id: "b117-output-format",
    build: (s) =>
      s
        .user(
          "For the public data release I'm thinking we store the cleaned tables as parquet, they're small and typed. Can you set up out/release/ with parquet writers?",
        )
        .bash("Rscript -e 'packageVersion(\"arrow\")'", "[1] '17.0.0'")
        .assistant("arrow's installed, I can write parquet straight from the targets. Want one file per table?")
        .user(
          "hmm wait. Actually no, scratch parquet. Talked to Dev on graphics and half of the desk opens these in Excel, and readers who download the data definitely will. We'll ship gzipped CSV for the release, one per table, UTF-8 with a BOM so Excel doesn't mangle the accents.",
        )
        .file("Write", "R/write_release.R")
        .bash("Rscript R/write_release.R", "Wrote out/release/evictions.csv.gz (1.2 MB)\nWrote out/release/appeals.csv.gz (0.8 MB)")
        .stop("Release writer outputs gzipped UTF-8 CSVs with BOM into out/release/."),
    planted: [{ kind: "decision", keys: ["gzip"] }],
  },
  {
    id: "b117-notebook-attachments",
    build: (s) =>
      s
        .user(
          "The Observable notebook for the school funding piece is getting slow and I found out why: someone pasted a 40k-row array literal straight into a cell. Please rip that out and load it from the file instead. And going forward, never paste data into notebook cells, it always goes through FileAttachment from the data/ folder, so when we refresh the data we swap one file and nothing else.",
        )
        .file("Read", "notebooks/school-funding/index.js")
        .bash("grep -c 'district_id' notebooks/school-funding/index.js", "40213")
        .assistant("Yep, 40,213 inline rows. Moving them to data/school_funding.csv and loading with FileAttachment('school_funding.csv').csv({typed: true}).")
        .file("Edit", "notebooks/school-funding/index.js")
        .bash("du -h notebooks/school-funding/index.js", "18K\tnotebooks/school-funding/index.js")
        .assistant("Down from 3.1 MB to 18 KB. Cells render in under a second now.")
        .user(
          "lovely. TODO for later, not today: the district map is unusable on a phone, the tooltips cover the whole thing. Needs a mobile layout before the Sunday print+web package.",
        )
        .stop("Inline data moved to a FileAttachment; mobile layout is still open."),
    planted: [
      { kind: "instruction", keys: ["fileattachment"] },
      { kind: "task", keys: ["mobile"] },
    ],
  },
  {
    id: "b117-empty-rolling-mean",
    build: (s) =>
      s
        .user("how do I do a 7 day rolling average in dplyr without pulling in zoo? is that even a thing")
        .assistant(
          "It's a thing. slider::slide_dbl(n, mean, .before = 6, .complete = TRUE) inside a mutate, grouped and arranged by date. Or if you don't want another package, stats::filter(n, rep(1/7, 7), sides = 1). Want me to try it on the filings data?",
        )
        .user("try slider on the daily filings")
        .bash(
          "Rscript -e 'source(\"scratch/rolling.R\")'",
          "# A tibble: 5 x 3\n  date           n  avg7\n1 2025-01-01    12    NA\n2 2025-01-07    31  22.4\n3 2025-01-08    28  23.1",
        )
        .assistant("Works. First six days are NA because of .complete = TRUE, which is what you want for a chart.")
        .user("nice. might just be noise though, not sure it's worth a chart. let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b117-court-throttle",
    build: (s) =>
      s
        .user(
          "The scraper for the district court dockets died overnight around case 2,300. Log is in logs/dockets.log. I'm on deadline for Thursday so I need to know if it's us or them.",
        )
        .bash(
          "tail -5 logs/dockets.log",
          "2026-11-22 02:14:07 GET /case/2025-CV-02301 200\n2026-11-22 02:14:08 GET /case/2025-CV-02302 429\n2026-11-22 02:14:08 GET /case/2025-CV-02303 429\n2026-11-22 02:14:09 ERROR: Too Many Requests. Retry-After: 3600. Never retry before this interval.",
        )
        .assistant(
          "It's them, kind of. 429s, then a one-hour Retry-After. Looking at the timestamps from the earlier runs, the block kicks in after roughly 60 requests in a minute. I tested it: 55 a minute was fine for ten minutes, 65 tripped it in under one.",
        )
        .user(
          "ugh. ok, throttle it to one request every 2 seconds, I'd rather it take all night than get our IP banned again. That's the setting from now on for that court site.",
        )
        .file("Edit", "scrape/dockets.R")
        .bash("Rscript scrape/dockets.R --resume 2301 --dry-run", "Resuming at 2025-CV-02301, delay 2s, est. 4h10m for 7,502 cases")
        .stop("Throttled to a 2-second delay; resuming from case 2301 tonight."),
    planted: [
      { kind: "fact", keys: ["60 requests"] },
      { kind: "decision", keys: ["2 seconds"] },
    ],
  },
  {
    id: "b117-targets-pipeline",
    build: (s) =>
      s
        .user(
          "Our run.R for the housing project is now 400 lines of source() calls in a specific order and if you forget one step the charts silently use stale data. Should we use a Makefile or the targets package?",
        )
        .assistant(
          "Both fix the ordering problem. A Makefile is language-agnostic but you'd track file timestamps by hand. targets is R-native, knows which objects depend on which functions, and only rebuilds what changed. For an all-R project I'd pick targets.",
        )
        .user(
          "let's do targets then, not a Makefile. And once it's in: nobody runs source('run.R') anymore, the only way to build is tar_make(). I'll tell Priya too.",
        )
        .file("Write", "_targets.R")
        .bash(
          "Rscript -e 'targets::tar_make()'",
          "▶ dispatched target raw_evictions\n● completed target raw_evictions [2.1 seconds]\n▶ dispatched target clean_evictions\n● completed target clean_evictions [0.8 seconds]\n✔ ended pipeline [14.2 seconds]",
        )
        .bash("git rm run.R", "rm 'run.R'")
        .stop("Pipeline moved to _targets.R; run.R removed."),
    planted: [
      { kind: "decision", keys: ["targets", "makefile"] },
      { kind: "instruction", keys: ["tar_make"] },
    ],
  },
  {
    id: "b117-geocoder",
    build: (s) =>
      s
        .user("I need lat/long for the 23k eviction addresses. Census geocoder? I've used it one at a time but never in bulk.")
        .bash(
          "curl -s -F addressFile=@data/tmp/addr_sample.csv -F benchmark=Public_AR_Current https://geocoding.geo.census.gov/geocoder/locations/addressbatch | head -2",
          '"1","1402 MAIN ST, HARLAN, KY, 40831","Match","Exact","1402 MAIN ST, HARLAN, KY, 40831","-83.32,36.84"',
        )
        .assistant(
          "Batch endpoint works. The one hard limit: the Census geocoder batch endpoint takes at most 10,000 addresses per file, so I'll split the 23k into three files and stitch the results.",
        )
        .file("Write", "geo/geocode_batch.R")
        .bash(
          "Rscript geo/geocode_batch.R",
          "Batch 1/3: 9,612 matched / 10,000\nBatch 2/3: 9,700 matched / 10,000\nBatch 3/3: 2,901 matched / 3,019\nTotal: 22,213 / 23,019 matched (96.5%)",
        )
        .assistant("96.5% matched. The 806 misses are mostly PO boxes and rural routes.")
        .user(
          "good enough for the draft. follow-up for after the draft is in: run the misses through Nominatim and see how many more we can place, then hand-check whatever's left.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["10,000"] },
      { kind: "task", keys: ["nominatim"] },
    ],
  },
  {
    id: "b117-raw-snapshots",
    build: (s) =>
      s
        .user("the payroll scrape overwrote last month's file and now I can't show what changed. can we avoid that")
        .bash("ls data/raw/payroll/", "payroll.csv")
        .assistant(
          "Suggestion: save every raw download with the download date in the filename (payroll_2026-11-23.csv) and have the cleaning step pick the newest. Then you get a free history and diffs are trivial.",
        )
        .user(
          "yes do that, good call. And make it a hard rule: nothing in raw/ ever gets overwritten or edited by hand, ever. If a file is wrong we download a new one.",
        )
        .file("Edit", "scrape/payroll.R")
        .file("Edit", "clean/payroll.R")
        .bash("Rscript scrape/payroll.R", "Wrote data/raw/payroll/payroll_2026-11-23.csv")
        .stop("Raw downloads now carry the download date; clean/payroll.R picks the newest."),
    planted: [
      { kind: "decision", keys: ["download date"] },
      { kind: "instruction", keys: ["raw/"] },
    ],
  },
  {
    id: "b117-empty-deadline-chat",
    build: (s) =>
      s
        .user(
          "ok I have exactly zero brain left. the editor moved the eviction piece up to Wednesday because the council vote got moved. I'm going to get coffee. can you just run the lint so I know nothing's on fire",
        )
        .bash(
          "Rscript -e 'lintr::lint_dir(\"R\")'",
          "R/theme_desk.R:14:81: style: Lines should not be more than 80 characters.\nR/write_release.R:3:1: warning: TODO found, never left in committed code: 'TODO: BOM?'",
        )
        .assistant("Nothing on fire. One long line in theme_desk.R and a leftover comment in write_release.R that lintr flags. Cosmetic. Enjoy the coffee.")
        .user("back. is Wednesday even doable do you think")
        .assistant(
          "Honestly? The data side is done and the charts are rendered. What's left is Maria's review and the methodology box, which is writing, not code. Doable, if the review doesn't send you back to the drawing board.",
        )
        .user("from your lips. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b117-payroll-periods",
    build: (s) =>
      s
        .user("the payroll totals look insane, the top-paid cop is at $2.9 million. that can't be right")
        .bash(
          "Rscript -e 'p <- readr::read_csv(\"data/raw/payroll/payroll_2026-11-23.csv\"); dplyr::count(p, employee_id) |> dplyr::summarise(median(n))'",
          "  `median(n)`\n1         26",
        )
        .assistant(
          "It isn't. The city's payroll export has one row per employee per pay period, and there are 26 pay periods a year. You were summing gross pay across rows correctly but the 'annual_rate' column is repeated on every row, so summing it multiplies by 26. Use annual_rate from one row, or sum gross_pay.",
        )
        .user(
          "ahh. ok so it's the repeated rows. confirmed, the top one is $112k which matches the union contract. Also we still need to file a FOIA for the 2024 payroll, the portal only goes back to January 2025. put that on the list, I'll do it Monday.",
        )
        .file("Edit", "clean/payroll.R")
        .stop("Annual pay now taken once per employee; top earner is $112,400."),
    planted: [
      { kind: "fact", keys: ["pay period"] },
      { kind: "task", keys: ["foia"] },
    ],
  },
  {
    id: "b117-legends-multiples",
    build: (s) =>
      s
        .user("The rent vs income chart with two y axes is confusing everyone in the newsroom. Options?")
        .assistant(
          "Three: (1) index both to 2015 = 100 on one axis, (2) two small multiples stacked with a shared x axis, (3) a connected scatterplot. The connected scatter is pretty but readers struggle with it.",
        )
        .user(
          "we're dropping the dual-axis chart. Go with two small multiples. And a preference of mine for every line chart we make: label the lines directly at the end, no legend boxes. Readers never look at legends.",
        )
        .file("Edit", "charts/rent_income.R")
        .bash("Rscript charts/rent_income.R", "Saving 6 x 7 in image\nWrote out/rent_income.png")
        .stop("Rebuilt as two stacked panels with direct labels."),
    planted: [
      { kind: "decision", keys: ["small multiples"] },
      { kind: "instruction", keys: ["legend"] },
    ],
  },
  {
    id: "b117-schools-suppression",
    build: (s) =>
      s
        .user("why are there asterisks in the enrollment column of the state schools file, readr turned the whole column to character")
        .bash("grep -c ',\\*,' data/raw/schools/enrollment_2025.csv", "1847")
        .assistant(
          "Those are privacy suppressions. Per the file's data dictionary, the state suppresses any count under 10 students and writes '*' instead. So '*' means 'between 1 and 9', not zero and not missing. I'll convert them to NA with a suppressed = TRUE flag.",
        )
        .user(
          "yes keep the flag. TODO for me before Friday: write the methodology note explaining how we handled suppressed cells, the education editor will ask.",
        )
        .file("Edit", "clean/schools.R")
        .bash("Rscript clean/schools.R", "1,847 suppressed cells flagged")
        .stop(),
    planted: [
      { kind: "fact", keys: ["suppress"] },
      { kind: "task", keys: ["methodology"] },
    ],
  },
  {
    id: "b117-empty-hypothesis",
    build: (s) =>
      s
        .user("the median rent in zip 40831 jumped 40% in one year. real or a bug?")
        .bash("Rscript -e 'source(\"scratch/rent_check.R\")'", "zip   year  n_listings  median\n40831 2024  41          640\n40831 2025  12          910")
        .assistant(
          "Could be small-n noise: listings dropped from 41 to 12. Could also be that the new luxury complex on Route 421 is in that zip. I can't tell which from this data alone.",
        )
        .user("maybe it's the complex? or maybe the listing site changed how it scrapes. no idea")
        .assistant("Either is plausible. If you can get the listing addresses we could check whether the 12 are clustered.")
        .user("let's not go down that hole today, I'll just not mention that zip")
        .stop(),
    planted: [],
  },
  {
    id: "b117-newsroom-repo",
    build: (s) =>
      s
        .user(
          "Just pushed the eviction charts to main and Dev pinged me annoyed. Apparently merging to main in the graphics repo deploys straight to the graphics server through GitHub Actions, so my half-done chart was live for ten minutes. I did not know that.",
        )
        .bash(
          "cat .github/workflows/deploy.yml | head -12",
          "name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  rsync:\n    runs-on: ubuntu-latest\n    # always runs on push to main; never skip\n    steps:\n      - uses: actions/checkout@v4",
        )
        .assistant("Confirmed, every push to main rsyncs to the graphics server. No manual gate.")
        .user(
          "right. So from now on we never push straight to main there, you open a pull request and Dev reviews it, even for one-line fixes. Can you revert my push for now?",
        )
        .bash(
          "git revert --no-edit HEAD && git push",
          '[main 9d2f1c0] Revert "eviction charts wip"\nTo github.com:newsroom/graphics.git\n   7a1b3e4..9d2f1c0  main -> main',
        )
        .stop("Reverted; the half-done chart is off the server."),
    planted: [
      { kind: "fact", keys: ["graphics server"] },
      { kind: "instruction", keys: ["pull request"] },
    ],
  },
  {
    id: "b117-crime-nibrs",
    build: (s) =>
      s
        .user(
          "for the crime trends explainer: the state publishes both the old UCR summary counts and the NIBRS incident data. UCR goes back further but it counts only the most serious offense per incident. What would you do?",
        )
        .bash("ls data/raw/crime/", "nibrs_2021_2025.csv  ucr_summary_2010_2020.csv")
        .assistant(
          "NIBRS is the better measure for 2021 on, it records every offense. Splicing UCR before 2021 onto NIBRS after creates a fake jump. I'd use NIBRS only and start the chart in 2021, with a note.",
        )
        .user(
          "agreed, we'll use NIBRS counts only, no UCR splice. but 2021 is half empty because a bunch of agencies hadn't switched yet. next sprint, backfill 2021 from the state portal when they finish their re-release, they said December.",
        )
        .file("Edit", "clean/crime.R")
        .stop("clean/crime.R now reads NIBRS only; chart starts in 2021."),
    planted: [
      { kind: "decision", keys: ["nibrs"] },
      { kind: "task", keys: ["backfill", "2021"] },
    ],
  },
  {
    id: "b117-timezone",
    build: (s) =>
      s
        .user("some 911 calls are showing up on the wrong day, always the late-evening ones. look?")
        .bash("Rscript -e 'lubridate::ymd_hms(\"2025-07-04 23:30:00\")'", '[1] "2025-07-04 23:30:00 UTC"')
        .assistant(
          "Found it. The portal timestamps are local Central time with no offset, and lubridate parses them as UTC by default. Then our as_date() after with_tz() pushes anything after 7pm to the next day. That's the off-by-one.",
        )
        .user(
          "that's it, I checked three calls against the CAD printout and they line up once shifted. OK standing rule then: every datetime we parse in this project gets tz = 'America/Chicago' explicitly, no defaults.",
        )
        .file("Edit", "clean/calls.R")
        .bash("Rscript clean/calls.R", "Parsed 212,004 calls; 0 with date shift vs CAD sample")
        .stop(),
    planted: [
      { kind: "fact", keys: ["central"] },
      { kind: "instruction", keys: ["america/chicago"] },
    ],
  },
  {
    id: "b117-framework-move",
    build: (s) =>
      s
        .user(
          "I've been going back and forth on this. The school funding thing is three notebooks now and they import from each other and it's fragile. Observable Framework would give us a proper repo, data loaders, a static build. Or we keep notebooks and just be careful. Hm.",
        )
        .assistant(
          "Framework fits here: data loaders can run your R cleaning scripts at build time, the output is static files you can drop on the graphics server, and it lives in git like everything else. The cost is a day of porting.",
        )
        .user("ok fine, decided. We're moving the school funding project to Observable Framework. start with the map page.")
        .bash(
          "npx @observablehq/framework@latest create --template default school-funding",
          "┌  observable create\n◇  Created school-funding/\n└  Next: cd school-funding && npm run dev",
        )
        .file("Write", "school-funding/src/index.md")
        .assistant("Scaffolded and ported the map page. Data still comes in via a static CSV for now.")
        .user("good. remind me to set up the data loader that runs clean/schools.R, I want it to refresh nightly but not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["framework"] },
      { kind: "task", keys: ["data loader"] },
    ],
  },
  {
    id: "b117-empty-tests-pass",
    build: (s) =>
      s
        .user("run the testthat suite before I send this to Dev")
        .bash(
          "Rscript -e 'testthat::test_dir(\"tests\")'",
          "✔ | F W  S  OK | Context\n✔ |          14 | clean_evictions\n✔ |           9 | clean_payroll\n══ Results ══\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 23 ]",
        )
        .assistant("All 23 pass, nothing skipped.")
        .user("and the pipeline's up to date?")
        .bash("Rscript -e 'targets::tar_outdated()'", "character(0)")
        .assistant("Nothing outdated. You're clear to send.")
        .stop(),
    planted: [],
  },
  {
    id: "b117-fuzzy-names",
    build: (s) =>
      s
        .user("Matching donors to the lobbyist registry by name. exact join gets 212 matches which feels low. What about fuzzy?")
        .bash("Rscript scratch/fuzzy_test.R", "cutoff  matches  false_pos_in_sample(50)\n0.05    298      0\n0.08    341      1\n0.12    402      9")
        .assistant(
          "Jaro-Winkler distance via stringdist. At 0.08 you get 341 matches with 1 bad one in a 50-row sample; at 0.12 it falls apart. I'd take 0.08.",
        )
        .user(
          "0.08 Jaro-Winkler, done, lock it in. And rule for any fuzzy matching we do, now and later: every fuzzy match goes into the review sheet and gets hand-checked by a human before anything is published. No exceptions, I'm not getting a correction because of an algorithm.",
        )
        .file("Edit", "clean/donors_lobbyists.R")
        .bash("Rscript clean/donors_lobbyists.R", "341 matches written to out/review/donor_lobbyist_matches.csv")
        .stop(),
    planted: [
      { kind: "decision", keys: ["0.08"] },
      { kind: "instruction", keys: ["review sheet"] },
    ],
  },
  {
    id: "b117-ap-style",
    build: (s) =>
      s
        .user(
          "the auto-generated chart subtitles say things like '3 of 5 districts'. Copy desk style is AP style for numbers everywhere, including chart text: spell out one through nine, numerals for 10 and up. please make the subtitle helper do that from now on.",
        )
        .file("Edit", "R/subtitle.R")
        .bash("Rscript -e 'source(\"R/subtitle.R\"); subtitle_n(3, 5); subtitle_n(12, 40)'", '[1] "three of five districts"\n[1] "12 of 40 districts"')
        .assistant("Done. Helper spells out one through nine now.")
        .user("great. and a follow up, the chart for the water story still needs alt text, the web producer flagged it. not now, after lunch")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ap style"] },
      { kind: "task", keys: ["alt text"] },
    ],
  },
  {
    id: "b117-shapefile-crs",
    build: (s) =>
      s
        .user("the county parcels are showing up somewhere off the coast of Africa when I overlay them")
        .bash("Rscript -e 'sf::st_crs(sf::read_sf(\"data/raw/gis/parcels.shp\"))$input'", '[1] "EPSG:2278"')
        .assistant(
          "Classic. The county's GIS shapefiles come in EPSG:2278, Texas South Central state plane in feet, not lat/long. Your basemap is WGS84. Transform to 4326 with st_transform() before joining.",
        )
        .file("Edit", "geo/parcels.R")
        .bash("Rscript geo/parcels.R", "Transformed 88,410 parcels to EPSG:4326")
        .user(
          "they're home. also later, once Jen from digital sends over the style URL, swap the basemap to the newsroom's Mapbox style, the default one looks off-brand.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["2278"] },
      { kind: "task", keys: ["basemap"] },
    ],
  },
  {
    id: "b117-license",
    build: (s) =>
      s
        .user("Legal got back to me. We can publish the cleaned eviction data. They said CC BY 4.0 or CC0, my call.")
        .assistant(
          "CC BY 4.0 means others have to credit the paper; CC0 is simpler for reuse but you lose the credit line. For a newsroom dataset most outlets pick CC BY.",
        )
        .user("CC BY 4.0 then. add the LICENSE file.")
        .bash("curl -sL https://creativecommons.org/licenses/by/4.0/legalcode.txt -o LICENSE && head -1 LICENSE", "Attribution 4.0 International")
        .file("Write", "LICENSE")
        .user("and TODO before we flip the repo public: a README for the data release that explains every column. Not today.")
        .stop("LICENSE added; README for the release is still to do."),
    planted: [
      { kind: "decision", keys: ["cc by"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b117-empty-question-only",
    build: (s) =>
      s
        .user("what's the difference between left_join and semi_join again, I always mix them up")
        .assistant(
          "left_join keeps every row of x and adds y's columns (NA where no match). semi_join keeps only x's rows that have a match in y and adds no columns. It's a filter, not a join, really.",
        )
        .user("so for 'which donors are also lobbyists' semi_join is the one")
        .assistant("Exactly, if you only want the donor rows. If you want the lobbyist's firm next to them, left_join or inner_join.")
        .stop(),
    planted: [],
  },
  {
    id: "b117-empty-status-report",
    build: (s) =>
      s
        .user("where did we leave the appeals thing yesterday, I lost the thread")
        .bash("git log --oneline -3", "b71e0c2 appeals: join on parcel id\n5a9f3d1 appeals: read decisions sheet\n0c44e8b roll: clean 2025 roll")
        .assistant(
          "Yesterday we got the appeals joined to the roll, 99.6% match, with the 47 unmatched rows written to out/unmatched_appeals.csv. Nothing half-finished in the working tree.",
        )
        .user("ok and how many of those 47 are commercial?")
        .bash("Rscript -e 'u <- readr::read_csv(\"out/unmatched_appeals.csv\"); table(u$class)'", "\ncommercial residential \n        31          16 ")
        .assistant("31 commercial, 16 residential.")
        .user("huh. interesting. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b117-empty-withdrawn-idea",
    build: (s) =>
      s
        .user(
          "thinking out loud: what if we rewrote the whole cleaning pipeline in Python so the graphics folks could read it? polars is fast and Dev knows pandas",
        )
        .assistant(
          "Possible, but you'd be porting about 1,400 lines of tested R, plus the targets setup, with a Wednesday deadline on top. If the goal is readability for Dev, a short README per script might get you 80% of the way.",
        )
        .user("yeah no, forget it, terrible idea this week. just show me how long the clean step takes right now, out of curiosity")
        .bash("Rscript -e 'system.time(targets::tar_make(names = starts_with(\"clean_\")))'", "   user  system elapsed \n  11.84    0.62   13.07 ")
        .assistant("13 seconds for all the clean_ targets. Not exactly a bottleneck.")
        .user("lol ok, R stays")
        .stop(),
    planted: [],
  },
  {
    id: "b117-empty-config-quote",
    build: (s) =>
      s
        .user("what does our .lintr actually enforce? paste it")
        .bash(
          "cat .lintr",
          'linters: linters_with_defaults(\n    line_length_linter(120),\n    object_name_linter = NULL # TODO: always snake_case, never camelCase once legacy scripts are gone\n  )\nexclusions: list("scratch/")',
        )
        .assistant(
          "Defaults, with lines allowed up to 120 characters, object names not checked at all (there's an old TODO comment about that), and scratch/ excluded.",
        )
        .user("who wrote that TODO, do you know?")
        .bash("git log -1 --format='%an %ad' -- .lintr", "Priya Raman Tue Mar 4 10:12:44 2025")
        .assistant("Priya, back in March 2025.")
        .stop(),
    planted: [],
  },
  {
    id: "b117-empty-one-off",
    build: (s) =>
      s
        .user("rename out/rent_income.png to rent_vs_income_2025.png, the CMS rejects the old name because it already exists")
        .bash("mv out/rent_income.png out/rent_vs_income_2025.png && ls out/ | grep rent", "rent_burden.png\nrent_vs_income_2025.png")
        .assistant("Renamed.")
        .user("and copy it to the shared drive folder for Maria")
        .bash("cp out/rent_vs_income_2025.png ~/Shared/metro/review/", "")
        .assistant("Copied to ~/Shared/metro/review/.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b117-acs-vintage",
    build: (s) =>
      s
        .user(
          "Pulling median household income for the eviction piece with tidycensus. I asked for the 2024 1-year ACS for Harlan County and got an empty tibble back, no error. Is the API down or is it me? I also vaguely remember someone on NICAR-L saying the 1-year is better for 'recent' stories but I don't know if that's true.",
        )
        .bash(
          'Rscript -e \'tidycensus::get_acs("county", variables = "B19013_001", state = "KY", county = "Harlan", year = 2024, survey = "acs1")\'',
          "Getting data from the 2024 1-year ACS\n# A tibble: 0 x 5\n# ℹ 5 variables: GEOID <chr>, NAME <chr>, variable <chr>, estimate <dbl>, moe <dbl>",
        )
        .assistant(
          "It's not you and the API's fine. The Census Bureau only publishes 1-year ACS estimates for areas with 65,000 or more people, and Harlan County has about 26,000. So there's no 1-year number for it, ever. The 5-year estimates cover every county and tract.",
        )
        .user("right, ok. so 5-year ACS it is, for this and for the tract overlay later, we'll say '2020-2024 average' in the chatter. can you swap it")
        .file("Edit", "clean/acs.R")
        .bash("Rscript clean/acs.R", "Getting data from the 2020-2024 5-year ACS\nHarlan County, Kentucky  B19013_001  38,912  ±2,114")
        .stop("Switched to the 5-year ACS; median household income $38,912 ± $2,114."),
    planted: [
      { kind: "fact", keys: ["65,000"] },
      { kind: "decision", keys: ["5-year"] },
    ],
  },
  {
    id: "b117-leave-handoff",
    build: (s) =>
      s
        .user(
          "ok so I'm out from Monday for two weeks (wedding, not mine, my sister's) and I want to leave this in a sane state. couple of things so they're written down somewhere:\n\n1. Priya is covering the data desk while I'm out and she owns the eviction repo until Dec 15, anything urgent goes to her not me\n2. please dont refactor the scrapers while I'm away even if they look ugly, they work and I don't want to debug someone else's cleanup at 11pm on a deadline\n3. the appeals story still needs the 2024 roll for the year-over-year comparison, the assessor said it'd be ready 'soon', so that's open\n\ncan you make sure the pipeline builds clean from scratch so she doesn't inherit a mess",
        )
        .bash(
          "git status --short && Rscript -e 'targets::tar_destroy(ask = FALSE); targets::tar_make()' 2>&1 | tail -2",
          "● completed target release_files [1.4 seconds]\n✔ ended pipeline [41.9 seconds]",
        )
        .assistant(
          "Clean tree, full rebuild from zero in 42 seconds, no warnings. Priya gets a working pipeline. Have a good wedding — try not to check Slack during the toasts.",
        )
        .user("no promises lol")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "dec 15"] },
      { kind: "instruction", keys: ["scrapers"] },
      { kind: "task", keys: ["2024 roll"] },
    ],
  },
  {
    id: "b117-median-money",
    build: (s) =>
      s
        .user("the average judgment amount in the eviction cases is $4,870 but that feels high")
        .bash("Rscript -e 'summary(ev$judgment_amt)'", "   Min. 1st Qu.  Median    Mean 3rd Qu.    Max. \n     0     620    1340    4870    2900  412000 ")
        .assistant(
          "It is high, and it's because of a handful of commercial evictions — the max is $412,000. The median is $1,340. The mean is being dragged by maybe a dozen cases.",
        )
        .user(
          "yep. I prefer medians over means for anything about money in our pieces, full stop, skewed distributions make means lie. use the median in the chart and the copy. should we also drop the commercial cases entirely?",
        )
        .assistant(
          "That's a reporting call more than a data one. They're only 14 of 23,019 cases; I'd keep them in and let the median do its job, but your editor might see it differently.",
        )
        .user("dunno, I'll ask before deciding anything")
        .file("Edit", "charts/judgments.R")
        .stop("Judgment chart and summary now use the median ($1,340)."),
    planted: [{ kind: "instruction", keys: ["median"] }],
  },
  {
    id: "b117-sheriff-pdfs",
    build: (s) =>
      s
        .user(
          "Sheriff's monthly eviction-enforcement reports are PDFs, 2019 to now, 70-odd files. I need the 'writs executed' number out of each. Camelot? pdftools? copy-paste by hand like an animal?",
        )
        .bash(
          "pdffonts data/raw/sheriff/2024-07.pdf | tail -1; pdffonts data/raw/sheriff/2024-05.pdf | tail -1",
          "\nArialMT     TrueType   WinAnsi  yes yes yes  12  0",
        )
        .assistant(
          "Interesting — May 2024 has embedded fonts, July 2024 has none. Checking the rest: everything from June 2024 on is a scanned image, not a text PDF. The sheriff's office switched to scanning printouts that month. Text extraction only works before June 2024.",
        )
        .assistant(
          "For the text ones, Camelot is Python and finicky with this layout. pdftools::pdf_text() plus one regex on the 'Writs Executed' line would do it in R. I'd go with pdftools.",
        )
        .user(
          "pdftools, yes, stay in R. and the scanned ones after June 2024, let's OCR them with tesseract, but later, after the draft. for now I'll type those 17 numbers by hand.",
        )
        .file("Write", "scrape/sheriff_pdfs.R")
        .bash("Rscript scrape/sheriff_pdfs.R", "Extracted writs_executed from 54 of 54 text PDFs (2019-01 .. 2024-05)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["scanned"] },
      { kind: "decision", keys: ["pdftools"] },
      { kind: "task", keys: ["tesseract"] },
    ],
  },
  {
    id: "b117-cms-embed",
    build: (s) =>
      s
        .user("the interactive rent chart works in preview but on the staging article it's just a blank box. the console says nothing useful.")
        .bash("curl -s https://staging.cms.heraldnews.com/story/rent-burden | grep -c '<script'", "0")
        .assistant(
          "Zero script tags in the rendered page, even though you pasted the embed code. The CMS strips every inline <script> tag from article bodies. So the Observable runtime never loads.",
        )
        .user("oh right, Dev mentioned that months ago. ugh. what are the options")
        .assistant(
          "(a) iframe embed pointing at the Framework build on the graphics server, with pym.js-style height messaging, or (b) ask the CMS team for a raw-HTML block type, which is a ticket and a wait. (a) works today.",
        )
        .user("iframe. we're not waiting on the CMS team for anything, ever. go with iframe embeds for all the interactives in this package")
        .file("Edit", "school-funding/src/embed.md")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://graphics.heraldnews.com/school-funding/embed/", "200")
        .stop("Switched the rent chart to an iframe embed; it renders on staging."),
    planted: [
      { kind: "fact", keys: ["cms", "script"] },
      { kind: "decision", keys: ["iframe"] },
    ],
  },
  {
    id: "b117-donor-ids",
    build: (s) =>
      s
        .user("top donors list has the same retired surgeon three times. Dr. Alan Whitcomb, $9,600, $8,100, $7,200. he's one person I promise")
        .bash(
          "Rscript -e 'dplyr::filter(cf, grepl(\"WHITCOMB\", donor_name)) |> dplyr::distinct(donor_id, donor_name, cycle)'",
          "  donor_id donor_name        cycle\n1 D0041182 WHITCOMB, ALAN   2022\n2 D0077310 WHITCOMB, ALAN R 2024\n3 D0102954 WHITCOMB ALAN    2026",
        )
        .assistant(
          "Three donor IDs, one per cycle. Checked a few other repeat donors and it's the pattern: the state registry issues a new donor ID every election cycle, so donor_id is not a person ID across years.",
        )
        .user("that explains so much. OK from now on we dedupe donors on cleaned name + zip5, never on donor_id, for any multi-cycle analysis.")
        .file("Edit", "clean/state_cf.R")
        .bash("Rscript clean/state_cf.R", "Collapsed 203,448 contributions from 61,207 donor_ids to 44,918 people")
        .stop(),
    planted: [
      { kind: "fact", keys: ["donor id"] },
      { kind: "instruction", keys: ["zip5"] },
    ],
  },
  {
    id: "b117-inline-width",
    build: (s) =>
      s
        .user("charts look squished on the article page in the inline slot, but fine when you click to expand")
        .file("Read", "R/theme_desk.R")
        .assistant(
          "The inline slot on article pages is 640px wide on desktop and we render at 1200, so the CMS scales everything down by half, text included. Proposal: render the inline versions at exactly 640px with a larger base font, and keep 1200 only for the expanded view.",
        )
        .user("sure, do that")
        .file("Edit", "charts/render_all.R")
        .bash("Rscript charts/render_all.R --inline", "Wrote out/inline/evictions_rate_640.png\nWrote out/inline/evictions_by_zip_640.png")
        .assistant("Inline versions at 640px, base font 15pt. Text is readable at actual size now.")
        .user(
          "better. the mobile breakpoints are probably different too though, follow-up: ask Dev for the new breakpoints from the redesign so we can render those sizes as well",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["640"] },
      { kind: "task", keys: ["breakpoints"] },
    ],
  },
  {
    id: "b117-jail-records",
    build: (s) =>
      s
        .user(
          "The county denied my open records request for the jail booking data. Letter's in docs/denial.pdf. They cite something. Is it legit? I'm not a lawyer, you're not a lawyer, but let's at least read it.",
        )
        .bash(
          "pdftotext docs/denial.pdf - | grep -i -A2 'KRS'",
          "exempt from disclosure pursuant to KRS 61.878(1)(h), records of law\nenforcement agencies compiled in the process of detecting and\ninvestigating statutory violations...",
        )
        .assistant(
          "They're citing KRS 61.878(1)(h), the law-enforcement investigative records exemption. That exemption is about records compiled in an investigation; a booking log is a routine administrative record. Courts in Kentucky have split on that, so it's arguable, not settled.",
        )
        .user(
          "ok. our lawyer thought the same thing last year on a different request, so it's worth a shot. remind me to appeal the denied jail booking request to the AG, we have 60 days from the letter, which was Nov 18.",
        )
        .bash("date -d '2026-11-18 + 60 days' +%F", "2027-01-17")
        .stop("Appeal deadline is January 17, 2027."),
    planted: [{ kind: "task", keys: ["booking"] }],
  },
  {
    id: "b117-commits-sheets",
    build: (s) =>
      s
        .user(
          "git log is unreadable, every message is 'fix' or 'update'. small rule going forward: commit messages start with the story slug and a colon, like 'evictions: split range on cap' or 'appeals: join on parcel', so I can grep by story.",
        )
        .bash("git log --oneline -5", "a11f0e2 fix\n93bd1c7 update\n4c1e9a2 renv: add sf, tigris\n71aa0d3 fix\n2e9f1b8 wip")
        .assistant("Got it. Want me to rewrite the old ones? It's only local for the top two.")
        .user(
          "no leave history alone. different question: the review sheet for fuzzy matches, Google Sheets or Airtable? Airtable is prettier but nobody on the desk has a login",
        )
        .assistant(
          "Google Sheets. Everyone already has access, googlesheets4 can write straight from the pipeline, and you can lock the formula columns. Airtable's API is nicer but the login problem kills it.",
        )
        .user("google sheets, agreed.")
        .file("Edit", "R/write_review.R")
        .bash("Rscript R/write_review.R", '✔ Writing to "donor_lobbyist_review".\n✔ Writing to sheet "matches".')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["slug"] },
      { kind: "decision", keys: ["google sheets"] },
    ],
  },
  {
    id: "b117-rounding",
    build: (s) =>
      s
        .user("the table in the school funding methodology shows 23.4817% lol. fix")
        .file("Edit", "school-funding/src/methodology.md")
        .assistant("Rounded to 23.5%. Should charts get the same treatment?")
        .user(
          "charts: whole percents, the eye can't see a tenth of a percent on a bar anyway. tables: one decimal. that's how the desk wants it for every piece, write it into the format helpers so we stop thinking about it",
        )
        .file("Edit", "R/format.R")
        .bash("Rscript -e 'source(\"R/format.R\"); fmt_pct_chart(0.234817); fmt_pct_table(0.234817)'", '[1] "23%"\n[1] "23.5%"')
        .stop(),
    planted: [{ kind: "instruction", keys: ["one decimal"] }],
  },
  {
    id: "b117-scratch-purge",
    build: (s) =>
      s
        .user("where did my 2019 test scrapes go? they were in /mnt/shared/scratch/evictions")
        .bash(
          "ls /mnt/shared/scratch/evictions/ | head; cat /mnt/shared/scratch/README.txt",
          "2026-09_recheck.csv\n2026-10_recheck.csv\n\nSCRATCH: files older than 90 days are purged automatically every Sunday. Never store originals here.",
        )
        .assistant(
          "Gone, I'm afraid. IT's shared scratch space purges anything older than 90 days every Sunday, per the README in that folder. Your 2019 test scrapes were from August.",
        )
        .user(
          "great. GREAT. ok well those were just tests, but the real 2019 raw scrapes are also on scratch, in /scratch/evictions_raw. TODO: move the 2019 scrapes off scratch into the repo's data/raw before Sunday. I'll do it tomorrow morning when the VPN isn't crawling.",
        )
        .bash("find /mnt/shared/scratch/evictions_raw -name '2019*' -mtime +80 | wc -l", "12")
        .assistant("12 of them are over 80 days old, so this Sunday's purge would take them. Tomorrow morning is cutting it fine but OK.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["90 days"] },
      { kind: "task", keys: ["2019", "scratch"] },
    ],
  },
  {
    id: "b117-empty-ggplot-help",
    build: (s) =>
      s
        .user("how do I get the zip labels to not overlap on the bar chart, they're all on top of each other")
        .assistant(
          "Three options: coord_flip() so the labels run down the side, scale_x_discrete(guide = guide_axis(n.dodge = 2)) to stagger them, or angle them 45 degrees. Flipping is usually the most readable for 20-plus categories.",
        )
        .user("try the flip")
        .file("Edit", "charts/evictions_by_zip.R")
        .bash("Rscript charts/evictions_by_zip.R", "Saving 8 x 9 in image\nWrote out/evictions_by_zip.png")
        .assistant("Flipped. Zips run down the left, bars go right, nothing overlaps.")
        .user("way better. hmm, should it be sorted by count or by zip? I could see it either way")
        .assistant("By count reads as a ranking, by zip helps people find their own. Depends what the story's saying.")
        .user("I'll ask Maria")
        .stop(),
    planted: [],
  },
  {
    id: "b117-empty-proposal-declined",
    build: (s) =>
      s
        .user("is the eviction scraper going to survive if the clerk's site changes its HTML?")
        .file("Read", "scrape/evictions.R")
        .assistant(
          "Not gracefully. It selects by table position. I could add a schema check that fails loudly if the column headers change, plus a nightly GitHub Action that runs one small query and alerts you.",
        )
        .user("the schema check sounds good in theory but honestly not this week. and no nightly action, I don't want emails at 3am")
        .assistant("Fair. Leaving it as is.")
        .user("what would the check even look like, roughly?")
        .assistant("A stopifnot(identical(names(tbl), expected_cols)) right after the html_table() call. Five lines.")
        .stop(),
    planted: [],
  },
];

export const BLIND117 = plantedSet(BLIND117_SESSIONS, Date.UTC(2026, 10, 20, 9));
