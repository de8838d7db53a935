/**
 * Blind planted set 161 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a C++ HFT developer (feed handlers, order gateways, colo boxes), blunt and impatient,
 * deciding by vetoes ("no virtuals in the hot path", "kill it"); short lowercase messages, the agent
 * proposing options and the user picking or killing them.
 * Each session is one segment; the items planted in it are listed with it: 76 items (18 decisions, 21 instructions, 20 facts, 17 tasks) in 47 sessions, 14 of which plant nothing (69 user/assistant messages between them). Every other message
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

export const BLIND161_SESSIONS: BlindSession[] = [
  {
    id: "b161-itch-virtual-dispatch",
    build: (s) =>
      s
        .user("perf on the itch parser is garbage. 38ns p50 per add-order, it was 22 last month. look at it")
        .bash(
          "perf stat -e cycles,branch-misses ./build/bench/itch_parse --msgs 10000000",
          " 4,112,908,331      cycles\n   61,220,417      branch-misses   # 4.91% of all branches\n\n  1.372 seconds time elapsed",
        )
        .file("Read", "src/md/itch/parser.hpp")
        .assistant(
          "The regression is from the MessageHandler refactor: every decoded message now goes through a virtual onMessage() on the handler base, so the indirect call defeats inlining and the branch predictor is missing on the message-type fan-out. I can switch it to CRTP so the handler is resolved at compile time.",
        )
        .user(
          "yes. and write this down somewhere: no virtuals in the hot path. not in the parser, not in the book, not in the gateway. i dont want to have this conversation again",
        )
        .file("Edit", "src/md/itch/parser.hpp")
        .bash("./build/bench/itch_parse --msgs 10000000", "add_order  p50=21.4ns p99=48.0ns\nexec       p50=17.9ns p99=41.2ns")
        .assistant("Back to 21.4ns p50 for add-order with the CRTP handler. Parser no longer has any virtual calls.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["virtual", "hot path"] }],
  },
  {
    id: "b161-slab-vs-pmr",
    build: (s) =>
      s
        .user("order objects are coming off malloc in the gateway. that's why we see the 9us spikes. fix the allocation")
        .bash(
          "grep -rn 'new Order' src/gw/ | head",
          "src/gw/session.cpp:214:    auto* o = new Order(msg);\nsrc/gw/session.cpp:388:    auto* o = new Order(cancel.orig);",
        )
        .assistant(
          "Two options:\n1. std::pmr::monotonic_buffer_resource per session, reset on logout.\n2. A fixed-size slab pool of Order objects (intrusive freelist, preallocated at startup, 1M slots).\n\nPmr is less code, the slab is more predictable.",
        )
        .user(
          "pmr goes through do_allocate, which is a virtual. kill it. slab pool, preallocated, and if it runs out we reject the order, we dont fall back to malloc",
        )
        .file("Write", "src/gw/order_pool.hpp")
        .file("Edit", "src/gw/session.cpp")
        .bash("ctest -R gw_ --output-on-failure", "100% tests passed, 0 tests failed out of 14")
        .assistant("Order pool in, session.cpp uses it, gw tests green.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["slab"] },
      { kind: "decision", keys: ["malloc", "reject"] },
    ],
  },
  {
    id: "b161-colo-cores",
    build: (s) =>
      s
        .user("why is the md thread on core 3 in the new launch script")
        .bash(
          "cat deploy/ny4/launch.sh | grep taskset",
          "taskset -c 3 ./feedhandler --cfg ny4.toml\ntaskset -c 5 ./strategy --cfg ny4.toml\ntaskset -c 7 ./gateway --cfg ny4.toml",
        )
        .assistant(
          "The launch script pins the feed handler to core 3, strategy to 5 and gateway to 7. I don't see a comment explaining why 3 specifically; possibly it was chosen to sit on the same socket as the NIC.",
        )
        .user("it's wrong. on the ny4 boxes cores 2-11 are isolcpus, and core 2 is the one sitting next to the solarflare's irq. md goes on 2. fix the script")
        .file("Edit", "deploy/ny4/launch.sh")
        .bash(
          "grep taskset deploy/ny4/launch.sh",
          "taskset -c 2 ./feedhandler --cfg ny4.toml\ntaskset -c 5 ./strategy --cfg ny4.toml\ntaskset -c 7 ./gateway --cfg ny4.toml",
        )
        .stop("Feed handler now pinned to core 2."),
    planted: [
      { kind: "fact", keys: ["isolcpus"] },
      { kind: "fact", keys: ["core 2", "irq"] },
    ],
  },
  {
    id: "b161-exceptions-off",
    build: (s) =>
      s
        .user("build is failing on the new risk module")
        .bash(
          "cmake --build build -j32 2>&1 | tail -5",
          "src/risk/limits.cpp:77:5: error: cannot use 'throw' with exceptions disabled\n   77 |     throw std::runtime_error(\"limit breach\");\n      |     ^\nninja: build stopped: subcommand failed.",
          1,
        )
        .assistant(
          "The risk module throws on a limit breach but the project is built with -fno-exceptions. I can either enable exceptions for that target only, or return an error code.",
        )
        .user("we build with -fno-exceptions across the whole tree and that is not changing. errors are return codes or std::expected. rewrite it")
        .file("Edit", "src/risk/limits.cpp")
        .bash("cmake --build build -j32 2>&1 | tail -2", "[412/412] Linking CXX executable risk_tests")
        .assistant("limits.cpp now returns std::expected<void, LimitError>; build is clean.")
        .user("ok")
        .stop(),
    planted: [{ kind: "instruction", keys: ["-fno-exceptions"] }],
  },
  {
    id: "b161-cme-tick-table",
    build: (s) =>
      s
        .user("ZN orders rejected by cme again this morning, 'invalid price'")
        .bash(
          "grep 'REJ' logs/gw-cme-2026-11-15.log | head -3",
          "09:30:01.118 REJ clOrdId=88123 sym=ZNZ6 px=110.171875 reason=1003 INVALID PRICE\n09:30:01.119 REJ clOrdId=88124 sym=ZNZ6 px=110.171875 reason=1003 INVALID PRICE",
        )
        .assistant(
          "110.171875 is a multiple of 1/64 but ZN trades in half of 1/32 ... actually ZN's tick is 1/64 of a point for outrights, so that price should be valid. Could the reject be from the session's price band instead?",
        )
        .bash("grep -n 'ZN' config/ticks.csv", "41:ZN,0.015625\n42:ZN_spread,0.0078125")
        .user(
          "no. the tick table in config/ticks.csv is hand-maintained and it's stale, cme changed ZN to 1/128 months ago for some of the spreads. the source of truth is the secdef from the mdp3 feed, tag 969. ticks.csv is dead, rip it out and read MinPriceIncrement from secdef",
        )
        .file("Edit", "src/gw/cme/price_check.cpp")
        .bash("git rm config/ticks.csv", "rm 'config/ticks.csv'")
        .assistant("Price checks now take MinPriceIncrement (tag 969) from the cached secdef; ticks.csv removed.")
        .user("good. also secdef cache doesn't survive a restart so if we bounce mid-session we price-check against nothing. not today, put it on the list")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["ticks.csv"] },
      { kind: "fact", keys: ["969"] },
      { kind: "task", keys: ["secdef", "restart"] },
    ],
  },
  {
    id: "b161-empty-lint-noise",
    build: (s) =>
      s
        .user("clang-tidy is spamming warnings on the strategy target, what is it complaining about")
        .bash(
          "clang-tidy -p build src/strat/*.cpp 2>&1 | grep warning | sort | uniq -c | sort -rn | head -4",
          "    212 warning: do not use pointer arithmetic [cppcoreguidelines-pro-bounds-pointer-arithmetic]\n     40 warning: 'auto' should always be used for iterators [modernize-use-auto]\n     11 warning: never use reinterpret_cast [cppcoreguidelines-pro-type-reinterpret-cast]\n      3 warning: TODO comments must have an owner [google-readability-todo]",
        )
        .assistant(
          "Mostly cppcoreguidelines-pro-bounds-pointer-arithmetic (212), which fires on the ring buffer indexing. The rest are modernize-use-auto, reinterpret_cast on the packet structs, and TODOs without owners.",
        )
        .user("is the pointer arithmetic one even meaningful for us or just noise")
        .assistant(
          "For the ring buffer it's noise: the indices are masked to the power-of-two capacity. It would matter in code that indexes raw buffers from the network without bounds, but I think the decoders check length up front.",
        )
        .user("ok. whatever, leave it for now")
        .stop("Leaving the clang-tidy config as is."),
    planted: [],
  },
  {
    id: "b161-spsc-queue",
    build: (s) =>
      s
        .user("md -> strategy handoff. what are we using right now")
        .file("Read", "src/common/queue.hpp")
        .assistant(
          "Right now it's a mutex + condition_variable around a std::deque. I'd suggest replacing it with a lock-free SPSC ring buffer (one producer md thread, one consumer strategy thread), power-of-two capacity, cached head/tail indices on separate cache lines. Alternatively boost::lockfree::spsc_queue.",
        )
        .user(
          "no boost in this repo. write our own spsc ring, your first version, with the indices on separate 64 byte lines. and the consumer busy-spins, no futex, no sleep",
        )
        .file("Write", "src/common/spsc_ring.hpp")
        .bash("./build/bench/ring_bench", "push+pop p50=38ns p99=71ns (cross-core, cores 2->5)")
        .assistant("SPSC ring in place; 38ns p50 cross-core.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["boost"] },
      { kind: "decision", keys: ["spsc"] },
      { kind: "decision", keys: ["spin"] },
    ],
  },
  {
    id: "b161-pcap-replay-todo",
    build: (s) =>
      s
        .user("the replay tool drops packets above 2x speed, look at why")
        .bash(
          "./build/tools/pcap_replay --file /data/pcap/20261112_ny4_a.pcap --speed 4 2>&1 | tail -3",
          "replayed 18,221,004 pkts\ngaps detected: 4,118\nWARN: sender queue overflow (cap 65536)",
        )
        .assistant(
          "The sender's queue is fixed at 65536 entries and the replay thread doesn't back off when it's full, so at 4x it overruns. Doubling the cap would hide it for 4x but not for max speed.",
        )
        .user(
          "dont touch it now, i need the box for the cme cert this afternoon. TODO for later: replay tool needs backpressure instead of dropping on overflow. and remind me the pcaps in /data/pcap get wiped every 14 days by the retention job so copy anything you need for regression into /data/golden",
        )
        .assistant("Understood, leaving the replay tool as is.")
        .bash("ls /data/golden | head -3", "20260930_ny4_a.pcap\n20261008_ld4_b.pcap\n20261021_ny4_a.pcap")
        .stop(),
    planted: [
      { kind: "task", keys: ["backpressure"] },
      { kind: "fact", keys: ["14 days"] },
      { kind: "instruction", keys: ["/data/golden"] },
    ],
  },
  {
    id: "b161-clang-not-gcc",
    build: (s) =>
      s
        .user("ci is red on gcc 13, template error in book.hpp")
        .bash(
          "cmake --build build-gcc 2>&1 | grep error | head -2",
          "src/book/book.hpp:141:23: error: 'consteval' function 'level_index' used before its definition",
          1,
        )
        .assistant("GCC 13 rejects the consteval call before definition; clang accepts it. I could move the definition up, or we could drop the gcc job.")
        .user(
          "drop the gcc job. we ship clang 18 binaries only, gcc was there for warnings and it's not worth the time. prod build is clang 18 with -O3 -march=icelake-server, nothing else",
        )
        .file("Edit", ".gitlab-ci.yml")
        .bash("git diff --stat", " .gitlab-ci.yml | 22 ----------------------\n 1 file changed, 22 deletions(-)")
        .stop("Removed the gcc job from CI."),
    planted: [
      { kind: "decision", keys: ["gcc"] },
      { kind: "fact", keys: ["icelake"] },
    ],
  },
  {
    id: "b161-empty-coffee",
    build: (s) =>
      s
        .user("morning. what did the overnight soak test say")
        .bash(
          "tail -4 logs/soak-20261118.log",
          "23:59:58 heartbeat ok\n04:12:10 WARN gap seq 991220-991224 (recovered via retransmit)\n07:00:00 soak done: 0 crashes, 1 gap, max rss 2.1GB\nNOTE: always check rss growth before promoting",
        )
        .assistant("Clean overnight: no crashes, one sequence gap at 04:12 recovered via retransmit, max RSS 2.1GB.")
        .user("rss flat or growing?")
        .assistant("Flat: 2.08GB at 23:00 and 2.1GB at 07:00, it's the order pool and book preallocation, nothing leaking.")
        .user("fine")
        .stop(),
    planted: [],
  },
  {
    id: "b161-ts-rdtsc",
    build: (s) =>
      s
        .user("latency histograms look off by a factor, the p50 on tick-to-trade says 400ns which is a lie")
        .file("Read", "src/common/clock.hpp")
        .assistant(
          "The clock uses rdtsc and converts with a hard-coded 2.9GHz. If the boxes run at a different TSC frequency the conversion would be off. Maybe the new boxes are 3.5GHz?",
        )
        .bash(
          "dmesg | grep -i 'tsc:' | head -2",
          "[    0.000000] tsc: Detected 2400.000 MHz processor\n[    1.402112] tsc: Refined TSC clocksource calibration: 2399.987 MHz",
        )
        .user(
          "ok so it's 2.4 not 2.9. dont hardcode it again, calibrate the tsc at startup against clock_gettime and store the ratio. that's how we do it from now on",
        )
        .file("Edit", "src/common/clock.hpp")
        .bash("./build/bench/t2t --dry", "tsc calibrated: 2399.99 MHz\ntick-to-trade p50=331ns p99=612ns")
        .stop("Clock now calibrates at startup; t2t p50 is 331ns."),
    planted: [
      { kind: "fact", keys: ["2.4"] },
      { kind: "instruction", keys: ["tsc", "startup"] },
    ],
  },
  {
    id: "b161-ouch-throttle",
    build: (s) =>
      s
        .user("nasdaq ouch session got disconnected at open. logs?")
        .bash(
          "grep -i 'logout\\|throttl' logs/gw-ouch-20261119.log | head -3",
          '09:30:00.402 WARN outbound rate 1,212 msg/s\n09:30:00.405 RX LogoutRequest reason="message rate exceeded"\n09:30:00.406 session DOWN',
        )
        .assistant("The exchange logged us out for exceeding the message rate, 1,212 msg/s at open.")
        .user(
          "right, our ouch port has a hard limit of 1000 msgs/sec per session, it's in the port agreement. put a token bucket in the gateway capped at 900 to leave headroom. and file something with ops: we need a second ouch port before the rebalance day on the 20th of december",
        )
        .file("Write", "src/gw/ouch/throttle.hpp")
        .file("Edit", "src/gw/ouch/session.cpp")
        .bash("ctest -R ouch", "100% tests passed, 0 tests failed out of 6")
        .assistant(
          "Token bucket at 900 msg/s in the OUCH session send path, tests pass. I haven't filed anything with ops; I don't have access to their tracker.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["1000"] },
      { kind: "decision", keys: ["token bucket", "900"] },
      { kind: "task", keys: ["second ouch port"] },
    ],
  },
  {
    id: "b161-empty-flamegraph",
    build: (s) =>
      s
        .user("can you make me a flamegraph of the strategy process, the one from prod-sim")
        .bash(
          "perf record -F 9999 -g -p $(pgrep -f 'strategy --cfg sim') -- sleep 10 && perf script | ./tools/flamegraph.pl > /tmp/strat.svg",
          "[ perf record: Woken up 41 times to write data ]\n[ perf record: Captured and wrote 38.112 MB perf.data ]",
        )
        .assistant(
          "Wrote /tmp/strat.svg. Widest frames: FairValue::update (31%), Book::apply (22%), and std::unordered_map::find inside SymbolTable::lookup (9%).",
        )
        .user("9% in an unordered_map lookup? hm. could be the hash")
        .assistant(
          "Could be; it's std::hash<std::string> on the symbol. It might also be cache misses from the node-based buckets. I'd need a cache-miss profile to tell which.",
        )
        .user("not now, just wanted to see it. thx")
        .stop(),
    planted: [],
  },
  {
    id: "b161-review-rules",
    build: (s) =>
      s
        .user(
          "before you open the MR for the book rewrite, couple of rules for anything you send me from now on:\n- every change that touches a hot path comes with before/after numbers from bench/, p50 and p99, or i dont read it\n- no std::function anywhere outside config loading\n- and dont squash, i want to see the commits",
        )
        .bash("./build/bench/book_bench", "before: apply p50=14.2ns p99=39.0ns\nafter:  apply p50=11.8ns p99=30.4ns")
        .assistant(
          "Numbers for the book rewrite: apply p50 14.2 -> 11.8ns, p99 39.0 -> 30.4ns. No std::function in the diff. Opening the MR with the commits as they are.",
        )
        .bash("glab mr create --title 'book: flat level array' --no-squash", "!412 created: https://git.internal/hft/core/-/merge_requests/412")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["p50", "p99"] },
      { kind: "instruction", keys: ["std::function"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b161-kernel-bypass",
    build: (s) =>
      s
        .user("i'm looking at the ef_vi vs onload numbers you collected yesterday")
        .bash(
          "cat bench/results/nic-2026-11-19.txt",
          "onload (spin)  rx->app p50=1.41us p99=2.90us\nef_vi          rx->app p50=0.82us p99=1.33us\nkernel (epoll) rx->app p50=6.10us p99=19.8us",
        )
        .assistant(
          "ef_vi is about 0.6us faster at p50 and less than half the p99 of onload. The cost is that we'd own the packet parsing and the UDP/IP handling, which onload currently does for us. I'd suggest staying on onload for the order gateway (TCP) and moving market data to ef_vi.",
        )
        .user("yep, do that. md on ef_vi, gateway stays on onload because i'm not writing a tcp stack")
        .file("Write", "src/md/net/efvi_rx.cpp")
        .bash("cmake --build build -j32 2>&1 | tail -1", "[418/418] Linking CXX executable feedhandler")
        .user("oh and the ef_vi receive path needs vlan tag stripping for ld4 which we haven't done. later, not this week")
        .stop("Started the ef_vi receive path; VLAN stripping not done."),
    planted: [
      { kind: "decision", keys: ["ef_vi"] },
      { kind: "decision", keys: ["onload", "gateway"] },
      { kind: "task", keys: ["vlan"] },
    ],
  },
  {
    id: "b161-empty-typo",
    build: (s) =>
      s
        .user("typo in the risk log message, 'exceded'. fix it")
        .bash("grep -rn exceded src/", 'src/risk/limits.cpp:92:    LOG_WARN("position limit exceded for {}", sym);')
        .file("Edit", "src/risk/limits.cpp")
        .assistant("Fixed: 'exceeded'.")
        .user("thanks. run the risk tests")
        .bash("ctest -R risk", "100% tests passed, 0 tests failed out of 9")
        .assistant("Risk tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b161-ownership",
    build: (s) =>
      s
        .user("the eurex gateway is crashing on reconnect, whose code is that")
        .bash("git log --format='%an' -- src/gw/eurex | sort | uniq -c | sort -rn | head -3", "    87 Marek Z\n     6 Priya N\n     2 jbell")
        .assistant("Mostly Marek's (87 commits), Priya has 6.")
        .user(
          "yeah marek owns eurex and anything t7. dont change his code without him on the review, he'll revert it. write up the crash with the core dump and send it to him instead of fixing it",
        )
        .bash(
          "coredumpctl info gateway | grep -A3 'Stack trace'",
          "Stack trace of thread 41122:\n#0  0x00000000004a1f2e t7::Session::onReconnect (gateway + 0xa1f2e)\n#1  0x00000000004a2001 t7::Session::poll (gateway + 0xa2001)",
        )
        .file("Write", "notes/eurex-reconnect-crash.md")
        .assistant("Wrote notes/eurex-reconnect-crash.md with the stack trace (t7::Session::onReconnect), ready to send to Marek.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marek", "eurex"] },
      { kind: "instruction", keys: ["marek", "review"] },
    ],
  },
  {
    id: "b161-book-levels",
    build: (s) =>
      s
        .user("book_bench crashes with a big ladder. what's the max depth we support")
        .file("Read", "src/book/book.hpp")
        .assistant(
          "Book uses a flat array of 4096 price levels per side, indexed from a base price that recenters when the best price moves past 1024 levels from the base. The bench's synthetic ladder goes 5000 levels deep, which writes past the array.",
        )
        .user(
          "4096 per side is by design, don't grow it, the whole book has to fit in L2. fix the bench to stay under it. and we need a proper test for the recenter path, nobody has ever tested it with a gap bigger than 1024. next week",
        )
        .file("Edit", "bench/book_bench.cpp")
        .bash("./build/bench/book_bench", "apply p50=11.7ns p99=30.1ns (depth 4000)")
        .stop("Bench capped at 4000 levels."),
    planted: [
      { kind: "fact", keys: ["4096"] },
      { kind: "task", keys: ["recenter"] },
    ],
  },
  {
    id: "b161-empty-hypothesis",
    build: (s) =>
      s
        .user("saw a 40us stall on the strategy thread at 14:02 yesterday. any idea?")
        .bash("grep '14:02' logs/strat-20261120.log | grep -i stall", "14:02:11.400223 STALL 41.2us in loop iteration 88123112")
        .assistant(
          "Nothing else logged around it. It might be an SMI, or a page fault if something touched a cold page. Transparent hugepages compaction could also do it.",
        )
        .user("could be thp. or the log thread waking up on the same core? i don't know")
        .assistant(
          "If it's THP compaction there'd be a spike in /proc/vmstat compact_stall around then; we don't collect that, so I can't check after the fact.",
        )
        .user("meh. if it happens again we look. not worth chasing a single one")
        .stop(),
    planted: [],
  },
  {
    id: "b161-config-toml",
    build: (s) =>
      s
        .user("strategy reads its params from three places: env vars, a json file and cli flags. which one wins?")
        .bash(
          "grep -rn 'getenv\\|json::parse\\|argv' src/strat/config.cpp | head -5",
          'src/strat/config.cpp:22:  if (auto* v = std::getenv("STRAT_EDGE_BPS")) ...\nsrc/strat/config.cpp:40:  auto j = json::parse(f);\nsrc/strat/config.cpp:71:  for (int i = 1; i < argc; ++i) ...',
        )
        .assistant("CLI flags are applied last so they win, then env, then JSON. I could leave the precedence and just document it, or we could consolidate.")
        .user("consolidate. one toml file per box under deploy/<site>/, no env vars, no flags except --cfg")
        .file("Edit", "src/strat/config.cpp")
        .bash("ctest -R config", "100% tests passed, 0 tests failed out of 3")
        .assistant("Strategy config now loads only from the TOML given by --cfg; env and the JSON path are gone.")
        .user("good. the feed handler still reads env for the multicast group, do the same there but not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["toml"] },
      { kind: "task", keys: ["feed handler", "multicast"] },
    ],
  },
  {
    id: "b161-empty-status",
    build: (s) =>
      s
        .user("status on the ef_vi thing?")
        .bash("git log --oneline -3", "a81f2c1 md: ef_vi rx ring + refill\n6c0de19 md: ef_vi init, pd/vi alloc\n11b9e02 bench: nic comparison numbers")
        .assistant(
          "Three commits in: NIC comparison numbers, ef_vi init (protection domain and VI allocation) and the rx ring with refill. The feed handler builds against it; I haven't run it against live multicast yet.",
        )
        .user("ok. what's left before we can try it on the sim box")
        .assistant("Wiring the rx path into the decoder's poll loop and a config switch between onload and ef_vi. Maybe an hour.")
        .user("ok go")
        .stop(),
    planted: [],
  },
  {
    id: "b161-logging",
    build: (s) =>
      s
        .user("who added fmt::format in the order path")
        .bash("git blame -L 301,305 src/gw/session.cpp", 'e4a1b02 (jbell 2026-11-02) LOG_INFO(fmt::format("sent {} {}@{}", o.id, o.qty, o.px));')
        .assistant("jbell, on Nov 2. It formats on the hot thread before pushing to the logger.")
        .user(
          "logging on the hot thread is binary only. you push the raw args into the log ring and the logger thread on core 11 formats. nothing formats a string on a trading thread, ever. fix this one and grep for others",
        )
        .bash("grep -rn 'fmt::format' src/gw src/strat src/md | wc -l", "7")
        .file("Edit", "src/gw/session.cpp")
        .file("Edit", "src/strat/quoter.cpp")
        .assistant("Replaced all 7 fmt::format calls on trading threads with LOG_BIN pushes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["binary", "log"] },
      { kind: "fact", keys: ["core 11"] },
    ],
  },
  {
    id: "b161-empty-proposal-dropped",
    build: (s) =>
      s
        .user("thinking about replacing the symbol table's unordered_map with a perfect hash generated at startup. thoughts")
        .assistant(
          "It would make lookups branch-free and remove the node chasing. The catch is the symbol universe changes intraday for new listings and options, so we'd need a fallback or a rebuild path.",
        )
        .user(
          "hm, yeah, options kill it. actually no, scratch that, we look up by integer security id on the hot path anyway, the string lookup is only at subscribe time",
        )
        .bash("grep -rn 'SymbolTable::lookup' src/ | grep -v test | wc -l", "3")
        .assistant("Right, the three string lookups are all in subscription setup; the hot path uses the security id index.")
        .stop(),
    planted: [],
  },
  {
    id: "b161-kill-switch",
    build: (s) =>
      s
        .user("risk asked for the kill switch to cancel everything in < 5ms. where are we")
        .bash("./build/tools/killswitch_test --sim", "orders live: 1200\nmass cancel sent: 3 venues\nall acks received in 11.8ms")
        .assistant(
          "11.8ms for 1200 orders across three venues; we send individual cancels per order. CME and Eurex both support a mass-cancel message, which would be one message per session.",
        )
        .user(
          "use mass cancel on every venue that has it and per-order only where there isn't one. and the kill switch must work even if the strategy process is dead, so it lives in the gateway, not the strategy",
        )
        .file("Edit", "src/gw/killswitch.cpp")
        .bash("./build/tools/killswitch_test --sim", "orders live: 1200\nmass cancel sent: 3 venues\nall acks received in 3.1ms")
        .assistant("3.1ms now. Nasdaq OUCH has no mass cancel, so it still sends per-order cancels there.")
        .user("fine. need a drill with risk on the sim box before it counts, schedule one with them next week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mass cancel"] },
      { kind: "decision", keys: ["kill switch", "gateway"] },
      { kind: "fact", keys: ["ouch", "mass cancel"] },
      { kind: "task", keys: ["drill"] },
    ],
  },
  {
    id: "b161-empty-quoted-config",
    build: (s) =>
      s
        .user("paste me the tuned profile we use on prod")
        .bash(
          "cat /etc/tuned/hft-latency/tuned.conf",
          "[main]\ninclude=network-latency\n# always keep isolcpus in sync with launch.sh\n[cpu]\nforce_latency=1\ngovernor=performance\n[sysctl]\nkernel.numa_balancing=0\n# TODO: never enable irqbalance on these boxes\n[bootloader]\ncmdline=isolcpus=2-11 nohz_full=2-11 rcu_nocbs=2-11",
        )
        .assistant(
          "That's the profile: network-latency base, performance governor, force_latency=1, numa balancing off, and isolcpus/nohz_full/rcu_nocbs on 2-11.",
        )
        .user("and the sim box uses the same?")
        .bash("ssh sim01 cat /etc/tuned/active_profile", "throughput-performance")
        .assistant("No, sim01 is on throughput-performance.")
        .user("figures. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b161-sanitizers",
    build: (s) =>
      s
        .user("tsan found something in the ring? show me")
        .bash(
          "ctest -R spsc_ring_tsan --output-on-failure 2>&1 | head -6",
          "WARNING: ThreadSanitizer: data race (pid=8812)\n  Write of size 8 at 0x7b0400000040 by thread T2:\n    #0 SpscRing::push spsc_ring.hpp:61\n  Previous read of size 8 at 0x7b0400000040 by thread T1:\n    #0 SpscRing::pop spsc_ring.hpp:78",
          1,
        )
        .assistant("Real race: push writes the cached tail with a relaxed store but pop reads it without acquire. Should be release on push, acquire on pop.")
        .file("Edit", "src/common/spsc_ring.hpp")
        .bash("ctest -R spsc_ring_tsan", "100% tests passed, 0 tests failed out of 1")
        .user(
          "good catch. tsan and asan builds run on every MR from now on, not nightly. i'll take the 20 minutes. also every lock-free structure gets a tsan test before it gets merged, put that in CONTRIBUTING",
        )
        .file("Edit", ".gitlab-ci.yml")
        .file("Edit", "CONTRIBUTING.md")
        .stop("TSan and ASan jobs now run per MR; CONTRIBUTING updated."),
    planted: [
      { kind: "instruction", keys: ["tsan", "mr"] },
      { kind: "instruction", keys: ["lock-free", "tsan test"] },
    ],
  },
  {
    id: "b161-empty-chitchat",
    build: (s) =>
      s
        .user("lol marek just sent a 40 page pdf on why we should write the gateway in rust")
        .assistant("Anything in it worth reading?")
        .user("the part about the borrow checker and the order pool was actually decent. still not happening this year")
        .assistant("Want me to summarize it?")
        .user("nah. back to work. show me the last ci run")
        .bash("glab ci status", "pipeline #9921 passed (14m02s)")
        .assistant("Pipeline 9921 passed in 14 minutes.")
        .stop(),
    planted: [],
  },
  {
    id: "b161-hugepages",
    build: (s) =>
      s
        .user("page faults on startup of the feed handler, 40k of them")
        .bash("perf stat -e page-faults ./feedhandler --cfg deploy/ny4/ny4.toml --dry-run", "    41,228      page-faults\n\n  0.812 seconds time elapsed")
        .assistant(
          "Those are from the book and pool preallocations touching 4K pages for the first time. Options: MAP_POPULATE on the big allocations, or back them with 1GB hugepages.",
        )
        .user("both. 1G hugepages for the book and pools, mapped with MAP_POPULATE, and mlockall at startup. the boxes have 16 x 1G pages reserved at boot")
        .file("Edit", "src/common/hugepage_alloc.cpp")
        .bash("perf stat -e page-faults ./feedhandler --cfg deploy/ny4/ny4.toml --dry-run", "       312      page-faults\n\n  0.401 seconds time elapsed")
        .assistant("Down to 312 page faults at startup.")
        .user("the gateway has the same page fault problem, do the hugepages there too. tomorrow")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1g", "map_populate"] },
      { kind: "fact", keys: ["16", "hugepages"] },
      { kind: "task", keys: ["gateway", "hugepages"] },
    ],
  },
  {
    id: "b161-tasks-list",
    build: (s) =>
      s
        .user(
          "wrapping up for the week. stuff that's open, so you have it monday:\n1. fix the eurex drop copy parser, it chokes on partial fills with >3 legs\n2. someone has to renew the cme cert keys before dec 1, they expire\n3. bench/ has no numbers for the ld4 boxes at all",
        )
        .bash("ls bench/results/", "nic-2026-11-19.txt\nbook-2026-11-18.txt\nring-2026-11-17.txt")
        .assistant("Confirmed, all bench results are from ny4 boxes; nothing from ld4.")
        .user("yep. ok that's it")
        .stop(),
    planted: [
      { kind: "task", keys: ["drop copy"] },
      { kind: "task", keys: ["cert", "dec 1"] },
      { kind: "task", keys: ["ld4"] },
    ],
  },
  {
    id: "b161-mdp3-recovery",
    build: (s) =>
      s
        .user("feed handler went stale on ES for 3 seconds after a gap. why so long")
        .bash(
          "grep -i 'gap\\|snapshot' logs/fh-20261121.log | head -4",
          "10:14:02.001 GAP channel 310 expected 88120 got 88131\n10:14:02.002 joining snapshot feed 310S\n10:14:05.118 snapshot complete, 412 instruments\n10:14:05.119 channel 310 LIVE",
        )
        .assistant(
          "It joined the snapshot (MBP recovery) feed and waited for a full snapshot cycle, about 3.1s. The A/B incrementals should have had the missing packets; are we arbitrating A and B?",
        )
        .bash("grep -n 'feed_b' deploy/ny4/ny4.toml", "")
        .user(
          "we're not, B was turned off to save a core in the spring. ok so: turn B back on and arbitrate A/B, snapshot only if both miss. and fwiw cme's snapshot cycle on channel 310 is ~3s during rth, so any snapshot recovery costs us 3 seconds flat",
        )
        .file("Edit", "src/md/cme/arbiter.cpp")
        .file("Edit", "deploy/ny4/ny4.toml")
        .bash("ctest -R arbiter", "100% tests passed, 0 tests failed out of 5")
        .stop("A/B arbitration on; snapshot recovery only when both feeds miss."),
    planted: [
      { kind: "decision", keys: ["a/b"] },
      { kind: "fact", keys: ["snapshot cycle"] },
    ],
  },
  {
    id: "b161-empty-run-tests",
    build: (s) =>
      s
        .user("run the full test suite and tell me if anything's flaky")
        .bash(
          "ctest -j16 --repeat until-fail:3 2>&1 | tail -4",
          "98% tests passed, 1 tests failed out of 61\n\nThe following tests FAILED:\n\t 44 - gw_reconnect_timing (Failed)",
        )
        .assistant(
          "One failure on the repeat run: gw_reconnect_timing failed on the second of three iterations. It asserts the reconnect happens within 50ms of a simulated drop, which is timing-sensitive on a loaded box.",
        )
        .user("is it flaky or broken")
        .bash("ctest -R gw_reconnect_timing --repeat until-fail:20", "100% tests passed, 0 tests failed out of 1")
        .assistant("Passed 20 times in a row alone, so it's load-sensitive rather than broken. Probably the -j16 run starving it.")
        .user("ok, fine for now")
        .stop(),
    planted: [],
  },
  {
    id: "b161-branch-rules",
    build: (s) =>
      s
        .user("you pushed straight to master on the prod repo")
        .bash("git log origin/master --oneline -2", "c0ffe12 strat: raise edge to 0.6bps\n9a81b3e md: ef_vi rx ring + refill")
        .assistant("Yes, c0ffe12 went directly to master. I can revert it and open an MR instead.")
        .user(
          "revert it. master is what gets deployed at 6am by the cron on deploy01, anything on master at 6 goes to prod. never push there, MRs only, and strategy param changes need a second approver from the desk",
        )
        .bash(
          "git revert --no-edit c0ffe12 && git push origin master",
          '[master 7d1e0aa] Revert "strat: raise edge to 0.6bps"\nTo git.internal:hft/core.git\n   c0ffe12..7d1e0aa  master -> master',
        )
        .file("Edit", "deploy/ny4/ny4.toml")
        .stop("Reverted; the edge change will go through an MR."),
    planted: [
      { kind: "fact", keys: ["6am", "deploy01"] },
      { kind: "instruction", keys: ["master", "mr"] },
      { kind: "instruction", keys: ["second approver"] },
    ],
  },
  {
    id: "b161-empty-withdrawn",
    build: (s) =>
      s
        .user("let's move the strategy to a separate numa node from the feed handler, less contention on the l3")
        .assistant(
          "That would put the md->strategy ring across the interconnect, which I'd guess costs around 100ns per cache line handoff. It would also need the strategy's hugepages reserved on node 1.",
        )
        .user("ugh, right, the ring. forget it, stays on node 0")
        .bash("numactl --hardware | head -3", "available: 2 nodes (0-1)\nnode 0 cpus: 0 1 2 3 4 5 6 7 8 9 10 11 24 25 26 27\nnode 0 size: 95302 MB")
        .assistant("Leaving the placement as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b161-fix-msg-todo",
    build: (s) =>
      s
        .user("fix protocol tests are failing after the quickfix removal")
        .bash(
          "ctest -R fix_ --output-on-failure 2>&1 | tail -3",
          "fix_drop_copy_parse ........***Failed\nfix_logon ..................  Passed\n2 tests failed out of 9",
          1,
        )
        .assistant(
          "The drop copy tests still include quickfix's DataDictionary header for validation. Since we've moved to the hand-rolled parser, I can switch them to validate against our own tag tables.",
        )
        .user(
          "yes do that. and heads up, the hand-rolled fix parser only handles fix 4.2 and 4.4, there's no 5.0 sp2 support, so the ice session can't use it yet. that's a follow-up: add 5.0 sp2 before we onboard ice in january",
        )
        .file("Edit", "test/fix/drop_copy_parse_test.cpp")
        .bash("ctest -R fix_", "100% tests passed, 0 tests failed out of 9")
        .stop("FIX tests pass against our own tag tables."),
    planted: [
      { kind: "fact", keys: ["4.2", "4.4"] },
      { kind: "task", keys: ["5.0 sp2", "ice"] },
    ],
  },
  {
    id: "b161-warmup",
    build: (s) =>
      s
        .user("first order of the day is always 3x slower than the rest. cold caches?")
        .bash("./build/tools/t2t_first_n --n 5", "order 1: 1,902ns\norder 2: 640ns\norder 3: 341ns\norder 4: 335ns\norder 5: 329ns")
        .assistant(
          "Yes, the first couple of sends hit cold icache and dcache on the send path. A common fix is a warmup loop: periodically run the full send path with a dummy order that gets dropped right before the NIC write, to keep the path hot.",
        )
        .user(
          "do it. warmup every 1ms through the whole path, drop at the last instruction before the write. keep the flag that disables it in the toml so we can compare",
        )
        .file("Edit", "src/gw/send_path.cpp")
        .bash("./build/tools/t2t_first_n --n 3", "order 1: 344ns\norder 2: 336ns\norder 3: 331ns")
        .stop("First order now 344ns with the warmup loop."),
    planted: [{ kind: "decision", keys: ["warmup", "1ms"] }],
  },
  {
    id: "b161-superseded-timer",
    build: (s) =>
      s
        .user("strategy timers. use timerfd, one per strategy instance")
        .file("Read", "src/strat/timers.hpp")
        .assistant("timerfd means a syscall per read and an fd per timer; with the strategy busy-spinning, we'd be polling those fds in the loop anyway.")
        .bash("./build/bench/timer_bench --impl timerfd", "poll+read p50=410ns p99=1.9us")
        .user("410ns just to ask if a timer fired. no. kill timerfd. timing wheel checked against rdtsc in the spin loop, 1us slots")
        .file("Write", "src/strat/timing_wheel.hpp")
        .bash("./build/bench/timer_bench --impl wheel", "check p50=3.1ns p99=9.8ns")
        .stop("Timing wheel in place: 3.1ns p50 per check."),
    planted: [{ kind: "decision", keys: ["timing wheel"] }],
  },
  {
    id: "b161-agent-proposal-accepted",
    build: (s) =>
      s
        .user("the market data recorder writes json lines. 40GB a day. thats insane")
        .bash("du -sh /data/mdrec/2026-11-24", "41G\t/data/mdrec/2026-11-24")
        .assistant(
          "Suggestion: write the raw packets as they arrive, with our rx timestamp prepended, into a pcap-ng file per channel, and zstd them at end of day. Decoding happens at read time with the same parser the feed handler uses, so recordings can't drift from production decoding.",
        )
        .user("yes, that. exactly that")
        .file("Write", "src/tools/mdrec/pcapng_writer.cpp")
        .bash("./build/tools/mdrec --dry --minutes 5", "5m recorded: 212MB raw, 31MB after zstd -3")
        .assistant("Recorder now writes pcap-ng per channel with rx timestamps; 5 minutes is 31MB compressed.")
        .user("the old json recordings from before today, someone needs to convert or delete them, 3TB on /data. not urgent")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pcap-ng"] },
      { kind: "task", keys: ["json", "recordings"] },
    ],
  },
  {
    id: "b161-empty-question-heavy",
    build: (s) =>
      s
        .user("is std::atomic<uint64_t>::fetch_add lock-free on icelake? or does it go through a lock prefix which is the same thing?")
        .assistant(
          "It compiles to `lock xadd`, which is a hardware atomic; is_always_lock_free is true for 64-bit on x86-64. The lock prefix is the atomic instruction, not a mutex.",
        )
        .user("and what does it cost if two cores hammer it")
        .assistant("Uncontended it's ~18-20 cycles. Contended across cores it's dominated by the cache line bouncing, easily 100+ ns per op.")
        .bash("./build/bench/atomic_contend --threads 2", "fetch_add contended: p50=71ns p99=188ns")
        .assistant("Measured here: 71ns p50 with two cores on it.")
        .user("ok that's what i thought")
        .stop(),
    planted: [],
  },
  {
    id: "b161-naming-conventions",
    build: (s) =>
      s
        .user("the new pricer file has camelCase members and m_ prefixes mixed, fix")
        .file("Edit", "src/strat/pricer.hpp")
        .assistant("Normalized pricer.hpp to the m_ prefix style used in the rest of src/strat.")
        .user(
          "no, other way round. we're killing m_. members are trailing underscore, snake_case everything, types PascalCase. use that in all new code, and clang-format with the .clang-format in the root, dont argue with it",
        )
        .file("Edit", "src/strat/pricer.hpp")
        .bash("clang-format --dry-run -Werror src/strat/pricer.hpp && echo clean", "clean")
        .stop("pricer.hpp now uses trailing underscores and snake_case; clang-format clean."),
    planted: [
      { kind: "instruction", keys: ["trailing underscore"] },
      { kind: "instruction", keys: ["clang-format"] },
    ],
  },
  {
    id: "b161-ptp-clock",
    build: (s) =>
      s
        .user("mifid timestamps are off by 80us vs the exchange. regulators want 100us max, we're too close")
        .bash(
          "pmc -u -b 0 'GET TIME_STATUS_NP' | grep -i offset; chronyc tracking | grep 'System time'",
          "master_offset              81234\nSystem time     : 0.000081002 seconds fast of NTP time",
        )
        .assistant(
          "The box is syncing with chrony over NTP, and ptp4l's offset to the grandmaster is also 81us. It seems both are running and chrony is winning the system clock.",
        )
        .user(
          "right, chrony should not be running at all on trading boxes. ptp only, phc2sys from the solarflare phc. the grandmaster for ny4 is the meinberg in rack 14. disable chrony and put it in the ansible role so it stays off",
        )
        .bash("sudo systemctl disable --now chronyd && sleep 30 && pmc -u -b 0 'GET TIME_STATUS_NP' | grep master_offset", "master_offset              212")
        .file("Edit", "ansible/roles/trading_box/tasks/time.yml")
        .assistant("chronyd disabled and masked in the trading_box role; offset to the grandmaster is 212ns now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["chrony"] },
      { kind: "fact", keys: ["meinberg", "rack 14"] },
      { kind: "fact", keys: ["100us"] },
    ],
  },
  {
    id: "b161-empty-done-requests",
    build: (s) =>
      s
        .user("bump the spsc ring default capacity to 16384 and rerun the ring bench")
        .file("Edit", "src/common/spsc_ring.hpp")
        .bash("./build/bench/ring_bench", "push+pop p50=37ns p99=70ns (cross-core, cores 2->5)")
        .assistant("Capacity 16384, bench unchanged at 37ns p50.")
        .user("and rename ring_bench to spsc_bench while you're at it")
        .bash("git mv bench/ring_bench.cpp bench/spsc_bench.cpp && sed -i 's/ring_bench/spsc_bench/' bench/CMakeLists.txt", "")
        .assistant("Renamed to spsc_bench.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b161-risk-limits",
    build: (s) =>
      s
        .user("risk numbers for the new ES strategy, what do we have configured")
        .bash(
          "grep -A4 '\\[risk.es_mm\\]' deploy/ny4/ny4.toml",
          "[risk.es_mm]\nmax_position = 50\nmax_order_qty = 10\nmax_orders_per_sec = 200\n# never raise without desk sign-off",
        )
        .assistant("ES market maker: max position 50, max order qty 10, 200 orders/s.")
        .user(
          "fine for now. the desk said max position goes to 200 once we've run two clean weeks on the sim, which is dec 8 at the earliest, so dont change it before then. also fat finger check should be in ticks not percent, thats a todo for whoever touches risk next",
        )
        .assistant("Leaving the limits. Noted that the fat-finger check is still percent-based.")
        .file("Read", "src/risk/fat_finger.cpp")
        .stop(),
    planted: [
      { kind: "task", keys: ["max position", "200"] },
      { kind: "task", keys: ["fat finger", "ticks"] },
    ],
  },
  {
    id: "b161-compile-time",
    build: (s) =>
      s
        .user("full rebuild takes 9 minutes. whats eating it")
        .bash(
          "ninja -C build -t compdb > /dev/null; ./tools/build_trace.sh | head -4",
          "src/strat/pricer.cpp        71.2s  (book.hpp, fmt/core.h, nlohmann/json.hpp)\nsrc/md/cme/decoder.cpp      64.0s  (sbe_generated.hpp 88k lines)\nsrc/gw/session.cpp          38.1s\nsrc/risk/limits.cpp         21.9s",
        )
        .assistant(
          "The CME decoder includes the generated SBE header (88k lines) and pricer.cpp pulls in nlohmann/json through the config header. Precompiled headers for the SBE output would help, or splitting the generated header per template.",
        )
        .user("split the sbe header per template id, pch is a pain with ccache. and json is only allowed in config loading, pricer shouldn't see it at all")
        .file("Edit", "tools/sbe_gen.py")
        .file("Edit", "src/strat/pricer.cpp")
        .bash("time cmake --build build -j32 --clean-first 2>&1 | tail -1", "real\t4m12.338s")
        .stop("Full rebuild down to 4m12s."),
    planted: [
      { kind: "decision", keys: ["sbe", "template"] },
      { kind: "instruction", keys: ["json", "config loading"] },
    ],
  },
  {
    id: "b161-wire-to-wire",
    build: (s) =>
      s
        .user("whats our real wire to wire on ny4, not the software number")
        .bash(
          "./tools/tap_report --site ny4 --date 2026-11-25",
          "wire-to-wire (tap, ES book update -> order on wire)\n  p50=1.92us p99=3.41us p99.9=8.80us  n=1,204,118",
        )
        .assistant("From the network taps: 1.92us p50, 3.41us p99, 8.8us p99.9 for ES book update to order on the wire.")
        .user(
          "thats the number we quote, the tap report, not internal rdtsc numbers. the p99.9 tail is the arista switch buffering, we confirmed that with the vendor last month. need to look at cut-through mode on it at some point",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tap report"] },
      { kind: "fact", keys: ["arista"] },
      { kind: "task", keys: ["cut-through"] },
    ],
  },
  {
    id: "b161-dependencies",
    build: (s) =>
      s
        .user("the agent before you added abseil for flat_hash_map. i see it in the cmake")
        .bash(
          "grep -n 'absl' CMakeLists.txt src/*/CMakeLists.txt",
          "CMakeLists.txt:41:FetchContent_Declare(absl GIT_REPOSITORY https://github.com/abseil/abseil-cpp)\nsrc/strat/CMakeLists.txt:12:target_link_libraries(strat PRIVATE absl::flat_hash_map)",
        )
        .assistant("Abseil is pulled in via FetchContent and used only in src/strat for flat_hash_map, in one place (the order id -> order map).")
        .user(
          "take it out. no new third party deps without asking me first. third party stuff all lives vendored in third_party/ at pinned commits. for the order map use an open addressing table with the order id as key, we have one in common/",
        )
        .file("Edit", "CMakeLists.txt")
        .file("Edit", "src/strat/order_map.cpp")
        .bash(
          "cmake --build build -j32 2>&1 | tail -1 && ctest -R strat",
          "[402/402] Linking CXX executable strategy\n100% tests passed, 0 tests failed out of 11",
        )
        .stop("Abseil removed; order map uses common/open_addr_map."),
    planted: [
      { kind: "instruction", keys: ["third", "dep"] },
      { kind: "fact", keys: ["third_party/"] },
    ],
  },
  {
    id: "b161-empty-narration",
    build: (s) =>
      s
        .user("look at the decoder for the eobi feed and tell me how it handles out of order packets")
        .file("Read", "src/md/eurex/eobi_decoder.cpp")
        .assistant(
          "From a first read it seems to hold out-of-order packets in a reorder buffer for a short window (50us?) and then fall back to a snapshot, but I haven't traced the partition handling yet, so I'm not sure that's the whole story.",
        )
        .user("50us, who picked that")
        .bash("git log -S'50us' --format='%h %an %s' -- src/md/eurex/eobi_decoder.cpp", "31be0a9 Marek Z eobi: reorder window 50us (was 200us)")
        .assistant("Marek, in 31be0a9, down from 200us.")
        .user("ok, his call then")
        .stop(),
    planted: [],
  },
  {
    id: "b161-typos-release",
    build: (s) =>
      s
        .user("cut a release for tomorows deploy")
        .bash("git tag --sort=-v:refname | head -2", "v4.18.1\nv4.18.0")
        .assistant("Last tag is v4.18.1. Should I tag v4.18.2 from current master and build the release artifacts?")
        .user(
          "yes. and from now on relases are tagged from the release/ branch not master, we cut release/4.19 on monday. also, the build box for relases is build03, its the only one with the right glibc (2.31) for prod",
        )
        .bash(
          "git tag v4.18.2 && git push origin v4.18.2 && ssh build03 ./release.sh v4.18.2",
          "To git.internal:hft/core.git\n * [new tag]         v4.18.2 -> v4.18.2\nbuild03: artifacts at /srv/releases/v4.18.2/",
        )
        .stop("v4.18.2 tagged and built on build03."),
    planted: [
      { kind: "instruction", keys: ["release/"] },
      { kind: "fact", keys: ["build03", "2.31"] },
      { kind: "task", keys: ["4.19"] },
    ],
  },
];

export const BLIND161 = plantedSet(BLIND161_SESSIONS, Date.UTC(2026, 10, 14, 9));
