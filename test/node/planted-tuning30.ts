/**
 * A tuning planted set for the offline long-term-memory extractor, in one style: embedded and
 * systems programming (C, C++, Rust, firmware, drivers, kernels, cross-compiling, RTOS) with a
 * coding agent in Codex CLI's voice; terse expert users, facts about hardware quirks and
 * toolchains, standing rules about unsafe code, allocation and style. Each session is one
 * segment; the items planted in it are listed with it: 74 items (19 decisions, 19
 * instructions, 17 facts, 19 tasks) in 52 sessions, 12 of which plant nothing. Every other
 * message must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with
 * "always", "never", "TODO" in them), chit-chat, requests done in the same session, and
 * decisions a later message replaces (only the later one is planted).
 *
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

const START = Date.UTC(2026, 6, 6, 8);

export const TUNING30_SESSIONS: BlindSession[] = [
  {
    id: "t30-stlink-clone",
    build: (s) =>
      s
        .user("make flash fails on the f411 devkit. openocd just says target not examined")
        .assistant("Checking the probe and the openocd config first.")
        .bash(
          "openocd -f interface/stlink-dap.cfg -c 'transport select dapdirect_swd' -f target/stm32f4x.cfg",
          "Info : STLINK V2J29S7 (API v2) VID:PID 0483:3748\nError: init mode failed (unable to connect to the target)\nError: Target not examined yet",
          1,
        )
        .assistant(
          "The probe reports firmware V2J29S7, which genuine V2 units never shipped with that VID:PID pair. Might be a clone, might just be SWD wiring; I can't tell from here.",
        )
        .user("its a clone yeah. those only work with hla_swd, dapdirect never worked on them. fix the cfg")
        .bash(
          "openocd -f interface/stlink.cfg -c 'transport select hla_swd' -f target/stm32f4x.cfg -c 'program build/fw.elf verify reset exit'",
          "** Programming Started **\n** Programming Finished **\n** Verify Started **\n** Verified OK **\n** Resetting Target **",
        )
        .file("Edit", "tools/openocd.cfg")
        .assistant("Flashed and verified. `tools/openocd.cfg` now uses `interface/stlink.cfg` with `transport select hla_swd`.")
        .user(
          "good. and dont ever flash the production boards from here, devkits only. prod units have RDP level 1 and a mass erase wipes the calibration page",
        )
        .assistant("Understood: devkits only, no flash targets against production boards.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hla_swd"] },
      { kind: "instruction", keys: ["production"] },
    ],
  },
  {
    id: "t30-embassy-unwrap",
    build: (s) =>
      s
        .user("sensor node rewrite. RTIC or embassy? need async for BLE + sensor polling at the same time")
        .assistant(
          "Both would do it. RTIC 2 gives priority-based preemption with compile-time resource analysis; embassy gives an async executor and nrf-softdevice support already exists. Want me to sketch both so you can compare?",
        )
        .user("no sketches. we go with embassy, RTIC is fine but the softdevice glue isnt worth writing ourselves")
        .bash(
          "cargo add embassy-executor embassy-nrf --features embassy-nrf/nrf52840,embassy-nrf/time-driver-rtc1",
          "    Updating crates.io index\n      Adding embassy-executor v0.6.3 to dependencies\n      Adding embassy-nrf v0.2.0 to dependencies",
        )
        .bash(
          "cargo build --release",
          "   Compiling sensor v0.3.0 (/home/dev/src/app/sensor)\n    Finished `release` profile [optimized + debuginfo] target(s) in 41.22s",
        )
        .assistant("embassy-executor and embassy-nrf added (nrf52840, RTC1 time driver); release build passes.")
        .user(
          "also: no .unwrap() anywhere in the firmware crates. a panic on a sensor node is a dead node in a field. defmt::unwrap! if its truly unreachable, otherwise propagate the error",
        )
        .assistant("There are 3 `unwrap()` calls in `sensor/src/main.rs`; replacing them now.")
        .file("Edit", "sensor/src/main.rs")
        .bash("rg -n 'unwrap\\(\\)' sensor/", "", 1)
        .assistant("Done: no `unwrap()` left under `sensor/`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["embassy"] },
      { kind: "instruction", keys: ["unwrap"] },
    ],
  },
  {
    id: "t30-empty-volatile-q",
    build: (s) =>
      s
        .user("quick q: does volatile on a struct member make `reg |= BIT(3)` atomic on cortex-m?")
        .bash(
          "arm-none-eabi-objdump -d build/gpio.o | grep -A4 '<gpio_set>'",
          "00000000 <gpio_set>:\n   0:\t4a02      \tldr\tr2, [pc, #8]\n   2:\t6813      \tldr\tr3, [r2, #0]\n   4:\tf043 0308 \torr.w\tr3, r3, #8\n   8:\t6013      \tstr\tr3, [r2, #0]",
        )
        .assistant(
          "No. `volatile` only stops the compiler from caching or dropping the access; as the disassembly shows it is still ldr / orr / str, and an interrupt can land between the load and the store. On M3/M4 you'd use LDREX/STREX or bit-banding; on M0 mask interrupts around it.",
        )
        .user("thx, thats what i thought")
        .stop(),
    planted: [],
  },
  {
    id: "t30-tmp117-i2c",
    build: (s) =>
      s
        .user("tmp117 on i2c2 nacks on every rev B board. rev A fine")
        .bash(
          "i2cdetect -y 2",
          "     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f\n00:          -- -- -- -- -- -- -- -- -- -- -- -- --\n40: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n70: -- -- -- -- -- -- -- --",
        )
        .assistant("Nothing answers on bus 2 at all. A scope would tell for sure; my guess is the lines don't idle high.")
        .user("rev B has no pull-ups populated on i2c2, R41/R42 got DNP'd in the BOM change. we bodge 4.7k externally on bench units")
        .assistant(
          "Then the driver side is fine and the DT can stay. While reading the driver I found its regmap cache treats the CONFIG register as non-volatile, so alert bits are read stale.",
        )
        .file("Edit", "drivers/hwmon/tmp117.c")
        .bash(
          "make -C /lib/modules/$(uname -r)/build M=$PWD modules",
          "  CC [M]  drivers/hwmon/tmp117.o\n  MODPOST Module.symvers\n  LD [M]  drivers/hwmon/tmp117.ko",
        )
        .user("patch looks ok. dont send it yet, the regmap cache fix goes upstream after we rebase onto 6.8. remind me then")
        .assistant("Kept it as a local commit on branch `tmp117-regmap`, not sent.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pull-ups"] },
      { kind: "task", keys: ["regmap"] },
    ],
  },
  {
    id: "t30-toolchain-pin",
    build: (s) =>
      s
        .user("CI red on the motor controller since the runner image update. HardFault in foc_update(), only at -O2")
        .bash("arm-none-eabi-gcc --version | head -1", "arm-none-eabi-gcc (Arm GNU Toolchain 13.3.Rel1 (Build arm-13.24)) 13.3.1 20240614")
        .assistant(
          "The image picked up 13.3.Rel1. At -O2 it hoists a `vldr` above the lazy FPU stacking check in foc_update. Either a codegen bug or UB on our side that the new version now exploits; I don't know which yet.",
        )
        .bash(
          "diff <(arm-13.2/bin/arm-none-eabi-objdump -d build/foc.o) <(arm-none-eabi-objdump -d build/foc.o) | head -5",
          "41,42c41,42\n<   7c:\tee1d 7a10 \tvmov\tr7, s26\n<   80:\ted93 7a00 \tvldr\ts14, [r3]\n---\n>   7c:\ted93 7a00 \tvldr\ts14, [r3]",
        )
        .user("whatever it is we're not chasing it this sprint. pin the toolchain to 13.2.rel1 in the CI image and say so in the README")
        .file("Edit", "ci/Dockerfile")
        .file("Edit", "README.md")
        .assistant("Pinned: `ci/Dockerfile` fetches arm-gnu-toolchain 13.2.rel1 by sha256 and the README names 13.2.rel1. CI is green again.")
        .user("someone still has to cut foc_update down to a minimal repro and file it on gcc bugzilla. later, not today")
        .user("oh and fyi the old build box build-02 still has host gcc 9.4, it doesnt know -std=c2x. host tools stay c11")
        .assistant("Host tools under `tools/` already build with `-std=c11`, nothing to change.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["13.2"] },
      { kind: "task", keys: ["bugzilla"] },
      { kind: "fact", keys: ["build-02"] },
    ],
  },
  {
    id: "t30-libc-switch",
    build: (s) =>
      s
        .user("L0 bootloader is 200 bytes over the 16K. newlib-nano printf is most of it")
        .assistant(
          "Options:\n1. newlib-nano without float printf (drop `-u _printf_float`)\n2. picolibc with tinystdio\n3. no printf in the bootloader, a tiny hex formatter instead\n\n1 is the smallest change.",
        )
        .user("do 1 for now")
        .bash("make BOOT=1 size", "   text\t   data\t    bss\t    dec\t    hex\tfilename\n  16012\t     24\t   1840\t  17876\t   45d4\tbuild/boot.elf")
        .assistant("Without float printf the bootloader text is 16012 bytes, 372 under the limit.")
        .user(
          "hm actually no. the app needs float printf for the calibration dump anyway and i dont want two libc configs around. switch both images to picolibc",
        )
        .bash(
          "make clean all LIBC=picolibc && make size",
          "   text\t   data\t    bss\t    dec\t    hex\tfilename\n  15420\t     24\t   1712\t  17156\t   4304\tbuild/boot.elf\n 118904\t    412\t  22016\t 141332\t  22814\tbuild/app.elf",
        )
        .assistant("Both images link picolibc now: bootloader 15420 bytes, app 118904.")
        .stop(),
    planted: [{ kind: "decision", keys: ["picolibc"] }],
  },
  {
    id: "t30-empty-rebase",
    build: (s) =>
      s
        .user("rebase my branch onto main, fix whatever conflicts in drivers/spi")
        .bash(
          "git rebase main",
          "Auto-merging drivers/spi/spi_dma.c\nCONFLICT (content): Merge conflict in drivers/spi/spi_dma.c\nerror: could not apply 3f2c1aa... spi: dma: chain descriptors",
          1,
        )
        .file("Edit", "drivers/spi/spi_dma.c")
        .bash("git add drivers/spi/spi_dma.c && GIT_EDITOR=true git rebase --continue", "Successfully rebased and updated refs/heads/spi-chain.")
        .assistant("Rebased. The conflict was main's new timeout argument against your descriptor chaining; kept both. Build passes.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t30-nmea-heapless",
    build: (s) =>
      s
        .user("the nmea parser allocates a String per sentence. 64k part, alloc is only enabled for the tls stack. get rid of it")
        .assistant("Two ways: `heapless::String<82>` (82 is the NMEA max sentence length), or parse in place over the `&[u8]` with no owned buffer.")
        .user("heapless. in-place made the checksum code unreadable last time we tried")
        .file("Edit", "gps/src/nmea.rs")
        .bash("cargo test -p gps", "running 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed; 0 ignored")
        .assistant("Parser uses `heapless::String<82>` now; 23 tests pass, .bss grew by 82 bytes, nothing in `gps` allocates.")
        .user("rule for this repo btw: no malloc / Box / Vec after init. the allocator exists for mbedtls setup and that's it")
        .assistant("Got it, heap use only during init.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["heapless"] },
      { kind: "instruction", keys: ["malloc"] },
    ],
  },
  {
    id: "t30-dma-unsafe",
    build: (s) =>
      s
        .user("review src/dma.rs, lot of unsafe in there")
        .file("Read", "src/dma.rs")
        .assistant(
          "7 `unsafe` blocks. Two (`start_transfer`, `buffer_ptr`) hand the DMA a pointer into a stack buffer: if the future is dropped mid-transfer the DMA keeps writing into a dead frame. The other five look sound, but none of them says why.",
        )
        .user(
          "every unsafe block gets a // SAFETY: comment saying which invariant makes it ok. no exceptions, clippy::undocumented_unsafe_blocks goes on in CI next week",
        )
        .assistant("Adding them. For the two stack-buffer cases I'll take `&'static mut` buffers instead.")
        .file("Edit", "src/dma.rs")
        .bash(
          "cargo clippy -- -W clippy::undocumented_unsafe_blocks",
          "    Checking fw v0.9.1 (/home/dev/src/app)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.02s",
        )
        .user(
          "also on the H7, DMA1/2 can't reach DTCM at all and AXI SRAM needs cache maintenance, so DMA buffers live in SRAM4, which the MPU marks non-cacheable",
        )
        .assistant('Put the static buffers in `#[link_section = ".sram4"]`; `memory.x` already has the region.')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["safety"] },
      { kind: "fact", keys: ["sram4"] },
    ],
  },
  {
    id: "t30-empty-todo-grep",
    build: (s) =>
      s
        .user("how many TODOs are left in src/usb")
        .bash(
          "rg -n TODO src/usb",
          "src/usb/cdc.c:88:    // TODO: never called with len 0, always check anyway\nsrc/usb/desc.c:12:/* TODO remove once the host driver is fixed */",
        )
        .assistant("Two. One in cdc.c about zero-length writes, one in desc.c about a host-driver workaround.")
        .user("heh, ancient. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "t30-uart-port",
    build: (s) =>
      s
        .user("port drivers/uart.c to the new HAL api, same way you did spi.c")
        .file("Read", "drivers/spi.c")
        .file("Edit", "drivers/uart.c")
        .bash("make -j2", "drivers/uart.c:57:5: error: implicit declaration of function 'hal_uart_cfg' [-Werror=implicit-function-declaration]", 2)
        .file("Edit", "drivers/uart.c")
        .bash("make -j2", "  CC drivers/uart.o\n  LD build/app.elf")
        .assistant("uart.c is on the new HAL (`hal_uart_config` / `hal_uart_xfer`), builds clean.")
        .user("formatting's off. run clang-format -i with the repo config on every file you touch, before you tell me something's done. every time")
        .bash(
          "clang-format -i drivers/uart.c && git diff --stat",
          " drivers/uart.c | 42 ++++++++++++++++++++----------------------\n 1 file changed, 20 insertions(+), 22 deletions(-)",
        )
        .assistant("Reformatted.")
        .user("ok. lpuart.c needs the same port but thats next week, leave it")
        .assistant("Leaving `lpuart.c` on the old HAL.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["clang-format"] },
      { kind: "task", keys: ["lpuart"] },
    ],
  },
  {
    id: "t30-werror",
    build: (s) =>
      s
        .user("the build prints like 40 warnings now. from now on everything builds with -Wall -Wextra -Werror, locally too not just in CI")
        .bash("make -j2 2>&1 | grep -c warning", "38")
        .assistant(
          "38 warnings: 14 in our code (unused params, sign compare), 24 from `third_party/stm32cube/` headers (-Wcast-align). Should I patch the vendored headers too?",
        )
        .user("no. third_party/ is vendored ST code, we never patch it. it's included as SYSTEM so its warnings dont count")
        .file("Edit", "CMakeLists.txt")
        .file("Edit", "src/sensors.c")
        .bash("make -j2", "[100%] Built target app")
        .assistant("Fixed the 14 in our code, moved the cube include to `SYSTEM`, and the flags now include `-Werror`. Clean build.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["werror"] },
      { kind: "fact", keys: ["third_party"] },
    ],
  },
  {
    id: "t30-cmake-presets",
    build: (s) =>
      s
        .user("makefile hell. moving the build off make. meson or cmake?")
        .assistant("Meson's cross files are cleaner for bare-metal; CMake has presets, better IDE support and the ST/Zephyr ecosystem already speaks it.")
        .user("cmake with presets. meson is nicer but nobody else here knows it")
        .file("Write", "CMakePresets.json")
        .bash(
          "cmake --preset stm32-debug && cmake --build --preset stm32-debug",
          "-- The C compiler identification is GNU 13.2.1\n-- Configuring done (0.9s)\n-- Generating done (0.0s)\n[100%] Built target app.elf",
        )
        .assistant("`CMakePresets.json` has stm32-debug and stm32-release; both build.")
        .user("the old Makefiles stay until the HIL jobs are moved to cmake. delete them after that, not before")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cmake"] },
      { kind: "task", keys: ["makefiles"] },
    ],
  },
  {
    id: "t30-empty-size-lto",
    build: (s) =>
      s
        .user("how big is the app image rn")
        .bash(
          "arm-none-eabi-size build/app.elf",
          "   text\t   data\t    bss\t    dec\t    hex\tfilename\n 118904\t    412\t  22016\t 141332\t  22814\tbuild/app.elf",
        )
        .assistant("118,904 bytes of text, 22 KB bss. LTO would probably save 6-8%; want me to try it?")
        .user("nah not today, were fine on space")
        .stop(),
    planted: [],
  },
  {
    id: "t30-iwdg",
    build: (s) =>
      s
        .user("units in the field hang after ~3 days and never reset. whats the watchdog situation")
        .bash(
          "rg -n IWDG src/",
          "src/main.c:41:  // HAL_IWDG_Init(&hiwdg);  // TODO enable before release\nsrc/stm32l4xx_hal_conf.h:88:#define HAL_IWDG_MODULE_ENABLED",
        )
        .assistant("IWDG init is commented out with a TODO. I'd enable it at about 2 s and kick it from the idle hook.")
        .user("yes. enable the watchdog, 2s, kicked from the idle hook. ships in 1.4.2")
        .file("Edit", "src/main.c")
        .bash("cmake --build --preset stm32-release", "[100%] Built target app.elf")
        .assistant("IWDG on: prescaler 32, reload 2000, so 2.0 s on the 32 kHz LSI; kicked in `vApplicationIdleHook`.")
        .user("fyi the LSE on these boards can take up to 2s to start when cold. nothing that depends on it before the rtc init timeout")
        .assistant("The watchdog runs on the LSI, so it isn't affected.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["watchdog"] },
      { kind: "fact", keys: ["lse"] },
    ],
  },
  {
    id: "t30-zephyr-lts",
    build: (s) =>
      s
        .user("zephyr 4.0 is out. do we move off 3.7?")
        .bash("west list zephyr", "zephyr     zephyr                       v3.7.0       https://github.com/zephyrproject-rtos/zephyr")
        .assistant(
          "4.0 changes the sensor API (decoder/RTIO), which breaks our two out-of-tree drivers; 3.7 is an LTS with fixes into 2027. Porting is maybe two days.",
        )
        .user("stay on 3.7 LTS. we look again when there's a 4.x LTS")
        .file("Edit", "docs/zephyr.md")
        .assistant("Manifest stays at v3.7.0; added a line to `docs/zephyr.md` on why.")
        .user("the docker image still ships zephyr sdk 0.16.5 though, that needs bumping to 0.16.8 at some point. not urgent")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lts"] },
      { kind: "task", keys: ["sdk"] },
    ],
  },
  {
    id: "t30-bindgen-xtask",
    build: (s) =>
      s
        .user("bindgen at build time is killing CI, the libclang install alone is 4 min. alternatives?")
        .assistant("Commit the generated bindings and regenerate with a script when the header changes, or bake libclang into the CI image.")
        .user("commit the generated bindings. regen by hand when the C header changes")
        .bash("cargo xtask gen-bindings", "wrote crates/fw-sys/src/bindings.rs (4211 lines)")
        .file("Edit", "crates/fw-sys/Cargo.toml")
        .assistant("`crates/fw-sys/src/bindings.rs` is committed; bindgen is gone from build-dependencies.")
        .user("and use cargo xtask for anything build related, gen flash dist. plain cargo build skips the objcopy + crc step")
        .file("Edit", ".github/workflows/fw.yml")
        .assistant("CI now runs `cargo xtask dist`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bindings"] },
      { kind: "instruction", keys: ["xtask"] },
    ],
  },
  {
    id: "t30-uart-ring",
    build: (s) =>
      s
        .user("uart rx drops bytes at 921600. ring is 512")
        .assistant("At 921600 that's ~92 bytes/ms, so 512 is about 5.5 ms of headroom before the task drains it. 1024?")
        .user("1024 ok")
        .file("Edit", "src/uart_rx.c")
        .bash("./tools/uart_soak.py --baud 921600 --bytes 1000000", "sent 1000000  received 999997  dropped 3")
        .assistant("Still 3 dropped per million at 1024.")
        .user("fine, make the ring 2048 then and leave it there. ram isnt the problem on this part")
        .file("Edit", "src/uart_rx.c")
        .bash("./tools/uart_soak.py --baud 921600 --bytes 1000000", "sent 1000000  received 1000000  dropped 0")
        .assistant("0 drops over 1M bytes with 2048.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ring", "2048"] }],
  },
  {
    id: "t30-empty-can-guess",
    build: (s) =>
      s
        .user("can bus error frames on the test rig. termination maybe?")
        .bash(
          "candump -e can0,0:0,#FFFFFFFF | head -3",
          "  can0  20000088   [8]  00 00 08 00 00 00 00 00   ERRORFRAME\n\tprotocol-violation{{}{bit-stuffing-error}}",
        )
        .assistant("Could be termination, could be bit timing: we sample at 75% and the other nodes use 87.5%. Stuff errors fit both.")
        .user("I'll put the scope on it myself, dont change anything yet")
        .stop(),
    planted: [],
  },
  {
    id: "t30-hw-crc",
    build: (s) =>
      s
        .user("software crc32 is 11% cpu in the logger. the G4 has a CRC unit")
        .assistant(
          "It does, with a programmable polynomial. Our log format uses CRC-32 (IEEE); switching to CRC-32C would be faster to compute in software too, but old logs would stop verifying.",
        )
        .user("use the hardware crc unit, keep the IEEE polynomial so old logs still verify")
        .file("Edit", "logger/crc.c")
        .bash("ssh hil-03 ./run.sh logger-bench", "crc: 0.4% cpu (was 11.2%)\nverify legacy logs: 212/212 ok")
        .assistant("CRC now 0.4% of CPU on hil-03, and all 212 legacy logs verify.")
        .user("btw hil-03 is the only runner with a J-Link, the rest have ST-Links. anything needing RTT has to run there")
        .stop(),
    planted: [
      { kind: "decision", keys: ["crc"] },
      { kind: "fact", keys: ["hil-03"] },
    ],
  },
  {
    id: "t30-freertos-heap",
    build: (s) =>
      s
        .user("freertos heap fragments after about a day. we're on heap_2")
        .assistant("heap_2 never coalesces adjacent free blocks. heap_4 does; heap_5 is heap_4 plus non-contiguous regions.")
        .user("heap_4. one region is enough")
        .file("Edit", "CMakeLists.txt")
        .bash("cmake --build --preset stm32-release", "[100%] Built target app.elf")
        .assistant("Switched to heap_4.c; configTOTAL_HEAP_SIZE unchanged at 48K.")
        .user(
          "and whoever wrote the adc ISR put a printf in it. ISRs do the bare minimum and hand off to a task with a queue or a notification, thats the rule everywhere",
        )
        .file("Edit", "src/adc.c")
        .assistant("The printf moved to the adc task; the handler only calls `vTaskNotifyGiveFromISR`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["heap_4"] },
      { kind: "instruction", keys: ["isr"] },
    ],
  },
  {
    id: "t30-empty-log-summary",
    build: (s) =>
      s
        .user("what landed in the last 5 commits")
        .bash(
          "git log --oneline -5",
          "a41c2e0 boot: verify image header before jump\n77d01bf spi: dma: chain descriptors\n0c3e9aa adc: move printf out of isr\n5be1f02 ci: pin toolchain\n91aa7c4 uart: rx ring 2048",
        )
        .assistant("Header check in the bootloader, SPI descriptor chaining, the ADC ISR cleanup, the toolchain pin in CI and the bigger UART ring.")
        .stop(),
    planted: [],
  },
  {
    id: "t30-mcuboot",
    build: (s) =>
      s
        .user("need OTA with rollback on the nrf5340. mcuboot?")
        .assistant("MCUboot can do swap-using-scratch, swap-using-move or overwrite-only. Move avoids wearing a scratch partition and needs one spare sector.")
        .user("mcuboot, swap-using-move. decided")
        .bash(
          "west build -b nrf5340dk/nrf5340/cpuapp --sysbuild app -- -DSB_CONFIG_BOOTLOADER_MCUBOOT=y",
          "-- Zephyr version: 3.7.0\n[212/212] Linking C executable zephyr/zephyr.elf\nmcuboot: CONFIG_BOOT_SWAP_USING_MOVE=y",
        )
        .assistant("Builds with `CONFIG_BOOT_SWAP_USING_MOVE=y`; an upgrade on the DK swapped and confirmed.")
        .user("we still need a HIL test that pushes a bad image and checks the rollback. not today, write it down")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mcuboot"] },
      { kind: "task", keys: ["rollback"] },
    ],
  },
  {
    id: "t30-gateway-musl",
    build: (s) =>
      s
        .user("the gateway daemon has to run on the old imx6 units too. glibc version errors")
        .bash("ssh gw-old 'ldd --version | head -1'", "ldd (GNU libc) 2.28")
        .assistant("They have glibc 2.28 and we link against 2.35. Either build in an older sysroot or link statically against musl.")
        .user("static musl. one binary for every gateway")
        .bash(
          "cargo build --release --target armv7-unknown-linux-musleabihf",
          "   Compiling gwd v1.8.0 (/home/dev/src/app/gwd)\n    Finished `release` profile [optimized] target(s) in 1m 02s",
        )
        .assistant("Static binary, 3.1 MB, runs on gw-old.")
        .user("the gateways all run the NXP vendor kernel 5.15 from the BSP btw, so no newer io_uring tricks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["musl"] },
      { kind: "fact", keys: ["kernel", "5.15"] },
    ],
  },
  {
    id: "t30-cpp-flags",
    build: (s) =>
      s
        .user("c++ motor lib: the exception tables from libstdc++ add 14k. plan?")
        .assistant(
          "Build with `-fno-exceptions -fno-rtti`. Two places use `std::function`, which wants RTTI for `target()`; `etl::delegate` would replace them.",
        )
        .user("do it. -fno-exceptions -fno-rtti for all firmware C++ from here on, and swap std::function for etl::delegate")
        .file("Edit", "motor/CMakeLists.txt")
        .file("Edit", "motor/src/control.cpp")
        .bash(
          "cmake --build --preset stm32-release && arm-none-eabi-size build/app.elf",
          "   text\t   data\t    bss\t    dec\t    hex\tfilename\n 104880\t    412\t  22016\t 127308\t  1f14c\tbuild/app.elf",
        )
        .assistant("Text down 14,024 bytes.")
        .user("and in driver code fixed-width types only, uint32_t and friends, no plain int or long. long is 32 bit here and 64 in the host tests")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fno-exceptions"] },
      { kind: "instruction", keys: ["fixed-width"] },
    ],
  },
  {
    id: "t30-qemu-ci",
    build: (s) =>
      s
        .user("HIL queue is 2h deep again. the unit tests dont need real hw")
        .assistant("We could run the pure-logic tests under qemu-system-arm (mps2-an386 is a Cortex-M4), or compile them for the host.")
        .user("qemu. host builds hide alignment and endianness bugs, we've been bitten by that twice")
        .bash("qemu-system-arm -M mps2-an386 -nographic -semihosting -kernel build/tests.elf", "142 Tests 0 Failures 0 Ignored\nOK")
        .file("Write", "ci/unit-qemu.yml")
        .assistant("Added `ci/unit-qemu.yml`; 142 tests pass in 40 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["qemu"] }],
  },
  {
    id: "t30-ksz-mainline",
    build: (s) =>
      s
        .user("the out of tree ksz9477 module broke again on 6.6. still worth keeping?")
        .bash(
          "git log --oneline -3 -- drivers/net/dsa/microchip/",
          "e1c4f0a net: dsa: microchip: ksz9477: fix MTU\n2a8b3d1 net: dsa: microchip: add ksz9477 vlan\n9f0012c net: dsa: microchip: common regmap",
        )
        .assistant("Mainline's ksz9477 covers everything we use except the PTP timestamping we carry in our module.")
        .user("drop our module and use the mainline driver, we dont use ptp")
        .file("Edit", "configs/gateway_defconfig")
        .bash("make -j2 ARCH=arm64 Image modules", "  LD      vmlinux\n  OBJCOPY arch/arm64/boot/Image")
        .assistant("Out-of-tree module removed, `CONFIG_NET_DSA_MICROCHIP_KSZ9477=y`. Boots, all 4 ports link.")
        .user("port 3 still flaps at 10M, the PHY errata thing. someone has to email the microchip FAE about it, not you, just keep it on the list")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mainline"] },
      { kind: "task", keys: ["fae"] },
    ],
  },
  {
    id: "t30-display-spi",
    build: (s) =>
      s
        .user("bring the display spi up to 20MHz")
        .file("Edit", "drivers/st7789.c")
        .bash("./tools/frametime.sh", "frame time: 9.8 ms (avg of 100)")
        .assistant("At 20MHz a full frame takes 9.8 ms.")
        .user("artifacts on the long flex cable at 20. drop it to 8MHz, thats what we ship")
        .file("Edit", "drivers/st7789.c")
        .bash("./tools/frametime.sh", "frame time: 24.1 ms (avg of 100)")
        .assistant("8MHz: 24.1 ms a frame, no artifacts over 10 minutes on the long cable.")
        .stop(),
    planted: [{ kind: "decision", keys: ["8mhz"] }],
  },
  {
    id: "t30-pac-svd",
    build: (s) =>
      s
        .user("whats this `*(0x4002_1088 as *mut u32) = ...` in clocks.rs")
        .file("Read", "src/clocks.rs")
        .assistant("A raw write to RCC_PLLSAI1CFGR. It bypasses the PAC because the PAC has no PLLSAI1 fields.")
        .user("no raw pointer register pokes. register access goes through the PAC, patch the svd if a field is missing")
        .file("Edit", "svd/patches/stm32l4x6.yaml")
        .bash("make -C svd patch && cargo build", "svdtools: patched 1 peripheral\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.7s")
        .assistant("SVD patched with the PLLSAI1CFGR fields; clocks.rs uses `rcc.pllsai1cfgr().modify(..)`.")
        .user("same svd is missing the DFSDM1 channel registers. do that when we get to the audio work, not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pac", "register"] },
      { kind: "task", keys: ["dfsdm1"] },
    ],
  },
  {
    id: "t30-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash('git commit -am "fix stuff"', "[main a41c2e0] fix stuff\n 1 file changed, 9 insertions(+), 2 deletions(-)")
        .user("commit messages here are kernel style: `subsys: summary` under 72 chars, body says why. amend it")
        .bash(
          'git commit --amend -m "boot: verify image header before jump" -m "A torn OTA write left a valid vector table with a bad header."',
          "[main 5f0e1d2] boot: verify image header before jump",
        )
        .assistant("Amended.")
        .user("and that touches the bootloader. Marta owns boot/, she reviews everything in there")
        .assistant("I'll put her on the PR as reviewer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit"] },
      { kind: "fact", keys: ["marta"] },
    ],
  },
  {
    id: "t30-log-buffer-ram",
    build: (s) =>
      s
        .user("need 4k more ram for the log buffer. steal it from somewhere")
        .file("Read", "STM32L072CZ_FLASH.ld")
        .assistant("Moving `_estack` down or shrinking the heap region in the linker script would free it.")
        .user(
          "dont touch the linker script without asking me first. and careful, the last flash page (page 1023) is the eeprom emulation area, the bootloader hardcodes that address",
        )
        .bash(
          "arm-none-eabi-nm --size-sort -S build/app.elf | tail -3",
          "20001a40 00000800 B spi_dma_buf\n20002240 00000c00 B log_lines\n20002e40 00001000 B usb_rx_buf",
        )
        .assistant("`usb_rx_buf` is 4096 bytes and USB is compiled out of this product. Wrapped it in `#if USB_ENABLED`; the 4K goes to the log buffer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["linker"] },
      { kind: "fact", keys: ["eeprom"] },
    ],
  },
  {
    id: "t30-framing-clippy",
    build: (s) =>
      s
        .user("run the tests for the framing crate")
        .bash("cargo test -p framing", "running 31 tests\n...............................\ntest result: ok. 31 passed; 0 failed")
        .assistant("All 31 pass.")
        .user("and clippy? before you hand anything back, `cargo clippy --all-targets -- -D warnings` has to be clean. make that part of your routine")
        .bash("cargo clippy -p framing --all-targets -- -D warnings", "error: this `if` has identical blocks\n  --> framing/src/cobs.rs:44:9", 101)
        .file("Edit", "framing/src/cobs.rs")
        .bash("cargo clippy -p framing --all-targets -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.1s")
        .assistant("Fixed the duplicated branch in cobs.rs; clippy clean.")
        .user("we also want cargo-fuzz on the frame decoder eventually, it eats untrusted radio input. later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["clippy"] },
      { kind: "task", keys: ["fuzz"] },
    ],
  },
  {
    id: "t30-naming-core1",
    build: (s) =>
      s
        .user(
          "the new functions in usb_cdc.c are called send() and init(). convention here is module prefix, so usb_cdc_send, usb_cdc_init. snake_case, prefix = file name",
        )
        .file("Edit", "src/usb_cdc.c")
        .bash("cmake --build build", "[100%] Built target fw.elf")
        .assistant("Renamed, callers updated. Why is the tinyusb task on core0, by the way? Should it move to core1?")
        .user("no. core1 runs the motor control loop, launched from motor_start(). usb stays where it is")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prefix"] },
      { kind: "fact", keys: ["core1"] },
    ],
  },
  {
    id: "t30-atomic-flags",
    build: (s) =>
      s
        .user("race on rx_ready between the isr and the main loop. its a volatile bool")
        .assistant(
          "`volatile` makes the access happen but orders nothing against the buffer writes before it. `atomic_bool` with release on the store and acquire on the load fixes it.",
        )
        .user("yep. volatile is for MMIO only; flags shared between contexts use C11 atomics. applies everywhere")
        .file("Edit", "src/radio_rx.c")
        .bash("cmake --build build", "[100%] Built target fw.elf")
        .assistant("rx_ready is `atomic_bool` now.")
        .bash("rg -c 'volatile bool' legacy/", "legacy/kbd.c:6\nlegacy/pwr.c:9\nlegacy/lcd.c:7")
        .user("~20 more of those in legacy/, they need the same fix. later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["atomics"] },
      { kind: "task", keys: ["legacy"] },
    ],
  },
  {
    id: "t30-inline-static-mut",
    build: (s) =>
      s
        .user("why is there #[inline(always)] on half the hal")
        .bash("cargo size --release -- -A | grep .text", ".text   61204   0x8000100")
        .assistant("Looks copy-pasted. Dropping them cuts .text by about 6K in a quick try.")
        .user("strip them. no inline(always) unless theres a benchmark or a timing requirement written in a comment next to it")
        .file("Edit", "hal/src/gpio.rs")
        .bash("cargo size --release -- -A | grep .text", ".text   55012   0x8000100")
        .user("and the static mut globals in board.rs are UB waiting to happen. they go into critical_section::Mutex, but not in this PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["inline"] },
      { kind: "task", keys: ["static mut"] },
    ],
  },
  {
    id: "t30-radio-both-socs",
    build: (s) =>
      s
        .user("radio timing change in ble_adv.c, test it")
        .bash(
          "west build -b nrf52840dk/nrf52840 app && west flash && pytest hil/test_adv.py -q",
          "[188/188] Linking C executable zephyr/zephyr.elf\n-- runners.nrfjprog: Board with serial number 683004312 flashed successfully.\n4 passed in 38.2s",
        )
        .assistant("Passes on the nRF52840 DK.")
        .user("radio changes get tested on both the 52840 and the nrf5340 before merge. always. the 5340 splits the net core off and breaks differently")
        .bash(
          "west build -b nrf5340dk/nrf5340/cpuapp --sysbuild app && west flash && pytest hil/test_adv.py -q",
          "-- runners.nrfjprog: Board with serial number 683002117 flashed successfully.\n4 passed in 41.0s",
        )
        .assistant("Also passes on the nRF5340 DK.")
        .user("fyi errata 109 on the 52832 is why we stop EasyDMA before System OFF on the old units, in case you wonder about that code")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["nrf5340"] },
      { kind: "fact", keys: ["errata"] },
    ],
  },
  {
    id: "t30-adc-otp",
    build: (s) =>
      s
        .user("adc reads about 12 counts high on every board")
        .bash("./tools/adc_dump.py --ch 4 --n 5", "ch4: 2059 2061 2060 2058 2060  (expected 2048)")
        .assistant("Possibly the reference drifting, possibly missing calibration; a 12-count offset that's steady across samples looks more like the latter.")
        .user("its the per-board offset measured at the factory. it lives in OTP at 0x1FFF7A2A")
        .file("Edit", "src/adc.c")
        .bash("./tools/adc_dump.py --ch 4 --n 5", "ch4: 2048 2049 2048 2047 2048  (expected 2048)")
        .assistant("adc.c now subtracts the OTP offset at init; readings are centered.")
        .user("separately, the brownout resets at -20C in the climate chamber still need root-causing. park it, next sprint")
        .stop(),
    planted: [
      { kind: "fact", keys: ["otp"] },
      { kind: "task", keys: ["brownout"] },
    ],
  },
  {
    id: "t30-tick-sleep",
    build: (s) =>
      s
        .user("vTaskDelay(1) in the keypad scan, how long is that actually")
        .bash("rg -n configTICK_RATE_HZ include/FreeRTOSConfig.h", "include/FreeRTOSConfig.h:51:#define configTICK_RATE_HZ                 ((TickType_t)1000)")
        .assistant("The tick here is 1 kHz, so `vTaskDelay(1)` waits until the next tick: anywhere between 0 and 1 ms.")
        .user("ok so use 2 there")
        .file("Edit", "src/keypad.c")
        .assistant("Changed to `vTaskDelay(pdMS_TO_TICKS(2))`.")
        .user("also we still owe the customer a sleep current measurement with tickless idle on. after the B3 boards arrive")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tick"] },
      { kind: "task", keys: ["sleep", "current"] },
    ],
  },
  {
    id: "t30-yocto-sstate",
    build: (s) =>
      s
        .user("yocto gateway image from scratch, how long does that take")
        .bash(
          "bitbake core-image-gateway 2>&1 | tail -2",
          "Sstate summary: Wanted 4012 Local 3890 Mirrors 0 Missed 122 Current 0 (96% match, 0% complete)\nNOTE: Tasks Summary: Attempted 9120 tasks of which 8770 didn't need to be rerun and all succeeded.",
        )
        .assistant("14 minutes here, because 96% came from sstate.")
        .user("yeah the sstate cache lives in /srv/sstate on build-04, without it a full build is ~3h")
        .user("so always set SSTATE_DIR to that in local.conf, dont let it default to tmp/")
        .file("Edit", "build/conf/local.conf")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sstate", "build-04"] },
      { kind: "instruction", keys: ["sstate_dir"] },
    ],
  },
  {
    id: "t30-gd32-probe",
    build: (s) =>
      s
        .user("flash the gd32 board with probe-rs")
        .bash("probe-rs download --chip GD32F303CC build/fw.elf", "Error: The chip 'GD32F303CC' could not be found in the target database.", 1)
        .assistant("probe-rs has no target for this part. OpenOCD with the stm32f1x target usually works on GD32F3.")
        .bash(
          "openocd -f interface/cmsis-dap.cfg -f target/stm32f1x.cfg -c 'program build/fw.elf verify reset exit'",
          "** Programming Finished **\n** Verified OK **",
        )
        .user("right, probe-rs has no gd32 support at all. openocd it is for those boards")
        .user("the factory still needs a written flashing procedure for them. draft one next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gd32"] },
      { kind: "task", keys: ["factory"] },
    ],
  },
  {
    id: "t30-can-stb",
    build: (s) =>
      s
        .user("can0 on the gateway is silent. ip link says UP")
        .bash("ip -details link show can0 | grep -o 'state [A-Z-]*'", "state ERROR-PASSIVE")
        .assistant("Error-passive: either nobody acks, or the transceiver is in standby.")
        .user("the TJA1051 STB pin is on GPIO3_IO14 and its default is high = standby. the DT has to drive it low")
        .file("Edit", "arch/arm64/boot/dts/gw-imx8mm.dts")
        .bash("cansend can0 123#DEADBEEF && candump -n1 can0", "  can0  123   [4]  DE AD BE EF")
        .assistant("STB driven low via a gpio-hog; frames go out and are acked.")
        .user("also the display driver still busy-waits 50ms in init with a for loop. swap in k_msleep sometime, not urgent")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tja1051"] },
      { kind: "task", keys: ["busy-wait"] },
    ],
  },
  {
    id: "t30-revc-pinout",
    build: (s) =>
      s
        .user("whats on PB7 on rev C")
        .bash("rg -n PB7 board/revc/pins.h", "board/revc/pins.h:22:#define PIN_LED_STATUS      GPIO_PB7")
        .assistant("PB7 is LED_STATUS on rev C.")
        .user("ok. we really need the rev C pinout written up in docs/hw/. do it when the schematic is final")
        .stop(),
    planted: [{ kind: "task", keys: ["pinout"] }],
  },
  {
    id: "t30-hal-shim",
    build: (s) =>
      s
        .user("hal_v1 -> hal_v2 migration, where are we")
        .bash("rg -l 'hal_v1::' --type rust | wc -l", "14")
        .assistant("14 files still go through the hal_v1 compat shim.")
        .user("once those 14 are moved, delete the compat shim. not before")
        .user("and no big-bang port. incremental, file by file as we touch them anyway")
        .stop(),
    planted: [
      { kind: "task", keys: ["shim"] },
      { kind: "decision", keys: ["incremental"] },
    ],
  },
  {
    id: "t30-misra-audit",
    build: (s) =>
      s
        .user("motor module ready for the audit?")
        .bash(
          "cppcheck --addon=misra.py --quiet src/motor/ 2>&1 | tail -2",
          "src/motor/foc.c:112:9: style: misra violation (rule 10.4) [misra-c2012-10.4]\n37 findings",
        )
        .assistant("37 MISRA findings, mostly 10.4 (mixed essential types) and 15.5 (single exit).")
        .user("not fixing now. before the TÜV audit in march somebody goes through the misra report on motor/ and fixes or justifies each finding")
        .user("and use the cppcheck in the container, 2.13. the system one is 2.7 and misses half the rules")
        .stop(),
    planted: [
      { kind: "task", keys: ["misra"] },
      { kind: "instruction", keys: ["cppcheck"] },
    ],
  },
  {
    id: "t30-aarch64-cchar",
    build: (s) =>
      s
        .user("fw-sys doesnt build on the pi5")
        .bash(
          "cargo build -p fw-sys",
          "error[E0308]: mismatched types\n  --> crates/fw-sys/src/lib.rs:31:29\n   |  expected `*const i8`, found `*const u8`",
          101,
        )
        .assistant("`c_char` is u8 on aarch64 Linux; the wrapper hardcodes i8. Switching to `core::ffi::c_char`.")
        .file("Edit", "crates/fw-sys/src/lib.rs")
        .bash("cargo build -p fw-sys", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.4s")
        .user("good. CI has no aarch64 job, thats why nobody saw it. add one when the arm runners are back")
        .stop(),
    planted: [{ kind: "task", keys: ["aarch64"] }],
  },
  {
    id: "t30-defmt-semihosting",
    build: (s) =>
      s
        .user("semihosting printf halts the core when no debugger is attached. field units froze")
        .assistant("Options: rtt-target with plain formatting, defmt over RTT, or ITM/SWO. None of them block without a probe.")
        .user("defmt-rtt. drop semihosting entirely")
        .file("Edit", "Cargo.toml")
        .bash("cargo build --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 22.9s")
        .assistant("cortex-m-semihosting removed; logging goes through defmt-rtt.")
        .stop(),
    planted: [{ kind: "decision", keys: ["defmt"] }],
  },
  {
    id: "t30-empty-hardfault",
    build: (s) =>
      s
        .user("decode this: CFSR=0x00008200 BFAR=0x20030004 PC=0x0800_4a1c")
        .bash("arm-none-eabi-addr2line -e build/app.elf -f 0x08004a1c", "ringbuf_push\n/home/dev/src/app/src/ringbuf.c:58")
        .assistant(
          "PRECISERR with a valid BFAR: a precise bus fault writing 0x20030004, which is 4 bytes past the end of SRAM. ringbuf.c:58 writes one slot past the buffer.",
        )
        .user("ah, my off-by-one from yesterday. i'll fix it myself")
        .stop(),
    planted: [],
  },
  {
    id: "t30-empty-memcpy-bench",
    build: (s) =>
      s
        .user("memcpy vs DMA for a 4k block on the H7, which is faster")
        .bash("./tools/bench.sh copy4k", "memcpy (cached, DTCM->AXI): 3.1 us\nmdma: 5.8 us incl. setup + cache clean")
        .assistant("memcpy wins at 4K, 3.1 us vs 5.8 us; MDMA only pays off once the CPU has something else to do meanwhile, or for much bigger blocks.")
        .user("interesting")
        .stop(),
    planted: [],
  },
  {
    id: "t30-empty-zig-chat",
    build: (s) =>
      s
        .user("random thought, would zig make sense for the host-side tools?")
        .bash("ls tools/", "adc_dump.py  bench.sh  frametime.sh  uart_soak.py  mkimage.c")
        .assistant("Only mkimage.c is compiled; the rest is Python. Zig's cross-compilation is nice, but for one C file the gain is small.")
        .user("yeah nah, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "t30-empty-vtor-withdrawn",
    build: (s) =>
      s
        .user("let's relocate the vector table to RAM so we can patch handlers at runtime")
        .file("Read", "src/startup.c")
        .assistant("VTOR is already set in `boot_jump()`. Copying the table to RAM needs 0x200-aligned space; I can carve it out of .bss.")
        .user("actually never mind, the only reason was the bootloader jump and that already works. forget it")
        .stop(),
    planted: [],
  },
  {
    id: "t30-empty-dmesg-warn",
    build: (s) =>
      s
        .user("whats this warning at boot on the gateway")
        .bash(
          "ssh gw-lab dmesg | grep -B1 -A2 WARNING | head -5",
          "[    2.114] ------------[ cut here ]------------\n[    2.114] WARNING: CPU: 1 PID: 1 at drivers/clk/clk.c:1080 clk_core_disable+0x7c/0x90\n[    2.115] this should never happen: enable count is always > 0 here",
        )
        .assistant("A clock disabled more often than enabled, from clk_core_disable. It's harmless at boot, but some driver has unbalanced clk_disable calls.")
        .user("seen that for months, we know. moving on")
        .stop(),
    planted: [],
  },
  {
    id: "t30-empty-flash-verbose",
    build: (s) =>
      s
        .user("add a --verbose flag to tools/flash.py that prints the openocd command line")
        .file("Edit", "tools/flash.py")
        .bash("python3 tools/flash.py --verbose --dry-run", "openocd -f tools/openocd.cfg -c 'program build/fw.elf verify reset exit'")
        .assistant("Added `--verbose`; with `--dry-run` it just prints the command.")
        .user("👍")
        .stop(),
    planted: [],
  },
];

export const TUNING30 = plantedSet(TUNING30_SESSIONS, START);
