/**
 * Blind planted set 154 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Rust embedded developer (no_std, Embassy, probe-rs) on an STM32H7 board, writing compact
 * messages full of code identifiers, register names, hex addresses and quoted defmt/probe-rs output.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 20 instructions, 17 facts, 17 tasks) in 55 sessions, 12 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND154_SESSIONS: BlindSession[] = [
  {
    id: "b154-defmt-switch",
    build: (s) =>
      s
        .user("logging is a mess. ok going with defmt + defmt-rtt, rip out rtt-target and the log facade. and panic-probe w/ print-defmt instead of panic-halt")
        .file("Edit", "Cargo.toml")
        .file("Edit", ".cargo/config.toml")
        .bash(
          "cargo build --release",
          "   Compiling defmt v0.3.8\n   Compiling defmt-rtt v0.4.1\n   Compiling panic-probe v0.3.2\n   Compiling fw-app v0.3.0 (/home/dev/fw)\n    Finished `release` profile [optimized + debuginfo] target(s) in 14.82s",
        )
        .assistant(
          "Swapped `rtt-target` for `defmt-rtt 0.4`, `panic-halt` for `panic-probe` (feature `print-defmt`), and added `-C link-arg=-Tdefmt.x` to the rustflags. All `log::info!` calls are now `defmt::info!`; the three that formatted `f32` with `{:.2}` use `{=f32}` now.",
        )
        .user("nice. does defmt cost much flash?")
        .assistant(
          "Probably less than core::fmt did, since the format strings go to the ELF instead of flash, but I haven't measured it. `cargo size --release` would tell us.",
        )
        .user("eh, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["defmt-rtt"] },
      { kind: "decision", keys: ["panic-probe"] },
    ],
  },
  {
    id: "b154-probe-chip",
    build: (s) =>
      s
        .bash("probe-rs list", "The following debug probes were found:\n[0]: STLink V3 -- 0483:374e:002B00213156501320323443 (ST-LINK)")
        .user(
          "finally sees the probe, was the udev rule. auto-detect grabs the wrong target on this one so always pass --chip STM32H743ZITx explicitly, in the runner and in any probe-rs cmd you run by hand",
        )
        .file("Edit", ".cargo/config.toml")
        .bash(
          "cargo run --release",
          "      Erasing ✔ [00:00:02] [##########] 256.00 KiB/256.00 KiB\n  Programming ✔ [00:00:03] [##########] 101.25 KiB/101.25 KiB\n     Finished in 5.31s\nINFO  boot: fw-app 0.3.0\nINFO  sysclk = 400000000",
        )
        .assistant("Runner is now `probe-rs run --chip STM32H743ZITx`; flashing and RTT both work.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["stm32h743zitx"] }],
  },
  {
    id: "b154-bme280-addr",
    build: (s) =>
      s
        .user("bme280 init NAKs again")
        .bash("cargo run --release", "INFO  i2c1: probing 0x76\nERROR bme280: Nack\nINFO  i2c1: probing 0x77\nINFO  bme280: CHIP_ID=0x60")
        .user("right. on our board the BME280 sits at 0x77, SDO is strapped high, not the 0x76 from every example. bit me twice now")
        .file("Edit", "src/drivers/bme280.rs")
        .assistant("Changed `BME280_ADDR` to `0x77`. CHIP_ID (reg 0xD0) reads back 0x60, so that's the right part.")
        .user("should we make the addr a generic param? nah, one board, forget it")
        .stop(),
    planted: [{ kind: "fact", keys: ["bme280", "0x77"] }],
  },
  {
    id: "b154-debounce-dma-todo",
    build: (s) =>
      s
        .user(
          "the ST7789 flush blocks ~18ms per frame and starves everything else on the executor. not today, but TODO: put the st7789 flush on SPI1 TX DMA (DMA1 stream 3) so the render task yields",
        )
        .assistant("Want me to sketch the DMA version now?")
        .user("no. today just debounce the buttons, 20ms, in the exti task")
        .file("Edit", "src/tasks/buttons.rs")
        .bash("cargo build --release", "   Compiling fw-app v0.3.0 (/home/dev/fw)\n    Finished `release` profile [optimized + debuginfo] target(s) in 6.02s")
        .assistant("Added `Timer::after_millis(20).await` after each `wait_for_falling_edge()` and re-check the pin level before sending the `ButtonEvent`.")
        .stop(),
    planted: [{ kind: "task", keys: ["st7789", "dma"] }],
  },
  {
    id: "b154-interrupt-executor",
    build: (s) =>
      s
        .user("motor PID jitters whenever the display redraws. options?")
        .assistant(
          "Two ways: (a) run the PID loop on a second `InterruptExecutor` at a higher priority, on a spare vector such as UART4 (unused here), so it preempts thread mode; (b) keep one executor and split the redraw into chunks with `yield_now()` in between. (a) is the robust one, (b) is less code.",
        )
        .user("a. PID on the InterruptExecutor at P2 on UART4, rest stays thread mode")
        .file("Edit", "src/main.rs")
        .bash("cargo run --release", "INFO  executor_high started on UART4 prio P2\nINFO  pid: dt jitter max 4us (n=10000)")
        .assistant("Jitter is down from ~900 µs to 4 µs max over 10k iterations.")
        .user("🔥")
        .stop(),
    planted: [{ kind: "decision", keys: ["interruptexecutor"] }],
  },
  {
    id: "b154-config-sector",
    build: (s) =>
      s
        .user("where does the persistent config live again")
        .file("Read", "memory.x")
        .assistant(
          "In memory.x: `CONFIG : ORIGIN = 0x081E0000, LENGTH = 128K`, the last sector of bank 2, and `FLASH` stops at 1920K so the app can't grow into it. `src/config.rs` reads it with `embassy_stm32::flash::Flash::blocking_read`.",
        )
        .user("right, bank 2 sector 7. and the bootloader must never erase that sector on update, keep that in mind whenever you touch the updater or memory.x")
        .stop(),
    planted: [
      { kind: "fact", keys: ["0x081e0000"] },
      { kind: "instruction", keys: ["bootloader", "erase"] },
    ],
  },
  {
    id: "b154-clippy-target",
    build: (s) =>
      s
        .user(
          "from now on run cargo clippy --target thumbv7em-none-eabihf -- -D warnings before telling me something's done. the host build hides half the cfg'd code",
        )
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings",
          "error: the loop variable `i` is only used to index `samples`\n  --> src/drivers/adc.rs:88:14\n   |\n88 |     for i in 0..samples.len() {\n   = note: `-D clippy::needless-range-loop` implied by `-D warnings`\nerror: unused import: `embassy_stm32::gpio::Pull`\n  --> src/tasks/buttons.rs:3:5",
          101,
        )
        .file("Edit", "src/drivers/adc.rs")
        .file("Edit", "src/tasks/buttons.rs")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings",
          "    Checking fw-app v0.3.0 (/home/dev/fw)\n    Finished `dev` profile [optimized + debuginfo] target(s) in 3.90s",
        )
        .assistant("Clippy clean on the target now: used `iter()` in adc.rs and dropped the unused `Pull` import.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["clippy", "thumbv7em"] }],
  },
  {
    id: "b154-tick-resolution",
    build: (s) =>
      s
        .user("why does Timer::after_micros(10) take 30us on the scope??")
        .assistant("Guess: embassy-time tick rate. Let me check the features.")
        .bash("grep -n embassy-time Cargo.toml", '14:embassy-time = { version = "0.3.2", features = ["defmt", "tick-hz-32_768"] }')
        .assistant(
          "Confirmed: the time driver runs at tick-hz-32_768, so one tick is 30.5 µs and any `after_micros` below that rounds up to a full tick. That's the floor for every embassy-time delay on this board.",
        )
        .user(
          "ok makes sense, we keep 32k for the low-power stop mode. so for the bitbang onewire stuff use cortex_m::asm::delay with cycle counts, not embassy timers. same for anything else under ~50us",
        )
        .file("Edit", "src/drivers/onewire.rs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["30.5"] },
      { kind: "instruction", keys: ["asm::delay"] },
    ],
  },
  {
    id: "b154-usb-windows",
    build: (s) =>
      s
        .bash("lsusb -d c0de:", "Bus 003 Device 017: ID c0de:cafe fw-app CDC-ACM")
        .user(
          "linux enumerates the cdc fine. windows gives 'device descriptor request failed' but I have no windows box today. follow-up for next week: test CDC enumeration on windows 11 with the IAD composite fix",
        )
        .assistant("Noted. Should I commit the IAD change as it is?")
        .user("yes")
        .bash(
          "git commit -am 'fix(usb): add IAD for composite CDC'",
          "[main 4b1c0de] fix(usb): add IAD for composite CDC\n 2 files changed, 11 insertions(+), 3 deletions(-)",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["windows", "cdc"] }],
  },
  {
    id: "b154-heapless",
    build: (s) =>
      s
        .user(
          "the frame parser pulls in alloc when std is off?? no. this crate stays alloc-free: heapless::Vec / heapless::String everywhere, and I don't want embedded-alloc in the dep tree, ever",
        )
        .file("Read", "src/proto/frame.rs")
        .assistant(
          'It\'s `alloc::vec::Vec<u8>` in `Frame::payload` behind `#[cfg(not(feature = "std"))]`. Converting it to `heapless::Vec<u8, 256>`; MAX_FRAME is 256 anyway.',
        )
        .file("Edit", "src/proto/frame.rs")
        .bash("cargo test -p fw-proto --features std", "running 14 tests\n..............\ntest result: ok. 14 passed; 0 failed; 0 ignored")
        .stop(),
    planted: [{ kind: "instruction", keys: ["heapless"] }],
  },
  {
    id: "b154-fw-boot-owner",
    build: (s) =>
      s
        .bash(
          "cargo tree -i fw-boot --target thumbv7em-none-eabihf",
          "fw-boot v0.4.2 (ssh://git@git.lab/marta/fw-boot.git#9e1d2a4)\n└── fw-app v0.3.0 (/home/dev/fw)",
        )
        .user(
          "fw-boot is Marta's crate, she owns the bootloader. don't patch it in our tree, ever: if something is off there, open an issue on her repo and work around it on our side",
        )
        .assistant("Understood. The `BOOT_STATE` magic mismatch then: I'll keep the workaround in `src/update.rs` instead of patching `fw-boot`.")
        .file("Edit", "src/update.rs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta", "fw-boot"] },
      { kind: "instruction", keys: ["issue"] },
    ],
  },
  {
    id: "b154-adc-resolution",
    build: (s) =>
      s
        .user("ADC: let's do 16 bit with oversampling x4")
        .file("Edit", "src/drivers/adc.rs")
        .bash("cargo run --release", "INFO  adc: res=16 ovs=4 sample=810.5cyc\nINFO  adc: conv time 41us\nWARN  current loop overrun (budget 25us)")
        .assistant("That blows the 25 µs current-loop budget: one conversion is 41 µs.")
        .user("meh. scratch the oversampling entirely, go 12-bit with 64.5 cycle sampling, no OVS. that's what we ship")
        .file("Edit", "src/drivers/adc.rs")
        .bash("cargo run --release", "INFO  adc: res=12 ovs=off sample=64.5cyc\nINFO  adc: conv time 6us")
        .stop(),
    planted: [{ kind: "decision", keys: ["12-bit"] }],
  },
  {
    id: "b154-hardfault-stack",
    build: (s) =>
      s
        .bash(
          "cargo run --release",
          "INFO  net: dhcp lease 192.168.1.57\nERROR panicked at 'HardFault'\nFrame 0: HardFault_ @ 0x08004a1c\nFrame 1: <exception entry>\nFrame 2: lcd::render @ src/tasks/lcd.rs:141",
          1,
        )
        .user(
          "ugh, stack overflow again when lcd + net run together. for now bump _stack_size to 64K in memory.x. and remind me to set up flip-link properly so overflows fault cleanly instead of eating .bss",
        )
        .file("Edit", "memory.x")
        .bash("cargo run --release", "INFO  net: dhcp lease 192.168.1.57\nINFO  lcd: frame 1 ok")
        .assistant("With a 64K stack both tasks run; no fault after 5 minutes.")
        .stop(),
    planted: [{ kind: "task", keys: ["flip-link"] }],
  },
  {
    id: "b154-commit-style",
    build: (s) =>
      s
        .bash(
          "git log --oneline -4",
          "4b1c0de fix(usb): add IAD for composite CDC\n91aa3e0 feat(drv-bme280): forced mode\n0c2f7d1 chore: bump embassy\n7de0a11 wip",
        )
        .user("commit the adc stuff. conventional commits with the crate as scope, like fix(drv-bme280): ... and don't squash anything, I rebase myself")
        .bash(
          "git commit -am 'perf(fw-app): 12-bit adc without oversampling'",
          "[main 2f0e9b3] perf(fw-app): 12-bit adc without oversampling\n 1 file changed, 6 insertions(+), 9 deletions(-)",
        )
        .assistant("Committed as `perf(fw-app): 12-bit adc without oversampling`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b154-hse-25mhz",
    build: (s) =>
      s
        .user("USART3 garbage at 115200 again")
        .assistant("Hypothesis: the PLL assumes an 8 MHz HSE like the Nucleo. If the crystal is different, every peripheral clock is off by the same ratio.")
        .user("checked with the scope: HSE on our board is 25 MHz. so yes PLL1 was wrong the whole time")
        .file("Edit", "src/board/clocks.rs")
        .bash("cargo run --release", "INFO  rcc: hse=25000000 sysclk=480000000 pclk1=120000000\nINFO  usart3: hello")
        .assistant("PLL1 now M=5, N=192, P=2 from 25 MHz → 480 MHz sysclk; USART3 reads clean.")
        .stop(),
    planted: [{ kind: "fact", keys: ["hse", "25 mhz"] }],
  },
  {
    id: "b154-ci-setup",
    build: (s) =>
      s
        .user("we have zero CI. ideas?")
        .assistant(
          "Proposal: GitHub Actions with three jobs: `cargo build --target thumbv7em-none-eabihf --release`, clippy with `-D warnings`, and host tests for fw-proto. Later a self-hosted runner with a probe attached could do hardware-in-the-loop.",
        )
        .user(
          "yes, GitHub Actions with exactly those 3 jobs. the HIL runner goes on the backlog: self-hosted HIL runner on the lab pi 4 with the spare ST-Link",
        )
        .file("Write", ".github/workflows/ci.yml")
        .bash("actionlint .github/workflows/ci.yml", "")
        .assistant("Workflow written, actionlint is clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["github actions"] },
      { kind: "task", keys: ["hil", "pi 4"] },
    ],
  },
  {
    id: "b154-board-rev-feature",
    build: (s) =>
      s
        .user("rev-b boards still in the field, need both. how do we gate pins?")
        .assistant("Either a cargo feature per revision, or read the BOARD_REV strap pins (PE2/PE3) at boot and pick the pin map at runtime.")
        .user("cargo features. `board-rev-b` and `board-rev-c`, default = rev-c. runtime strap reading no, PE2 is used by the SAI on rev-c")
        .file("Edit", "Cargo.toml")
        .file("Edit", "src/board/mod.rs")
        .bash("cargo build --release --no-default-features --features board-rev-b", "    Finished `release` profile [optimized + debuginfo] target(s) in 9.44s")
        .stop(),
    planted: [
      { kind: "decision", keys: ["board-rev-b"] },
      { kind: "fact", keys: ["pe2", "sai"] },
    ],
  },
  {
    id: "b154-embassy-git-pin",
    build: (s) =>
      s
        .bash(
          "cargo update -p embassy-stm32",
          "    Updating git repository `https://github.com/embassy-rs/embassy`\n    Updating embassy-stm32 v0.1.0 (a3f1c2e) -> v0.1.0 (d81b07f)\nerror[E0599]: no method named `set_as_af` found for struct `Flex`",
          101,
        )
        .user("and this is why. we pin embassy to a git rev in [patch], bump it deliberately once a month, never a floating branch. revert to a3f1c2e")
        .file("Edit", "Cargo.toml")
        .bash("cargo build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 31.20s")
        .assistant('Back on `rev = "a3f1c2e"` for all embassy crates in `[patch.crates-io]`; builds again.')
        .user("also TODO for next bump: port the spi driver off set_as_af, it's gone upstream")
        .stop(),
    planted: [
      { kind: "decision", keys: ["embassy", "git rev"] },
      { kind: "task", keys: ["set_as_af"] },
    ],
  },
  {
    id: "b154-rtc-lse",
    build: (s) =>
      s
        .user("RTC drifts like 2 s/hour")
        .bash("cargo run --release", "INFO  rcc: rtc clock source = LSI (32000 Hz)\nINFO  rtc: 2026-11-09T10:00:00")
        .assistant(
          "It's clocked from LSI, which is only ±5% on the H7. The board has a 32.768 kHz crystal on PC14/PC15, so switching `RtcClockSource` to LSE should fix the drift.",
        )
        .user("yep do LSE, with LSEDRV medium-high, the crystal needs it")
        .file("Edit", "src/board/clocks.rs")
        .bash("cargo run --release", "INFO  rcc: rtc clock source = LSE (32768 Hz) drive=MediumHigh\nINFO  rtc: 2026-11-09T10:04:12")
        .assistant("RTC now on LSE with `LseDrive::MediumHigh`.")
        .user("ok. note for later: measure drift over 24h on the bench before we call the RTC done")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lse"] },
      { kind: "task", keys: ["24h"] },
    ],
  },
  {
    id: "b154-dcache-dma",
    build: (s) =>
      s
        .user("ethernet RX buffers have stale bytes randomly. dcache?")
        .assistant(
          "Likely: the ETH DMA writes to AXI SRAM while the CPU has those lines in D-cache. Either invalidate before reading or put the descriptors and buffers in a non-cacheable region via the MPU.",
        )
        .file("Edit", "memory.x")
        .file("Edit", "src/board/mpu.rs")
        .bash("cargo run --release", "INFO  mpu: region 1 0x30040000 16K non-cacheable\nINFO  eth: 10000 frames, 0 corrupt")
        .assistant(
          "Confirmed as the cause: with the descriptors and RX buffers moved to SRAM3 at 0x30040000, marked non-cacheable by MPU region 1, 10k frames came in without a single corrupt byte.",
        )
        .user('good. rule from now on: every DMA buffer goes in the .sram3 section (#[link_section = ".sram3"]), nothing DMA\'d lives in AXI SRAM')
        .stop(),
    planted: [
      { kind: "fact", keys: ["0x30040000"] },
      { kind: "instruction", keys: [".sram3"] },
    ],
  },
  {
    id: "b154-watchdog",
    build: (s) =>
      s
        .user("IWDG: timeout 2s, fed only from the main supervisor task after every other task checked in. not from a timer interrupt, that defeats the point")
        .file("Write", "src/tasks/supervisor.rs")
        .bash("cargo run --release", "INFO  iwdg: timeout 2000ms\nINFO  supervisor: 5 tasks registered")
        .assistant("Supervisor feeds `IndependentWatchdog` every 500 ms when all five tasks have bumped their heartbeat `AtomicU32` since the last round.")
        .user("hm does it keep counting while halted in the debugger? would explain the resets I saw yesterday while stepping")
        .assistant(
          "It might; DBGMCU has a freeze bit for IWDG1 in halt, and I don't know whether probe-rs sets it. Could also have been the brown-out from the USB hub.",
        )
        .user("whatever, not now")
        .stop(),
    planted: [{ kind: "decision", keys: ["iwdg", "supervisor"] }],
  },
  {
    id: "b154-sensor-ownership",
    build: (s) =>
      s
        .user("who wrote the sht40 driver? the CRC check is commented out")
        .bash(
          "git log --format='%an %s' -- src/drivers/sht40.rs | head -3",
          "Jonas Ek feat(drv-sht40): initial\nJonas Ek fix(drv-sht40): skip crc for now // TODO re-enable",
        )
        .assistant("Jonas Ek, both commits; the second one disabled the CRC with a TODO in the message.")
        .user(
          "right, Jonas does all the sensor drivers, ping him before changing their APIs. and CRC: put it on the list, re-enable the sht40 crc check once his bus fix lands",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas"] },
      { kind: "instruction", keys: ["jonas"] },
      { kind: "task", keys: ["sht40", "crc"] },
    ],
  },
  {
    id: "b154-probe-speed",
    build: (s) =>
      s
        .bash(
          "cargo run --release",
          "      Erasing ✔ [00:00:02]\n  Programming ✖ \nError: An ARM specific error occurred.\nCaused by: The debug probe encountered an error: SWD wait timeout",
          1,
        )
        .user("the long flying leads to the test jig can't do full speed SWD. found it: anything above 4 MHz fails on that jig, 1800 khz is solid")
        .file("Edit", ".cargo/config.toml")
        .bash("cargo run --release", "  Programming ✔ [00:00:05]\n     Finished in 7.02s\nINFO  boot: fw-app 0.3.0")
        .assistant("Runner now passes `--speed 1800`; flashing through the jig works.")
        .stop(),
    planted: [{ kind: "fact", keys: ["jig", "4 mhz"] }],
  },
  {
    id: "b154-stop-mode",
    build: (s) =>
      s
        .user("battery version needs sleep. what's the plan")
        .assistant(
          "Options: (1) embassy-stm32's `low-power` feature, which enters STOP when all executors are idle and wakes on the RTC; (2) our own `wfi` in the idle hook with a manual STOP entry. (1) is maintained upstream but needs the time driver on the RTC.",
        )
        .user("go with 1, low-power feature. the TIM2 time driver goes away then I guess")
        .bash("cargo build --release --features low-power", "    Finished `release` profile [optimized + debuginfo] target(s) in 28.77s")
        .file("Edit", "src/main.rs")
        .assistant("Enabled `embassy-stm32/low-power`; the executor is now `embassy_stm32::low_power::Executor`, and the time driver runs off the RTC wakeup.")
        .user("cool. remaining: measure the STOP current with the otii, target <50uA. later this week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["low-power"] },
      { kind: "task", keys: ["otii"] },
    ],
  },
  {
    id: "b154-unsafe-rule",
    build: (s) =>
      s
        .file("Read", "src/drivers/st7789.rs")
        .user(
          "this has 6 unsafe blocks with zero comments. going forward: every unsafe block gets a // SAFETY: comment saying why it's sound, no exceptions, PR gets rejected otherwise",
        )
        .assistant(
          "Adding `// SAFETY:` comments to the six blocks; two of them (`steal()` of SPI1 and the raw pointer to the framebuffer) can actually be removed by passing the peripheral in.",
        )
        .file("Edit", "src/drivers/st7789.rs")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings -W clippy::undocumented_unsafe_blocks",
          "    Finished `dev` profile [optimized + debuginfo] target(s) in 4.12s",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["safety"] }],
  },
  {
    id: "b154-can-bitrate",
    build: (s) =>
      s
        .user("FDCAN1 to the motor controllers: what bitrate did we agree with the vendor?")
        .bash(
          "grep -rn bitrate docs/",
          "docs/can-bus.md:4:Nominal bitrate 500 kbit/s, data phase 2 Mbit/s (CAN FD, BRS on).\ndocs/can-bus.md:5:Termination is on the motor controller end only.",
        )
        .assistant("Per docs/can-bus.md: nominal 500 kbit/s, data phase 2 Mbit/s with BRS; termination only at the motor controller end.")
        .user("ok configure fdcan1 like that")
        .file("Edit", "src/board/can.rs")
        .bash("cargo run --release", "INFO  fdcan1: nominal 500000 data 2000000 brs=on\nINFO  fdcan1: rx id=0x181 len=8")
        .assistant("FDCAN1 is up and receiving 0x181 status frames from the controller.")
        .stop(),
    planted: [{ kind: "fact", keys: ["500 kbit", "2 mbit"] }],
  },
  {
    id: "b154-release-profile",
    build: (s) =>
      s
        .user("binary is 412K, debug asserts in release?")
        .bash(
          "cargo size --release -- -A | head -5",
          "fw-app  :\nsection      size        addr\n.vector_table 664  0x8000000\n.text     398112  0x8000298\n.rodata    23004  0x806155c",
        )
        .assistant(
          'The release profile has `opt-level = 3` and no LTO. With `lto = "fat"`, `codegen-units = 1` and `opt-level = "s"` it would likely drop a lot.',
        )
        .user("ok release profile: lto fat, codegen-units 1, opt-level s. keep debug = 2 so defmt and probe-rs backtraces still work")
        .file("Edit", "Cargo.toml")
        .bash("cargo size --release -- -A | grep text", ".text     211876  0x8000298")
        .assistant(".text went from 398 KB to 212 KB.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lto", "opt-level"] }],
  },
  {
    id: "b154-ota-followups",
    build: (s) =>
      s
        .user(
          "OTA works end to end on the bench 🎉 before I forget, the open points:\n- sign images (ed25519, key from the HSM), right now fw-boot accepts anything\n- rollback if the new image doesn't confirm within 3 boots\n- the updater eats 90K RAM, shrink the download buffer",
        )
        .bash("git status --short", " M src/update.rs\n M src/tasks/net.rs")
        .assistant("Committing the working state first.")
        .bash(
          "git commit -am 'feat(fw-app): ota over http'",
          "[main 6ad20c9] feat(fw-app): ota over http\n 2 files changed, 140 insertions(+), 12 deletions(-)",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["ed25519"] },
      { kind: "task", keys: ["rollback"] },
      { kind: "task", keys: ["download buffer"] },
    ],
  },
  {
    id: "b154-test-cmd",
    build: (s) =>
      s
        .user("how do I run the HIL tests again")
        .bash(
          "cat Makefile.toml | head -12",
          '[tasks.hil]\ncommand = "cargo"\nargs = ["test", "-p", "fw-hil", "--target", "thumbv7em-none-eabihf"]\n# NOTE: must run with the jig powered, never on the bare nucleo',
        )
        .assistant("`cargo make hil`, which runs `cargo test -p fw-hil` on the target through embedded-test.")
        .user("right. you run them with `cargo make hil`, always with --test-threads=1, embedded-test can't share the probe")
        .bash("cargo make hil -- --test-threads=1", "running 9 tests\ntest i2c_scan ... ok\ntest can_loopback ... ok\n...\ntest result: ok. 9 passed; 0 failed")
        .stop(),
    planted: [{ kind: "instruction", keys: ["cargo make hil"] }],
  },
  {
    id: "b154-flash-latency",
    build: (s) =>
      s
        .bash("cargo run --release", "INFO  rcc: sysclk=480000000 vos=Scale0\nERROR panicked at 'HardFault'\nFrame 0: HardFault_ @ 0x080011f0", 1)
        .user("hardfault right after clock switch at 480")
        .assistant("At 480 MHz the H743 needs VOS0 and 4 flash wait states (WRHIGHFREQ=2). `FLASH_ACR` still reads LATENCY=2.")
        .file("Edit", "src/board/clocks.rs")
        .bash("cargo run --release", "INFO  flash: ACR latency=4 wrhighfreq=2\nINFO  rcc: sysclk=480000000\nINFO  boot: fw-app 0.3.0")
        .assistant("Root cause confirmed: FLASH_ACR LATENCY was 2; with LATENCY=4 the board boots at 480 MHz.")
        .user(
          "👍 and honestly let's stay at 400 MHz in prod, the 480 needs VOS0 which our rev-y silicon doesn't have on half the boards. 480 only on the dev units",
        )
        .file("Edit", "src/board/clocks.rs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["latency=4"] },
      { kind: "decision", keys: ["400 mhz"] },
    ],
  },
  {
    id: "b154-rustfmt-pref",
    build: (s) =>
      s
        .file("Edit", "src/tasks/net.rs")
        .bash(
          "cargo fmt --check",
          "Diff in /home/dev/fw/src/tasks/net.rs at line 42:\n-    let cfg = embassy_net::Config::dhcpv4(Default::default());\n+    let cfg =\n+        embassy_net::Config::dhcpv4(Default::default());",
          1,
        )
        .user("we have max_width = 120 in rustfmt.toml? it's wrapping at 100")
        .bash("cat rustfmt.toml", 'edition = "2021"\n# max_width = 120  # TODO decide')
        .assistant("It's commented out, so rustfmt uses the default 100.")
        .user(
          "uncomment it, 120. and I prefer imports grouped std/core, external, crate — put group_imports = StdExternalCrate in there too, that's how I want every file",
        )
        .file("Edit", "rustfmt.toml")
        .bash("cargo +nightly fmt", "")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stdexternalcrate"] },
      { kind: "decision", keys: ["max_width"] },
    ],
  },
  {
    id: "b154-nor-flash",
    build: (s) =>
      s
        .user("logging to external flash: which chip/bus is it on this rev? schematic is on the other laptop")
        .bash("cargo run --release --example nor_probe", "INFO  spi2: jedec id = ef 40 18\nINFO  W25Q128JV 16 MiB, 4K sectors")
        .assistant("JEDEC ID EF 40 18: it's a Winbond W25Q128JV, 16 MiB with 4 KiB sectors, and it answers on SPI2 (CS on PB12 per `board/pins.rs`).")
        .user("right, the W25Q128 on SPI2, that's where logs go. sequential-storage for the log ring? nah, let me think about it")
        .assistant("Sure. Meanwhile the example stays in `examples/nor_probe.rs`.")
        .user("fine. oh and put on the todo list: the W25Q128 needs a proper power-down (0xB9) before STOP mode, it draws 15uA idle otherwise")
        .stop(),
    planted: [
      { kind: "fact", keys: ["w25q128", "spi2"] },
      { kind: "task", keys: ["0xb9"] },
    ],
  },
  {
    id: "b154-empty-typo",
    build: (s) =>
      s
        .user("typo in the net task log, 'recieved'. fix pls")
        .file("Edit", "src/tasks/net.rs")
        .assistant('Fixed: `defmt::debug!("received {=usize} bytes", n)`.')
        .user("ty. run the host tests while you're at it")
        .bash("cargo test -p fw-proto --features std", "test result: ok. 14 passed; 0 failed; 0 ignored")
        .assistant("14 passed.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-todo-grep",
    build: (s) =>
      s
        .user("how many TODOs in drivers/")
        .bash(
          "grep -rn TODO src/drivers/",
          "src/drivers/st7789.rs:12:// TODO: never call this from an ISR\nsrc/drivers/st7789.rs:88:// TODO: always reset the panel after brownout?\nsrc/drivers/adc.rs:30:// TODO must calibrate after every VOS change\nsrc/drivers/sht40.rs:51:// TODO crc",
        )
        .assistant("Four: two in st7789.rs, one in adc.rs, one in sht40.rs.")
        .user("lol. the st7789 one about the ISR, is that even true?")
        .assistant(
          "Not sure. `flush()` awaits the SPI future, so it can't be called from an interrupt handler anyway; the comment may predate the async driver.",
        )
        .user("probably. leave them, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-i2c-hypothesis",
    build: (s) =>
      s
        .user("I2C1 locked up once overnight, SDA stuck low. clock stretching from the sht40 maybe? or the 4k7 pullups too weak at 400k?")
        .assistant(
          "Both are possible. A stuck SDA usually means a slave was mid-byte when the master reset; nine SCL pulses with SDA released would recover it. Weak pull-ups would show as slow rise times rather than a lockup.",
        )
        .user("could also be the brownout reset during the motor start, idk")
        .bash("cargo run --release", "INFO  i2c1: scan 0x44 0x77\nINFO  uptime 00:00:05")
        .assistant("Bus is fine after a reset; I can't reproduce the lockup right now.")
        .user("ok let's see if it happens again")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-config-quote",
    build: (s) =>
      s
        .user(
          'what does this mean, found it in .cargo/config.toml:\n```\n[target.thumbv7em-none-eabihf]\n# always keep in sync with memory.x, never use flip-link here\nrustflags = ["-C", "link-arg=-Tlink.x", "-C", "link-arg=-Tdefmt.x"]\n```',
        )
        .assistant(
          'The comment is from the template: `link.x` includes `memory.x`, so the memory regions must match the chip. The flip-link remark is probably from before anyone tried it; there is no `linker = "flip-link"` line.',
        )
        .user("who wrote that? git blame?")
        .bash("git blame -L 2,3 .cargo/config.toml", "^1a2b3c4 (dev 2025-03-02 10:11:12 +0100 2) # always keep in sync with memory.x, never use flip-link here")
        .assistant("It's from the initial commit, taken from the cortex-m-quickstart template.")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-chitchat",
    build: (s) =>
      s
        .user("morning. coffee machine is dead so expect typos")
        .assistant("Morning. What are we looking at today?")
        .user("nothing yet, waiting for the new boards from the fab. just check the build still works on latest nightly")
        .bash("cargo +nightly build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 40.11s")
        .assistant("Builds fine on nightly-2026-11-10.")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-rtic-curious",
    build: (s) =>
      s
        .user("random q: how hard would a port to RTIC 2 be?")
        .assistant(
          "Medium: the tasks map to RTIC software tasks, but the embassy-stm32 HAL would stay, and the InterruptExecutor would become hardware-priority tasks. The net stack would need its own executor or embassy-net on RTIC's monotonic.",
        )
        .user("hm, and the time driver?")
        .assistant("RTIC 2 uses `rtic-monotonics`; embassy-time would need its driver from there or we keep both.")
        .user("sounds like a week of pain for no gain. just curious, not doing it")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-size-report",
    build: (s) =>
      s
        .bash("cargo size --release", "   text    data     bss     dec     hex filename\n 213540    1208   93112  307860   4b294 fw-app")
        .assistant("text 213 KB, data 1.2 KB, bss 93 KB.")
        .user("bss 93K? what's eating that")
        .bash(
          "cargo nm --release -- --size-sort -S | tail -3",
          "24000430 00002000 B fw_app::tasks::net::TX_BUF\n24002430 00004000 B fw_app::tasks::net::RX_BUF\n24006430 00010000 b embassy_net::STACK_RESOURCES",
        )
        .assistant("Mostly the network: `STACK_RESOURCES` is 64 KB, then the RX and TX buffers at 16 KB and 8 KB. The rest is small statics.")
        .user("ok. fine for now")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-unsafe-explain",
    build: (s) =>
      s
        .user("explain this to me, src/board/mpu.rs:40:\n```rust\nunsafe { cp.MPU.rasr.write(0x0304_0021) }\n```")
        .assistant(
          "RASR = 0x03040021: ENABLE=1, SIZE=0x10 (2^17 = 128 KB region), TEX=0b001 with C=0 B=0 which is normal memory non-cacheable, AP=0b011 full access.",
        )
        .user("why TEX=1 and not device memory?")
        .assistant("Device memory forbids unaligned access and speculative reads; normal non-cacheable keeps memcpy fast while still bypassing the D-cache.")
        .user("makes sense ty")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-probe-log",
    build: (s) =>
      s
        .bash(
          "probe-rs info --chip STM32H743ZITx",
          "WARN probe_rs::architecture::arm: The target must be halted before reading debug registers.\nARM Chip:\n  Debug Port: DPv2, DP Designer: ARM Ltd\n  AP 0: MemoryAP (AmbaAhb3)\n  Part: Cortex-M7 r1p1",
        )
        .user("is that warning something to worry about?")
        .assistant("No, probe-rs prints it when it reads the ROM table of a running core; the info it then shows is complete.")
        .user("ok. fab says the new boards ship friday btw")
        .assistant("Nice, I'll keep the rev-c pin map handy.")
        .user("we'll see lol, they said that last month too")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-bump-deps",
    build: (s) =>
      s
        .user("cargo update the non-embassy deps and rebuild")
        .bash(
          "cargo update --exclude embassy-stm32 --exclude embassy-executor",
          "    Updating crates.io index\n     Locking 3 packages to latest compatible versions\n    Updating heapless v0.8.0 -> v0.8.1\n    Updating defmt v0.3.8 -> v0.3.10",
        )
        .bash("cargo build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 22.50s")
        .assistant("Updated heapless to 0.8.1 and defmt to 0.3.10; the build passes.")
        .user("did anything in the changelog look scary?")
        .assistant("defmt 0.3.10 only fixes the `{=istr}` encoding; heapless 0.8.1 adds `Vec::extend_from_slice` fixes. Nothing that touches us.")
        .user("good, commit it")
        .bash("git commit -am 'chore: cargo update'", "[main 71f0b22] chore: cargo update\n 1 file changed, 8 insertions(+), 8 deletions(-)")
        .stop(),
    planted: [],
  },
  {
    id: "b154-defmt-timestamp",
    build: (s) =>
      s
        .user("logs have no timestamps, impossible to correlate with the scope")
        .assistant(
          'I can add `defmt::timestamp!("{=u64:us}", embassy_time::Instant::now().as_micros())` in main.rs, so every line carries the uptime in µs from the embassy time driver. Alternative is the DWT cycle counter, more precise but it wraps every ~9 s at 480 MHz.',
        )
        .user("the embassy Instant one, µs uptime is fine")
        .file("Edit", "src/main.rs")
        .bash("cargo run --release", "0.000122 INFO  boot: fw-app 0.3.0\n0.004518 INFO  rcc: sysclk=400000000\n0.010233 TRACE pid: cost of trace = 1.8us")
        .assistant(
          "Timestamps are in. Side note from that last line: a single `defmt::trace!` in the PID loop measures 1.8 µs, which is 7% of the 25 µs budget.",
        )
        .user("ouch. ok then no logging inside the PID loop at all, not even trace. keep counters and log them from the slow task")
        .stop(),
    planted: [
      { kind: "decision", keys: ["instant", "timestamp"] },
      { kind: "fact", keys: ["trace", "1.8"] },
      { kind: "instruction", keys: ["pid loop"] },
    ],
  },
  {
    id: "b154-dtcm-stack",
    build: (s) =>
      s
        .file("Read", "memory.x")
        .user("wait the stack is in DTCM? so DMA can't touch anything on the stack")
        .assistant(
          "Right: memory.x puts `RAM` (and so the stack) in DTCM at 0x20000000, 128K, and on the H743 DMA1/DMA2 can't reach DTCM. Only MDMA can. So a DMA buffer that lives on the stack silently never gets written.",
        )
        .user(
          "that explains the empty SPI reads from last week 🙃 ok good to know. later: move the PID state and the ADC ring into dtcm explicitly with link_section, it's the fastest RAM and the PID should live there",
        )
        .bash("grep -n RAM memory.x", "5:  RAM   : ORIGIN = 0x20000000, LENGTH = 128K\n6:  AXISRAM : ORIGIN = 0x24000000, LENGTH = 512K")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dtcm", "stack"] },
      { kind: "task", keys: ["dtcm", "pid"] },
    ],
  },
  {
    id: "b154-unwrap-rule",
    build: (s) =>
      s
        .file("Read", "src/drivers/sht40.rs")
        .user(
          "pls dont use unwrap() in drivers, retrun a proper Error enum. unwrap is ok in main() init and nowhere else. this goes for every driver from here on",
        )
        .assistant("Replacing the four `unwrap()`s in sht40.rs with `?` on a new `Sht40Error { I2c(i2c::Error), Crc, Timeout }`.")
        .file("Edit", "src/drivers/sht40.rs")
        .bash("cargo clippy --target thumbv7em-none-eabihf -- -D warnings", "    Finished `dev` profile [optimized + debuginfo] target(s) in 3.71s")
        .assistant("Clippy clean; `read()` now returns `Result<Measurement, Sht40Error>`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unwrap"] }],
  },
  {
    id: "b154-repo-conventions",
    build: (s) =>
      s
        .user(
          "couple of things for the whole repo going forward, write them down somewhere in your head:\n1. pin assignments only in board/pins.rs, no `p.PA5` anywhere else\n2. every duration is an embassy_time::Duration, no raw u32 millis in APIs\n3. derive defmt::Format on every pub error type",
        )
        .assistant("Got it. Right now `src/tasks/lcd.rs` takes `p.PB6` directly and `Buzzer::beep(ms: u32)` takes raw millis. Should I fix those two now?")
        .user("yes")
        .file("Edit", "src/board/pins.rs")
        .file("Edit", "src/tasks/lcd.rs")
        .file("Edit", "src/drivers/buzzer.rs")
        .bash("cargo build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 8.90s")
        .assistant("PB6 moved to `pins::LCD_DC`, and `beep` takes a `Duration` now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pins.rs"] },
      { kind: "instruction", keys: ["duration"] },
      { kind: "instruction", keys: ["defmt::format"] },
    ],
  },
  {
    id: "b154-spi1-mosi",
    build: (s) =>
      s
        .user("SPI1 to the display works until ethernet comes up, then the screen goes garbage")
        .bash("grep -n 'PA7' src/board/*.rs", "src/board/pins.rs:12:pub type LCD_MOSI = PA7;\nsrc/board/eth.rs:20:    p.PA7, // RMII_CRS_DV")
        .assistant(
          "PA7 is claimed twice: `LCD_MOSI` and RMII_CRS_DV. Once ETH init switches PA7 to AF11 the SPI loses its MOSI. On this board SPI1 MOSI is also routed to PB5, per the schematic net `LCD_SDA`.",
        )
        .user("yes, confirmed on the schematic, LCD_SDA goes to PB5. PA7 belongs to ethernet")
        .file("Edit", "src/board/pins.rs")
        .bash("cargo run --release", "INFO  eth: link up 100M FD\nINFO  lcd: frame 1 ok")
        .stop(),
    planted: [{ kind: "fact", keys: ["pb5"] }],
  },
  {
    id: "b154-rev-d-layout",
    build: (s) =>
      s
        .user(
          "hw sync notes. Priya owns the schematic and layout for rev-d, hardware questions go to her, not to the fab. layout freeze is dec 12 so before that we need to send her our pinout changes (PB5 for LCD, PE10 off EXTI). and we're going with the 0.5mm FPC for the display, cheaper than the header",
        )
        .assistant("Want me to draft the pinout-change list from `board/pins.rs` diffs since rev-c?")
        .user("yes, into docs/rev-d-pinout.md")
        .bash(
          "git diff rev-c -- src/board/pins.rs | grep '^[-+]pub'",
          "-pub type LCD_MOSI = PA7;\n+pub type LCD_MOSI = PB5;\n-pub type ENC_A = PE10;\n+pub type ENC_A = PD12;",
        )
        .file("Write", "docs/rev-d-pinout.md")
        .assistant("Drafted docs/rev-d-pinout.md with the two changes: LCD_MOSI PA7→PB5 and ENC_A PE10→PD12.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["priya"] },
      { kind: "task", keys: ["dec 12"] },
      { kind: "decision", keys: ["fpc"] },
    ],
  },
  {
    id: "b154-probe-rs-pin",
    build: (s) =>
      s
        .bash("probe-rs --version", "probe-rs 0.25.0 (git commit: 7f1a9c2)")
        .bash(
          "cargo run --release",
          "      Finished in 5.01s\nWARN  probe_rs::rtt: RTT control block not found in RAM, retrying...\nERROR Failed to attach to RTT",
          1,
        )
        .user("0.25 broke RTT on the H7 + stlink v3, it's upstream issue #2712. we stay on probe-rs 0.24.0 (local and CI) until that's fixed")
        .bash("cargo binstall probe-rs-tools@0.24.0 -y", "Done in 12.4s\nInstalled probe-rs-tools@0.24.0")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Installed 0.24.0 locally and pinned `probe-rs-tools@0.24.0` in ci.yml; RTT attaches again.")
        .user("and put a reminder somewhere: retry 0.25+ once #2712 is closed")
        .stop(),
    planted: [
      { kind: "decision", keys: ["0.24"] },
      { kind: "task", keys: ["#2712"] },
    ],
  },
  {
    id: "b154-sensor-watch",
    build: (s) =>
      s
        .user("how should the sensor task hand readings to lcd + net + logger?")
        .assistant(
          "Three choices in embassy-sync: a `Channel` (each message to one consumer, so you'd need three), a `PubSubChannel` (every subscriber gets every message, needs capacity sizing), or a `Watch` (only the latest value, any number of receivers, no backlog).",
        )
        .user("hmm pubsub sounds right? wait no, nobody needs history, they just want the latest. Watch it is")
        .file("Edit", "src/tasks/sensors.rs")
        .file("Edit", "src/tasks/lcd.rs")
        .bash("cargo build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 7.73s")
        .assistant("`SENSORS: Watch<CriticalSectionRawMutex, Readings, 3>`; lcd, net and logger each hold a receiver.")
        .stop(),
    planted: [{ kind: "decision", keys: ["watch"] }],
  },
  {
    id: "b154-encoder-exti",
    build: (s) =>
      s
        .user("encoder counts go crazy when I press the user button")
        .file("Read", "src/tasks/encoder.rs")
        .assistant("The encoder A phase is on PE10 with `ExtiInput`, and the user button is on PC13.")
        .bash("cargo run --release", "INFO  exti: line 13 fired (PC13)\nINFO  encoder: +37 steps\nINFO  exti: line 10 fired (PE10)")
        .assistant(
          "Both lines are on the shared EXTI15_10 vector, and our handler in `encoder.rs` doesn't check EXTI_PR1 before counting, so every button edge also counts as an encoder step. Masking on PR1 bit 10 fixes it.",
        )
        .user(
          "ugh yes that's exactly it, EXTI15_10 is shared between PC13 and PE10. apply the PR1 check for now. follow-up: move the encoder to TIM4 in encoder mode, PD12/PD13, no more interrupts for it",
        )
        .file("Edit", "src/tasks/encoder.rs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["exti15_10"] },
      { kind: "task", keys: ["tim4"] },
    ],
  },
  {
    id: "b154-no-erase",
    build: (s) =>
      s
        .user("flash fails with 'sector is write protected'?")
        .bash(
          "probe-rs run --chip STM32H743ZITx target/thumbv7em-none-eabihf/release/fw-app",
          "Error: Failed to erase flash sector 15 (0x081E0000): write protected",
          1,
        )
        .assistant("The config sector has WRP set. I could run `probe-rs erase --chip STM32H743ZITx`, which does a mass erase and clears WRP.")
        .user(
          "NO. never run probe-rs erase on any of our boards, it wipes the config sector with the per-board calibration. something is landing at 0x081E0000, find out why",
        )
        .bash("cargo size --release -- -A | grep -E 'text|rodata'", ".text     211876  0x8000298\n.rodata  1703004  0x8033d00")
        .assistant("`.rodata` is 1.7 MB: the `include_bytes!` of `assets/splash.raw` is 1.5 MB, which spills the image into the config sector.")
        .user("lol. drop the splash image")
        .file("Edit", "src/tasks/lcd.rs")
        .stop(),
    planted: [{ kind: "instruction", keys: ["probe-rs erase"] }],
  },
  {
    id: "b154-hardfault-noinit",
    build: (s) =>
      s
        .bash("cargo run --release", "INFO  boot: reset reason = IWDG\nINFO  boot: fw-app 0.3.0")
        .user(
          "another IWDG reset overnight and no clue where it hung. the supervisor logs nothing because RTT isn't attached at night. we really need something that survives reset — a HardFault/watchdog handler that writes the stacked PC + task id into a .noinit RAM section and prints it on next boot. not today, I'm at the bench with the motor stuff, but it's the next thing after that",
        )
        .assistant("Understood. For today: the motor current limit you mentioned?")
        .user("yeah, pull my branch and rebuild, I pushed new gains from the bench laptop")
        .bash("git pull --rebase", "Updating 71f0b22..a09c3d1\nFast-forward\n src/control/pid.rs | 6 +++---")
        .bash("cargo build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 6.40s")
        .stop(),
    planted: [{ kind: "task", keys: ["noinit"] }],
  },
  {
    id: "b154-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should move the net stack to smoltcp directly without embassy-net")
        .assistant(
          "That would drop the `STACK_RESOURCES` overhead but we'd have to drive the interface polling ourselves. Want me to estimate the RAM difference?",
        )
        .user("actually no, scratch that, not worth it for 20K")
        .assistant("Ok, leaving embassy-net as is.")
        .user("what was the ping time on the bench last time btw?")
        .bash(
          "ping -c 3 192.168.1.57",
          "64 bytes from 192.168.1.57: icmp_seq=1 ttl=64 time=0.61 ms\n64 bytes from 192.168.1.57: icmp_seq=2 ttl=64 time=0.58 ms\n64 bytes from 192.168.1.57: icmp_seq=3 ttl=64 time=0.60 ms",
        )
        .assistant("About 0.6 ms now.")
        .stop(),
    planted: [],
  },
  {
    id: "b154-empty-review",
    build: (s) =>
      s
        .user("read src/control/pid.rs and tell me if anything looks off")
        .file("Read", "src/control/pid.rs")
        .assistant(
          "Two things: the integral term isn't clamped, so it can wind up when the output saturates; and `dt` is computed from `Instant::now()` inside the loop instead of using the fixed 25 µs period.",
        )
        .user("the windup one, is that why it overshoots after a stall?")
        .assistant("Possibly. I'd want to see the integral term logged during a stall to be sure.")
        .user("ok clamp it to ±I_MAX")
        .file("Edit", "src/control/pid.rs")
        .assistant("Integral now clamped to `-I_MAX..=I_MAX`.")
        .stop(),
    planted: [],
  },
];

export const BLIND154 = plantedSet(BLIND154_SESSIONS, Date.UTC(2026, 10, 7, 9));
