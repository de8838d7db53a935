/**
 * Blind planted set 209 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Rust embedded/no_std developer (probe-rs, RTIC, defmt) on an STM32 sensor board, precise
 * about pins, clocks and the memory map, with strict rules about unsafe and panics; terse messages,
 * register addresses and datasheet section numbers, cargo/probe-rs output quoted verbatim.
 * Each session is one segment; the items planted in it are listed with it: 73 items (16 decisions, 19 instructions, 22 facts, 16 tasks) in 50 sessions, 13 of which plant nothing (62 user/assistant messages between them).
 * Every other message
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

export const BLIND209_SESSIONS: BlindSession[] = [
  {
    id: "b209-memory-map",
    build: (s) =>
      s
        .user("probe-rs keeps flashing over the bootloader. why is the app landing at 0x0800_0000?")
        .file("Read", "firmware/memory.x")
        .assistant(
          "memory.x has `FLASH : ORIGIN = 0x08000000, LENGTH = 512K`, so the linker puts the vector table right on top of the bootloader. Do you want me to move the origin?",
        )
        .user(
          "yes. for the record: the bootloader owns the first 64K, the app starts at 0x0801_0000 and the last 8K sector (0x0807_E000) is the config page, nobody writes there except the cfg module",
        )
        .file("Edit", "firmware/memory.x")
        .bash(
          "cargo size --release -- -A | head -6",
          "tidepod-fw  :\nsection              size        addr\n.vector_table         472   0x8010000\n.text               61240   0x80101d8\n.rodata              9876   0x801f110",
        )
        .assistant(
          "Origin is now 0x08010000 with LENGTH = 440K so the config page at 0x0807_E000 stays outside the app region. Vector table lands at 0x8010000.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["0x0801_0000"] },
      { kind: "fact", keys: ["0x0807_e000", "config"] },
    ],
  },
  {
    id: "b209-no-unwrap",
    build: (s) =>
      s
        .user("clippy is red on the i2c driver, can you look")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings 2>&1 | tail -5",
          "error: used `unwrap()` on a `Result` value\n  --> src/drivers/sht4x.rs:88:23\n   |\n88 |         let raw = self.read_raw().unwrap();\n   = note: `-D clippy::unwrap-used` implied by `-D warnings`",
        )
        .assistant(
          'The lint is `clippy::unwrap_used`, which is denied in lib.rs. I can change it to `.expect("sht4x read")` so the message shows up in the defmt panic log.',
        )
        .user(
          "no expect either. rule for this crate: no unwrap, no expect, no indexing that can panic outside of init. errors go up as Result and the task decides. the only panic we accept is in #[init] when the hardware isn't there at all",
        )
        .file("Edit", "firmware/src/drivers/sht4x.rs")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings 2>&1 | tail -1",
          "    Finished `dev` profile [optimized + debuginfo] target(s) in 3.41s",
        )
        .assistant("read_raw now returns `Result<u32, Sht4xError>` and the measure task logs and retries. Clippy is clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["expect", "init"] }],
  },
  {
    id: "b209-rtic-v2",
    build: (s) =>
      s
        .user("we need to settle the scheduler before the radio work starts. options were RTIC 2 with the monotonic on TIM2, or embassy-executor. thoughts?")
        .assistant(
          "Both work on the G474. RTIC 2 gives you compile-time priority ceilings and no allocator; embassy gives you the HAL ecosystem and async drivers. Since you already have the blocking HAL drivers, RTIC 2 with async tasks and `rtic-monotonics` on TIM2 is the smaller jump.",
        )
        .user("ok going with RTIC 2 + rtic-monotonics on TIM2. no embassy-executor in this repo, we can still pull embassy-stm32 pieces later if needed")
        .file("Edit", "firmware/Cargo.toml")
        .bash("cargo tree -e normal --depth 1 | grep -E 'rtic|embassy'", "├── rtic v2.1.1\n├── rtic-monotonics v2.0.2")
        .assistant("Cargo.toml now depends on rtic 2.1 and rtic-monotonics with the `stm32g474re` and `stm32_tim2` features.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rtic", "tim2"] }],
  },
  {
    id: "b209-clock-tree",
    build: (s) =>
      s
        .user("uart baud is off, the logic analyzer shows 119k instead of 115200")
        .file("Read", "firmware/src/clocks.rs")
        .assistant(
          "clocks.rs assumes the HSE is 8 MHz but the PLL settings (M=2, N=85, R=2) only give 170 MHz from a 16 MHz input. Is the crystal on this board 8 or 24 MHz?",
        )
        .user("it's a 24 MHz HSE on rev C. rev B had 8. check the schematic page 3 if you dont believe me")
        .bash("grep -n 'HSE\\|Y1' docs/hw/tidepod-revC-bom.csv", "14,Y1,ECS-240-10-36Q-ES,24MHz crystal,HSE")
        .assistant(
          "Confirmed, Y1 is 24 MHz on rev C. With M=6, N=85, R=2 SYSCLK is 170 MHz and PCLK1 stays 170 MHz. I fixed the PLL config; baud measures 115200 now.",
        )
        .file("Edit", "firmware/src/clocks.rs")
        .user("good. the sysclk target is 170 MHz, don't let anyone drop it to 150 for power, the ADC timing depends on it")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["24 mhz", "rev c"] },
      { kind: "instruction", keys: ["170 mhz"] },
    ],
  },
  {
    id: "b209-defmt-rtt",
    build: (s) =>
      s
        .user("logs disappear after about a second when running under probe-rs")
        .bash(
          "probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw",
          "      Erasing ✔ 100% [####################]  64.00 KiB\n  Programming ✔ 100% [####################]  62.00 KiB\nINFO  boot: rev C, sysclk 170 MHz\nINFO  sht4x ready\nWARN  RTT buffer full, dropping",
        )
        .assistant(
          "The RTT up-buffer is the default 1024 bytes and the measure task logs the whole sample frame every 10 ms. Setting DEFMT_RTT_BUFFER_SIZE=4096 should fix the drops. Alternatively we could lower the log level in the measure task.",
        )
        .user(
          "set the buffer to 4096 in .cargo/config.toml env so it's not per-shell. and DEFMT_LOG stays at info in the checked-in config, people can override locally to debug or trace",
        )
        .file("Edit", "firmware/.cargo/config.toml")
        .bash("probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep -c WARN", "0")
        .assistant("No more drops with the 4 KiB buffer.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4096"] },
      { kind: "instruction", keys: ["defmt_log", "info"] },
    ],
  },
  {
    id: "b209-empty-probe-question",
    build: (s) =>
      s
        .user("what's the difference between `probe-rs run` and `cargo embed` again? I always forget")
        .assistant(
          "`probe-rs run` flashes, resets and streams defmt/RTT to your terminal, then exits when the core halts; it is what you usually put in `runner` in .cargo/config.toml. `cargo embed` reads Embed.toml and can also open a GDB server and an RTT terminal UI with several channels.",
        )
        .user("so for gdb I'd want embed? or can run do it")
        .assistant(
          "`probe-rs run` doesn't expose GDB. For GDB use `probe-rs gdb --chip STM32G474RETx` or `cargo embed` with `[default.gdb] enabled = true`. VS Code's probe-rs-debugger extension is a third option and talks DAP directly.",
        )
        .user("ok thanks, just curious")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b209-adc-dma",
    build: (s) =>
      s
        .user("ADC1 samples are garbage once the radio task runs. I think DMA1 channel 1 is being reused by the SPI driver, but that's a guess")
        .bash(
          "grep -rn 'DMA1_CH\\|dma1.ch' firmware/src | head",
          "firmware/src/adc.rs:41:    let ch = dp.DMA1.ch1;\nfirmware/src/radio/spi.rs:27:    let tx = dp.DMA1.ch1;\nfirmware/src/radio/spi.rs:28:    let rx = dp.DMA1.ch2;",
        )
        .assistant(
          "Your guess is right: both adc.rs and radio/spi.rs take DMA1 channel 1. The SPI TX overwrites the ADC's CMAR. I can move SPI to DMA1 ch3/ch4 via DMAMUX.",
        )
        .user("do it. and write it down somewhere: DMA1 ch1 is the ADC's, period. SPI radio gets ch3/ch4")
        .file("Edit", "firmware/src/radio/spi.rs")
        .file("Write", "firmware/docs/dma-map.md")
        .bash(
          "probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep adc | tail -2",
          "INFO  adc: vbat=3712 mV temp=24.1 C\nINFO  adc: vbat=3711 mV temp=24.1 C",
        )
        .assistant("ADC readings are stable with the radio running. dma-map.md lists the allocation.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ch1", "adc"] },
      { kind: "decision", keys: ["ch3"] },
    ],
  },
  {
    id: "b209-unsafe-policy",
    build: (s) =>
      s
        .user("can you add the raw register poke for the OPAMP3 trim, the PAC doesn't expose the field")
        .file("Read", "firmware/src/analog/opamp.rs")
        .assistant(
          "I'd write `unsafe { core::ptr::write_volatile(0x4001_0308 as *mut u32, val) }` inside `set_trim`. The address is OPAMP3_CSR per RM0440 §25.5.",
        )
        .user(
          "fine, but every unsafe block gets a `// SAFETY:` comment saying which register, which RM section and why no other context touches it. no exceptions, and unsafe never goes in task bodies, only in the driver module",
        )
        .file("Edit", "firmware/src/analog/opamp.rs")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D clippy::undocumented_unsafe_blocks 2>&1 | tail -1",
          "    Finished `dev` profile [optimized + debuginfo] target(s) in 2.98s",
        )
        .assistant(
          "Added the SAFETY comment (OPAMP3_CSR, RM0440 §25.5, owned by the analog driver only) and enabled `clippy::undocumented_unsafe_blocks` so the rule is checked.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["safety:"] },
      { kind: "instruction", keys: ["unsafe", "task bodies"] },
    ],
  },
  {
    id: "b209-todo-watchdog",
    build: (s) =>
      s
        .user("the IWDG is disabled in debug builds, right?")
        .bash(
          "grep -n 'iwdg\\|IWDG' firmware/src/main.rs",
          "112:    #[cfg(not(debug_assertions))]\n113:    let wdg = IndependentWatchdog::new(cx.device.IWDG);\n114:    // TODO: feed from idle, never from a timer ISR",
        )
        .assistant("Yes, it's only created when debug_assertions is off, with a 500 ms timeout. There's an old TODO in main.rs about feeding it from idle.")
        .user(
          "ok leave it for now. but we have to get the watchdog into debug builds too, with DBGMCU freeze so it stops when the core is halted. not today, after the radio bring-up",
        )
        .assistant("Understood, not touching it now.")
        .stop(),
    planted: [{ kind: "task", keys: ["dbgmcu"] }],
  },
  {
    id: "b209-pinout",
    build: (s) =>
      s
        .user("wiring the SHT40 on the new board. which pins?")
        .file("Read", "docs/hw/pinout.md")
        .assistant(
          "pinout.md for rev C lists I2C2 on PA8 (SDA) and PA9 (SCL), AF4. The older rev B table has I2C1 on PB8/PB9. Which revision is on your bench?",
        )
        .user(
          "rev C. and yeah I2C2 on PA8/PA9 is right, checked with the meter. also the LED is PB7 active low, whoever wrote active high in pinout.md was wrong",
        )
        .file("Edit", "docs/hw/pinout.md")
        .bash("cargo build --release 2>&1 | tail -1", "    Finished `release` profile [optimized + debuginfo] target(s) in 9.12s")
        .assistant("Fixed the LED polarity in pinout.md and the board module now drives PB7 low for on.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pa8", "i2c2"] },
      { kind: "fact", keys: ["pb7", "active low"] },
    ],
  },
  {
    id: "b209-empty-panic-handler",
    build: (s) =>
      s
        .user("is panic-probe or panic-halt smaller in flash? just wondering for the bootloader")
        .assistant(
          "panic-halt is a few bytes: it loops forever. panic-probe pulls in defmt formatting for the panic message and triggers a breakpoint, so it's typically 1-3 KiB more depending on what else already uses defmt.",
        )
        .user("the bootloader doesn't use defmt at all I think. maybe panic-halt there? not sure yet")
        .assistant("If it doesn't link defmt, panic-halt would save the whole defmt runtime. I can measure both with cargo size if you want.")
        .user("nah not now, I'm just thinking out loud. let me finish the radio stuff first")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b209-flash-speed",
    build: (s) =>
      s
        .user("flashing takes forever, like 20s for 60K")
        .bash(
          "probe-rs list",
          "The following debug probes were found:\n[0]: STLink V3 -- 0483:374e:002B00203137510D39383538 (ST-LINK)\n[1]: CMSIS-DAP v2 -- 2e8a:000c:E66138935F1B2F28 (CMSIS-DAP)",
        )
        .assistant(
          "Two probes are attached: the on-board STLINK-V3 and a Pico debugprobe. Without `--probe` probe-rs picks one and with the CMSIS-DAP at the default speed it's slow. I can pin the runner to the STLINK with `--probe 0483:374e` and `--speed 24000`.",
        )
        .user("yes. the Pico debugprobe is only for the second board on the shelf, the tidepod runner should always use the STLINK V3")
        .file("Edit", "firmware/.cargo/config.toml")
        .bash("time cargo run --release 2>&1 | tail -2", "  Programming ✔ 100% [####################]  62.00 KiB @ 41.2 KiB/s\nreal\t0m3.804s")
        .assistant("Down to under 4 s.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["stlink"] }],
  },
  {
    id: "b209-stack-overflow",
    build: (s) =>
      s
        .user("hard fault after ~40 minutes of running. here's the dump")
        .bash(
          "probe-rs attach --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | tail -6",
          "ERROR HardFault\n  r0: 0x20000004 r1: 0x00000000\n  pc: 0x08012a4e lr: 0x08012a1f\n  sp: 0x1ffffff8\nFrame 0: filter::fir_step @ src/dsp/filter.rs:77",
        )
        .assistant(
          "SP is 0x1ffffff8, below the start of SRAM1 at 0x2000_0000, so this is a stack overflow into nothing. fir_step keeps a 2 KiB coefficient copy on the stack. Could also be recursion somewhere but I don't see any.",
        )
        .bash("cargo call-stack --bin tidepod-fw 2>/dev/null | grep -A2 'max stack'", "max stack usage: 9416 bytes (fir_step -> idle -> main)")
        .assistant(
          "call-stack confirms 9.4 KiB worst case and the stack is 8 KiB. Root cause: fir_step copies COEFFS by value. I made it take `&'static [i16; 1024]` and placed the table in flash; worst case is now 7.1 KiB.",
        )
        .file("Edit", "firmware/src/dsp/filter.rs")
        .user(
          "nice find. I want flip-link in the build so an overflow faults cleanly instead of trashing .bss, add it to the runner/linker config. and put call-stack in the CI later, not now, make a note",
        )
        .file("Edit", "firmware/.cargo/config.toml")
        .assistant("flip-link is set as the linker. CI call-stack step left for later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flip-link"] },
      { kind: "task", keys: ["call-stack", "ci"] },
    ],
  },
  {
    id: "b209-radio-choice",
    build: (s) =>
      s
        .user("radio: I was going to use the SX1262 module, but the lead time is 26 weeks. what about the RFM95 we have in the drawer?")
        .assistant(
          "RFM95 is an SX1276, older LoRa chip, ~10 mA more RX current, but the lora-phy crate supports both. Switching means changing the busy pin handling: SX1276 has no BUSY line, it uses DIO0 for TX done.",
        )
        .user("hmm, let me check with hardware")
        .bash(
          "cat docs/hw/radio-notes.md | head -4",
          "# Radio\n- SX1262 footprint on rev C (U7)\n- BUSY -> PC6, DIO1 -> PC7, NSS -> PA4\n- RFM95 breakout fits J9 with a bodge",
        )
        .user("ok talked to Marta. we stay on the SX1262, she found 40 pcs at a distributor. RFM95 is off the table")
        .assistant("Staying with SX1262 then. The pin map in radio-notes.md already matches: BUSY on PC6, DIO1 on PC7, NSS on PA4.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sx1262"] },
      { kind: "fact", keys: ["busy", "pc6"] },
    ],
  },
  {
    id: "b209-tasks-list",
    build: (s) =>
      s
        .user(
          "before I stop for today, things we still owe:\n- the OTA image needs a CRC32 check in the bootloader before jumping\n- lora-phy is pinned to a git rev, move to the crates.io release once 3.0 is out\n- someone has to measure sleep current on rev C, target is under 5 uA",
        )
        .bash("git status --short", " M firmware/src/radio/mod.rs\n M firmware/Cargo.lock")
        .assistant("I'll leave the radio/mod.rs change uncommitted as it is. The three items are noted.")
        .user("yep, commit the mod.rs thing actually, it's just the rename")
        .bash("git commit -am 'radio: rename LoraCtx -> Radio' && git log --oneline -1", "a3f9e12 radio: rename LoraCtx -> Radio")
        .assistant("Committed as a3f9e12.")
        .stop(),
    planted: [
      { kind: "task", keys: ["crc32", "bootloader"] },
      { kind: "task", keys: ["lora-phy", "3.0"] },
      { kind: "task", keys: ["sleep current"] },
    ],
  },
  {
    id: "b209-empty-status",
    build: (s) =>
      s
        .user("run the host-side unit tests for the dsp crate")
        .bash(
          "cargo test -p tidepod-dsp 2>&1 | tail -4",
          "running 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s",
        )
        .assistant("All 23 dsp tests pass on the host.")
        .user("and the fir test with the new table?")
        .bash("cargo test -p tidepod-dsp fir 2>&1 | tail -2", "test fir::tests::impulse_response_matches_python ... ok\ntest result: ok. 1 passed; 0 failed")
        .assistant("impulse_response_matches_python passes with the flash-resident coefficient table.")
        .user("cool")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b209-host-tests",
    build: (s) =>
      s
        .user("why does `cargo test` at the workspace root try to build for thumbv7em and fail?")
        .bash(
          "cat .cargo/config.toml",
          '[build]\ntarget = "thumbv7em-none-eabihf"\n\n[target.thumbv7em-none-eabihf]\nrunner = "probe-rs run --chip STM32G474RETx"',
        )
        .assistant(
          "The workspace-level config sets the default target to thumbv7em, so `cargo test` builds tests for the MCU, where there's no std test harness. The dsp and protocol crates are pure no_std logic and can be tested on the host.",
        )
        .user(
          "right. so: host tests are `cargo test -p tidepod-dsp -p tidepod-proto --target x86_64-unknown-linux-gnu`, that's how we run them from now on. add a `cargo xtest` alias so nobody has to type that",
        )
        .file("Edit", ".cargo/config.toml")
        .bash("cargo xtest 2>&1 | tail -1", "test result: ok. 41 passed; 0 failed; 0 ignored")
        .assistant("`cargo xtest` is aliased and runs both crates on the host: 41 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["xtest"] }],
  },
  {
    id: "b209-i2c-timeout",
    build: (s) =>
      s
        .user("the SHT40 read hangs sometimes, forever")
        .file("Read", "firmware/src/drivers/sht4x.rs")
        .assistant(
          "The blocking read spins on RXNE with no timeout. If the sensor NACKs or SCL is held low, it never returns. Maybe the pull-ups are weak? 10k on a 400 kHz bus is marginal.",
        )
        .user("pullups are 2k2 on rev C, not the problem. I scoped it, the sensor holds SCL low after a brownout")
        .assistant(
          "Then it needs a bus recovery: 9 clocks on SCL as GPIO, then a STOP. I'll add a 5 ms timeout on every I2C transaction and run the recovery on timeout.",
        )
        .file("Edit", "firmware/src/drivers/i2c_recover.rs")
        .bash("cargo build --release 2>&1 | tail -1", "    Finished `release` profile [optimized + debuginfo] target(s) in 8.77s")
        .user("ok. also every blocking bus op in the drivers gets a timeout, I don't want to see another unbounded spin loop in review")
        .assistant("Added the recovery and the 5 ms timeout.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2k2"] },
      { kind: "fact", keys: ["brownout", "scl"] },
      { kind: "instruction", keys: ["timeout", "spin"] },
    ],
  },
  {
    id: "b209-probe-chip-name",
    build: (s) =>
      s
        .user("probe-rs says chip not found on Kasia's machine")
        .bash(
          "probe-rs chip list | grep -i g474",
          "        STM32G474CBTx\n        STM32G474CCTx\n        STM32G474CETx\n        STM32G474RBTx\n        STM32G474RCTx\n        STM32G474RETx",
        )
        .assistant("Her runner probably says `STM32G474RE`; probe-rs needs the full target name `STM32G474RETx` (512K flash, LQFP64).")
        .bash("cat /home/kasia/tidepod/.cargo/config.toml | grep chip", 'runner = "probe-rs run --chip STM32G474RE"')
        .user("yep that's it. fix the README so it's clear, it's RETx")
        .file("Edit", "README.md")
        .assistant("README's setup section now says `--chip STM32G474RETx`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["stm32g474retx"] }],
  },
  {
    id: "b209-empty-musing",
    build: (s) =>
      s
        .user("random thought: would heapless::Vec or a fixed array be nicer for the sample ring?")
        .assistant(
          "heapless::Vec gives you len tracking and push/pop; a fixed array plus a head index is leaner. For a ring, heapless::Deque or `bbqueue` would be closer to what you want.",
        )
        .user("bbqueue is the one with the grant api? might be overkill")
        .assistant(
          "Yes, it's a lock-free SPSC byte queue with read/write grants, good for DMA. For 16-bit samples consumed by one task it's probably overkill.",
        )
        .user("we'll see. maybe later. what time is it in Taipei lol, the vendor call is at 9")
        .assistant("I don't have a clock, but Taipei is UTC+8.")
        .stop(),
    planted: [],
  },
  {
    id: "b209-cfg-page",
    build: (s) =>
      s
        .user("the config page write fails with PGSERR")
        .bash(
          "probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep -i flash",
          "ERROR flash: SR = 0x00000080 (PGSERR)\nERROR cfg: write failed",
        )
        .assistant(
          "PGSERR on the G4 means the programming sequence is wrong: flash writes must be double-words (64-bit) and aligned to 8 bytes. cfg::write does 32-bit writes.",
        )
        .file("Edit", "firmware/src/cfg.rs")
        .bash("probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep -i cfg", "INFO  cfg: saved 48 bytes, crc ok")
        .assistant("cfg::write now packs into u64 and pads to 8 bytes; the save works.")
        .user(
          "good. note for later: the config layout needs a version byte, right now we can't tell an old layout from a new one. let's do that when we add the LoRa keys to it",
        )
        .stop("Noted the version byte for when the LoRa keys go in."),
    planted: [
      { kind: "fact", keys: ["64-bit", "8 bytes"] },
      { kind: "task", keys: ["version byte"] },
    ],
  },
  {
    id: "b209-empty-typo",
    build: (s) =>
      s
        .user("typo in the boot banner, it says 'sysclck'")
        .bash("grep -rn sysclck firmware/src", 'firmware/src/main.rs:58:    defmt::info!("boot: rev {}, sysclck {} MHz", rev, mhz);')
        .assistant("Found it in main.rs line 58.")
        .file("Edit", "firmware/src/main.rs")
        .user("thx. also the word 'initalised' somewhere in the drivers")
        .bash("grep -rln initalised firmware/src", "firmware/src/drivers/sht4x.rs")
        .assistant("Fixed both: 'sysclk' in the boot banner and 'initialised' in sht4x.rs.")
        .stop(),
    planted: [],
  },
  {
    id: "b209-owner",
    build: (s) =>
      s
        .user("who do I ask about the antenna matching? the return loss looks bad on 868")
        .bash("cat CODEOWNERS", "/firmware/           @tomek\n/docs/hw/            @marta-k\n/bootloader/         @tomek\n/tools/              @lena")
        .assistant("CODEOWNERS has @marta-k on docs/hw, which is the closest thing to RF. Is she the RF person?")
        .user(
          "marta does the schematic and the RF matching, yes. tomek owns the bootloader and firmware review. Lena wrote the factory test tool under tools/ but she's left, nobody owns it now",
        )
        .assistant("Thanks. So antenna questions go to Marta.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta", "rf"] },
      { kind: "fact", keys: ["tomek", "bootloader"] },
      { kind: "fact", keys: ["factory test"] },
    ],
  },
  {
    id: "b209-priorities",
    build: (s) =>
      s
        .user("the radio IRQ task misses DIO1 edges when the ADC task is busy")
        .file("Read", "firmware/src/main.rs")
        .assistant(
          "In the app macro, `adc_done` (DMA1_CH1) is at priority 3 and `radio_irq` (EXTI9_5) at priority 2, so a long ADC block processing delays the radio. Options: raise radio to 4, or move the FIR work out of the DMA handler into a software task at priority 1.",
        )
        .user(
          "both. radio_irq goes to priority 4, highest in the system, and the fir processing moves into a software task at prio 1. hardware handlers only copy and spawn",
        )
        .file("Edit", "firmware/src/main.rs")
        .file("Edit", "firmware/src/dsp/task.rs")
        .bash("probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep -c 'missed DIO1'", "0")
        .assistant("No more missed DIO1 edges over a 10-minute run.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["radio_irq", "priority 4"] },
      { kind: "instruction", keys: ["copy and spawn"] },
    ],
  },
  {
    id: "b209-empty-cargo-log",
    build: (s) =>
      s
        .user("what does this warning mean")
        .bash(
          "cargo build --release 2>&1 | grep -A3 warning | head -5",
          "warning: `#[must_use]` result of `Radio::send` is never used\n  --> src/main.rs:201:9\n   |\n   = note: this `Result` may be an `Err` variant, which should always be handled",
        )
        .assistant("It's the must_use lint: `Radio::send` returns a Result and main.rs:201 drops it. Want me to propagate it or log it?")
        .user("log it with defmt::warn for now")
        .file("Edit", "firmware/src/main.rs")
        .assistant('Now `if let Err(e) = radio.send(&frame) { defmt::warn!("send: {}", e) }`. Build is warning-free.')
        .stop(),
    planted: [],
  },
  {
    id: "b209-vbat",
    build: (s) =>
      s
        .user("battery voltage reads ~7% low compared to the bench supply")
        .file("Read", "firmware/src/adc.rs")
        .assistant(
          "adc.rs uses VREF = 3300 mV as a constant. The G4 has a factory VREFINT calibration value at 0x1FFF_75AA; using it corrects for the actual VDDA. Also the divider on VBAT might not be the 1:2 the code assumes.",
        )
        .user("divider is 100k/47k on rev C, not 1:2. and yes use VREFINT_CAL")
        .file("Edit", "firmware/src/adc.rs")
        .bash(
          "probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep vbat | tail -1",
          "INFO  adc: vbat=4012 mV temp=24.3 C",
        )
        .assistant("With VREFINT_CAL and the 100k/47k ratio it reads 4012 mV against 4.01 V on the supply.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["100k/47k"] },
      { kind: "fact", keys: ["0x1fff_75aa"] },
    ],
  },
  {
    id: "b209-bootloader-swap",
    build: (s) =>
      s
        .user("for OTA: A/B slots or a swap-with-scratch like mcuboot? we have 512K, app is ~70K now")
        .assistant(
          "With 512K and a 70K app, A/B fits easily: two 200K slots after the bootloader. Swap-with-scratch saves flash but is more complex and wears the scratch sector. I'd lean A/B with a boot-count flag in the config page.",
        )
        .user("hmm what about embassy-boot, doesn't it do this already?")
        .assistant(
          "embassy-boot does A/B with a DFU partition and a state partition, and it works without the embassy executor. It expects its own partition layout, though.",
        )
        .user(
          "ok, decided: embassy-boot with its A/B + state partitions, we adapt our layout to it instead of writing our own bootloader. tomek agreed this morning",
        )
        .bash("cargo add embassy-boot-stm32 --manifest-path bootloader/Cargo.toml 2>&1 | tail -1", "      Adding embassy-boot-stm32 v0.3.0 to dependencies")
        .assistant("Added embassy-boot-stm32 0.3 to the bootloader crate. The partition layout still needs to be written.")
        .user("yes, do the layout next week")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["embassy-boot"] },
      { kind: "task", keys: ["partition layout"] },
    ],
  },
  {
    id: "b209-fixed-point",
    build: (s) =>
      s
        .user("is the FPU actually enabled? the filter is slower than I expected")
        .bash(
          "rustc --print cfg --target thumbv7em-none-eabihf | grep -i 'feature\\|abi'",
          'target_abi="eabihf"\ntarget_feature="dsp"\ntarget_feature="thumb-mode"\ntarget_feature="v7"',
        )
        .assistant(
          "The eabihf target enables hardware float, and the M4F has a single-precision FPU. The filter is slow because it uses f64 in fir_step, which is done in software. Switching to f32 would use the FPU; or we could go fixed point with the DSP instructions (SMLAD) on i16.",
        )
        .user("what's faster on the M4, f32 or q15 with smlad?")
        .bash(
          "cargo bench -p tidepod-dsp --target x86_64-unknown-linux-gnu 2>&1 | tail -1",
          "note: cycle counts below are from the DWT on target, see bench/fir.md",
        )
        .file("Read", "bench/fir.md")
        .assistant("bench/fir.md from last month: 1024-tap FIR, f64 soft: 412k cycles, f32: 31k cycles, q15 SMLAD: 18k cycles.")
        .user("q15 then. the whole dsp chain goes to q15 fixed point, no floats in the sample path. f32 is fine in the slow stuff like calibration")
        .file("Edit", "firmware/src/dsp/filter.rs")
        .assistant("Converted fir_step to q15 with the SMLAD intrinsic path.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["q15"] },
      { kind: "fact", keys: ["f64", "software"] },
    ],
  },
  {
    id: "b209-commit-rules",
    build: (s) =>
      s
        .user("commit the adc changes")
        .bash("git diff --stat", " firmware/src/adc.rs | 34 +++++++++++++++++-----\n 1 file changed, 27 insertions(+), 7 deletions(-)")
        .assistant("I'll commit it as 'fix adc scaling'.")
        .user(
          "prefix with the module like we do: `adc: use VREFINT_CAL and rev C divider`. and from now on before any commit run `cargo xtest` and the thumbv7em clippy, both, even for one-liners",
        )
        .bash(
          "cargo xtest 2>&1 | tail -1 && cargo clippy --target thumbv7em-none-eabihf -- -D warnings 2>&1 | tail -1",
          "test result: ok. 41 passed; 0 failed; 0 ignored\n    Finished `dev` profile [optimized + debuginfo] target(s) in 3.02s",
        )
        .bash("git commit -am 'adc: use VREFINT_CAL and rev C divider' && git log --oneline -1", "7c21b04 adc: use VREFINT_CAL and rev C divider")
        .assistant("Committed 7c21b04 after xtest and clippy passed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prefix", "module"] },
      { kind: "instruction", keys: ["xtest", "clippy"] },
    ],
  },
  {
    id: "b209-empty-datasheet",
    build: (s) =>
      s
        .user("does the G474 have a hardware CRC peripheral that does CRC32 with the ethernet polynomial?")
        .assistant(
          "Yes, the CRC unit defaults to the 0x04C11DB7 polynomial with init 0xFFFFFFFF. To match the usual zlib CRC32 you also need input/output bit reversal (REV_IN = 0b11, REV_OUT = 1) and a final XOR in software.",
        )
        .user("and it's on AHB1? need to enable the clock somewhere")
        .assistant("It's on AHB1, enabled with RCC_AHB1ENR.CRCEN (bit 12). The HAL's `Crc` constructor does that for you.")
        .user("ok, good to know. not doing it today")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b209-lowpower",
    build: (s) =>
      s
        .user("measured sleep on rev C: 38 uA. way over. any idea?")
        .assistant(
          "Usual suspects: the debug interface keeps clocks on while a probe is attached, GPIOs left floating, the SX1262 not put into sleep, and the SHT40 heater. Was the probe connected during the measurement?",
        )
        .user("probe was disconnected. I'll try pulling the radio out of the equation")
        .bash(
          "probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep -i sleep",
          "INFO  radio: SetSleep(warm_start=true)\nINFO  pwr: entering STOP1",
        )
        .user(
          "ok found it. it's the LDO on the sensor rail, U4 has 30 uA quiescent, it's a hardware thing. we can't fix it in firmware. Marta is swapping it for a TPS7A02 on rev D",
        )
        .assistant(
          "So the 30 uA is the LDO's quiescent current on rev C, and the rev D swap fixes it. Firmware side, STOP1 and the radio warm-start sleep are both entered correctly.",
        )
        .user("right. in firmware we use STOP1 not STOP2, STOP2 loses LPUART state and we need it for the wake on console. keep it that way")
        .stop("Keeping STOP1."),
    planted: [
      { kind: "fact", keys: ["ldo", "30 ua"] },
      { kind: "decision", keys: ["stop1"] },
    ],
  },
  {
    id: "b209-followups",
    build: (s) =>
      s
        .user("ok radio TX works, got the packet on the gateway")
        .bash(
          "journalctl -u chirpstack-gateway-bridge --since '5 min ago' | grep rxpk | tail -1",
          'Nov 14 10:02:11 gw chirpstack-gateway-bridge[811]: rxpk freq=868.1 rssi=-47 snr=9.8 datr="SF7BW125" size=23',
        )
        .assistant(
          "SF7BW125 on 868.1 MHz at -47 dBm, 23 bytes. That's the frame from `Radio::send`. Note the payload is unencrypted; LoRaWAN framing isn't there yet.",
        )
        .user(
          "yep. remaining radio work, I'll pick it up monday: add the AES-CMAC MIC to the frame, and the duty cycle limiter for 868 (1%). also remind me to ask Marta about the TCXO voltage, I think DIO3 has to supply 1.8V but not sure",
        )
        .file("Write", "firmware/docs/radio-todo.md")
        .assistant("Wrote the list to firmware/docs/radio-todo.md.")
        .stop(),
    planted: [
      { kind: "task", keys: ["aes-cmac"] },
      { kind: "task", keys: ["duty cycle"] },
      { kind: "task", keys: ["marta", "tcxo"] },
    ],
  },
  {
    id: "b209-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking of switching defmt to the `defmt-rtt` with a bigger buffer, or to semihosting. semihosting might be simpler?")
        .assistant(
          "Semihosting halts the core on every print (the host has to service a BKPT), so it's orders of magnitude slower and breaks timing. For RTIC firmware defmt-rtt is the better fit.",
        )
        .user("ah right, semihosting is out then, forget I said it. buffer is already 4K anyway")
        .assistant("Yes, the 4 KiB RTT buffer is already in the config.")
        .stop(),
    planted: [],
  },
  {
    id: "b209-panic-strategy",
    build: (s) =>
      s
        .user("what happens on a panic in the field, right now? with panic-probe and no debugger attached")
        .bash(
          "grep -n 'panic' firmware/Cargo.toml firmware/src/main.rs",
          'firmware/Cargo.toml:21:panic-probe = { version = "0.3", features = ["print-defmt"] }\nfirmware/src/main.rs:4:use panic_probe as _;',
        )
        .assistant(
          "panic-probe executes a BKPT; without a debugger the core takes a HardFault and then sits in the fault loop, so the device hangs until the watchdog resets it (release builds only).",
        )
        .user(
          "not acceptable. release builds: custom panic handler that writes the panic location into the .uninit noinit RAM section and does SCB::sys_reset. debug keeps panic-probe. we read the crash record on next boot and send it with the first uplink",
        )
        .file("Write", "firmware/src/panic.rs")
        .file("Edit", "firmware/memory.x")
        .bash("cargo build --release 2>&1 | tail -1", "    Finished `release` profile [optimized + debuginfo] target(s) in 9.40s")
        .assistant(
          'panic.rs has the release handler storing file/line in a `#[link_section = ".uninit.crash"]` record and calling sys_reset. Sending it in the first uplink isn\'t done yet.',
        )
        .user("right, the uplink part is for later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sys_reset"] },
      { kind: "task", keys: ["crash record", "uplink"] },
    ],
  },
  {
    id: "b209-ci-runner",
    build: (s) =>
      s
        .user("CI failed on the hil job again")
        .bash(
          "gh run view 8841 --log-failed | tail -4",
          "hil  probe-rs run --chip STM32G474RETx --probe 0483:374e fw.elf\nhil  Error: Failed to open the debug probe.\nhil  Caused by: The device is busy (LIBUSB_ERROR_BUSY)\nhil  ##[error]Process completed with exit code 1.",
        )
        .assistant(
          "LIBUSB_ERROR_BUSY: something else holds the STLINK on the HIL runner. Possibly a previous job's probe-rs that didn't exit, or the ModemManager grabbing the VCP.",
        )
        .bash("ssh hil-01 'pgrep -a probe-rs'", "23114 probe-rs run --chip STM32G474RETx --probe 0483:374e fw.elf")
        .assistant("A probe-rs from job 8839 is still running on hil-01 (pid 23114). It never exited because the firmware doesn't halt.")
        .user(
          "kill it. the hil runner is hil-01 in the lab rack, only one job at a time can use it. add `timeout 120` around probe-rs in the workflow and a concurrency group so two hil jobs never overlap",
        )
        .bash("ssh hil-01 'kill 23114'", "")
        .file("Edit", ".github/workflows/hil.yml")
        .assistant("Killed 23114. hil.yml wraps probe-rs in `timeout 120` and sets `concurrency: hil-01`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hil-01"] },
      { kind: "decision", keys: ["timeout 120"] },
    ],
  },
  {
    id: "b209-empty-review",
    build: (s) =>
      s
        .user("can you review my PR #57, the sht4x heater change? just read it, don't change anything")
        .bash(
          "gh pr diff 57 | head -12",
          "+    /// Runs the heater for 1 s at 200 mW.\n+    /// Must never be called more than once per 10 s (datasheet §4.9).\n+    pub fn heat(&mut self) -> Result<(), Sht4xError> {\n+        self.cmd(0x39)?;\n+        // TODO: rate limit\n+        Ok(())\n+    }",
        )
        .assistant(
          "Reads fine. Two remarks: the doc comment states the 10 s rule but nothing enforces it (the TODO says so), and `heat` returns before the 1 s elapses, so a caller measuring right after gets a heated reading. Do you want a rate limit inside the driver or in the task?",
        )
        .user("hmm. good points, I'll think about it and push an update")
        .assistant("Ok. I left no changes.")
        .stop(),
    planted: [],
  },
  {
    id: "b209-empty-chitchat",
    build: (s) =>
      s
        .user("morning. coffee machine is broken so expect typos")
        .assistant("Morning! What are we working on?")
        .user("nothing yet, waiting for the boards from the assembler. they said friday, maybe")
        .assistant("Ok. When they arrive I can help with the bring-up checklist.")
        .user("show me what's on the bench branch meanwhile")
        .bash("git log --oneline -3 bench", "b81e7c0 bench: fir cycle counts\n2d0a5f1 bench: dwt cycle counter helper\n90ce1aa bench: init")
        .assistant("Three commits on bench: the DWT cycle counter helper and the FIR cycle counts.")
        .stop(),
    planted: [],
  },
  {
    id: "b209-defmt-format",
    build: (s) =>
      s
        .user("the Sht4xError debug output is huge in flash, core::fmt everywhere")
        .bash(
          "cargo bloat --release --crates 2>&1 | head -5",
          "File  .text    Size Crate\n9.1%  38.2%  23.4KiB core\n4.0%  16.9%  10.3KiB tidepod_fw\n2.2%   9.1%   5.6KiB defmt",
        )
        .assistant(
          "core is 23.4 KiB, mostly fmt machinery pulled in by `#[derive(Debug)]` and one `{:?}` in a panic message. Replacing Debug with `defmt::Format` on the error types removes it.",
        )
        .user(
          "yes. error and state types derive defmt::Format, not Debug, in all firmware crates. host-only crates can keep Debug. and don't bother with ufmt, we looked at it last year",
        )
        .file("Edit", "firmware/src/drivers/sht4x.rs")
        .bash("cargo bloat --release --crates 2>&1 | sed -n 3p", "5.3%  24.0%  11.9KiB core")
        .assistant("core dropped from 23.4 to 11.9 KiB.")
        .user("nice. we should do the same audit on the bootloader crate at some point, it's probably bloated the same way")
        .stop("Ok, left for later."),
    planted: [
      { kind: "instruction", keys: ["defmt::format", "debug"] },
      { kind: "decision", keys: ["ufmt"] },
      { kind: "task", keys: ["bootloader", "audit"] },
    ],
  },
  {
    id: "b209-shared-resources",
    build: (s) =>
      s
        .user("how do I share the i2c bus between the sht4x task and the new pressure sensor task in RTIC 2?")
        .assistant(
          "Two ways: put the bus in `#[shared]` and lock it in both tasks, or use `embedded-hal-bus` with a `RefCellDevice`/`AtomicDevice` so each driver owns a device handle. With async tasks, `rtic-sync`'s `Arbiter` gives you an async mutex over the bus.",
        )
        .user("what does the Arbiter cost? is it heapless?")
        .assistant(
          "It's heapless: a waker queue in a static, no allocator. Each access is an await on the arbiter, cost is a few hundred cycles when uncontended.",
        )
        .user(
          "ok use rtic-sync Arbiter for the I2C2 bus, each sensor driver gets an ArbiterDevice. no #[shared] locking for buses, locks are for small state only",
        )
        .file("Edit", "firmware/src/main.rs")
        .file("Write", "firmware/src/drivers/lps22.rs")
        .bash("cargo build --release 2>&1 | tail -1", "    Finished `release` profile [optimized + debuginfo] target(s) in 10.02s")
        .assistant("I2C2 now sits behind an Arbiter; sht4x and lps22 each hold an ArbiterDevice.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["arbiter", "i2c2"] },
      { kind: "instruction", keys: ["#[shared]", "small state"] },
    ],
  },
  {
    id: "b209-empty-errata",
    build: (s) =>
      s
        .user("is there any errata on the G474 ADC I should know about? something about the first conversion?")
        .assistant(
          "ES0430 lists a few ADC items; the one people hit most is that the first conversion after ADEN can be wrong if ADVREGEN wasn't given its 20 µs startup. I can't tell whether your init waits long enough without reading it.",
        )
        .user("could be related to the weird first sample I see. or it's the sensor warming up. dunno")
        .assistant("A quick test: discard the first sample and see whether the outlier goes away, then add a 20 µs delay after ADVREGEN instead and compare.")
        .user("I'll try that later myself")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b209-toolchain",
    build: (s) =>
      s
        .user("Kasia gets different binary sizes than me for the same commit")
        .bash("cat rust-toolchain.toml 2>&1; rustc -V", "cat: rust-toolchain.toml: No such file or directory\nrustc 1.83.0 (90b35a623 2024-11-26)")
        .assistant(
          "There's no rust-toolchain.toml, so each machine uses whatever stable it has. Kasia may be on a different rustc. Pinning the toolchain would make the builds reproducible.",
        )
        .user(
          "pin it: 1.83.0, with the thumbv7em-none-eabihf target and llvm-tools component. bumping the toolchain is a separate PR with before/after cargo size numbers in the description, always",
        )
        .file("Write", "rust-toolchain.toml")
        .bash("rustup show active-toolchain", "1.83.0-x86_64-unknown-linux-gnu (overridden by '/home/dev/tidepod/rust-toolchain.toml')")
        .assistant("rust-toolchain.toml pins 1.83.0 with the target and llvm-tools.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1.83.0"] },
      { kind: "instruction", keys: ["toolchain", "cargo size"] },
    ],
  },
  {
    id: "b209-sram-layout",
    build: (s) =>
      s
        .user("where do I put the DMA buffers? someone said CCM RAM doesn't work with DMA")
        .file("Read", "firmware/memory.x")
        .assistant(
          "On the G474, CCM SRAM (32K at 0x1000_0000, aliased at 0x2001_8000) is only reachable by the CPU's I-bus and D-bus, not by the DMA. DMA buffers have to be in SRAM1/SRAM2 (0x2000_0000, 80K + 16K).",
        )
        .bash(
          "arm-none-eabi-nm -S --size-sort target/thumbv7em-none-eabihf/release/tidepod-fw | grep -i 'adc_buf\\|stack'",
          "10007c00 00000800 B ADC_BUF\n20000000 00002000 B _stack_start",
        )
        .assistant("And right now ADC_BUF is at 0x1000_7c00, in CCM. That's why the first DMA transfer after reset reads zeros. Moving it.")
        .file("Edit", "firmware/src/adc.rs")
        .user("good catch. so the rule: DMA buffers in .sram1 only, CCM is for the stack and the FIR state. put a static assert or linker check if you can")
        .file("Edit", "firmware/memory.x")
        .assistant('ADC_BUF is now `#[link_section = ".sram1"]`, and memory.x asserts that .sram1 is within 0x2000_0000..0x2001_8000.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["ccm", "dma"] },
      { kind: "instruction", keys: ["dma buffers", ".sram1"] },
    ],
  },
  {
    id: "b209-release-process",
    build: (s) =>
      s
        .user("how do we tag releases? I don't see any tags")
        .bash("git tag -l | tail -3", "")
        .assistant(
          'No tags yet. A common setup is `fw-vX.Y.Z` tags with the version embedded via `env!("CARGO_PKG_VERSION")` and the git hash through a build script. Should I set that up?',
        )
        .user(
          "tags are `fw-v0.x.y` for firmware and `bl-v0.x.y` for the bootloader, separate version numbers. only Tomek tags releases. build.rs embeds the short git hash, do that part now",
        )
        .file("Write", "firmware/build.rs")
        .bash(
          "cargo build --release 2>&1 | tail -1 && probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/tidepod-fw 2>&1 | grep boot",
          "    Finished `release` profile [optimized + debuginfo] target(s) in 9.66s\nINFO  boot: fw 0.4.0 (7c21b04) rev C, sysclk 170 MHz",
        )
        .assistant("The boot banner now shows `fw 0.4.0 (7c21b04)`.")
        .user("perfect. eventually the factory test tool should read that hash over the console, but nobody owns tools/ right now so it'll wait")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fw-v0", "bl-v0"] },
      { kind: "fact", keys: ["tomek", "tags"] },
      { kind: "task", keys: ["factory test", "hash"] },
    ],
  },
  {
    id: "b209-empty-numbers",
    build: (s) =>
      s
        .user("quick math: at 170 MHz how many cycles is 10 us?")
        .assistant("1700 cycles.")
        .user("and the SPI at 10.625 MHz, how long for a 256 byte frame?")
        .assistant("256 × 8 = 2048 bits; 2048 / 10.625 MHz ≈ 192.8 µs, plus a bit of inter-byte gap if DMA isn't used.")
        .user("ok so DMA it is for the frame. we already do that. fine")
        .stop("Yes, the radio SPI already uses DMA1 ch3/ch4."),
    planted: [],
  },
  {
    id: "b209-interrupt-safety",
    build: (s) =>
      s
        .user("there's a `static mut COUNTER: u32` in the exti handler, is that ok?")
        .bash(
          "grep -rn 'static mut' firmware/src",
          "firmware/src/radio/irq.rs:9:static mut COUNTER: u32 = 0;\nfirmware/src/cfg.rs:14:static mut CFG_CACHE: [u8; 64] = [0; 64];",
        )
        .assistant(
          "Both are data races in principle: COUNTER is written in the EXTI handler and read in idle; CFG_CACHE is written from two tasks. Replacing COUNTER with an AtomicU32 and moving CFG_CACHE into an RTIC `#[local]` of the cfg task fixes both.",
        )
        .user("yes and make it a rule: no `static mut` anywhere in the firmware, atomics or RTIC resources only. put `#![deny(static_mut_refs)]` in lib.rs")
        .file("Edit", "firmware/src/radio/irq.rs")
        .file("Edit", "firmware/src/cfg.rs")
        .file("Edit", "firmware/src/lib.rs")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings 2>&1 | tail -1",
          "    Finished `dev` profile [optimized + debuginfo] target(s) in 3.27s",
        )
        .assistant("Both statics are gone and the lint is denied crate-wide.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["static mut", "atomics"] }],
  },
  {
    id: "b209-gateway-region",
    build: (s) =>
      s
        .user("which sub-band is the gateway on? I want the node to only use those channels")
        .bash(
          "ssh gw 'grep -A3 \\\"\\[regions\\]\\\" /etc/chirpstack/chirpstack.toml'",
          '[regions]\n  enabled_regions=["eu868"]\n  # never enable us915 here, different antenna',
        )
        .assistant(
          "ChirpStack on the gateway is EU868 only. The comment about US915 is from the gateway config, not a firmware constraint. EU868 has the three default channels at 868.1, 868.3 and 868.5 MHz.",
        )
        .user(
          "right. EU868 only, the three default channels, SF7 to SF10. we're not doing ADR for now, fixed SF9 in the field. Marta's range test showed SF9 reaches the barn gateway with margin",
        )
        .file("Edit", "firmware/src/radio/region.rs")
        .bash("cargo xtest 2>&1 | tail -1", "test result: ok. 44 passed; 0 failed; 0 ignored")
        .assistant("region.rs restricts the node to 868.1/868.3/868.5 and a fixed SF9.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sf9"] },
      { kind: "fact", keys: ["eu868"] },
    ],
  },
  {
    id: "b209-later-list",
    build: (s) =>
      s
        .user("let's wrap up, can you show me the diff")
        .bash(
          "git diff --stat",
          " firmware/src/radio/region.rs | 18 ++++++++++----\n firmware/src/drivers/lps22.rs |  6 +++---\n 2 files changed, 17 insertions(+), 7 deletions(-)",
        )
        .assistant("Two files: region.rs (channel plan) and lps22.rs (timeout on the WHO_AM_I read).")
        .user(
          "commit both. then stuff for next sprint, write it in the tracker text: port the lps22 driver to embedded-hal 1.0 async like the sht4x one, and add a defmt-test suite that runs on hil-01. oh and the rev D pinout doc once Marta sends the schematic",
        )
        .bash(
          "git commit -qam 'radio: eu868 channel plan; lps22: whoami timeout' && git log --oneline -1",
          "e40d1c9 radio: eu868 channel plan; lps22: whoami timeout",
        )
        .file("Edit", "docs/tracker.md")
        .assistant("Committed e40d1c9 and added the three items to docs/tracker.md under 'next sprint'.")
        .stop(),
    planted: [
      { kind: "task", keys: ["lps22", "async"] },
      { kind: "task", keys: ["defmt-test"] },
      { kind: "task", keys: ["rev d", "pinout"] },
    ],
  },
  {
    id: "b209-empty-scratched",
    build: (s) =>
      s
        .user("should we move the fir to the CORDIC/FMAC peripheral? the G4 has FMAC")
        .assistant(
          "FMAC can run a FIR up to 127 taps in hardware with DMA in and out. Your filter is 1024 taps, so it would need to be split or redesigned as IIR. The CPU path is 18k cycles per block now, which is about 106 µs at 170 MHz.",
        )
        .user("127 taps max? then no, scratch that. 106 us is fine anyway")
        .assistant("Then the q15 CPU version stays as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b209-defaults",
    build: (s) =>
      s
        .user("I keep getting asked which probe-rs version. what are we on?")
        .bash("probe-rs --version", "probe-rs 0.25.0 (git commit: crates.io)")
        .assistant("0.25.0 from crates.io.")
        .user(
          "ok. everyone should be on 0.25, older ones mis-handle the G4 dual-bank option bytes. I'll tell the team. and you: when you suggest flashing commands, use `cargo run --release`, not raw probe-rs, so the runner config is used",
        )
        .bash("cargo run --release 2>&1 | tail -1", "INFO  boot: fw 0.4.0 (e40d1c9) rev C, sysclk 170 MHz")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["0.25"] },
      { kind: "instruction", keys: ["cargo run --release"] },
    ],
  },
  {
    id: "b209-payload-units",
    build: (s) =>
      s
        .user("payload format for the uplink. temperature as i32 milli-degrees, humidity as u32 milli-percent. go")
        .file("Write", "firmware/src/proto/payload.rs")
        .assistant("payload.rs encodes temp as i32 m°C and RH as u32 m%RH, 8 bytes for the pair, little endian.")
        .bash("cargo xtest 2>&1 | tail -1", "test result: ok. 46 passed; 0 failed; 0 ignored")
        .user(
          "hm wait, 8 bytes at SF9 adds up. change of plan: temp is i16 centi-degrees, humidity u8 in half-percent steps. 3 bytes. the sensor isn't better than that anyway",
        )
        .file("Edit", "firmware/src/proto/payload.rs")
        .bash("cargo xtest 2>&1 | tail -1", "test result: ok. 46 passed; 0 failed; 0 ignored")
        .assistant("Now temp is i16 in centi-degrees and RH a u8 in 0.5 % steps: 3 bytes.")
        .stop(),
    planted: [{ kind: "decision", keys: ["centi"] }],
  },
];

export const BLIND209 = plantedSet(BLIND209_SESSIONS, Date.UTC(2026, 10, 12, 9));
