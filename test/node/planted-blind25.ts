/**
 * Blind planted set 25 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: systems and embedded work (Rust, C/C++, CMake, firmware, cross-compiling, benchmarks)
 * in Codex CLI and Grok voice; precise, technical users who think aloud a lot: many hypotheses
 * and measurements that are not conclusions. Each session is one segment; the items planted in
 * it are listed with it: 64 items (16 decisions, 16 instructions, 16 facts, 16 tasks) in 60
 * sessions, 13 of which plant nothing. Every other message must give nothing: questions, hypotheses,
 * proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output,
 * chit-chat, and in-session requests that are done in the same session. Superseded decisions
 * plant only the later one.
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

export const BLIND25_SESSIONS: BlindSession[] = [
  {
    id: "b25-01-toolchain",
    build: (s) =>
      s
        .user("cross build for the stm32h7 board is failing at link. maybe the newlib-nano specs? not sure, could also be the linker script")
        .bash("arm-none-eabi-gcc --version", "arm-none-eabi-gcc (Arm GNU Toolchain 13.2.rel1) 13.2.1 20231009")
        .assistant(
          "Toolchain is 13.2.rel1. The link error is `undefined reference to _sbrk` — that comes from newlib wanting a syscall stub, not from the linker script.",
        )
        .user("ok. fwiw the arm toolchain lives in /opt/arm-gnu-13.2 on every build box, CI included, don't go looking in /usr/bin")
        .assistant("Noted. I'll point CMAKE_C_COMPILER at /opt/arm-gnu-13.2/bin.")
        .user("and let's drop newlib-nano entirely, we go with picolibc for the firmware from now on. less syscall glue")
        .file("Edit", "cmake/arm-none-eabi.cmake")
        .bash("cmake --build build-h7", "[100%] Linking C executable fw.elf\nMemory region FLASH: 212 KB / 2 MB")
        .stop("Switched to picolibc, link is clean, 212 KB flash."),
    planted: [
      { kind: "fact", keys: ["toolchain"] },
      { kind: "decision", keys: ["picolibc"] },
    ],
  },
  {
    id: "b25-02-bench-noise",
    build: (s) =>
      s
        .user("criterion says parse_frame regressed 9%. I don't trust it yet. could be turbo boost, could be the new inline(always)")
        .bash(
          "cargo bench --bench parse -- parse_frame",
          "parse_frame  time: [412.3 ns 415.8 ns 419.9 ns]\n  change: [+8.1% +9.0% +9.8%] (p = 0.00 < 0.05)\n  Performance has regressed.",
        )
        .assistant("Hypothesis: the `#[inline(always)]` on `read_varint` bloats the loop. Another possibility is frequency scaling; the box has turbo on.")
        .user("hmm. try pinning to core 3 and rerun, just to see")
        .bash("taskset -c 3 cargo bench --bench parse -- parse_frame", "parse_frame  time: [396.0 ns 398.2 ns 401.1 ns]\n  change: [+3.9% +4.6% +5.3%]")
        .assistant("Pinned: +4.6%. So about half of it was noise. The rest might be the inline, might not.")
        .user("ok, from now on benchmarks get run pinned with taskset and turbo off, otherwise the numbers are meaningless. put that in your head")
        .stop("Understood: pinned with taskset, turbo off, for every benchmark run."),
    planted: [{ kind: "instruction", keys: ["taskset"] }],
  },
  {
    id: "b25-03-chat",
    build: (s) =>
      s
        .user("morning. what does `-fno-common` actually change again?")
        .assistant(
          "It makes tentative definitions (uninitialized globals without `extern`) real definitions, so two `int x;` in different TUs become a multiple-definition link error instead of being merged. GCC 10 made it the default.",
        )
        .user("right, that's what bit the old HAL. thanks")
        .stop("Any time."),
    planted: [],
  },
  {
    id: "b25-04-cmake-presets",
    build: (s) =>
      s
        .user("the cmake setup is a mess, every dev has their own -D flags. thinking presets? or a toolchain wrapper script? dunno")
        .assistant(
          "CMakePresets.json would let you check in `host-debug`, `h7-release` etc. A wrapper script works too but duplicates what presets already do.",
        )
        .user("presets. decided. CMakePresets.json is the one way to configure, the wrapper idea is dead")
        .file("Write", "CMakePresets.json")
        .bash("cmake --list-presets", 'Available configure presets:\n  "host-debug"\n  "h7-release"\n  "h7-debug"')
        .user("still need a preset for the riscv board, no time today though. later")
        .stop("Three presets in; the riscv one is left for later."),
    planted: [
      { kind: "decision", keys: ["presets"] },
      { kind: "task", keys: ["riscv", "preset"] },
    ],
  },
  {
    id: "b25-05-unsafe-review",
    build: (s) =>
      s
        .user("clippy is screaming about undocumented_unsafe_blocks in dma.rs")
        .bash(
          "cargo clippy -p hal -- -W clippy::undocumented_unsafe_blocks",
          "warning: unsafe block missing a safety comment\n  --> hal/src/dma.rs:88:9\nwarning: `hal` (lib) generated 6 warnings",
        )
        .assistant("Six blocks without a `// SAFETY:` comment. I can add them; each one is a raw pointer write to the DMA descriptor ring.")
        .user("yes do it. and going forward every unsafe block needs a SAFETY comment explaining the invariant, no exceptions, I will reject PRs without it")
        .file("Edit", "hal/src/dma.rs")
        .bash("cargo clippy -p hal -- -W clippy::undocumented_unsafe_blocks", "    Finished dev [unoptimized + debuginfo] target(s) in 3.41s")
        .stop("All six documented, clippy clean."),
    planted: [{ kind: "instruction", keys: ["unsafe", "safety"] }],
  },
  {
    id: "b25-06-flash-layout",
    build: (s) =>
      s
        .user("where does the bootloader end? I keep guessing 0x08010000")
        .bash("grep -n ORIGIN linker/h7_app.ld", "5:  FLASH (rx) : ORIGIN = 0x08020000, LENGTH = 1920K\n6:  RAM (rwx)  : ORIGIN = 0x24000000, LENGTH = 512K")
        .assistant("The app starts at 0x08020000, so the bootloader owns the first 128 KB (0x08000000–0x0801FFFF), not 64 KB.")
        .user("right, 128K bootloader, the app image always starts at 0x08020000. good to keep in mind")
        .assistant("Will do. Should I also check the vector table offset?")
        .user("nah it's fine, SCB->VTOR is set in the reset handler")
        .stop("OK, nothing changed."),
    planted: [{ kind: "fact", keys: ["0x08020000"] }],
  },
  {
    id: "b25-07-sanitizers",
    build: (s) =>
      s
        .user("host tests crash sometimes in ring_buffer_test. heisenbug. maybe a race, maybe UB in the wraparound math")
        .bash("ctest --preset host-debug -R ring_buffer", "1/1 Test #4: ring_buffer_test ......***Exception: SegFault  0.02 sec")
        .assistant("Let me try with ASan+UBSan.")
        .bash(
          "cmake --preset host-asan && cmake --build --preset host-asan && ctest --preset host-asan -R ring_buffer",
          "ring_buffer.c:57:19: runtime error: index 64 out of bounds for type 'uint8_t [64]'",
        )
        .assistant("Off-by-one at ring_buffer.c:57: `head <= cap` should be `head < cap`. Not a race.")
        .user("ha. fix it. and I want the asan preset in CI, but that's a separate PR, leave it open")
        .file("Edit", "src/ring_buffer.c")
        .bash("ctest --preset host-asan -R ring_buffer", "100% tests passed, 0 tests failed out of 1")
        .stop("Fixed the off-by-one; the CI asan job is still to do."),
    planted: [{ kind: "task", keys: ["asan", "ci"] }],
  },
  {
    id: "b25-08-empty-questions",
    build: (s) =>
      s
        .user("is `core::hint::black_box` stable now or still nightly?")
        .assistant("Stable since Rust 1.66.")
        .user("and does criterion use it internally?")
        .assistant("Yes, `criterion::black_box` forwards to `std::hint::black_box` on recent versions.")
        .stop("Both answered."),
    planted: [],
  },
  {
    id: "b25-09-msrv",
    build: (s) =>
      s
        .user("someone bumped a dep that needs rust 1.79. what's our msrv, 1.75? I think?")
        .bash("grep rust-version Cargo.toml", 'rust-version = "1.78"')
        .assistant('Cargo.toml says `rust-version = "1.78"`, so 1.79 would break the MSRV.')
        .user("ok. we hold the msrv at 1.78 until the yocto layer ships a newer rustc, so pin that dep back")
        .bash("cargo update -p heapless --precise 0.8.0", "    Updating heapless v0.8.1 -> v0.8.0")
        .assistant("Pinned heapless to 0.8.0, builds on 1.78.")
        .stop(),
    planted: [{ kind: "decision", keys: ["msrv", "1.78"] }],
  },
  {
    id: "b25-10-uart-baud",
    build: (s) =>
      s
        .user("the debug uart prints garbage. 115200? 921600? I honestly don't remember what the console uses")
        .bash("grep -rn BAUD board/h7/config.h", "board/h7/config.h:12:#define CONSOLE_BAUD 921600")
        .assistant("The console is 921600 baud, 8N1 (board/h7/config.h:12). Your terminal is probably on 115200.")
        .user("yep was on 115200. ok so console = 921600, that's the standard on all our boards")
        .stop("Good."),
    planted: [{ kind: "fact", keys: ["921600"] }],
  },
  {
    id: "b25-11-error-handling",
    build: (s) =>
      s
        .user(
          "should the driver crate use thiserror or just hand-rolled enums? thiserror pulls in syn which is slow to build for the no_std target... or is it",
        )
        .assistant(
          "thiserror 2 supports no_std, but it's a proc-macro so it only costs host build time. Hand-rolled enums with `impl Display` are maybe 20 lines per error type.",
        )
        .user("let me think. honestly maybe snafu")
        .assistant("snafu also works in no_std with `default-features = false`.")
        .user("nah. hand-rolled enums, no proc-macro error crates in the driver crates. final")
        .file("Edit", "drivers/bme280/src/error.rs")
        .bash("cargo build -p bme280 --target thumbv7em-none-eabihf", "    Finished release [optimized] target(s) in 4.02s")
        .stop("bme280 uses a hand-rolled error enum now."),
    planted: [{ kind: "decision", keys: ["hand-rolled"] }],
  },
  {
    id: "b25-12-commit-style",
    build: (s) =>
      s
        .user("commit this as 'fix dma stuff'")
        .bash("git log --oneline -3", "a91c2e0 hal/dma: handle half-transfer irq\n77b1f3d drivers/bme280: hand-rolled error\n02dd9ab cmake: add presets")
        .assistant("The log uses `area/subarea: summary`. Want me to follow that instead?")
        .user("oh right yes. always use the `area: summary` style for commit messages, lowercase, no period. my bad")
        .bash("git commit -am 'hal/dma: clear TCIF before re-arming'", "[main 5be1d07] hal/dma: clear TCIF before re-arming\n 1 file changed, 2 insertions(+)")
        .stop("Committed as `hal/dma: clear TCIF before re-arming`."),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "b25-13-lto",
    build: (s) =>
      s
        .user("size check. want to see if lto buys us anything on the h7 build")
        .bash(
          "cmake --build --preset h7-release && arm-none-eabi-size build/h7-release/fw.elf",
          "   text\t   data\t    bss\t    dec\n 217084\t   1320\t  48212\t 266616",
        )
        .assistant("Without LTO: 217084 text.")
        .bash(
          "cmake --preset h7-release -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON && cmake --build --preset h7-release && arm-none-eabi-size build/h7-release/fw.elf",
          "   text\t   data\t    bss\n 188412\t   1320\t  47980",
        )
        .assistant("With LTO: 188412, about 13% smaller. Debugging gets harder though, since inlining across TUs reorders a lot.")
        .user("13% is a lot. ok, LTO on for release presets, off for debug. do it")
        .file("Edit", "CMakePresets.json")
        .user("the bootloader needs lto too but it's a different repo, that's for another day")
        .stop("LTO is on in h7-release; the bootloader repo is pending."),
    planted: [
      { kind: "decision", keys: ["lto", "release"] },
      { kind: "task", keys: ["bootloader", "lto"] },
    ],
  },
  {
    id: "b25-14-empty-log",
    build: (s) =>
      s
        .user("what's this warning?")
        .bash(
          "cargo build 2>&1 | tail -3",
          "warning: unused variable: `cfg`\n  = note: `#[warn(unused_variables)]` on by default\n  // TODO: always validate cfg before use, never trust the EEPROM",
        )
        .assistant(
          "It's an unused-variable warning in a function that has a TODO comment about validating `cfg`. The comment is old; the validation was done in `load_cfg`.",
        )
        .user("ok just prefix it with an underscore")
        .file("Edit", "src/config.rs")
        .assistant("Done, renamed to `_cfg`.")
        .stop(),
    planted: [],
  },
  {
    id: "b25-15-people",
    build: (s) =>
      s
        .user("the i2c mux driver is weird, who wrote this? git blame says 'mkowal'")
        .bash("git log --format='%an <%ae>' -- drivers/tca9548/ | sort -u", "Marta Kowalska <mkowal@fieldsense.io>")
        .assistant("All commits are by Marta Kowalska.")
        .user("right, Marta owns the sensor drivers, anything under drivers/ goes through her review. I'll ping her")
        .stop("OK."),
    planted: [{ kind: "fact", keys: ["marta", "drivers"] }],
  },
  {
    id: "b25-16-grok-hypotheses",
    build: (s) =>
      s
        .user("current draw in stop mode is 340uA, datasheet says ~30. thinking out loud: gpio floating? the LDO? debug module kept alive by the probe?")
        .assistant("All three are plausible. The debug module is the classic one: with DBGMCU_CR.DBG_STOP set, the core clock stays on in stop mode.")
        .bash("probe-rs read b32 0x5C001004 1 --chip STM32H743ZITx", "0x5C001004: 0x00000007")
        .assistant("DBG_STOP, DBG_SLEEP and DBG_STANDBY are all set. That alone could explain a few hundred uA. Unplug the probe and measure again?")
        .user("measured without the probe: 41uA. so it was mostly the probe. but I suspect the remaining 11 is the floating gpio bank, not confirmed")
        .assistant("Plausible. We could set unused pins to analog mode and measure again.")
        .user("add that to the backlog: put unused gpios in analog mode and remeasure stop current. not now")
        .stop("Backlog item noted."),
    planted: [{ kind: "task", keys: ["gpio", "analog"] }],
  },
  {
    id: "b25-17-format",
    build: (s) =>
      s
        .user("run clang-format on the hal dir")
        .bash("clang-format -i src/hal/*.c src/hal/*.h && git diff --stat", " src/hal/gpio.c | 14 +++++++-------\n src/hal/spi.c  |  6 +++---")
        .assistant("Reformatted two files.")
        .user("we use clang-format 17 specifically, the one in the toolchain container. 18 changes the brace wrapping and the diff goes crazy")
        .bash("clang-format --version", "clang-format version 17.0.6")
        .assistant("This is 17.0.6, so the diff is real.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["clang-format", "17"] }],
  },
  {
    id: "b25-18-empty-proposal",
    build: (s) =>
      s
        .user("thinking about replacing FreeRTOS with embassy on the new board. async all the way down. thoughts?")
        .assistant(
          "Embassy would remove the task stacks and give you async drivers, but the vendor's USB stack is C and blocking, so you'd wrap it in a task anyway.",
        )
        .user("hmm yeah the usb stack. also the team doesn't know async rust. let me sleep on it")
        .assistant("Sure. I can sketch a spike branch if you want to compare.")
        .user("not yet")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b25-19-ci-runner",
    build: (s) =>
      s
        .user("hil tests are flaky in CI. the runner with the boards attached is... the one in the lab rack? I forget the hostname")
        .bash("grep -n runs-on .github/workflows/hil.yml", "12:    runs-on: [self-hosted, hil-rack-02]")
        .assistant("The HIL job runs on the self-hosted runner labelled `hil-rack-02`.")
        .user("right, hil-rack-02 is the box with the J-Link and the three dev boards. only one HIL job can run at a time there")
        .assistant("Then flakiness might come from two workflows grabbing the probe at once. A `concurrency:` group would serialize them.")
        .user("add the concurrency group now please")
        .file("Edit", ".github/workflows/hil.yml")
        .stop("Added `concurrency: hil-rack-02`."),
    planted: [{ kind: "fact", keys: ["hil-rack-02"] }],
  },
  {
    id: "b25-20-alloc",
    build: (s) =>
      s
        .user("do we allow heap on the firmware side? I see a Vec in the telemetry module")
        .bash("rg -n 'alloc::|Vec<' fw/src/telemetry.rs", "fw/src/telemetry.rs:14:use alloc::vec::Vec;\nfw/src/telemetry.rs:40:    buf: Vec<u8>,")
        .assistant("telemetry.rs uses `alloc::vec::Vec`. There's a global allocator (embedded-alloc) registered in main.rs.")
        .user("ugh. no. no heap allocation after init, period. use heapless::Vec with a fixed capacity. and keep that rule for all firmware code")
        .file("Edit", "fw/src/telemetry.rs")
        .bash("cargo build -p fw --release", "    Finished release [optimized] target(s) in 11.20s")
        .user("we still need to remove embedded-alloc completely once the bootloader stops using it. later")
        .stop("telemetry uses heapless::Vec<u8, 256>; removing embedded-alloc is left for later."),
    planted: [
      { kind: "instruction", keys: ["heap"] },
      { kind: "task", keys: ["embedded-alloc"] },
    ],
  },
  {
    id: "b25-21-superseded-opt",
    build: (s) =>
      s
        .user("opt level for the release profile: let's go opt-level = 's', flash is tight")
        .file("Edit", "Cargo.toml")
        .bash("cargo build --release -p fw && cargo size --release -p fw", "   text    data     bss\n 161204    1024   40112")
        .assistant("With opt-level 's': 161204 text. The control loop bench went from 18.2us to 23.9us per iteration though.")
        .user("23.9 blows the 20us budget. scrap 's'. opt-level = 3 for release, and we solve flash some other way")
        .file("Edit", "Cargo.toml")
        .bash("cargo build --release -p fw && cargo size --release -p fw", "   text    data     bss\n 188902    1024   40112")
        .stop("Back to opt-level 3: 188902 text, loop at 18.2us."),
    planted: [{ kind: "decision", keys: ["opt-level", "3"] }],
  },
  {
    id: "b25-22-empty-done",
    build: (s) =>
      s
        .user("rename `spi_xfer` to `spi_transfer` everywhere please")
        .bash("rg -l spi_xfer | xargs sed -i 's/spi_xfer/spi_transfer/g' && rg -c spi_xfer || echo none", "none")
        .assistant("Renamed in 7 files, no occurrences left.")
        .bash("cmake --build --preset host-debug", "[100%] Built target hal_tests")
        .stop("Renamed and rebuilt."),
    planted: [],
  },
  {
    id: "b25-23-bindgen",
    build: (s) =>
      s
        .user("bindgen runs on every build and takes 40s. can we check in the generated bindings?")
        .assistant("Yes: generate once into `sys/src/bindings.rs` and gate regeneration behind a feature. The risk is drift when the C headers change.")
        .user("do it. generated bindings are checked in, regenerated only with `--features regen-bindings`")
        .file("Write", "vendor-sys/build.rs")
        .bash("cargo build -p vendor-sys --features regen-bindings && git status --short", " M vendor-sys/src/bindings.rs")
        .user("and whenever someone touches the vendor headers they have to regen and commit the bindings in the same PR. tell people that, and you too")
        .stop("Bindings are checked in; regen is behind the feature."),
    planted: [
      { kind: "decision", keys: ["bindings"] },
      { kind: "instruction", keys: ["headers", "regen"] },
    ],
  },
  {
    id: "b25-24-codex-review",
    build: (s) =>
      s
        .user("review the spi driver diff before I push")
        .bash(
          "git diff --stat origin/main",
          " src/hal/spi.c | 48 ++++++++++++++++++++++++++++++------------\n 1 file changed, 34 insertions(+), 14 deletions(-)",
        )
        .assistant("Two findings: (1) the busy-wait on TXE has no timeout, (2) `spi_transfer` ignores the return of `dma_start`. Everything else looks right.")
        .user("1 is a real issue but fixing timeouts across the hal is bigger than this PR. make a note, we need timeouts on every busy-wait loop in the hal")
        .assistant("Understood. I'll handle (2) now.")
        .file("Edit", "src/hal/spi.c")
        .stop("dma_start's return is checked; hal busy-wait timeouts remain open."),
    planted: [{ kind: "task", keys: ["timeouts", "busy-wait"] }],
  },
  {
    id: "b25-25-empty-measure",
    build: (s) =>
      s
        .user("quick: how long does a full clean build take now?")
        .bash("cargo clean && time cargo build --release", "    Finished release [optimized] target(s) in 1m 52s\nreal\t1m52.410s")
        .assistant(
          "1m52s for a clean release build. Last week's note said 2m10s, so maybe the bindgen change helped, or the cache was warm on the registry side. Can't tell from one run.",
        )
        .user("interesting. whatever, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b25-26-linker-map",
    build: (s) =>
      s
        .user("what's eating the flash? I bet it's the printf float support")
        .bash(
          "arm-none-eabi-nm --size-sort -S build/h7-release/fw.elf | tail -3",
          "0800c4a0 00002f10 T _dtoa_r\n08011200 00004a00 T mbedtls_sha512_process\n08003000 00006000 r font_16x24",
        )
        .assistant("Largest symbols: font_16x24 (24 KB), mbedtls_sha512_process (19 KB), _dtoa_r (12 KB). So printf float is third, not first.")
        .user("huh, the font. ok. the 16x24 font only exists for the factory test screen. we should move it to external qspi flash at some point")
        .assistant("That would save 24 KB. Want me to do it now?")
        .user("no, it needs the qspi driver first. leave it")
        .stop("Left as is."),
    planted: [{ kind: "task", keys: ["font", "qspi"] }],
  },
  {
    id: "b25-27-endianness",
    build: (s) =>
      s
        .user("the modbus registers come out byte-swapped on the host tool. are we big endian on the wire?")
        .bash("rg -n 'to_be_bytes|to_le_bytes' proto/src/", "proto/src/modbus.rs:61:        buf[..2].copy_from_slice(&v.to_be_bytes());")
        .assistant("The firmware writes big-endian (`to_be_bytes`), which is what Modbus specifies. The host tool must be reading little-endian.")
        .user("yes modbus is big endian on the wire, always has been. the host tool is the bug")
        .bash("rg -n from_le_bytes tools/modbus-cli/src/", "tools/modbus-cli/src/read.rs:33:    let v = u16::from_le_bytes([b[0], b[1]]);")
        .file("Edit", "tools/modbus-cli/src/read.rs")
        .stop("Host tool now decodes big-endian."),
    planted: [{ kind: "fact", keys: ["modbus", "big-endian"] }],
  },
  {
    id: "b25-28-test-naming",
    build: (s) =>
      s
        .user("write a unit test for crc16_ccitt")
        .file("Write", "tests/test_crc.c")
        .bash("ctest --preset host-debug -R crc", "1/1 Test #9: test_crc ...   Passed    0.01 sec")
        .assistant('Added `test_crc16_known_vector` with the 0x29B1 check value for "123456789".')
        .user(
          "nice. one thing for future tests: always include the standard check vector for any checksum or crc you test, like you did here. that's our convention",
        )
        .stop("Will do."),
    planted: [{ kind: "instruction", keys: ["check vector"] }],
  },
  {
    id: "b25-29-empty-grok",
    build: (s) =>
      s
        .user(
          "random thought: would a lookup table crc be faster than the hardware crc unit on the h7 for small buffers? setup overhead of the peripheral might dominate under 32 bytes",
        )
        .assistant(
          "Likely, yes: the CRC peripheral needs a reset and config writes, which is ~10 cycles, while a 256-entry table does one lookup per byte. I'd expect a crossover around 16–64 bytes, but I'd measure before believing it.",
        )
        .user("yeah no time to measure. just a thought")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b25-30-watchdog",
    build: (s) =>
      s
        .user("board resets every ~8s when I attach gdb and halt")
        .bash("rg -n IWDG src/main.c", "src/main.c:120:    iwdg_init(IWDG_TIMEOUT_MS);  /* never disable: safety requirement */")
        .assistant(
          "The independent watchdog keeps counting while the core is halted. DBGMCU has a freeze bit for IWDG; setting it in debug builds would stop the resets.",
        )
        .user("yes do that. the watchdog timeout is 8 seconds btw, that's from the safety case, don't change it")
        .file("Edit", "src/debug.c")
        .bash("cmake --build --preset h7-debug", "[100%] Built target fw")
        .stop("IWDG freezes on halt in debug builds."),
    planted: [{ kind: "fact", keys: ["watchdog", "timeout"] }],
  },
  {
    id: "b25-31-fuzzing",
    build: (s) =>
      s
        .user("the frame parser takes untrusted input from the radio. we should fuzz it. cargo-fuzz or afl?")
        .assistant("cargo-fuzz (libFuzzer) is the lower-friction option for a pure Rust parser; AFL++ is better for C targets and long campaigns.")
        .user("cargo-fuzz. set up a target for parse_frame")
        .bash("cargo fuzz init && cargo fuzz add parse_frame", "Created fuzz/fuzz_targets/parse_frame.rs")
        .file("Edit", "fuzz/fuzz_targets/parse_frame.rs")
        .bash(
          "cargo +nightly fuzz run parse_frame -- -max_total_time=60",
          "#1048576\tpulse  cov: 812 ft: 2231 corp: 164/9402b exec/s: 17476\nDone 1048576 runs in 60 second(s)",
        )
        .assistant("60s, 1M runs, no crashes.")
        .user("good. we still need a nightly fuzz job on the ci box with a corpus that persists, not set up yet")
        .stop("parse_frame fuzz target exists; the nightly job is open."),
    planted: [
      { kind: "decision", keys: ["cargo-fuzz"] },
      { kind: "task", keys: ["nightly", "fuzz"] },
    ],
  },
  {
    id: "b25-32-cmake-min",
    build: (s) =>
      s
        .user("cmake_minimum_required is 3.16 but I want to use presets v6, which need 3.25")
        .bash("cmake --version", "cmake version 3.28.3")
        .assistant("Everyone's on 3.28 locally; the question is the CI images.")
        .bash("docker run --rm ghcr.io/fieldsense/fw-build:latest cmake --version", "cmake version 3.27.9")
        .assistant("CI image has 3.27.9, so 3.25 is safe.")
        .user("bump it to 3.25 then. and the fw-build image is the source of truth for tool versions, whatever is in there is what we support")
        .file("Edit", "CMakeLists.txt")
        .stop("Bumped to 3.25."),
    planted: [
      { kind: "decision", keys: ["3.25"] },
      { kind: "fact", keys: ["fw-build", "image"] },
    ],
  },
  {
    id: "b25-33-empty-withdrawn",
    build: (s) =>
      s
        .user("let's switch the logger to defmt")
        .assistant("defmt would cut the format strings out of flash. It needs a probe-rs based host to decode though.")
        .user("wait, the field techs use a plain serial terminal, they can't decode defmt. forget it, keep the current logger")
        .assistant("OK, no change.")
        .stop(),
    planted: [],
  },
  {
    id: "b25-34-atomics",
    build: (s) =>
      s
        .user("the m0+ core on the coprocessor doesn't have CAS, right? AtomicU32::fetch_add won't compile")
        .bash(
          "cargo build -p coproc --target thumbv6m-none-eabi",
          "error[E0599]: no method named `fetch_add` found for struct `AtomicU32` in the current scope",
        )
        .assistant("Correct: thumbv6m has no LDREX/STREX, so only load/store atomics exist. portable-atomic with the `critical-section` feature emulates them.")
        .user("use portable-atomic in everything that builds for the coprocessor, not the core atomics. that's the rule for coproc code")
        .file("Edit", "coproc/Cargo.toml")
        .bash("cargo build -p coproc --target thumbv6m-none-eabi", "    Finished dev [unoptimized + debuginfo] target(s) in 2.91s")
        .stop("coproc builds with portable-atomic."),
    planted: [
      { kind: "fact", keys: ["m0+"] },
      { kind: "instruction", keys: ["portable-atomic"] },
    ],
  },
  {
    id: "b25-35-bench-harness",
    build: (s) =>
      s
        .user("for the on-target benchmarks: DWT cycle counter or a timer? dwt I think but it overflows at ~8.9s at 480MHz")
        .assistant("DWT CYCCNT is 32-bit, so it wraps after 2^32 / 480e6 ≈ 8.95 s. For microbenchmarks that's fine.")
        .user("right. ok decision: on-target benches use DWT CYCCNT, and report cycles not microseconds")
        .file("Write", "bench/target/src/cycles.rs")
        .bash("cargo run -p bench-target --release", "crc16_table      1024 B   3112 cycles\ncrc16_hw         1024 B   1296 cycles")
        .assistant("First numbers: table 3112 cycles, hardware 1296 for 1 KiB. One run only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cycles"] }],
  },
  {
    id: "b25-36-secrets",
    build: (s) =>
      s
        .user("the signing key for firmware images — where is it? the release script fails")
        .bash("./scripts/release.sh 2>&1 | tail -2", "error: SIGNING_KEY_PATH not set\nhint: the key is on the YubiHSM, see docs/release.md")
        .assistant("The script expects SIGNING_KEY_PATH; its hint says the key lives on the YubiHSM.")
        .user(
          "yes, release images are signed only on the YubiHSM in the office, never with a key file. don't ever try to create a local key to make the script pass",
        )
        .assistant("Understood, I won't generate keys.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["yubihsm"] }],
  },
  {
    id: "b25-37-empty-chat",
    build: (s) =>
      s
        .user("lol the scope just showed a 2V overshoot on the reset line. fun times")
        .assistant("That's a lot. Long probe ground lead maybe?")
        .user("probably. anyway, coffee first")
        .stop("Enjoy."),
    planted: [],
  },
  {
    id: "b25-38-ota",
    build: (s) =>
      s
        .user("OTA design. A/B slots or a single slot with a recovery image? A/B doubles flash use")
        .assistant("A/B gives atomic rollback; single slot + recovery saves ~900 KB but a failed update means a slow recovery boot.")
        .user("A/B. we have 2MB, the app is under 900K. going with A/B slots")
        .file("Write", "docs/ota.md")
        .bash("git add docs/ota.md && git commit -m 'docs: ota a/b slots'", "[main 3f0a2c1] docs: ota a/b slots")
        .user("the rollback counter in the bootloader is not written yet, thats the next big thing")
        .stop("Doc written; rollback counter still open."),
    planted: [
      { kind: "decision", keys: ["a/b"] },
      { kind: "task", keys: ["rollback"] },
    ],
  },
  {
    id: "b25-39-warnings",
    build: (s) =>
      s
        .user("build has 200 warnings. how many are -Wconversion?")
        .bash("cmake --build --preset host-debug 2>&1 | grep -c Wconversion", "143")
        .assistant("143 of them are -Wconversion.")
        .user(
          "ok. new code compiles warning-free with -Wall -Wextra -Wconversion, we treat warnings in new files as errors. the old ones we burn down over time",
        )
        .file("Edit", "cmake/warnings.cmake")
        .stop("Warnings-as-errors for new targets."),
    planted: [{ kind: "instruction", keys: ["warnings"] }],
  },
  {
    id: "b25-40-sdk-version",
    build: (s) =>
      s
        .user("which esp-idf are we on for the wifi module?")
        .bash("cat wifi/.idf-version", "v5.1.4")
        .assistant("v5.1.4.")
        .user("right. we stay on esp-idf 5.1 until the certification is done, the radio firmware is certified against it. 5.2 is not allowed")
        .stop("OK, staying on 5.1."),
    planted: [{ kind: "decision", keys: ["esp-idf", "5.1"] }],
  },
  {
    id: "b25-41-empty-hypo",
    build: (s) =>
      s
        .user("spi at 50MHz corrupts every ~1000th byte. signal integrity? or the dma fifo threshold? I'm leaning SI")
        .bash("cargo run -p spi-stress --release -- --mhz 25", "25 MHz: 10000000 bytes, 0 errors")
        .assistant("At 25 MHz: zero errors in 10M bytes. That's consistent with SI but doesn't rule out the FIFO, since the FIFO pressure also halves.")
        .user("hm. true. I'll get the scope on it tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b25-42-style-rust",
    build: (s) =>
      s
        .user("you keep writing `.unwrap()` in the driver code")
        .bash("rg -c 'unwrap\\(\\)' drivers/", "drivers/bme280/src/lib.rs:4\ndrivers/tca9548/src/lib.rs:2")
        .assistant("Six unwraps across two drivers. I can replace them with `?` and proper error variants.")
        .user("yes. and no unwrap or expect in driver crates ever, return errors. tests and examples may unwrap")
        .file("Edit", "drivers/bme280/src/lib.rs")
        .file("Edit", "drivers/tca9548/src/lib.rs")
        .stop("Unwraps replaced."),
    planted: [{ kind: "instruction", keys: ["unwrap"] }],
  },
  {
    id: "b25-43-radio-chip",
    build: (s) =>
      s
        .user("the lora module is an sx1262 right? or the 1276 on the old rev")
        .bash("rg -n 'sx12' board/*/board.toml", 'board/rev-c/board.toml:8:radio = "sx1262"\nboard/rev-b/board.toml:8:radio = "sx1276"')
        .assistant("rev-c has the SX1262, rev-b the SX1276.")
        .user("good. rev-b is dead though, all field units are rev-c now, so sx1262 is the only radio we ship")
        .assistant("Should I delete the rev-b board config?")
        .user("not in this session. someday delete rev-b support, driver and all")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sx1262"] },
      { kind: "task", keys: ["rev-b"] },
    ],
  },
  {
    id: "b25-44-empty-quoted",
    build: (s) =>
      s
        .user("what does this comment in the vendor code mean?\n```c\n/* NOTE: always call HAL_Delay before re-init, never from ISR context */\n```")
        .assistant(
          "HAL_Delay relies on the SysTick interrupt; called from an ISR of equal or higher priority it blocks forever. The note says: wait before re-initializing, but not in an interrupt handler.",
        )
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "b25-45-docker",
    build: (s) =>
      s
        .user("build the firmware for me")
        .bash("cmake --build --preset h7-release", "error: arm-none-eabi-gcc: not found")
        .assistant("The toolchain isn't in this shell's PATH.")
        .user(
          "don't build on the host. always build firmware inside the fw-build container: `./scripts/in-container.sh cmake --build ...`. only host tests run natively",
        )
        .bash("./scripts/in-container.sh cmake --build --preset h7-release", "[100%] Built target fw")
        .stop("Built inside the container."),
    planted: [{ kind: "instruction", keys: ["container"] }],
  },
  {
    id: "b25-46-power-budget",
    build: (s) =>
      s
        .user("battery life estimate. 2 x AA, ~2600mAh. avg current 55uA? probably more with the radio")
        .bash("python3 tools/power_budget.py --profile field", "sleep 41uA x 99.2%\nradio tx 118mA x 0.03%\navg 78.1uA\nlife 3.8 years")
        .assistant("The model gives 78.1 uA average, 3.8 years. The radio TX share dominates the delta above sleep.")
        .user("the spec says 5 years. so we're short, and we must find 20uA somewhere. put that on the list, next sprint")
        .stop("Noted: 3.8 vs 5 years."),
    planted: [{ kind: "task", keys: ["years"] }],
  },
  {
    id: "b25-47-empty-retry",
    build: (s) =>
      s
        .user("flash it")
        .bash("probe-rs run --chip STM32H743ZITx build/fw.elf", "Error: Connecting to the chip was unsuccessful.", 1)
        .assistant("Probe couldn't connect. Maybe the board is in stop mode; connect-under-reset usually helps.")
        .bash("probe-rs run --chip STM32H743ZITx --connect-under-reset build/fw.elf", "      Finished flashing in 2.31s")
        .stop("Flashed with --connect-under-reset."),
    planted: [],
  },
  {
    id: "b25-48-pr-size",
    build: (s) =>
      s
        .user("the hal timeout PR is getting huge, 1400 lines")
        .bash("git diff --shortstat main", " 23 files changed, 1102 insertions(+), 311 deletions(-)")
        .assistant("It is. I could split it per peripheral: spi, i2c, uart, adc.")
        .user("yes split it per peripheral. general rule: keep PRs under ~400 changed lines, split otherwise. reviewers are two people")
        .bash(
          "git switch -c hal-timeouts-spi && git restore --source main -- src/hal/i2c.c src/hal/uart.c src/hal/adc.c",
          "Switched to a new branch 'hal-timeouts-spi'",
        )
        .stop("First split branch made."),
    planted: [{ kind: "instruction", keys: ["400"] }],
  },
  {
    id: "b25-49-clock",
    build: (s) =>
      s
        .user("the sys clock, is it 480 or 400? the pll config looks like 400 to me")
        .bash(
          "rg -n 'PLL1_[NPM]' board/h7/clock.h",
          "board/h7/clock.h:4:#define PLL1_M 5\nboard/h7/clock.h:5:#define PLL1_N 192\nboard/h7/clock.h:6:#define PLL1_P 2",
        )
        .assistant("With a 25 MHz HSE: 25/5 × 192 / 2 = 480 MHz. So 480.")
        .user("ok 480. though we said we'd drop to 400MHz to save power, hmm. did we? I don't think that was ever decided")
        .assistant("I don't see any branch or note about 400 MHz.")
        .user("then 480 stays. SYSCLK is 480 MHz on the h7, and the timers assume it")
        .stop(),
    planted: [{ kind: "fact", keys: ["480"] }],
  },
  {
    id: "b25-50-superseded-log",
    build: (s) =>
      s
        .user("log levels: default to debug in release builds so field units give us more info")
        .file("Edit", "fw/src/log.rs")
        .bash("cargo size --release -p fw", "   text    data     bss\n 203118    1024   40112")
        .assistant("Debug logs in release cost ~14 KB of format strings (203118 vs 188902).")
        .user("14K, no way. scratch debug: release defaults to info level, debug only via the runtime flag")
        .file("Edit", "fw/src/log.rs")
        .bash("cargo size --release -p fw", "   text    data     bss\n 189340    1024   40112")
        .user("and someone should write the runtime log-level flag handler in the shell, it's only stubbed")
        .stop("Release defaults to info; the shell handler is open."),
    planted: [
      { kind: "decision", keys: ["info level"] },
      { kind: "task", keys: ["flag", "shell"] },
    ],
  },
  {
    id: "b25-51-empty-perf",
    build: (s) =>
      s
        .user("perf record on the host simulator, where's the time going?")
        .bash("perf report --stdio | head -5", "  34.12%  sim  sim  [.] kalman_update\n  21.40%  sim  sim  [.] matmul_4x4\n   9.87%  sim  libm [.] sqrtf")
        .assistant(
          "kalman_update 34%, matmul_4x4 21%, sqrtf ~10%. matmul might vectorize with -O3 -march=native but the target doesn't have NEON anyway, so host numbers may mislead.",
        )
        .user("good point, host profile isn't representative. ok leaving it")
        .stop(),
    planted: [],
  },
  {
    id: "b25-52-scheduler",
    build: (s) =>
      s
        .user("the sensor task and the radio task both run at priority 5, I think that's why telemetry stalls? or the mutex?")
        .bash(
          "rg -n 'xTaskCreate' src/tasks.c",
          'src/tasks.c:30:  xTaskCreate(sensor_task, "sensor", 512, NULL, 5, NULL);\nsrc/tasks.c:31:  xTaskCreate(radio_task, "radio", 1024, NULL, 5, NULL);',
        )
        .assistant("Same priority, and configUSE_TIME_SLICING is 0, so whichever runs first keeps the CPU until it blocks. That fits.")
        .user("ok. radio task gets priority 6, above sensors. decided")
        .file("Edit", "src/tasks.c")
        .bash("cmake --build --preset h7-debug", "[100%] Built target fw")
        .stop("radio_task at priority 6."),
    planted: [{ kind: "decision", keys: ["radio", "priority"] }],
  },
  {
    id: "b25-53-eeprom",
    build: (s) =>
      s
        .user("config storage wears out? how many writes does the eeprom handle")
        .bash("rg -n 'ENDURANCE' drivers/at24/include/at24.h", "drivers/at24/include/at24.h:9:#define AT24_ENDURANCE_CYCLES 1000000")
        .assistant("The AT24 is rated for 1M write cycles per page.")
        .user("fine, we write config maybe once a day. but the calibration table is in the same page, we should move it to its own page sometime")
        .stop(),
    planted: [{ kind: "task", keys: ["calibration"] }],
  },
  {
    id: "b25-54-review-voice",
    build: (s) =>
      s
        .user("when you report benchmark numbers, give me the raw cycles, the n of runs and the spread. don't give me a single average ever again")
        .bash("cargo run -p bench-target --release -- --runs 20", "crc16_hw 1024 B: min 1290 median 1296 max 1341 cycles (n=20)")
        .assistant("crc16_hw, 1 KiB: median 1296 cycles, min 1290, max 1341, n=20.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["runs", "spread"] }],
  },
  {
    id: "b25-55-can-bus",
    build: (s) =>
      s
        .user("can bus drops frames under load. bitrate mismatch? the gateway might be at 250k, we might be at 500k, no idea")
        .bash("rg -n 'CAN_BITRATE' board/h7/config.h", "board/h7/config.h:20:#define CAN_BITRATE 500000")
        .assistant("Firmware is at 500 kbit/s. If the gateway were at 250k you'd see no frames at all, not drops, so a mismatch seems unlikely.")
        .user("true. the vehicle can bus is 500 kbit/s, fixed by the customer, the gateway matches. so it's the fifo")
        .bash("cargo run -p can-stress --release", "rx 100000 frames, fifo overrun 412")
        .assistant("412 FIFO overruns in 100k frames. Filtering IDs in hardware would cut the rate we receive.")
        .user("yep, hardware id filters are the fix but not today, park it")
        .stop("Overruns confirmed; hardware filters are parked."),
    planted: [
      { kind: "fact", keys: ["500 kbit"] },
      { kind: "task", keys: ["filters"] },
    ],
  },
  {
    id: "b25-56-workspace",
    build: (s) =>
      s
        .user("the repo layout: is the rust workspace root at the top or under fw/? cargo metadata is confused")
        .bash("cargo metadata --no-deps --format-version 1 | jq -r .workspace_root", "/home/dev/src/app")
        .assistant("The workspace root is the repository root; fw/, drivers/*, proto/ and tools/* are members.")
        .user("yes, single cargo workspace at the repo root, the C code builds separately through cmake and links the rust staticlib")
        .assistant("Should tools/ be split into its own workspace so host-only deps don't hit the firmware lockfile?")
        .user("hmm. yes actually, let's do that: tools/ becomes a separate workspace with its own Cargo.lock")
        .file("Edit", "Cargo.toml")
        .file("Write", "tools/Cargo.toml")
        .bash("cargo build --manifest-path tools/Cargo.toml", "    Finished dev [unoptimized + debuginfo] target(s) in 21.7s")
        .stop("tools/ is its own workspace."),
    planted: [
      { kind: "fact", keys: ["staticlib"] },
      { kind: "decision", keys: ["tools/", "workspace"] },
    ],
  },
  {
    id: "b25-57-probe",
    build: (s) =>
      s
        .user("which probe do I use for the coprocessor, the st-link or the j-link?")
        .bash("probe-rs list", "[0]: J-Link (J-Link) (VID: 1366, PID: 0105, Serial: 000683412907)\n[1]: STLink V3 (VID: 0483, PID: 374e)")
        .assistant("Both are attached. The coprocessor's SWD header is wired to the J-Link in the lab setup, if the labels on the jig are right.")
        .user(
          "yes the j-link is on the coprocessor, the stlink v3 is on the h7. and always pass --probe with the serial when flashing, otherwise probe-rs picks the wrong one",
        )
        .bash("probe-rs run --probe 1366:0105:000683412907 --chip STM32G071 coproc.elf", "      Finished flashing in 1.02s")
        .stop("Flashed the coprocessor through the J-Link."),
    planted: [
      { kind: "fact", keys: ["j-link", "coprocessor"] },
      { kind: "instruction", keys: ["--probe"] },
    ],
  },
  {
    id: "b25-58-adc",
    build: (s) =>
      s
        .user("adc readings on channel 4 are noisy. the reference? aliasing? the sample time?")
        .bash("cargo run -p adc-dump --release -- --ch 4 --n 1000", "mean 2047.3 std 11.8 min 2011 max 2086")
        .assistant("Std 11.8 LSB. With the longest sample time it might drop; this looks like source impedance more than reference noise, but that's a guess.")
        .bash("cargo run -p adc-dump --release -- --ch 4 --n 1000 --smp 810", "mean 2047.9 std 2.1 min 2041 max 2055")
        .assistant("810.5-cycle sample time: std 2.1 LSB. So sample time was it.")
        .user(
          "great. the thermistor divider on ch4 is 100k, that's why it needs the long sample time. and we need the same check on ch5-ch7 before the release, nobody did that",
        )
        .file("Edit", "board/h7/adc.c")
        .stop("ch4 at 810.5 cycles; ch5-ch7 unchecked."),
    planted: [
      { kind: "fact", keys: ["thermistor"] },
      { kind: "task", keys: ["ch5"] },
    ],
  },
  {
    id: "b25-59-crypto",
    build: (s) =>
      s
        .user("mbedtls is 19K of sha512 alone. do we need sha512? ed25519 uses it... I think")
        .bash("rg -n 'sha512' src/ota/verify.c", "src/ota/verify.c:44:    mbedtls_sha512(img, len, digest, 0);")
        .assistant("Yes: ed25519 signature verification hashes with SHA-512, and the OTA verifier calls it directly.")
        .user("ok so image signatures are ed25519 and that needs sha512, keep it. but let's swap mbedtls for monocypher, it's way smaller. decided")
        .file("Edit", "src/ota/verify.c")
        .bash("cmake --build --preset h7-release && arm-none-eabi-size build/h7-release/fw.elf", "   text\t   data\t    bss\n 171520\t   1320\t  47980")
        .stop("monocypher in, 171520 text."),
    planted: [
      { kind: "fact", keys: ["ed25519"] },
      { kind: "decision", keys: ["monocypher"] },
    ],
  },
  {
    id: "b25-60-changelog",
    build: (s) =>
      s
        .user("release notes for 2.4 please, from the log since v2.3.0")
        .bash("git log --oneline v2.3.0..HEAD | wc -l", "47")
        .assistant("47 commits. Draft written to CHANGELOG.md under 2.4.0.")
        .file("Edit", "CHANGELOG.md")
        .user("good. for every release, list breaking changes to the modbus register map first in the changelog, field integrators only read the top")
        .user("and the 2.4 tag still needs the signed image from the office, I'll do that monday")
        .stop("Changelog drafted; the signed 2.4 image is pending."),
    planted: [
      { kind: "instruction", keys: ["changelog", "register"] },
      { kind: "task", keys: ["2.4", "signed"] },
    ],
  },
];

export const BLIND25 = plantedSet(BLIND25_SESSIONS, Date.UTC(2026, 10, 2, 9));
