/**
 * Blind planted set 86 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an embedded Rust firmware engineer (no_std, embassy on nRF52, probe-rs, CI on hardware
 * runners), long messages that reason through options, with datasheet numbers and tool output.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 17 instructions,
 * 20 facts, 17 tasks) in 46 sessions, 13 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND86_SESSIONS: BlindSession[] = [
  {
    id: "b86-defmt-logging",
    build: (s) =>
      s
        .user(
          "Ok so I've been going back and forth on logging for a week. The `log` crate plus rtt-target works, but every format string ends up in flash and we're at 91% of the 1 MB on the nRF52840 with the softdevice in there. defmt interns the strings on the host side, so that's the call: we move everything to defmt and drop rtt-target's rprintln entirely. While you're in there, one rule going forward: every driver's error enum derives defmt::Format, no hand-written Debug impls for errors anymore.",
        )
        .bash("cargo size --release -- -A | grep -E 'text|rodata'", ".text      412344  0x27000\n.rodata    168920  0x87a38")
        .assistant(
          "Rodata is 165 KiB, most of it format strings from the rprintln! calls in drivers/ and the BLE glue. I'll swap the macros for defmt::info!/warn!/error!, add defmt-rtt as the global logger and put the derive on the error enums in drivers/bmi270.rs, drivers/sht4x.rs and drivers/flash.rs.",
        )
        .file("Edit", "firmware/Cargo.toml")
        .file("Edit", "firmware/src/drivers/bmi270.rs")
        .bash("cargo size --release -- -A | grep -E 'text|rodata'", ".text      398112  0x27000\n.rodata     41208  0x86270")
        .stop("Rodata went from 165 KiB to 40 KiB. rtt-target is gone from Cargo.toml; all three driver error enums derive defmt::Format now."),
    planted: [
      { kind: "decision", keys: ["defmt", "rtt-target"] },
      { kind: "instruction", keys: ["error enum", "defmt::format"] },
    ],
  },
  {
    id: "b86-hil-runner2-swd",
    build: (s) =>
      s
        .user("HIL job failed again on the i2c_bus test, third time this week. Can you look at the log?")
        .bash(
          "gh run view 8812 --log-failed | tail -6",
          "hil-runner-2  | running embedded-test on nrf52840 via probe-rs\nhil-runner-2  | WARN probe-rs: SWD transfer fault, retrying (speed 4000 kHz)\nhil-runner-2  | ERROR probe-rs: Failed to read memory at 0x20000400: Wait response timeout\nhil-runner-2  | test i2c_bus::reads_whoami ... FAILED (target lost)\nhil-runner-2  | error: test run failed",
          1,
        )
        .assistant(
          "The test itself never ran to completion: probe-rs lost the target mid-read with SWD transfer faults at 4000 kHz. Only hil-runner-2 shows this in the last 20 runs. My guess is the probe on that runner can't hold 4 MHz over the long ribbon cable, but I haven't proven it. I could rerun with `--speed 1000` to check.",
        )
        .bash(
          "ssh ci@hil-runner-2 'probe-rs test --chip nRF52840_xxAA --speed 1000 i2c_bus'",
          "test i2c_bus::reads_whoami ... ok\ntest i2c_bus::burst_read ... ok\n\ntest result: ok. 2 passed; 0 failed",
        )
        .user(
          "Yeah, that's it. Marek saw the same thing in September and I forgot to write it down: hil-runner-2 has a cheap ST-Link clone and it only works reliably at 1 MHz SWD, anything above that drops. Set the speed to 1000 in that runner's env for now. And we need to replace that clone with a proper J-Link before the RC, it's on me to order it, don't let me forget.",
        )
        .file("Edit", ".github/workflows/hil.yml")
        .stop("Set PROBE_RS_SPEED=1000 for the hil-runner-2 entry in hil.yml; the other runners stay at 4000."),
    planted: [
      { kind: "fact", keys: ["hil-runner-2", "1 mhz"] },
      { kind: "task", keys: ["j-link"] },
    ],
  },
  {
    id: "b86-bootloader-pick",
    build: (s) =>
      s
        .user(
          "We need a bootloader before field units ship. Options as I see them: mcuboot (battle-tested, but it's C and the imgtool signing flow is yet another Python thing in CI) or embassy-boot (Rust, same executor, smaller, less mileage). Thoughts?",
        )
        .assistant(
          "Both would work. mcuboot has swap-with-scratch and a lot of production mileage; embassy-boot does A/B with a swap on the DFU partition and can verify ed25519 signatures with the `ed25519-salty` feature, so no imgtool. Given the team is Rust-only, I'd lean embassy-boot, but mcuboot is the safer choice if you want a third-party audited bootloader.",
        )
        .user("Let's go with mcuboot then, safer is better for the first field batch.")
        .bash(
          "ls ../vendor/ && cat firmware/memory.x | head -8",
          "bsp  nrf-softdevice\nMEMORY\n{\n  FLASH : ORIGIN = 0x00027000, LENGTH = 868K\n  RAM   : ORIGIN = 0x20020000, LENGTH = 128K\n}",
        )
        .user(
          "Hmm, actually scratch mcuboot. I just read through their Zephyr-free port again and we'd be maintaining a C build inside a cargo workspace, no. Final answer: embassy-boot with ed25519 signatures. The layout I want: bootloader at the start after the softdevice, 24K, the active slot starts at 0x2D000 after it. That address is fixed from now on, the app's memory.x will point there.",
        )
        .file("Write", "bootloader/Cargo.toml")
        .file("Edit", "firmware/memory.x")
        .assistant("Created the bootloader crate with embassy-boot-nrf and the ed25519-salty feature, and moved the app's FLASH origin to 0x2D000.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["embassy-boot"] },
      { kind: "fact", keys: ["0x2d000"] },
    ],
  },
  {
    id: "b86-clippy-target",
    build: (s) =>
      s
        .user("can you check the new pwm driver compiles clean?")
        .bash(
          "cargo clippy -p firmware",
          "    Checking firmware v0.4.0 (/home/dev/src/app/firmware)\n    Finished `dev` profile [optimized + debuginfo] target(s) in 6.12s",
        )
        .assistant("Clean: no warnings from clippy on the firmware crate.")
        .user(
          "That ran for the host though, half of drivers/ is behind cfg(target_arch = \"arm\") so it didn't even look at them. Two things for from now on:\n1. before you tell me anything is done, run clippy for the real target, `cargo clippy --target thumbv7em-none-eabihf -- -D warnings`\n2. no unwrap() in anything under firmware/src/drivers/. Use defmt::unwrap! if it truly can't fail, otherwise propagate the error.",
        )
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -p firmware -- -D warnings",
          "error: called `unwrap` on `pwm.set_duty(ch, duty)`\n  --> firmware/src/drivers/pwm.rs:88:9\nerror: this `if` has identical blocks\n  --> firmware/src/drivers/pwm.rs:104:5\nerror: could not compile `firmware` due to 2 previous errors",
          101,
        )
        .file("Edit", "firmware/src/drivers/pwm.rs")
        .bash("cargo clippy --target thumbv7em-none-eabihf -p firmware -- -D warnings", "    Finished `dev` profile [optimized + debuginfo] target(s) in 9.40s")
        .stop("Fixed both: set_duty's error is propagated as PwmError::Duty and the duplicated branch is merged. Target clippy is clean."),
    planted: [
      { kind: "instruction", keys: ["thumbv7em", "clippy"] },
      { kind: "instruction", keys: ["unwrap", "drivers"] },
    ],
  },
  {
    id: "b86-imu-hardfault",
    build: (s) =>
      s
        .user("board hardfaults about 3 s after boot when the IMU starts streaming. started after yesterday's merge. go")
        .bash(
          "cargo run --release --bin firmware",
          "INFO  imu: bmi270 init ok, fifo 1600 Hz\nERROR panicked at 'HardFault' (flip-link: stack overflow detected)\nStack backtrace:\n   0: HardFault\n   1: firmware::tasks::imu::imu_task::{{closure}}\n   2: embassy_executor::raw::SyncExecutor::poll",
          1,
        )
        .assistant(
          "flip-link caught a stack overflow inside imu_task. Yesterday's merge added `let mut scratch = [0u8; 8192];` in the FIFO drain loop, and the future's state holds it across an .await, so the executor's task arena has to fit 8 KiB more than before. Trying with the buffer shrunk to 1024 to confirm.",
        )
        .file("Edit", "firmware/src/tasks/imu.rs")
        .bash("cargo run --release --bin firmware", "INFO  imu: bmi270 init ok, fifo 1600 Hz\nINFO  imu: drained 1008 bytes\nINFO  imu: drained 1016 bytes")
        .user(
          "ok so that's confirmed, the hardfault is imu_task's 8 KiB scratch buffer held across the await. leave it at 1024 for today, fine for the demo. but the real fix is to put the buffer in a StaticCell and hand the task a &'static mut — do that next week, not now, we need 8K for the 1600 Hz mode.",
        )
        .stop("Left the scratch buffer at 1024 bytes; the demo build runs without faults."),
    planted: [
      { kind: "fact", keys: ["imu_task", "hardfault"] },
      { kind: "task", keys: ["staticcell"] },
    ],
  },
  {
    id: "b86-executor-choice",
    build: (s) =>
      s
        .user(
          "I keep getting asked why we have both RTIC and embassy in the tree. The old sensor board uses RTIC 1, the new one was started on embassy. Can you look at what it would take to get to one?",
        )
        .bash("rg -l 'rtic::app|embassy_executor::main' firmware/ legacy/", "legacy/sensor-v1/src/main.rs\nfirmware/src/main.rs")
        .assistant(
          "Only legacy/sensor-v1 uses RTIC, about 900 lines with 6 tasks. My proposal: port sensor-v1 to embassy and drop RTIC entirely, since the drivers in firmware/ are already async and sensor-v1 duplicates three of them. The alternative would be RTIC 2 with its async tasks, but then we'd still have two runtimes.",
        )
        .user(
          "yep, do that, port to embassy and kill RTIC. Before you start: anything that touches nrf-softdevice or the BLE services, check with Priya first, she owns the BLE stack and has opinions about who calls sd_* functions.",
        )
        .file("Read", "legacy/sensor-v1/src/main.rs")
        .assistant("Understood. The first pass only touches the sensor tasks, not ble.rs; I'll write the plan for the BLE part up for Priya.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["embassy", "rtic"] },
      { kind: "fact", keys: ["priya", "ble"] },
    ],
  },
  {
    id: "b86-bench3-erase",
    build: (s) =>
      s
        .user("the board on bench 3 looks bricked, probe-rs can't halt it. could you try recovering it?")
        .bash(
          "probe-rs info --protocol swd",
          "Probing target via SWD\nARM Chip with debug port Default:\n  Debug Port: DPv1, Designer: Nordic VLSI ASA\n  Warning: APPROTECT is enabled, access port is locked",
        )
        .assistant(
          "APPROTECT is on, so the debug port is locked. The usual way out is `probe-rs erase --allow-erase-all`, which does a CTRL-AP ERASEALL and wipes flash and UICR. Shall I run it?",
        )
        .user(
          "NO. not on that one. the bench 3 unit is the calibration reference, its UICR has the factory ADC trim values that Tomasz measured by hand, an erase-all loses them for good. Rule for that board and any unit with a yellow sticker: never run erase-all on them, if they're locked, ask me. I'll reflash it via the nRF Connect tool later myself.",
        )
        .assistant("Got it, I won't erase it. I'll leave bench 3 as it is.")
        .user("thanks. and remind me to ask Tomasz for a spare calibrated unit so we aren't stuck on one board again.")
        .stop("Noted; bench 3 untouched."),
    planted: [
      { kind: "instruction", keys: ["erase", "yellow sticker"] },
      { kind: "task", keys: ["tomasz", "spare"] },
    ],
  },
  {
    id: "b86-hil-on-merge",
    build: (s) =>
      s
        .user(
          "The HIL queue is 40 minutes deep on busy afternoons. We have two runners and every PR push triggers a full flash+test cycle. I see two ways: 1) HIL only on merge to main plus a manual `/hil` comment trigger on PRs, 2) keep it on PRs but only for changes under firmware/. What do you think?",
        )
        .bash("gh run list --workflow hil.yml --limit 200 --json event | jq -r '.[].event' | sort | uniq -c", "    163 pull_request\n     37 push")
        .assistant(
          "163 of the last 200 runs came from PR pushes. Option 2 wouldn't help much: most PRs touch firmware/. Option 1 would cut the load to about a fifth, and the /hil comment trigger still lets someone test a risky PR before merging.",
        )
        .user("agreed, option 1. HIL runs on merge to main, plus /hil on demand. Do it.")
        .file("Edit", ".github/workflows/hil.yml")
        .assistant("Changed the triggers to push on main and issue_comment with a /hil filter; PR runs now only do build + host tests.")
        .user("👍 follow-up for when the third runner arrives in December: add the nrf5340 dev kit to the HIL matrix.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hil", "merge"] },
      { kind: "task", keys: ["nrf5340"] },
    ],
  },
  {
    id: "b86-saadc-battery",
    build: (s) =>
      s
        .user("battery percentage on the app jumps between 40 and 70%. can you check the ADC path?")
        .file("Read", "firmware/src/drivers/battery.rs")
        .bash(
          "probe-rs attach --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/firmware | grep batt | head -5",
          "INFO  batt: raw=2011 mv=3702\nINFO  batt: raw=-14 mv=0\nINFO  batt: raw=2009 mv=3699\nINFO  batt: raw=4082 mv=7515\nINFO  batt: raw=2013 mv=3706",
        )
        .assistant(
          "The raw readings include -14 and 4082, which suggests we're reading the SAADC result as u16 somewhere. Is the SAADC in single-ended mode here? If so, negative values near 0 are noise and we should clamp before scaling.",
        )
        .user(
          "yes single-ended. And I checked with the scope last week: the SAADC result register is signed even in single-ended mode, so at 12-bit resolution you effectively get 11 bits and small negatives around ground. Also for the scaling, the divider on this board is 1M over 330k, so it's not the 1/4 you have in the code.",
        )
        .file("Edit", "firmware/src/drivers/battery.rs")
        .bash("cargo test -p proto battery", "test battery::scales_divider ... ok\ntest battery::clamps_negative ... ok\n\ntest result: ok. 2 passed")
        .stop("Read the result as i16, clamp at 0, and use the 330k/1330k ratio; the host tests for the scaling pass."),
    planted: [
      { kind: "fact", keys: ["saadc", "signed"] },
      { kind: "fact", keys: ["330k"] },
    ],
  },
  {
    id: "b86-toolchain-pin",
    build: (s) =>
      s
        .user(
          "CI broke overnight because the runner image picked up a new stable and embassy-executor's nightly feature detection got confused. I'm done with floating toolchains. We pin: rust-toolchain.toml with channel 1.84.0 and the thumbv7em-none-eabihf target, and we bump it deliberately, in its own PR.",
        )
        .bash("cat rust-toolchain.toml 2>/dev/null || echo missing", "missing")
        .file("Write", "rust-toolchain.toml")
        .bash(
          "cargo build --release -p firmware",
          "   Compiling embassy-executor v0.7.0\n   Compiling firmware v0.4.0\n    Finished `release` profile [optimized] target(s) in 48.21s",
        )
        .assistant("Pinned to 1.84.0 with the thumbv7em target and llvm-tools component; the release build goes through on it.")
        .user(
          "good. also since you're going to touch Cargo.toml a lot: the embassy-* crates have to move together, when you bump one (embassy-nrf, embassy-sync, embassy-time, embassy-executor) bump all of them in the same commit, mixed versions give the most confusing trait errors you've ever seen.",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["1.84"] },
      { kind: "instruction", keys: ["embassy", "same commit"] },
    ],
  },
  {
    id: "b86-config-flash",
    build: (s) =>
      s
        .user("where do we store the device config again? I need to add a field for the BLE advertising interval.")
        .bash(
          "rg -n 'sequential_storage|CONFIG_RANGE' firmware/src",
          "firmware/src/config.rs:12:pub const CONFIG_RANGE: Range<u32> = 0xFE000..0x100000;\nfirmware/src/config.rs:40:    sequential_storage::map::store_item(",
        )
        .assistant(
          "The config is a sequential-storage map in the last two 4 KiB pages of flash, 0xFE000 to 0xFFFFF, keyed by a u8 per field. Adding a new key for the advertising interval is backwards compatible, old firmware ignores unknown keys.",
        )
        .file("Edit", "firmware/src/config.rs")
        .user(
          "Nice, that's simpler than I thought. But the units in the field are still on config schema v2 where the tx power key means something else, so before the next field update we have to write the v2 to v3 migration. Not today, I want the interval done first.",
        )
        .assistant("Added key 0x07 adv_interval_ms with a default of 500 ms if absent.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sequential-storage", "0xfe000"] },
      { kind: "task", keys: ["migration", "v3"] },
    ],
  },
  {
    id: "b86-watchdog",
    build: (s) =>
      s
        .user("we need the watchdog on before the field test. can you add it?")
        .file("Read", "firmware/src/main.rs")
        .assistant(
          "I'd start the nRF WDT with a 2 s timeout and feed it from a dedicated low-priority task every 500 ms. Each driver task could also register a heartbeat, so one hung task stops the feeding.",
        )
        .user(
          "2 s is too short, a full-page erase on the external flash takes up to 6 s and that blocks. make it 8 s. the heartbeat idea is good, yes. And the rule: only the supervisor task pets the watchdog, nothing else, not drivers, not the BLE task, even if it looks convenient.",
        )
        .file("Write", "firmware/src/tasks/supervisor.rs")
        .bash(
          "cargo clippy --target thumbv7em-none-eabihf -- -D warnings && cargo build --release",
          "    Finished `release` profile [optimized] target(s) in 31.02s",
        )
        .stop("The WDT starts with an 8 s timeout; the supervisor feeds it only when every registered task has checked in during the last period."),
    planted: [
      { kind: "decision", keys: ["watchdog", "8 s"] },
      { kind: "instruction", keys: ["supervisor", "pets"] },
    ],
  },
  {
    id: "b86-host-tests",
    build: (s) =>
      s
        .user("run the tests")
        .bash(
          "cargo test",
          "error[E0463]: can't find crate for `std`\n  |\n  = note: the `thumbv7em-none-eabihf` target may not support the standard library\nerror: could not compile `firmware`",
          101,
        )
        .assistant(
          "cargo test in the workspace root tries to build the firmware crate for the host and fails on no_std. The proto and codec crates are the ones with host tests. Which do you want me to run?",
        )
        .user(
          "right, my bad. for the host side it's always `cargo test -p proto -p codec`, the firmware crate can't build on x86. And the on-target tests are separate: they use embedded-test, and probe-rs is set as the runner in .cargo/config.toml, so `cargo test -p firmware --target thumbv7em-none-eabihf` flashes the board and runs them there.",
        )
        .bash("cargo test -p proto -p codec", "test result: ok. 48 passed; 0 failed; 0 ignored\ntest result: ok. 17 passed; 0 failed; 0 ignored")
        .assistant("Host tests pass: 48 in proto, 17 in codec.")
        .user("ok. and the new drivers you write, let's use the embedded-hal-async traits, not the blocking ones, like you suggested last time.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["-p proto", "codec"] },
      { kind: "fact", keys: ["embedded-test", "runner"] },
      { kind: "decision", keys: ["embedded-hal-async"] },
    ],
  },
  {
    id: "b86-ble-mtu",
    build: (s) =>
      s
        .user("OTA over BLE fails on iPhones, works on the Pixel. Logs attached from the phone: 'write too long'.")
        .bash("rg -n 'OTA_CHUNK' firmware/src/ble", "firmware/src/ble/ota.rs:9:const OTA_CHUNK: usize = 244;")
        .assistant(
          "The chunk is 244 bytes, which fits the 247 ATT MTU Android negotiates. Could iOS be negotiating a smaller MTU? I can log the negotiated MTU on connect to see.",
        )
        .file("Edit", "firmware/src/ble/gatt.rs")
        .bash(
          "probe-rs attach --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/firmware | grep mtu",
          "INFO  ble: conn 0 mtu exchanged: 185\nINFO  ble: conn 1 mtu exchanged: 247",
        )
        .user(
          "There it is. iPhones cap the ATT MTU at 185 with us, the Pixel goes to 247. So the OTA chunking has to be derived from the negotiated MTU instead of a const, I'll do that myself on Monday, leave a TODO in ota.rs pointing at it.",
        )
        .file("Edit", "firmware/src/ble/ota.rs")
        .stop("Left the MTU log in and a TODO above OTA_CHUNK."),
    planted: [
      { kind: "fact", keys: ["185", "mtu"] },
      { kind: "task", keys: ["ota", "chunk"] },
    ],
  },
  {
    id: "b86-idle-power",
    build: (s) =>
      s
        .user(
          "Power budget review. Between samples we currently go to System OFF and wake on the RTC via a GPIO trick, which means a full reboot every 10 s, and we lose the RAM state so every wake re-inits the sensors, ~40 ms at 5 mA. What if we stay in System ON idle with the RTC running instead? Measure both please.",
        )
        .bash("ppk2-cli measure --seconds 60 --mode source --voltage 3000 --label sysoff", "avg: 8.9 uA  peak: 6.1 mA")
        .file("Edit", "firmware/src/power.rs")
        .bash("ppk2-cli measure --seconds 60 --mode source --voltage 3000 --label syson", "avg: 3.4 uA  peak: 2.2 mA")
        .assistant(
          "Average over 60 s on the PPK2 at 3.0 V: 8.9 µA with System OFF plus the re-init on every wake, 3.4 µA staying in System ON idle with the RTC, because the sensor re-init dominates. System ON idle wins by 2.6x.",
        )
        .user(
          "that's way better than I expected. ok, decided: System ON idle with RTC wakeup, the System OFF path goes away except for the shipping mode. And write the 3.4 µA number down somewhere, that's our idle baseline now on the rev C board, measured on the PPK2 at 3.0 V.",
        )
        .file("Edit", "docs/power.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["system on"] },
      { kind: "fact", keys: ["3.4", "idle"] },
    ],
  },
  {
    id: "b86-commit-memoryx",
    build: (s) =>
      s
        .user("commit what you have on the bmi270 FIFO change")
        .bash("git status --short", " M firmware/src/drivers/bmi270.rs\n M firmware/memory.x\n M firmware/src/tasks/imu.rs")
        .assistant("memory.x changed too, it looks like a regenerated file with the same regions in a different order. Should it go in the commit?")
        .user(
          "no, memory.x is generated by build.rs from boards/*.toml, keep it out of your diffs unless I explicitly ask for it. and for the commit message, prefix it with the crate name and the module, like `firmware(bmi270): ...` — that's how every commit here should look, the changelog script parses it.",
        )
        .bash(
          "git checkout firmware/memory.x && git commit -am 'firmware(bmi270): drain FIFO in 1 KiB chunks'",
          "[feat/imu-fifo 3c1f0a2] firmware(bmi270): drain FIFO in 1 KiB chunks\n 2 files changed, 41 insertions(+), 12 deletions(-)",
        )
        .stop("Committed as firmware(bmi270): drain FIFO in 1 KiB chunks, without memory.x."),
    planted: [
      { kind: "instruction", keys: ["memory.x", "diffs"] },
      { kind: "fact", keys: ["memory.x", "build.rs"] },
      { kind: "instruction", keys: ["prefix", "crate name"] },
    ],
  },
  {
    id: "b86-bmi270-nack",
    build: (s) =>
      s
        .user("The IMU init fails about one boot in five with a NACK. Can you dig?")
        .bash(
          "probe-rs run --chip nRF52840_xxAA target/thumbv7em-none-eabihf/debug/firmware 2>&1 | grep -A2 bmi270",
          "INFO  bmi270: soft reset\nERROR bmi270: init failed: Twim(AddressNack)\nWARN  supervisor: imu task exited, restarting",
        )
        .assistant(
          "The NACK comes right after the soft reset command. Two possibilities: the pull-ups are too weak for 400 kHz with the flex cable, or the chip isn't ready yet when we talk to it. We currently wait 200 µs after reset.",
        )
        .user(
          "not the pull-ups, I measured the rise time, 180 ns, fine. it's the second one. The BMI270 needs 450 µs after a soft reset before it ACKs anything, datasheet section 5.2.2, and we only wait 200. confirmed on the logic analyzer this morning, it NACKs for ~430 µs.",
        )
        .file("Edit", "firmware/src/drivers/bmi270.rs")
        .bash(
          "for i in $(seq 20); do probe-rs run --chip nRF52840_xxAA target/thumbv7em-none-eabihf/debug/firmware --timeout 3 | grep -c 'init ok'; done | sort | uniq -c",
          "     20 1",
        )
        .assistant("20 of 20 boots initialize now with a 500 µs delay after the soft reset.")
        .user(
          "great. going forward, when you write a delay or a magic register value in a sensor driver, cite the datasheet section in the comment next to it, like I just did. and we should upstream the reset-delay fix to the bmi270 crate on crates.io at some point, their driver has the same 200 µs.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["bmi270", "450"] },
      { kind: "instruction", keys: ["datasheet section"] },
      { kind: "task", keys: ["upstream"] },
    ],
  },
  {
    id: "b86-version-build-rs",
    build: (s) =>
      s
        .user(
          "The version string in the DIS characteristic still says 0.3.0, we're on 0.4.2. It's hardcoded in ble/dis.rs. I don't want to keep remembering to bump it. Options: read CARGO_PKG_VERSION, or git describe from build.rs. Cargo version doesn't tell us which commit a unit runs, so let's do git describe in build.rs, with a -dirty suffix.",
        )
        .file("Read", "firmware/build.rs")
        .file("Edit", "firmware/build.rs")
        .bash(
          "cargo build --release -p firmware && strings target/thumbv7em-none-eabihf/release/firmware | grep '^v0'",
          "    Finished `release` profile [optimized] target(s) in 22.80s\nv0.4.2-7-g3c1f0a2-dirty",
        )
        .assistant(
          'build.rs now sets FW_VERSION from `git describe --tags --dirty --always`, and dis.rs uses env!("FW_VERSION"). The build shows v0.4.2-7-g3c1f0a2-dirty.',
        )
        .user("perfect. next sprint we also need release images signed in CI with the key on the HSM, right now I sign them on my laptop, which is not great.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["git describe"] },
      { kind: "task", keys: ["hsm"] },
    ],
  },
  {
    id: "b86-no-heap",
    build: (s) =>
      s
        .user("the new packet parser needs a growable buffer for the TLV records. do we pull in embedded-alloc?")
        .assistant(
          "We could: embedded-alloc with a 16 KiB heap would let the parser use alloc::vec::Vec. The other way is heapless::Vec with a fixed capacity; the records are bounded at 32 per packet in the protocol spec, so a fixed capacity would work.",
        )
        .user(
          "no heap, not now and probably not ever on this product. heapless it is. And put the capacities as named consts in firmware/src/limits.rs, not scattered literals — I want one file to look at when we resize RAM.",
        )
        .file("Write", "firmware/src/limits.rs")
        .file("Edit", "firmware/src/proto/tlv.rs")
        .bash("cargo clippy --target thumbv7em-none-eabihf -- -D warnings", "    Finished `dev` profile [optimized + debuginfo] target(s) in 7.75s")
        .stop("The TLV parser uses heapless::Vec<Record, MAX_TLV_RECORDS> with MAX_TLV_RECORDS = 32 in limits.rs."),
    planted: [
      { kind: "decision", keys: ["heapless"] },
      { kind: "instruction", keys: ["limits.rs"] },
    ],
  },
  {
    id: "b86-hil-pi",
    build: (s) =>
      s
        .user("the hil job has been queued for an hour with no runner picking it up. what's going on?")
        .bash("gh api repos/ourorg/firmware/actions/runners --jq '.runners[] | [.name, .status] | @tsv'", "hil-pi-01\toffline\nhil-runner-2\tonline")
        .assistant(
          "hil-pi-01 is offline. Is that the runner the nrf52 jobs are pinned to? The workflow uses `runs-on: [self-hosted, nrf52]`, and only hil-pi-01 carries that label.",
        )
        .user(
          "yeah. for context: hil-pi-01 is the Raspberry Pi 4 in the lab rack, the dev kits hang off its USB hub, and the GitHub runner service runs there as the `ci` user. It probably lost its registration again, the token expired. I'll re-register it by hand now. Can you in the meantime switch the workflow to the label `hil-nrf52` on both runners so one box going down doesn't block everything? I'll add the label to hil-runner-2.",
        )
        .file("Edit", ".github/workflows/hil.yml")
        .assistant("Changed runs-on to [self-hosted, hil-nrf52].")
        .user(
          "ok that's the setup from now on, both runners on hil-nrf52. remind me on Monday to set up automatic re-registration for the runner with a PAT so this stops happening.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["hil-pi-01"] },
      { kind: "decision", keys: ["hil-nrf52"] },
      { kind: "task", keys: ["re-registration"] },
    ],
  },
  {
    id: "b86-attach-logs",
    build: (s) =>
      s
        .user("the RTC drifts about 2 s an hour vs my phone. can you grab logs overnight?")
        .bash("probe-rs run --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/firmware --log-file /tmp/night.log &", "")
        .assistant("Started a capture with probe-rs run; it reflashed the same image and is logging to /tmp/night.log.")
        .user(
          "please don't use `run` for captures, it reflashes and resets, and I'm trying to catch drift over uptime. For any log capture use `probe-rs attach`, it hooks onto the running firmware. And re the drift: 2 s/h is 555 ppm, way outside a crystal. This board has the 32.768 kHz LFXO fitted, so if we're on the RC oscillator, that's the bug.",
        )
        .bash("rg -n 'lfclk|LfclkSource' firmware/src", "firmware/src/main.rs:31:    config.lfclk_source = LfclkSource::InternalRC;")
        .file("Edit", "firmware/src/main.rs")
        .stop("We were on the internal RC; switched lfclk_source to ExternalXtal. I'll start the overnight capture with probe-rs attach."),
    planted: [
      { kind: "instruction", keys: ["probe-rs attach"] },
      { kind: "fact", keys: ["lfxo"] },
    ],
  },
  {
    id: "b86-panic-strategy",
    build: (s) =>
      s
        .user(
          "panic behaviour in release: right now release builds use panic-probe too, so a panic in the field means the unit sits halted forever waiting for a debugger that isn't there. I want panic-probe in debug builds and panic-reset in release. Let's settle that now.",
        )
        .file("Edit", "firmware/Cargo.toml")
        .file("Edit", "firmware/src/main.rs")
        .bash(
          "cargo build --release -p firmware 2>&1 | tail -1 && cargo build -p firmware 2>&1 | tail -1",
          "    Finished `release` profile [optimized] target(s) in 19.60s\n    Finished `dev` profile [optimized + debuginfo] target(s) in 8.31s",
        )
        .assistant(
          "Done via cfg(debug_assertions): panic-probe in dev, panic-reset in release. I could also store the panic message in a .uninit RAM section so the next boot can report it over BLE, if you want.",
        )
        .user(
          "maybe later, let's not scope creep. but we still need an on-target test that forces a panic and checks RESETREAS afterwards says soft reset, otherwise we don't really know release does what we think.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["panic-reset"] },
      { kind: "task", keys: ["resetreas"] },
    ],
  },
  {
    id: "b86-easydma-flash",
    build: (s) =>
      s
        .user("display shows garbage after I moved the splash bitmap to a const. It was fine as a static mut.")
        .bash(
          "probe-rs attach --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/firmware | grep spim",
          "WARN  spim: tx buffer 0x0004a2c0 not in RAM, copying (slow path)\nERROR spim: copy buffer too small (1024 < 4096)",
        )
        .assistant(
          "The bitmap is now in flash at 0x4A2C0. embassy-nrf's SPIM can't DMA from flash, so it falls back to copying into a 1 KiB RAM buffer, and the 4 KiB bitmap doesn't fit.",
        )
        .user(
          "right, I forgot: EasyDMA on the nRF52 can only read from RAM, never from flash. so anything we hand to SPIM/TWIM/UARTE has to live in RAM. I'll move the bitmap back into a static. Can you audit the other drivers for const slices going into DMA transfers? Not now, after the release, add it to the issues.",
        )
        .file("Edit", "firmware/src/display/splash.rs")
        .stop("Moved the splash bitmap back to a static in RAM; display renders correctly."),
    planted: [
      { kind: "fact", keys: ["easydma", "ram"] },
      { kind: "task", keys: ["audit", "dma"] },
    ],
  },
  {
    id: "b86-ci-owner",
    build: (s) =>
      s
        .user("can you bump actions/checkout to v5 in all workflows?")
        .bash("rg -l 'actions/checkout@v4' .github/workflows", ".github/workflows/hil.yml\n.github/workflows/build.yml\n.github/workflows/release.yml")
        .file("Edit", ".github/workflows/hil.yml")
        .file("Edit", ".github/workflows/build.yml")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("Bumped all three workflows to actions/checkout@v5.")
        .user(
          "thanks. I'll send that PR to Jonas, he owns everything under .github/ and the runner setup, so CI changes need his review anyway. Follow-up for whenever he's back from vacation: the HIL runbook needs writing up in docs/hil.md, right now it's all in his head.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas", ".github"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b86-e-typo",
    build: (s) =>
      s
        .user("typo in the doc comment on Sht4x::measure, 'humidty'. fix pls")
        .file("Edit", "firmware/src/drivers/sht4x.rs")
        .assistant("Fixed: 'humidty' is now 'humidity' in the doc comment on Sht4x::measure.")
        .user("ty. is there the same typo anywhere else?")
        .bash("rg -n 'humidty' .", "")
        .assistant("No other occurrences in the repository.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-time-driver",
    build: (s) =>
      s
        .user(
          "Conceptual question, not urgent. How does embassy-time actually get its ticks on the nRF? I see `time-driver-rtc1` as a feature on embassy-nrf, but I never understood whether that means the RTC1 peripheral is then off limits for us, or whether we could share it with the calendar code.",
        )
        .assistant(
          "With time-driver-rtc1, embassy-nrf takes RTC1 as the time driver: it runs it at 32768 Hz, uses the overflow plus compare channels to build a 64-bit tick counter, and uses another compare channel for alarms. The driver owns the peripheral, so you can't configure RTC1 yourself; embassy-nrf doesn't give you a handle to it. The calendar code could use RTC2 instead, or build on embassy_time::Instant directly.",
        )
        .user("and the tick rate, is that 32768 or 1 MHz? I thought I read 1 MHz somewhere.")
        .assistant(
          "The tick rate is set by the `tick-hz-*` features of embassy-time. On nRF with the RTC driver, 32768 Hz is the native rate; 1 MHz is the default on other platforms, which might be where you read it. Here is the list of tick features the crate offers.",
        )
        .bash("rg -c 'tick-hz-' ~/.cargo/registry/src/*/embassy-time-0.4.0/Cargo.toml", "87")
        .user("ok makes sense, thanks. I'll read the driver source tonight.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-ci-log",
    build: (s) =>
      s
        .user(
          "What is this warning in the build log? I see it on every CI run and nobody knows where it comes from:\n\n```\nwarning: nrf-softdevice-s140@0.2.0: TODO: the SoftDevice must always be flashed before the application, never after\nwarning: nrf-softdevice-s140@0.2.0: see README for the flashing order\n```",
        )
        .bash(
          "rg -n 'TODO: the SoftDevice' ~/.cargo/registry/src/*/nrf-softdevice-s140-0.2.0/build.rs",
          '/home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/nrf-softdevice-s140-0.2.0/build.rs:14:    println!("cargo:warning=TODO: the SoftDevice must always be flashed before the application, never after");',
        )
        .assistant(
          "It's printed unconditionally by the build script of nrf-softdevice-s140 0.2.0, line 14, as a cargo:warning. It isn't about our code; it's a reminder the crate authors left in. Newer versions of the crate might have dropped it, but I haven't checked.",
        )
        .user("huh, so it's just noise from upstream? ok. can cargo be told to hide it?")
        .assistant(
          "Not selectively: cargo shows all build-script warnings of dependencies in the log. You could filter the CI log output with grep -v, but that would also hide other warnings on those lines.",
        )
        .user("nah, leave it then, not worth it.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-clock-hypothesis",
    build: (s) =>
      s
        .user(
          "Weird one: the sample timestamps from unit 14 are ~30 ms late compared to unit 12 after a day. Could be the HFXO startup, could be the BLE connection events stealing time from the timer interrupt, could be nothing. I don't have a theory yet. What would you look at?",
        )
        .assistant(
          "A few things to separate causes: log the RTC counter against embassy_time::Instant on both units, check whether unit 14 was connected to the phone more often (the SoftDevice's radio events run at the highest priority), and compare the LFCLK source settings. 30 ms over a day is about 0.35 ppm, which is well within a crystal's tolerance, so it might be completely normal.",
        )
        .bash(
          "probe-rs attach --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/firmware | grep -m3 'rtc='",
          "INFO  clk: rtc=2831044 inst=86396.2s\nINFO  clk: rtc=2831372 inst=86406.2s\nINFO  clk: rtc=2831700 inst=86416.2s",
        )
        .user(
          "hmm, 0.35 ppm, so maybe I'm chasing nothing. maybe the crystals are just different. let's not do anything now and see if it grows on the 7-day run.",
        )
        .assistant("Ok. The 7-day run logs should show whether it grows linearly (crystal) or in jumps (something scheduling-related).")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-rtic2-proposal",
    build: (s) =>
      s
        .user("the test `sensor_v1::debounce_gpio` in legacy fails after the dependency bump. fix it?")
        .bash(
          "cargo test -p sensor-v1-logic debounce",
          "test debounce_gpio ... FAILED\n\nthread 'debounce_gpio' panicked at legacy/sensor-v1/logic/src/debounce.rs:41:\nassertion `left == right` failed\n  left: 3\n right: 2",
          101,
        )
        .assistant(
          "The debounce window is computed from a u32 tick that now wraps differently with the new fugit version. While looking at it: we could also move sensor-v1 to RTIC 2, which would let us drop the fugit 0.3 pin entirely. Want me to do that at the same time?",
        )
        .user("no, no migrations today. just fix the test please.")
        .file("Edit", "legacy/sensor-v1/logic/src/debounce.rs")
        .bash("cargo test -p sensor-v1-logic debounce", "test debounce_gpio ... ok\n\ntest result: ok. 1 passed")
        .assistant("Fixed with a wrapping_sub on the tick difference; the test passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-run-hil-local",
    build: (s) =>
      s
        .user("can you run the on-target tests on the board on my desk? the nrf52840 dk is plugged in")
        .bash(
          "cargo test -p firmware --target thumbv7em-none-eabihf",
          "     Running tests/on_target.rs (target/thumbv7em-none-eabihf/debug/deps/on_target-1f3c)\n      Erasing ✔ [00:00:01]\n  Programming ✔ [00:00:03]\ntest flash_roundtrip ... ok\ntest i2c_bus::reads_whoami ... ok\ntest adc::reads_vdd ... ok\n\ntest result: ok. 3 passed; 0 failed",
        )
        .assistant("All 3 on-target tests pass on the DK: flash_roundtrip, i2c_bus::reads_whoami and adc::reads_vdd.")
        .user("sweet. how long did the flash take?")
        .assistant("About 4 s: 1 s erasing and 3 s programming, per probe-rs's progress bars.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-chitchat-bump",
    build: (s) =>
      s
        .user(
          "morning. the lab's coffee machine died so I'm running on tea, forgive typos. can you check if heapless 0.9 builds with our stuff? just curious, not switching",
        )
        .bash(
          "cargo update -p heapless --precise 0.9.1 --dry-run && cargo check --target thumbv7em-none-eabihf 2>&1 | tail -3",
          "    Updating heapless v0.8.0 -> v0.9.1\nerror[E0432]: unresolved import `heapless::pool`\n --> firmware/src/net/buffers.rs:3:15\nerror: could not compile `firmware` due to 1 previous error",
        )
        .assistant(
          "It doesn't build as is: heapless 0.9 moved the pool module out, and net/buffers.rs imports heapless::pool. The dry run didn't change Cargo.lock.",
        )
        .user("figured. tea's not bad actually. ok thanks, that's all for now")
        .assistant("Enjoy the tea.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-i2c-speed-withdrawn",
    build: (s) =>
      s
        .user("let's switch the sensor I2C bus to 400 kHz, the SHT4x reads take forever at 100")
        .file("Read", "firmware/src/board.rs")
        .assistant("The TWIM is configured at K100 in board.rs. Switching to K400 is one line; the SHT4x and the BMI270 both support fast mode.")
        .user(
          "actually no, scratch that. we still have those occasional NACKs on the flex cable board and I don't want to change two things at once. leave it at 100 until we understand them.",
        )
        .assistant("Ok, I left board.rs unchanged at 100 kHz.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-status",
    build: (s) =>
      s
        .user("where are we with the display driver? I lost track")
        .bash(
          "git log --oneline -5 feat/display",
          "9ab12c0 firmware(display): partial refresh\n71de3f4 firmware(display): splash screen\n0c2e8a1 firmware(display): init sequence for SSD1680",
        )
        .assistant(
          'On feat/display: the SSD1680 init sequence, the splash screen and partial refresh are committed. The branch builds for the target and clippy is clean. Partial refresh was tested on the DK with the 2.13" panel; the full refresh timing looks right on the logic analyzer.',
        )
        .user("and what's the refresh time on the partial?")
        .assistant("About 310 ms per partial refresh, measured from the BUSY line going high to low.")
        .user("ok good, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-embed-toml",
    build: (s) =>
      s
        .user(
          "what does this section in Embed.toml do? someone copy-pasted it years ago:\n\n```toml\n[default.reset]\n# always halt after reset, never let it run before RTT is attached\nhalt_afterwards = true\n# TODO: must revisit once we move to defmt\n[default.rtt]\nenabled = true\n```",
        )
        .file("Read", "firmware/Embed.toml")
        .assistant(
          "That's a cargo-embed config. `[default.reset] halt_afterwards = true` makes cargo-embed halt the core right after the reset, so the RTT host side can find the control block before any output is written. The TODO comment is from whoever wrote it. Do you still use cargo-embed? The workflow files call probe-rs run directly.",
        )
        .user("I don't think anyone uses cargo embed anymore. does probe-rs run read that file?")
        .bash("rg -n 'Embed.toml' ~/.cargo/registry/src/*/probe-rs-tools-*/src/bin/probe-rs/cmd/run.rs | head -3", "")
        .assistant("No: probe-rs run takes its settings from the command line and .cargo/config.toml; Embed.toml is only read by cargo embed.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-review",
    build: (s) =>
      s
        .user("can you review Kasia's PR #212 (the uart framing)? just comments, don't push anything")
        .bash(
          "gh pr diff 212 | head -30",
          "+pub async fn read_frame(&mut self, buf: &mut [u8]) -> Result<usize, UartError> {\n+    let n = self.rx.read_until_idle(buf).await?;\n+    if buf[0] != 0x7E { return Err(UartError::Framing) }\n+    Ok(n)\n+}",
        )
        .assistant(
          "Two comments: read_frame indexes buf[0] without checking n > 0, so an idle line with zero bytes would panic; and if the start byte is missing, the rest of the frame is dropped instead of resynchronizing on the next 0x7E. Otherwise it looks fine to me.",
        )
        .user("good points. would you post them as a review? request changes, not approve.")
        .bash("gh pr review 212 --request-changes --body-file /tmp/review-212.md", "- Requested changes to pull request ourorg/firmware#212")
        .assistant("Posted the review on #212 requesting changes, with both comments.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-ext-flash-fs",
    build: (s) =>
      s
        .user(
          "Data logging to the external QSPI flash (the 8 MB MX25R6435F). I'd like something that survives power loss mid-write. sequential-storage works great for the config but it's a key-value map, and I want files: one per day of samples, rotated when full. littlefs2 gives us that with wear leveling and power-loss resilience, at the cost of a C dependency through littlefs2-sys. I think that's the trade-off to take. Objections?",
        )
        .assistant(
          "None from me. littlefs2 builds for thumbv7em with the bundled C source and needs about 4 KiB of RAM for caches with 256-byte program size. The alternative would be writing our own ring log on top of the raw flash, which is what we'd end up maintaining forever.",
        )
        .user("ok, littlefs2 for the external flash then. go ahead and wire it up behind a Storage trait.")
        .file("Write", "firmware/src/storage/mod.rs")
        .file("Write", "firmware/src/storage/lfs.rs")
        .bash(
          "cargo test -p firmware --target thumbv7em-none-eabihf storage",
          "test storage::format_mount ... ok\ntest storage::write_rotate ... ok\n\ntest result: ok. 2 passed; 0 failed",
        )
        .assistant("The Storage trait and the littlefs2 backend are in; format/mount and rotation pass on the DK.")
        .user(
          "nice. one thing I learned the hard way on the last product: the MX25R draws 5 µA in standby but 0.01 µA in deep power-down, so any time we go idle the QSPI flash goes into deep power-down first, every time, that's the rule for whoever touches power.rs. and at some point we need to benchmark sustained write throughput on it, I have no idea if 1600 Hz IMU logging even fits.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["littlefs2"] },
      { kind: "instruction", keys: ["deep power-down"] },
      { kind: "task", keys: ["throughput"] },
    ],
  },
  {
    id: "b86-defmt-trace-overflow",
    build: (s) =>
      s
        .user("the firmware freezes for seconds at a time when I build with trace logging. debug builds at info are fine.")
        .bash(
          "rg -n 'DEFMT_LOG|BUFFER_SIZE|RttMode' .cargo/config.toml firmware/src",
          '.cargo/config.toml:7:DEFMT_LOG = "trace"\nfirmware/src/main.rs:18:// defmt-rtt: BUFFER_SIZE = 1024, mode BlockIfFull',
        )
        .assistant(
          "Someone committed DEFMT_LOG = trace in .cargo/config.toml. With a 1 KiB RTT buffer in BlockIfFull mode, the logger blocks the whole core until the host drains the buffer, and at trace level the drivers log faster than the probe reads. I'll check it with the probe disconnected to be sure.",
        )
        .bash("probe-rs attach --chip nRF52840_xxAA target/thumbv7em-none-eabihf/debug/firmware --rtt-scan-memory | grep -c 'rtt: buffer full'", "412")
        .user(
          "yep, confirmed then: the freezes are defmt-rtt blocking in BlockIfFull mode when the 1 KiB buffer fills at trace level. revert the config line. and please, never commit DEFMT_LOG=trace in .cargo/config.toml again, set it in your shell for the session if you need it.",
        )
        .file("Edit", ".cargo/config.toml")
        .stop("Reverted DEFMT_LOG to info in .cargo/config.toml."),
    planted: [
      { kind: "fact", keys: ["blockiffull"] },
      { kind: "instruction", keys: ["defmt_log", "trace"] },
    ],
  },
  {
    id: "b86-board-revs",
    build: (s) =>
      s
        .user("the status LED doesn't blink on the new rev C boards. rev B is fine.")
        .file("Read", "firmware/src/board.rs")
        .assistant("board.rs drives the LED on P0.13 for every revision. Did the LED move on rev C? The schematic in hw/ is still rev B.")
        .user(
          "yes it moved. on rev C the status LED is on P1.09, P0.13 became the QSPI CS. I'll put the rev C schematic in hw/ later. and honestly, let's stop supporting rev B altogether: there are four of them, all in the lab, and every cfg for it is noise. Rip the rev B cfgs out.",
        )
        .bash("rg -c 'board_rev_b' firmware/src | awk -F: '{s+=$2} END {print s}'", "23")
        .file("Edit", "firmware/src/board.rs")
        .file("Edit", "firmware/Cargo.toml")
        .bash("cargo clippy --target thumbv7em-none-eabihf -- -D warnings", "    Finished `dev` profile [optimized + debuginfo] target(s) in 8.02s")
        .stop("Removed the 23 board_rev_b cfgs and the feature; the LED is on P1.09 now."),
    planted: [
      { kind: "fact", keys: ["p1.09"] },
      { kind: "decision", keys: ["rev b"] },
    ],
  },
  {
    id: "b86-release-tags",
    build: (s) =>
      s
        .user("prepare the 0.5.0 release: bump the version, update CHANGELOG.md")
        .file("Edit", "firmware/Cargo.toml")
        .file("Edit", "CHANGELOG.md")
        .bash(
          "git commit -am 'firmware: release 0.5.0' && git tag v0.5.0",
          "[main 7d21c44] firmware: release 0.5.0\n 2 files changed, 19 insertions(+), 2 deletions(-)",
        )
        .assistant("Bumped to 0.5.0, added the changelog section and created the tag v0.5.0. Shall I push the commit and the tag?")
        .user(
          "push the commit, but delete that tag. I create and push release tags myself, the release workflow signs whatever gets tagged, so don't ever make or push tags. and since you just forgot half of the entries in CHANGELOG.md: before 1.0 we need a CI check that fails when a PR touches firmware/ without a changelog line.",
        )
        .bash(
          "git tag -d v0.5.0 && git push origin main",
          "Deleted tag 'v0.5.0' (was 7d21c44)\nTo github.com:ourorg/firmware.git\n   3c1f0a2..7d21c44  main -> main",
        )
        .stop("Deleted the local tag and pushed the release commit only."),
    planted: [
      { kind: "instruction", keys: ["tags"] },
      { kind: "task", keys: ["changelog"] },
    ],
  },
  {
    id: "b86-orientation-filter",
    build: (s) =>
      s
        .user("we need orientation from the IMU for the tilt alarm. what filter do you suggest? we have no magnetometer")
        .assistant(
          "Without a magnetometer, the two common options are a Madgwick filter (gradient descent, one tuning parameter beta, cheap on an M4F) and a Mahony filter (PI controller, two gains, a bit less CPU). A full EKF would be overkill for a tilt alarm. I'd go with Madgwick with beta around 0.1 at 100 Hz, since there's a pure-Rust no_std crate and it's easy to reason about.",
        )
        .user("makes sense, Madgwick with beta 0.1 it is.")
        .file("Edit", "firmware/Cargo.toml")
        .file("Write", "firmware/src/tasks/orientation.rs")
        .bash("cargo test -p proto orientation", "test orientation::level_is_zero_tilt ... ok\ntest orientation::tilt_45 ... ok\n\ntest result: ok. 2 passed")
        .assistant("The orientation task runs Madgwick at 100 Hz from the IMU samples; the host tests for level and 45° tilt pass.")
        .user("cool. later we need to tune beta properly against the turntable recordings Lena made, 0.1 is a guess. not today.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["madgwick"] },
      { kind: "task", keys: ["turntable"] },
    ],
  },
  {
    id: "b86-critical-section",
    build: (s) =>
      s
        .user("random BLE disconnects since the counter refactor, error 0x08 (supervision timeout). any idea?")
        .bash("rg -n 'interrupt::free|cpsid' firmware/src", "firmware/src/metrics.rs:22:    cortex_m::interrupt::free(|_| {")
        .assistant(
          "metrics.rs disables all interrupts with cortex_m::interrupt::free while it updates the counters, which also masks the SoftDevice's radio interrupts. If that section runs long enough the connection events are missed.",
        )
        .user(
          "that's exactly it. the SoftDevice doesn't tolerate global interrupt disabling, which is why the critical-section implementation we link is the one from nrf-softdevice, it only masks the app's priorities. So, a rule for this codebase: no cortex_m::interrupt::free anywhere, always critical_section::with.",
        )
        .file("Edit", "firmware/src/metrics.rs")
        .bash("cargo clippy --target thumbv7em-none-eabihf -- -D warnings", "    Finished `dev` profile [optimized + debuginfo] target(s) in 7.61s")
        .stop("metrics.rs uses critical_section::with now."),
    planted: [
      { kind: "fact", keys: ["critical-section", "nrf-softdevice"] },
      { kind: "instruction", keys: ["critical_section::with"] },
    ],
  },
  {
    id: "b86-uart-bootlog",
    build: (s) =>
      s
        .user(
          "Field debugging question. When a unit comes back from a customer we have no probe-friendly way to see why it rebooted: the SWD header isn't populated on production boards. Option A: keep the debug UART on P0.06 enabled in release and print a short boot log (reset reason, version, config hash) at 115200. Option B: store it in flash and read it over BLE. A costs maybe 0.5 µA idle if we disable the UARTE after boot. Thinking about it, A, because B depends on BLE working, which is exactly what might be broken.",
        )
        .file("Edit", "firmware/src/bootlog.rs")
        .bash(
          "cargo build --release -p firmware && picocom -b 115200 /dev/ttyUSB0 --exit-after 3000",
          "boot: v0.5.0-3-g91ad2e1 reset=SREQ cfg=7f31a0c2\nboot: uarte off",
        )
        .assistant("Release builds print the boot line on P0.06 at 115200 and then turn the UARTE off.")
        .user("good, that's the way we do it then. remind me to ask the hardware team for a UART TX test pad on rev D, clipping onto the pin is painful.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["uart", "115200"] },
      { kind: "task", keys: ["test pad"] },
    ],
  },
  {
    id: "b86-proto-fuzz",
    build: (s) =>
      s
        .user("I changed the TLV length decoding in proto/src/tlv.rs, can you check it?")
        .bash("cargo test -p proto tlv", "test tlv::roundtrip ... ok\ntest tlv::rejects_short ... ok\n\ntest result: ok. 2 passed")
        .bash(
          "cd proto && cargo +nightly fuzz run tlv_decode -- -max_total_time=600",
          "#1048576 pulse cov: 412 ft: 1290 corp: 188/6441b exec/s: 1747\n==4117== ERROR: libFuzzer: deadly signal\nthread panicked at proto/src/tlv.rs:57: attempt to subtract with overflow",
          1,
        )
        .assistant(
          "The unit tests pass, but the fuzzer found a panic within 10 minutes: a length field of 0 underflows `len - 2` at tlv.rs:57. I'll add a check and a regression test from the crash input.",
        )
        .file("Edit", "proto/src/tlv.rs")
        .bash("cd proto && cargo +nightly fuzz run tlv_decode -- -max_total_time=600", "Done 10485760 runs in 601 second(s)")
        .user(
          "see, this is why. ok: from now on any change to parsing code in proto/ gets a cargo-fuzz run of at least 10 minutes before you call it done. and eventually the fuzz targets should run nightly on the CI box, but that's a separate job for later.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cargo-fuzz", "10 minutes"] },
      { kind: "task", keys: ["nightly", "fuzz"] },
    ],
  },
  {
    id: "b86-flash-task",
    build: (s) =>
      s
        .user("BLE drops again, this time only when the config is saved. 0x08 again.")
        .bash(
          "probe-rs attach --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/firmware | grep -E 'nvmc|ble'",
          "INFO  nvmc: erase page 0xFE000 took 86 ms\nWARN  ble: conn 0 disconnected reason 0x08",
        )
        .assistant(
          "The internal flash page erase takes 86 ms and stalls the CPU, so the SoftDevice misses its radio events. With the SoftDevice enabled, flash operations have to go through its flash API (nrf_softdevice::Flash), which schedules them between radio events. config.rs writes through embassy-nrf's Nvmc directly.",
        )
        .user("right, and that's a known thing: an NVMC page erase is ~85 ms of stalled CPU on this chip. Your fix suggestion?")
        .assistant(
          "Move every internal flash write into one flash task that owns nrf_softdevice::Flash, and have config.rs and the bootloader state send requests to it over an embassy-sync Channel. That also serializes writes, which sequential-storage needs anyway.",
        )
        .user("yes, do that. one flash task owning it, everything else goes through the channel.")
        .file("Write", "firmware/src/tasks/flash.rs")
        .file("Edit", "firmware/src/config.rs")
        .stop("All internal flash writes go through the flash task's channel now."),
    planted: [
      { kind: "fact", keys: ["85 ms"] },
      { kind: "decision", keys: ["flash task", "channel"] },
    ],
  },
  {
    id: "b86-e-linker-question",
    build: (s) =>
      s
        .user("why does the linker map say .bss is 61K? that seems like a lot for what we do")
        .bash("cargo size --release -- -A | grep -E 'bss|data'", ".data        1184  0x20020000\n.bss        62712  0x200204a0")
        .assistant(
          "Most of it is static task arenas: embassy-executor's task-arena-size feature reserves 32 KiB up front, then the BLE buffers (about 12 KiB) and the littlefs caches. I'm not sure how much of the arena is really used; we could measure the high-water mark with a stack painting run.",
        )
        .user("is there a way to see the per-task sizes?")
        .assistant(
          "The nightly feature of embassy-executor can size each task statically; on stable the arena is one block. cargo bloat doesn't see .bss either. A map file grep for the arena symbol shows the total only.",
        )
        .user("ok, not worth digging into today. just wanted to understand where it goes.")
        .stop(),
    planted: [],
  },
  {
    id: "b86-e-format-fix",
    build: (s) =>
      s
        .user("cargo fmt complains in CI, can you fix formatting?")
        .bash(
          "cargo fmt --all -- --check | head -4",
          "Diff in /home/dev/src/app/firmware/src/tasks/orientation.rs:41:\n-    let q = filter.update_imu(&gyr,&acc);\n+    let q = filter.update_imu(&gyr, &acc);",
          1,
        )
        .bash("cargo fmt --all && cargo fmt --all -- --check", "")
        .assistant("Ran cargo fmt on the workspace; the check passes now. Only orientation.rs changed.")
        .user("thanks. did anything else change?")
        .assistant("No, git diff shows the one line in orientation.rs.")
        .stop(),
    planted: [],
  },
];

export const BLIND86 = plantedSet(BLIND86_SESSIONS, Date.UTC(2026, 10, 14, 9));
