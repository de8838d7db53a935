/**
 * Blind planted set 54 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: trading and market-data systems (C++ and Python, low-latency feed handlers, kdb+/q,
 * exchange certification, risk limits, market hours), in the voice of Grok and OpenCode
 * sessions: terse lower-case users with typos, agents that narrate what they run. Numbers from
 * one benchmark run are observations, not facts; risk rules from the desk are instructions.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16
 * decisions, 16 instructions, 16 facts, 16 tasks) in 59 sessions, 11 of which plant nothing. Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output, chit-chat, and requests done in the same session.
 * A superseded decision plants only its final form.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any measurement):
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

export const BLIND54_SESSIONS: BlindSession[] = [
  {
    id: "t54-01-itch-parser",
    planted: [{ kind: "decision", keys: ["itch", "parser"] }],
    build: (s) =>
      s
        .user(
          "ok decided. we write our own ITCH 5.0 parser instead of pulling in the vendor sdk. the sdk allocates per message and thats a nonstarter on the hot path",
        )
        .file("Write", "feed/itch/decoder.hpp")
        .bash(
          "cmake --build build -j8 --target itch_decode",
          "[ 50%] Building CXX object feed/itch/CMakeFiles/itch_decode.dir/decoder.cpp.o\n[100%] Built target itch_decode",
        )
        .assistant("Built clean. Want me to add a libFuzzer target for the decoder too? It'd take maybe an hour to wire up.")
        .user("not today")
        .assistant("Ok, skipping the fuzzer."),
  },
  {
    id: "t54-02-fat-finger",
    planted: [
      { kind: "instruction", keys: ["fat", "finger"] },
      { kind: "fact", keys: ["globex", "maintenance"] },
    ],
    build: (s) =>
      s
        .user(
          "from the risk desk, standing rule: no order goes out above 500 lots unless it passed the fat-finger check first. every strategy, incl the test ones. wire it into the gateway",
        )
        .file("Edit", "gateway/pretrade_checks.cpp")
        .bash(
          "grep -n halt config/cme_calendar.yaml",
          '12:  daily_halt: "16:00-17:00 America/Chicago"\n13:  # never reconnect inside the halt, the session rejects logon',
        )
        .assistant(
          "Check is wired in before the send path. Also confirmed from the calendar config: Globex has a daily maintenance halt from 16:00 to 17:00 Chicago time, so the reconnect loop has to sit through that hour.",
        )
        .user("yep thats right")
        .assistant("Good. Gateway builds and the pretrade unit tests are green."),
  },
  {
    id: "t54-03-bench-run",
    planted: [],
    build: (s) =>
      s
        .user("run the tick-to-trade bench on box7 pls")
        .bash("./build/bench/t2t --iterations 2000000 --cpu 6", "t2t: p50 2.1us p99 4.2us p99.9 9.8us max 41.0us\nsamples: 2000000")
        .assistant("This run: p50 2.1us, p99 4.2us, p99.9 9.8us. The max of 41us looks like a single outlier, maybe an interrupt landing on core 6.")
        .user("huh faster than last week. kernel bump maybe? dunno")
        .assistant("Could be the kernel or the isolcpus change, one run isn't enough to say which. I'd rerun a few times before drawing anything from it."),
  },
  {
    id: "t54-04-tickerplant",
    planted: [
      { kind: "fact", keys: ["tickerplant", "5010"] },
      { kind: "task", keys: ["eod", "save"] },
    ],
    build: (s) =>
      s
        .user("the rdb on prod isnt getting trades since 9:30. fyi the prod tickerplant listens on 5010, rdb is on 5011")
        .bash('q -e "h:hopen `::5010; h\\".u.w\\""', "trade| ,(7i;`)\nquote| ,(7i;`)")
        .assistant(
          "I'll check the rdb's subscription next: the tickerplant shows only handle 7 subscribed, which is the hdb writer, so the rdb never re-subscribed after the restart.",
        )
        .bash("q rdb.q -p 5011 &", "")
        .assistant("Restarted the rdb, it re-subscribed and trades are flowing again.")
        .user("nice. and later, not now: the EOD save should move to .Q.dpft partitioned by sym. put it on the list")
        .assistant("Noted as an open item, I won't touch the EOD save in this session."),
  },
  {
    id: "t54-05-bus-superseded",
    planted: [{ kind: "decision", keys: ["shm", "ring"] }],
    build: (s) =>
      s
        .user("lets move the internal bus to aeron. start with the md fanout")
        .file("Edit", "bus/CMakeLists.txt")
        .bash("./build/bench/bus_lat --transport aeron --msgs 1000000", "aeron ipc: p50 0.9us p99 3.7us p99.9 22.4us")
        .assistant("Aeron IPC in this run: p50 0.9us, p99 3.7us, but p99.9 is 22us, well above what we had.")
        .user("scratch aeron. the tail was worse in that run and ops doesnt want another media driver daemon to babysit. we stay on the shm ring buffer, final")
        .bash("git checkout -- bus/CMakeLists.txt", "")
        .assistant("Reverted the CMake change; the bus stays as it was."),
  },
  {
    id: "t54-06-pnl-recon",
    planted: [{ kind: "task", keys: ["pnl", "reconciliation"] }],
    build: (s) =>
      s
        .user("how does the eod pnl job get the clearing file?")
        .bash("cat jobs/pnl/fetch_clearing.py | head -20", "import paramiko\n# TODO: retry on timeout\nHOST = 'sftp.clearing.example'")
        .assistant("It pulls it over SFTP from the clearing house at 18:30 with paramiko. There's a TODO in the file about retrying on timeout.")
        .user(
          "ok. leave a task for later: the intraday pnl reconciliation against the clearing file is still done by hand in excel, it needs automating before month end",
        )
        .assistant("Should I sketch a script for it now?")
        .user("no, later")
        .assistant("Fine, left as an open item."),
  },
  {
    id: "t54-07-xetra-utc",
    planted: [
      { kind: "fact", keys: ["closing", "auction"] },
      { kind: "instruction", keys: ["timestamps", "utc"] },
    ],
    build: (s) =>
      s
        .user("why is there a volume spike at 17:30 in every xetra day in the dashboard")
        .bash("grep -c 'phase=CLOSING_AUCTION' logs/xetra/2026-11-01.log", "1843")
        .assistant(
          "That's the Xetra closing auction: it starts at 17:30 CET and runs about five minutes with a random end, and the log confirms the phase switch at 17:30. The spike is the auction uncross.",
        )
        .user(
          "makes sense. and btw the chart labels are in local time which is confusing. convention here: all timestamps in the tick store are UTC, never exchange-local. convert only at display",
        )
        .file("Edit", "dash/panels/volume.py")
        .assistant("Switched the panel to read UTC and convert at render."),
  },
  {
    id: "t54-08-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("gm. coffee first then we look at the book builder")
        .assistant("Morning! Whenever you're ready.")
        .user("ok open the l2 book builder, just want to read it")
        .file("Read", "feed/book/l2_builder.cpp")
        .assistant("Here it is. The price levels are a flat array indexed by tick offset from a moving anchor, so insert is O(1) unless the anchor moves.")
        .user("cool, thats all for now"),
  },
  {
    id: "t54-09-ice-cert",
    planted: [
      { kind: "task", keys: ["drop", "copy"] },
      { kind: "fact", keys: ["certification", "window"] },
    ],
    build: (s) =>
      s
        .user("run the ice cert script against the test gateway")
        .bash(
          "python cert/ice_cert.py --env cert --cases all",
          "case 01..13 PASS\ncase 14 FAIL drop copy session: expected ExecutionReport 35=8 within 2s, got none\ncase 15..22 PASS",
          1,
        )
        .assistant("21 of 22 pass. Case 14 fails: the drop copy session never delivers the ExecutionReport within 2 seconds.")
        .user(
          "ugh. the ICE certification window is weekdays only, 07:00-19:00 london, outside that the test gateway just refuses logon. its 18:50 now so we wont fix it today",
        )
        .user("todo for next week: fix the drop copy case 14 and rerun the full cert")
        .assistant("Ok, that stays open for next week."),
  },
  {
    id: "t54-10-kill-switch",
    planted: [{ kind: "instruction", keys: ["kill", "switch"] }],
    build: (s) =>
      s
        .bash("grep -n rearm config/risk.cfg", "44: # never re-arm automatically; see runbook\n45: auto_rearm = false")
        .user(
          "desk rule, write it down: if the kill switch fires nobody re-enables that strategy except the risk officer on duty. the bot must never auto-restart it, even if the cause looks obvious",
        )
        .assistant("Understood. The config already has `auto_rearm = false`; I'll leave it and won't add any restart logic.")
        .user("good"),
  },
  {
    id: "t54-11-python-pin",
    planted: [{ kind: "decision", keys: ["python", "3.12"] }],
    build: (s) =>
      s
        .user("numba wont install on 3.13 in the research env, see")
        .bash("uv pip install numba==0.60.0", "error: numba 0.60.0 requires Python <3.13", 1)
        .assistant("I could try PyPy for the hot loops instead, or wait for the next numba release.")
        .user("no pypy. we pin the research stack to python 3.12 and move on, 3.13 when numba catches up")
        .file("Edit", "research/pyproject.toml")
        .assistant("Pinned requires-python to 3.12 in research/pyproject.toml."),
  },
  {
    id: "t54-12-rename",
    planted: [],
    build: (s) =>
      s
        .user("rename OrderBookL2 to BookL2 everywhere in feed/ and fix the includes")
        .bash("grep -rl OrderBookL2 feed/ | xargs sed -i 's/OrderBookL2/BookL2/g'", "")
        .bash("cmake --build build -j8", "[100%] Built target feed_handler")
        .assistant("Renamed in 14 files, the build is clean.")
        .user("thx"),
  },
  {
    id: "t54-13-ny4-arbitration",
    planted: [
      { kind: "fact", keys: ["ny4", "cross-connect"] },
      { kind: "task", keys: ["arbitration"] },
    ],
    build: (s) =>
      s
        .user("the nasdaq handler logged a gap at 10:02, check both lines")
        .bash(
          "grep GAP logs/feed/nasdaq.log | tail -3",
          "10:02:11.402 GAP lineA seq 88120-88133\n10:02:11.402 GAP lineB seq 88120-88133\n10:02:11.950 RECOVERED via retrans",
        )
        .assistant(
          "Both lines gapped on the same range at the same instant, so arbitration had nothing to fill from and it went to the retransmission server, which took about 550ms.",
        )
        .user(
          "right. context for you: our NY4 cage has two 10G cross-connect links to the nasdaq feed, A side and B side, on different switches. both gapping together means upstream",
        )
        .user("todo, not now: the A/B arbitration should hold the book as stale instead of publishing while it waits for retrans. come back to that")
        .assistant("Got it, I'll leave the arbitration change for a later session."),
  },
  {
    id: "t54-14-seqnum-guess",
    planted: [],
    build: (s) =>
      s
        .user("replay tool segfaults on the 11/03 capture. maybe the seqnum wraps at 2^32?")
        .assistant("Possibly, but I haven't confirmed that. Let me run it under gdb first.")
        .bash("gdb -batch -ex run -ex bt --args ./build/tools/replay caps/2026-11-03.pcap", "#0  0x000055 in MoldUdp64::next (this=0x0) at mold.cpp:88")
        .assistant(
          "It's a null `this` in MoldUdp64::next, the session object was never created because the pcap has a truncated first packet. Not a wrap. I added a check and the replay runs through now.",
        )
        .file("Edit", "tools/replay/mold.cpp")
        .user("ok cool"),
  },
  {
    id: "t54-15-cpp-conventions",
    planted: [
      { kind: "instruction", keys: ["clang-format"] },
      { kind: "instruction", keys: ["heap", "allocations"] },
    ],
    build: (s) =>
      s
        .bash(
          "git push origin feat/mbo",
          "remote: clang-format check failed on feed/book/mbo.cpp\n ! [remote rejected] feat/mbo -> feat/mbo (pre-receive hook declined)",
          1,
        )
        .assistant("The push was rejected by the clang-format hook on mbo.cpp.")
        .user("yeah always run clang-format with the repo .clang-format before you commit c++, CI rejects everything else")
        .bash(
          "clang-format -i feed/book/mbo.cpp && git commit -am 'format' && git push origin feat/mbo",
          "To git.internal:trading/md.git\n   4f2a1c0..9b3e7d2  feat/mbo -> feat/mbo",
        )
        .user(
          "and while im at it: no heap allocations on the hot path. no std::string, no std::function, no make_shared in anything that runs per message. period",
        )
        .assistant("Understood. mbo.cpp currently builds a std::string for the symbol per add-order, I'll switch that to the fixed char[8] key now.")
        .file("Edit", "feed/book/mbo.cpp")
        .assistant("Done, the per-message path no longer allocates."),
  },
  {
    id: "t54-16-clickhouse",
    planted: [{ kind: "decision", keys: ["clickhouse", "compliance"] }],
    build: (s) =>
      s
        .user("the compliance team wants sql over 5y of trades. kdb licence wont stretch that far")
        .assistant("One option: move everything to parquet on S3 and query it with DuckDB or Athena. That would also retire the HDB.")
        .user("no, too big a change. tick history stays in kdb. we stand up clickhouse only for the compliance reporting, fed nightly from the hdb")
        .bash("docker run -d --name ch -p 8123:8123 clickhouse/clickhouse-server:24.8", "3f1c2a9e77d0")
        .assistant("Started a local ClickHouse to prototype the nightly load."),
  },
  {
    id: "t54-17-grafana",
    planted: [{ kind: "task", keys: ["gap", "counters"] }],
    build: (s) =>
      s
        .bash("curl -s localhost:9100/metrics | grep feed_gap", 'feed_gap_total{line="A"} 14\nfeed_gap_total{line="B"} 11')
        .assistant("The handler exports feed_gap_total per line on the metrics endpoint.")
        .user("ok. at some point the gap counters need to go on the grafana md dashboard, not urgent, just dont forget it")
        .assistant("Noted for later."),
  },
  {
    id: "t54-18-marta-limits",
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "instruction", keys: ["limits", "approval"] },
    ],
    build: (s) =>
      s
        .user("who owns config/limits? git blame is all over the place")
        .bash("git log --format='%an' -- config/limits | sort | uniq -c | sort -rn | head -3", "  41 Marta Lindqvist\n  12 ci-bot\n   3 Raj Patel")
        .assistant("Most commits there are by Marta Lindqvist, then the CI bot. Is she the owner?")
        .user("yes, Marta on the risk desk owns the limits files")
        .user("and from now on any PR touching config/limits needs her approval before merge. no exceptions, not even typo fixes")
        .assistant("Understood, I'll add her as the required reviewer in CODEOWNERS.")
        .file("Edit", ".github/CODEOWNERS"),
  },
  {
    id: "t54-19-lunch",
    planted: [],
    build: (s) =>
      s
        .user("feed died right at the open again lol. classic monday")
        .bash("systemctl status md-handler --no-pager | head -3", "● md-handler.service - market data handler\n   Active: active (running) since Mon 09:31:02")
        .assistant("It's running now, restarted at 09:31:02 by systemd. Do you want me to dig into why it died?")
        .user("nah someone else is on it. going for lunch")
        .assistant("Enjoy."),
  },
  {
    id: "t54-20-clordid",
    planted: [
      { kind: "fact", keys: ["clordid", "unique"] },
      { kind: "decision", keys: ["clordid", "counter"] },
    ],
    build: (s) =>
      s
        .bash("grep '35=j' logs/oe/2026-11-02.fix | head -1", "8=FIX.4.4|35=j|45=2231|380=6|58=Duplicate ClOrdID|")
        .assistant("The venue rejected an order with a business reject: Duplicate ClOrdID.")
        .user(
          "yeah on that venue ClOrdID must be unique per trading day across the whole session, restarts included. we got bitten because the ids reset on restart",
        )
        .assistant("We could use UUIDs, or a strategy prefix plus a persisted counter.")
        .user("go with strategy prefix + a 12 digit counter persisted to disk for the clordid. no uuids, they blow the 20 char limit on two venues")
        .file("Edit", "oe/clordid.cpp")
        .assistant("Implemented: prefix plus a zero-padded 12-digit counter, flushed to state/clordid.seq on every allocation."),
  },
  {
    id: "t54-21-hkex-holidays",
    planted: [{ kind: "task", keys: ["hkex", "holiday"] }],
    build: (s) =>
      s
        .bash("ls refdata/calendars/", "cme_2026.yaml\ncme_2027.yaml\nhkex_2026.yaml\nxetra_2026.yaml\nxetra_2027.yaml")
        .assistant("There's no hkex_2027.yaml yet; CME and Xetra already have 2027.")
        .user("right. the 2027 hkex holiday calendar still needs loading, has to be done before december or the scheduler will try to trade on lunar new year")
        .assistant("Maybe HKEX hasn't published it yet?")
        .user("dunno, could be. just keep it open")
        .assistant("Kept open."),
  },
  {
    id: "t54-22-order-logging",
    planted: [{ kind: "instruction", keys: ["order", "payloads"] }],
    build: (s) =>
      s
        .bash("grep -c 'INFO order_payload' logs/oe/today.log", "48211")
        .assistant("The order entry log has 48k INFO lines with full order payloads today.")
        .user("thats a compliance problem. never log full order payloads at INFO in prod, DEBUG only, and DEBUG is off in prod")
        .file("Edit", "oe/logging.cpp")
        .assistant("Moved the payload dump to DEBUG."),
  },
  {
    id: "t54-23-bench-alloc",
    planted: [],
    build: (s) =>
      s
        .user("compare mimalloc vs glibc on the recorder, just curious")
        .bash("./bench/alloc_cmp.sh recorder", "glibc:    rss 11.2G  p99 alloc 310ns\nmimalloc: rss 3.4G   p99 alloc 95ns")
        .assistant("In this run mimalloc keeps RSS at 3.4G versus 11.2G and the p99 alloc is about 3x faster. One run on a shared box, so take it with salt.")
        .user("interesting. hm. lets think about it another day"),
  },
  {
    id: "t54-24-throttle-superseded",
    planted: [{ kind: "decision", keys: ["throttle", "120"] }],
    build: (s) =>
      s
        .user("set the order throttle to 200 msg/s per session")
        .file("Edit", "oe/throttle.cfg")
        .bash("grep -i 'message rate' docs/venue/eurex_t7_rules.txt", "Max. message rate per session: 150 messages/second (hard limit, excess is rejected)")
        .assistant("Heads up: the venue doc says the hard limit is 150 messages per second per session, so 200 would get us rejected.")
        .user("oh. change of plan then, we keep headroom: throttle at 120 msg/s per session")
        .file("Edit", "oe/throttle.cfg")
        .assistant("Set to 120 per session."),
  },
  {
    id: "t54-25-lse-fix",
    planted: [
      { kind: "fact", keys: ["lse", "4.4"] },
      { kind: "task", keys: ["sequencereset"] },
    ],
    build: (s) =>
      s
        .bash("grep BeginString config/venues/lse.ini", "BeginString=FIX.4.4")
        .user("why 4.4, isnt lse on 5.0 sp2?")
        .assistant(
          "Checked the venue spec: the LSE order entry gateway is FIX 4.4 only; their FIX 5.0 SP2 endpoint is the post-trade one. So 4.4 is correct for us.",
        )
        .user("ok good")
        .user("one more thing for the backlog: we still dont handle SequenceReset-GapFill on logon properly, we just disconnect. leave it open")
        .assistant("Left open."),
  },
  {
    id: "t54-26-mypy",
    planted: [{ kind: "instruction", keys: ["mypy", "strict"] }],
    build: (s) =>
      s
        .bash("mypy --strict research/signals/", "research/signals/vwap.py:12: error: Function is missing a return type annotation\nFound 1 error in 1 file")
        .assistant("One error: vwap.py is missing a return type.")
        .user("fix it. and going forward research code too: mypy --strict has to pass before anything lands in the shared repo")
        .file("Edit", "research/signals/vwap.py")
        .assistant("Added the annotation, mypy --strict passes now."),
  },
  {
    id: "t54-27-q-question",
    planted: [],
    build: (s) =>
      s
        .user("whats the diff between .Q.dpft and .Q.dpfts again")
        .bash("grep -n 'dpfts' ~/q/docs/ref/dotq.md | head -2", "412: .Q.dpfts  save table with symtable\n398: .Q.dpft   save table")
        .assistant(
          "`.Q.dpft` saves a splayed table partitioned by date with the parted attribute on a field; `.Q.dpfts` does the same but lets you name the sym file to enumerate against.",
        )
        .user("ah ok ty"),
  },
  {
    id: "t54-28-bpipe",
    planted: [{ kind: "decision", keys: ["reference", "b-pipe"] }],
    build: (s) =>
      s
        .user("the refinitiv refdata feed broke our symbol mapping again")
        .bash("python refdata/check_mapping.py --date 2026-11-05", "unmapped: 312 instruments (RIC missing ISIN)")
        .assistant("312 instruments without an ISIN mapping today.")
        .user("thats it, we're done with refinitiv for reference data. we move reference data to bloomberg b-pipe, contract's signed, starts next month")
        .assistant("Ok. I'll leave the Refinitiv loader running until the cutover, no changes today."),
  },
  {
    id: "t54-29-ptp",
    planted: [{ kind: "fact", keys: ["ptp"] }],
    build: (s) =>
      s
        .user("is the colo box clock ok? timestamps vs exchange look off by ~30us")
        .bash("pmc -u -b 0 'GET CURRENT_DATA_SET'", "offsetFromMaster 212\nmeanPathDelay 1840")
        .assistant(
          "The colo box is synced to the exchange grandmaster via PTP, offset 212ns right now, so the clock isn't the 30us. NTP is only configured on the office hosts.",
        )
        .user("ok so its the capture timestamp then, not the clock")
        .assistant("Probably the NIC timestamp vs the software one, but I haven't verified that."),
  },
  {
    id: "t54-30-options-backfill",
    planted: [{ kind: "task", keys: ["options", "backfill"] }],
    build: (s) =>
      s
        .bash('q -e "count select from opt_trades where date within 2026.09.10 2026.09.16"', "date      | n\n2026.09.11| 0\n2026.09.12| 0\n2026.09.13| 0")
        .assistant("Sept 11-13 have zero options trades in the HDB.")
        .user("yeah the vendor files for those days were corrupt. the options backfill for 9/11-9/13 has to be rerun once they resend, still waiting on them")
        .assistant("Left as pending on the vendor resend."),
  },
  {
    id: "t54-31-deploy-window",
    planted: [{ kind: "instruction", keys: ["deploys"] }],
    build: (s) =>
      s
        .user("push the new handler build to prod")
        .bash("date -u", "Thu Nov  6 15:12:09 UTC 2026")
        .assistant("It's 10:12 ET, during the session. Do you want it deployed now?")
        .user("oh no, good catch. rule from the desk: no deploys to prod between 08:00 and 16:30 ET on trading days. pre-market or after close only")
        .assistant("Got it, I'll hold it. Nothing was deployed."),
  },
  {
    id: "t54-32-hugepages-withdrawn",
    planted: [],
    build: (s) =>
      s
        .bash("grep Huge /proc/meminfo", "HugePages_Total:       0\nHugePages_Free:        0\nHugepagesize:       2048 kB")
        .user("maybe we turn on hugepages for the rdb? ... actually nah forget it, not worth the hassle for the rdb")
        .assistant("Ok, leaving hugepages off."),
  },
  {
    id: "t54-33-jemalloc",
    planted: [{ kind: "decision", keys: ["jemalloc", "recorder"] }],
    build: (s) =>
      s
        .bash("ps -o rss= -p $(pgrep recorder)", "11744212")
        .assistant("The recorder is at 11.2G RSS after five days, it grows all week.")
        .user("fragmentation. ok going with jemalloc for the recorder, link it in and ship it after close today")
        .file("Edit", "recorder/CMakeLists.txt")
        .bash("cmake --build build --target recorder", "[100%] Built target recorder")
        .assistant("Linked against jemalloc and built."),
  },
  {
    id: "t54-34-osi-symbology",
    planted: [{ kind: "fact", keys: ["osi", "options"] }],
    build: (s) =>
      s
        .user("parse this: AAPL  261218C00250000")
        .bash(
          "python -c \"from refdata.symbology import parse; print(parse('AAPL  261218C00250000'))\"",
          "Option(root='AAPL', expiry=2026-12-18, right='C', strike=250.0)",
        )
        .assistant("AAPL call, expiry 2026-12-18, strike 250.")
        .user("right. fyi our internal symbology uses the OSI format for options everywhere, 21 chars, root padded to 6")
        .assistant("Noted."),
  },
  {
    id: "t54-35-arrow-snapshots",
    planted: [{ kind: "decision", keys: ["arrow", "snapshots"] }],
    build: (s) =>
      s
        .bash("ls -la research/snapshots | tail -2", "-rw-r--r-- 1 dev dev 2.1G Nov  4 book_20261104.pkl\n-rw-r--r-- 1 dev dev 2.3G Nov  5 book_20261105.pkl")
        .assistant("The research snapshots are pickles of 2GB+ each, and they only load with the exact pandas version that wrote them.")
        .user("yeah thats bitten us twice. decision: research snapshots are written as arrow ipc files from now on, no more pickle")
        .file("Edit", "research/snapshot_writer.py")
        .assistant("The writer now emits Arrow IPC with zstd; the old pickles stay where they are."),
  },
  {
    id: "t54-36-polars",
    planted: [{ kind: "decision", keys: ["polars"] }],
    build: (s) =>
      s
        .user("the feature pipeline takes 40 min on a day of quotes. options?")
        .bash(
          "python -m cProfile -s cumtime research/features/build.py --date 2026-11-05 | head -5",
          "  ncalls  tottime  cumtime  filename\n  1  0.00  2391.2  build.py:1(<module>)\n  388  1802.4  1802.4  groupby.py:812(apply)",
        )
        .assistant("Most of the time is the pandas groupby-apply. I could vectorise it in pandas, or we could rewrite the pipeline on Polars.")
        .user("lets try vectorised pandas first")
        .assistant("Vectorised version runs in 26 min on this date, only about a third faster.")
        .user("meh. ok no, we go polars for the feature pipeline. rewrite it")
        .file("Write", "research/features/build_pl.py")
        .assistant("Rewritten on Polars lazy frames; this run took 3m40s on the same date."),
  },
  {
    id: "t54-37-asx-cert",
    planted: [{ kind: "task", keys: ["asx", "certification"] }],
    build: (s) =>
      s
        .bash("cat cert/README.md | grep -i asx", "ASX: not started. Needs a slot booked with ASX Trade ops (2-3 weeks lead time).")
        .assistant("The cert README says ASX isn't started and needs a booked slot, 2-3 weeks lead time.")
        .user("yep. still open: book the asx certification slot for january, nobody has done it. remind me next time")
        .assistant("Will do, it stays on the list."),
  },
  {
    id: "t54-38-spsc-tsan",
    planted: [
      { kind: "decision", keys: ["spsc", "queue"] },
      { kind: "instruction", keys: ["tsan"] },
    ],
    build: (s) =>
      s
        .user("decoder to book handoff is a mutex+deque. perf shows lock contention")
        .bash("perf report --stdio --sort sym | head -4", "  31.20%  pthread_mutex_lock\n  12.04%  BookL2::apply\n   8.91%  ItchDecoder::next")
        .assistant("31% in pthread_mutex_lock in this profile. Options: a lock-free SPSC ring, or batching under the same mutex.")
        .user("lock-free spsc queue between decoder and book, we go with that. single producer single consumer is exactly our case")
        .file("Write", "feed/queue/spsc.hpp")
        .user("rule for this stuff: anything touching the queue or other lock-free code gets the tsan build run before merge, every time")
        .bash("cmake --preset tsan && ctest --preset tsan -R queue", "100% tests passed, 0 tests failed out of 6")
        .assistant("TSan preset passes on the 6 queue tests."),
  },
  {
    id: "t54-39-hdb-nfs",
    planted: [
      { kind: "fact", keys: ["hdb", "nfs"] },
      { kind: "task", keys: ["compression"] },
    ],
    build: (s) =>
      s
        .bash("df -h /mnt/hdb", "Filesystem            Size  Used Avail Use% Mounted on\nnas02:/vol/hdb         40T   37T  3.0T  93% /mnt/hdb")
        .assistant("The HDB mount is at 93%.")
        .user("fyi the hdb lives on the nfs mount from nas02 and its read-only on the research boxes, only the eod writer can write")
        .user("and todo for later: turn on compression for hdb partitions older than 30 days, that should buy us a lot of room")
        .assistant("Got it, compression left as an open item."),
  },
  {
    id: "t54-40-flatten",
    planted: [{ kind: "instruction", keys: ["flatten"] }],
    build: (s) =>
      s
        .bash("grep -n close_time strategies/meanrev/config.yaml", "7:  close_time: '16:00'\n8:  # TODO flatten logic?")
        .assistant("The mean-reversion strategy has no end-of-day flatten; there's just a TODO in the config.")
        .user(
          "desk rule for every intraday strategy: flatten all positions 5 minutes before the close, no overnight risk. implement it in the base strategy so they all get it",
        )
        .file("Edit", "strategies/base/session.py")
        .assistant("Added the flatten at close minus 5 minutes to the base strategy, and removed the stale TODO."),
  },
  {
    id: "t54-41-latency-alert",
    planted: [{ kind: "task", keys: ["latency", "alert"] }],
    build: (s) =>
      s
        .user("is there an alert if tick to trade gets slow?")
        .bash("grep -rn t2t monitoring/alerts/", "")
        .assistant("No, nothing in monitoring/alerts mentions tick-to-trade.")
        .user("hm. someday we need a latency alert when p99 tick-to-trade goes above 10us for 5 min. not today, leave it on the list")
        .assistant("Okay, left for later."),
  },
  {
    id: "t54-42-ef-vi",
    planted: [
      { kind: "decision", keys: ["ef_vi"] },
      { kind: "fact", keys: ["x2522"] },
    ],
    build: (s) =>
      s
        .bash("ethtool -i ens1f0 | head -2", "driver: sfc\nversion: 5.3.16")
        .assistant("The colo NICs use the sfc driver, so these are Solarflare X2522 cards.")
        .user("yep, all colo boxes have x2522 nics, both ports cabled")
        .assistant("Given that, we could also look at DPDK for the receive path, it would make us NIC-agnostic.")
        .user("no dpdk. we stay on ef_vi for the receive path, the onload stack is what ops knows")
        .assistant("Ok, staying on ef_vi."),
  },
  {
    id: "t54-43-net-position",
    planted: [{ kind: "instruction", keys: ["net", "position"] }],
    build: (s) =>
      s
        .file("Read", "gateway/pretrade_checks.cpp")
        .assistant("The pretrade checks cover order size and price bands, but not position.")
        .user("add this, its from risk: max net position per symbol is 50k shares and the gateway checks it before every order, reject if it would cross")
        .file("Edit", "gateway/pretrade_checks.cpp")
        .bash("ctest -R pretrade", "100% tests passed, 0 tests failed out of 19")
        .assistant("Added the net position check with two tests; 19 pass."),
  },
  {
    id: "t54-44-cod",
    planted: [{ kind: "task", keys: ["cancel-on-disconnect"] }],
    build: (s) =>
      s
        .bash("grep -i cod config/venues/eurex.ini", "CancelOnDisconnect=N")
        .assistant("Cancel-on-disconnect is off for the Eurex sessions.")
        .user("right, it needs the exchange form signed by compliance first. cancel-on-disconnect for eurex stays an open item until thats back")
        .assistant("Understood, I won't flip the flag now."),
  },
  {
    id: "t54-45-kdb-upgrade",
    planted: [{ kind: "decision", keys: ["kdb", "4.1"] }],
    build: (s) =>
      s
        .bash('q -e ".z.K"', "4.0")
        .assistant("Prod runs kdb+ 4.0. 4.1 has the new peach and the dictionary syntax; we'd need to retest the tick scripts.")
        .user("talked to infra. we're upgrading prod to kdb+ 4.1 in Q1, staging first in december. thats settled")
        .assistant("Ok. Should I start retesting the tick scripts on 4.1 now?")
        .user("no, infra does the staging box first")
        .assistant("Understood, nothing from me yet."),
  },
  {
    id: "t54-46-pytest-sim",
    planted: [{ kind: "instruction", keys: ["pytest", "sim"] }],
    build: (s) =>
      s
        .bash(
          "pytest -q tests/",
          "........................F\nFAILED tests/oe/test_fill_flow.py::test_partial_fill - ConnectionRefusedError: [Errno 111] 127.0.0.1:9878\n1 failed, 24 passed",
        )
        .assistant("test_partial_fill needs the exchange simulator on 9878, which isn't running here.")
        .user(
          "yeah those shouldnt be in the default run. convention: anything that talks to the exchange simulator gets @pytest.mark.sim and the default pytest run excludes the sim marker",
        )
        .file("Edit", "pyproject.toml")
        .file("Edit", "tests/oe/test_fill_flow.py")
        .bash("pytest -q tests/", "........................\n24 passed, 1 deselected")
        .assistant("Marked it, default run is 24 passed, 1 deselected."),
  },
  {
    id: "t54-47-simulator-stops",
    planted: [
      { kind: "fact", keys: ["simulator", "ioc"] },
      { kind: "task", keys: ["stop", "simulator"] },
    ],
    build: (s) =>
      s
        .user("the stop-loss test in staging just hangs")
        .bash(
          "grep -n 'OrdType' sim/src/handlers.cpp | head",
          "41:  case '2': return handleLimit(m);   // limit\n42:  case '3': return reject(m, \"unsupported\"); // stop\n57:  // TimeInForce 3 = IOC",
        )
        .assistant(
          "Found it: the staging exchange simulator only supports limit orders and IOC, it rejects stop orders as unsupported, and the test waits forever for a fill.",
        )
        .user("ah right i forgot. ok todo for later: add stop orders to the simulator so the stop-loss path can be tested end to end")
        .assistant("Left open. I'll mark the test skipped with a reason for now so it doesn't hang CI.")
        .file("Edit", "tests/strategy/test_stop_loss.py"),
  },
  {
    id: "t54-48-timestamps-superseded",
    planted: [{ kind: "decision", keys: ["int64", "nanoseconds"] }],
    build: (s) =>
      s
        .user("new capture format. timestamps as what?")
        .assistant("A double of seconds since epoch is simplest and pandas reads it directly.")
        .user("ok double it is")
        .file("Write", "capture/format.hpp")
        .bash("./build/tools/capfmt_test", "roundtrip 1730800000.123456789 -> 1730800000.1234567165 (diff 1.7e-07)")
        .assistant("The roundtrip test shows a double loses the nanosecond digits at today's epoch values, about 170ns of error here.")
        .user("no wait, that kills it. we go int64 nanoseconds since epoch for capture timestamps, not double")
        .file("Edit", "capture/format.hpp")
        .assistant("Switched the field to int64 nanoseconds; the roundtrip is exact now."),
  },
  {
    id: "t54-49-loss-limit",
    planted: [{ kind: "instruction", keys: ["loss", "limit"] }],
    build: (s) =>
      s
        .file("Read", "strategies/base/risk.py")
        .assistant("The base strategy tracks realised PnL but doesn't act on it.")
        .user(
          "risk desk rule: once a strategy hits its daily loss limit it stops trading for the rest of the day. the bot never overrides that, only the desk can lift it",
        )
        .file("Edit", "strategies/base/risk.py")
        .bash("pytest -q tests/strategy/test_risk.py", "....\n4 passed")
        .assistant("Implemented the daily stop with a desk-only override flag, 4 tests pass."),
  },
  {
    id: "t54-50-kdb-licence",
    planted: [{ kind: "fact", keys: ["licence", "cores"] }],
    build: (s) =>
      s
        .user("can we add two more rdb instances for the options feed?")
        .bash('q -e ".z.l" | head -2', "kc.lic\n16")
        .assistant("The licence file reports 16 cores. How many are in use today?")
        .user("our kdb licence covers 16 cores total and prod already uses 12 of them, so two more 2-core rdbs would eat the rest")
        .assistant("Then two more RDBs fit exactly, with no room for anything else."),
  },
  {
    id: "t54-51-nanobind",
    planted: [
      { kind: "fact", keys: ["header-only"] },
      { kind: "task", keys: ["nanobind"] },
    ],
    build: (s) =>
      s
        .bash("ls feed/book/", "l2_builder.hpp\nmbo.hpp\nprice_level.hpp")
        .assistant("Only headers in feed/book.")
        .user("yep the book builder is header-only on purpose, it gets inlined into the handler")
        .user("someday: expose the book builder to python through nanobind so research can replay captures with the real book code. backlog")
        .assistant("Added to the backlog notes, not starting it."),
  },
  {
    id: "t54-52-ouch",
    planted: [{ kind: "fact", keys: ["ouch"] }],
    build: (s) =>
      s
        .user("what protocol does the nasdaq order entry use, fix?")
        .bash("grep -n protocol config/venues/nasdaq.ini", "3:protocol=OUCH5\n4:transport=SoupBinTCP")
        .assistant("Not FIX: our Nasdaq order entry speaks OUCH 5.0 over SoupBinTCP, per the venue config.")
        .user("ah right ok"),
  },
  {
    id: "t54-53-risk-nats",
    planted: [
      { kind: "decision", keys: ["nats"] },
      { kind: "task", keys: ["proto", "schemas"] },
    ],
    build: (s) =>
      s
        .user("for the new risk service api, grpc or something lighter?")
        .assistant("gRPC gives us streaming and codegen; NATS with protobuf payloads is lighter and we already run NATS for the alerts.")
        .bash("nats server ls", "Name         Version  Cluster\nnats-prod-1  2.10.22  core\nnats-prod-2  2.10.22  core")
        .user("we already run it, so: risk service talks protobuf over nats, no grpc. decided")
        .user("todo: the proto schemas for the risk messages still need writing, next sprint")
        .assistant("Ok, the schemas stay open for next sprint."),
  },
  {
    id: "t54-54-commit-prefix",
    planted: [{ kind: "instruction", keys: ["commit", "prefix"] }],
    build: (s) =>
      s
        .bash(
          "git log --oneline -5",
          "9b3e7d2 [feed] format mbo\n4f2a1c0 [feed] mbo book\n1a2b3c4 fix stuff\n77e1f00 [oe] throttle cfg\n0c0ffee [risk] pretrade net pos",
        )
        .assistant("Most commits carry a component tag in brackets, one doesn't.")
        .user("yeah prefix commit messages with the component in brackets, [feed] [oe] [risk] [research]. that 'fix stuff' one was me, my bad")
        .assistant("Will do for every commit I make."),
  },
  {
    id: "t54-55-runbook-oncall",
    planted: [
      { kind: "task", keys: ["runbook"] },
      { kind: "instruction", keys: ["on-call"] },
    ],
    build: (s) =>
      s
        .bash(
          "head -5 docs/runbooks/handler_failover.md",
          "# Handler failover (B side)\n1. ssh md-b1.ny4\n2. systemctl start md-handler-b\n# always check line B is up first",
        )
        .assistant("The failover runbook still references md-b1.ny4, which was decommissioned in the migration.")
        .user("yeah the failover runbook is outdated since the migration, it needs a full rewrite. not today, keep it on the list")
        .user("also: if the handler alerts at night page the on-call through opsgenie, never just email. email gets read at 9")
        .file("Edit", "monitoring/alerts/handler.yaml")
        .assistant("Routed the handler alerts to the Opsgenie on-call rotation."),
  },
  {
    id: "t54-56-cpp23",
    planted: [],
    build: (s) =>
      s
        .user("should we move to c++23? std::expected would clean up the decoder errors")
        .bash("g++ --version | head -1", "g++ (GCC) 13.2.1 20231205")
        .assistant("GCC 13 has std::expected and most of C++23. The risk is the older toolchain on the colo build boxes, which I haven't checked.")
        .user("hmm. not now, lets revisit after the kdb upgrade")
        .assistant("Sure."),
  },
  {
    id: "t54-57-dry-run-flag",
    planted: [],
    build: (s) =>
      s
        .user("add a --dry-run flag to the replay tool that parses but doesnt publish")
        .file("Edit", "tools/replay/main.cpp")
        .bash("./build/tools/replay --dry-run caps/2026-11-03.pcap", "parsed 18233012 messages, published 0 (dry run)")
        .assistant("Added --dry-run; on the 11/03 capture it parses 18.2M messages and publishes none.")
        .user("perfect"),
  },
  {
    id: "t54-58-thanksgiving",
    planted: [],
    build: (s) =>
      s
        .user("when does ES close on thanksgiving friday?")
        .bash("grep -n 2026-11-27 config/cme_calendar.yaml", "")
        .assistant(
          "Nothing in our calendar file for 2026-11-27. I believe equity futures have an early close around 12:15 CT that day, but I haven't confirmed it against the CME notice.",
        )
        .user("ok ill check the cme site myself"),
  },
  {
    id: "t54-59-options-partitions",
    planted: [{ kind: "decision", keys: ["partition", "month"] }],
    build: (s) =>
      s
        .bash("ls /mnt/hdb/opt | wc -l; du -sh /mnt/hdb/opt/2026.11.05", "1212\n412K\t/mnt/hdb/opt/2026.11.05")
        .assistant("The options HDB has 1212 date partitions, many of them tiny like 412K for 11/05.")
        .user("too many small partitions, its slowing every query. we partition the options hdb by month from now on, not by date")
        .assistant("Do you want me to migrate the existing partitions too?")
        .user("yes, do the migration now over the weekend copy")
        .bash("q scripts/repartition_month.q -src /mnt/hdb/opt -dst /mnt/hdb/opt_m", "done: 1212 partitions -> 41 months")
        .assistant("Migrated: 1212 date partitions became 41 month partitions in opt_m."),
  },
];

/** The blind set 54: events, segments and scoring of BLIND54_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND54 = plantedSet(BLIND54_SESSIONS, Date.UTC(2026, 10, 2, 9));
