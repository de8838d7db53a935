/**
 * Blind planted set 189 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an embedded Linux engineer (Yocto, U-Boot, systemd, RAUC on an i.MX8M Mini board) writing
 * detailed messages with pasted consoles, journals and dmesg, where findings are confirmed step by
 * step on hardware before anything is decided.
 * Each session is one segment; the items planted in it are listed with it: 76 items (17 decisions, 18 instructions,
 * 24 facts, 17 tasks) in 47 sessions, 16 of which plant nothing (67 user/assistant messages between them). Every other message
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

export const BLIND189_SESSIONS: BlindSession[] = [
  {
    id: "b189-uboot-fdt-overlap",
    build: (s) =>
      s
        .user(
          "After bumping u-boot-imx to 2024.04 the imx8mm board hangs right after 'Starting kernel ...'. Nothing on ttymxc1 after that. Full console:\n\nU-Boot 2024.04 (Nov 12 2026 - 10:41:07 +0000)\nCPU:   i.MX8MMQ rev1.0 1800 MHz\nDRAM:  2 GiB\n## Flattened Device Tree blob at 43000000\n   Booting using the fdt blob at 0x43000000\n   Loading Device Tree to 00000000bbf1f000, end 00000000bbf2dfff ... OK\nStarting kernel ...\n\nCan you look at the env?",
        )
        .bash(
          "grep -E 'kernel_addr_r|fdt_addr_r|loadaddr' build/tmp/work/imx8mm_edge-poky-linux/u-boot-imx/2024.04/build/u-boot-initial-env",
          "kernel_addr_r=0x40480000\nfdt_addr_r=0x43000000\nloadaddr=0x40480000",
        )
        .bash("ls -l build/tmp/deploy/images/imx8mm-edge/Image", "-rw-r--r-- 2 dev dev 46137856 Nov 17 08:58 Image")
        .assistant(
          "The Image is 46137856 bytes (~44 MiB) loaded at 0x40480000, so it ends at ~0x42F80000, a hair under fdt_addr_r. Uncompressed it might cross after relocation, but I'm not sure yet. Let me check with bootm's verbose output before calling it.",
        )
        .bash(
          "picocom -b 115200 /dev/ttyUSB0 --initstring 'setenv bootargs $bootargs earlycon; booti $kernel_addr_r - $fdt_addr_r'",
          "## Flattened Device Tree blob at 43000000\nERROR: image is not a fdt - must RESET the board to recover.",
        )
        .assistant(
          "Confirmed. With earlycon the kernel's BSS runs past 0x43000000 and clobbers the device tree before it's parsed, so the root cause is the kernel Image overlapping fdt_addr_r since the Image grew past 44 MiB. Two options: move fdt_addr_r up to 0x50000000 in the board env, or shrink the kernel.",
        )
        .user("Shrinking isn't happening this release. Move fdt_addr_r to 0x50000000, and put it in the board env patch, not a fw_setenv on the device.")
        .file("Edit", "meta-edge-bsp/recipes-bsp/u-boot/files/0004-imx8mm-edge-env-move-fdt_addr_r.patch")
        .bash("bitbake u-boot-imx -c deploy", "NOTE: Tasks Summary: Attempted 412 tasks of which 398 didn't need to be rerun and all succeeded.")
        .stop("Patched the env: fdt_addr_r=0x50000000, u-boot rebuilt and deployed. Board boots to login."),
    planted: [
      { kind: "fact", keys: ["fdt_addr_r", "overlap"] },
      { kind: "decision", keys: ["0x50000000"] },
    ],
  },
  {
    id: "b189-bitbake-sstate-mirror",
    build: (s) =>
      s
        .user(
          "Builds on the new CI runner take 3h40 from scratch. we have an sstate mirror on the NAS, it's at http://nas01.lan:8080/sstate/ and it's served read-only by nginx. Please wire it into local.conf for CI.",
        )
        .file("Read", "build/conf/local.conf")
        .file("Edit", "build/conf/local.conf")
        .bash(
          "bitbake core-image-edge 2>&1 | tail -4",
          "Sstate summary: Wanted 4102 Local 0 Mirrors 3877 Missed 225 Current 0 (94% match, 0% complete)\nNOTE: Executing Tasks\nNOTE: Tasks Summary: Attempted 5320 tasks of which 4911 didn't need to be rerun and all succeeded.",
        )
        .assistant(
          "94% mirror hit rate, the build went down to 31 minutes. The 225 misses are mostly our own meta-edge recipes, which is expected since nothing populates the mirror from CI yet.",
        )
        .user(
          "nice. ok so rule from now on: CI never writes to the sstate mirror, only the nightly job on build02 pushes to it. otherwise we get half-baked sstate from PR branches in there. and next week we need to set up the nightly rsync from build02 to the NAS, it doesn't exist yet",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["nas01", "sstate"] },
      { kind: "instruction", keys: ["build02", "sstate"] },
      { kind: "task", keys: ["rsync", "build02"] },
    ],
  },
  {
    id: "b189-systemd-watchdog",
    build: (s) =>
      s
        .user(
          "edge-agent.service got killed by the watchdog twice overnight on unit 0117. journal:\n\nNov 16 02:14:09 edge-0117 systemd[1]: edge-agent.service: Watchdog timeout (limit 10s)!\nNov 16 02:14:09 edge-0117 systemd[1]: edge-agent.service: Killing process 812 (edge-agent) with signal SIGABRT.\nNov 16 02:14:11 edge-0117 systemd[1]: edge-agent.service: Main process exited, code=dumped, status=6/ABRT\n\nis the agent blocking somewhere?",
        )
        .bash(
          "ssh root@edge-0117 'coredumpctl info edge-agent | sed -n \"/Stack trace/,+8p\"'",
          "Stack trace of thread 812:\n#0  0x0000ffff8a21c3f4 fsync (libc.so.6 + 0xdc3f4)\n#1  0x0000aaaad1f0a210 store_flush (edge-agent + 0x3a210)\n#2  0x0000aaaad1f09c88 main_loop (edge-agent + 0x39c88)",
        )
        .assistant(
          "The main loop is stuck in fsync() from store_flush, so the watchdog ping (sd_notify WATCHDOG=1) isn't sent while the flush waits on the eMMC. Could be the eMMC doing background GC; I'd want the mmc stats before saying that for sure.",
        )
        .bash(
          "ssh root@edge-0117 'cat /sys/block/mmcblk2/device/life_time; dmesg | grep -i mmc | tail -3'",
          "0x05 0x05\n[41022.118] mmc2: Timeout waiting for hardware interrupt.\n[41022.119] mmc2: sdhci: ============ SDHCI REGISTER DUMP ===========\n[41023.604] mmc2: cqhci: recovery done",
        )
        .assistant(
          "That settles it: the eMMC on 0117 is at life_time 0x05 (50-60% worn) and the host controller times out, so fsync stalls for >10 s. This is an eMMC wear problem on that unit, not a bug in the agent loop itself. Still, flushing on the main thread is fragile.",
        )
        .user(
          "ok. Let's move store_flush to its own thread so the watchdog ping never waits on storage. do it now. And remind me to open an RMA for 0117 with the board vendor, I'm not doing that tonight",
        )
        .file("Edit", "edge-agent/src/store.c")
        .file("Edit", "edge-agent/src/main.c")
        .bash("make -C edge-agent test", "CC src/store.c\nCC src/main.c\nRUN tests/test_store ... ok (14/14)")
        .stop("store_flush now runs on a flusher thread; the main loop only enqueues. Tests pass."),
    planted: [
      { kind: "fact", keys: ["0117", "emmc"] },
      { kind: "decision", keys: ["store_flush", "thread"] },
      { kind: "task", keys: ["rma", "0117"] },
    ],
  },
  {
    id: "b189-layer-conventions",
    build: (s) =>
      s
        .user(
          "Before you touch anything in meta-edge: we don't edit poky or meta-freescale in-tree, ever. Everything goes into a bbappend in meta-edge-bsp. And commit messages in the layers follow the OE style, '<recipe>: <summary>' like 'u-boot-imx: move fdt_addr_r'. Now, can you add iperf3 to the image?",
        )
        .file("Read", "meta-edge/recipes-core/images/core-image-edge.bb")
        .file("Edit", "meta-edge/recipes-core/images/core-image-edge.bb")
        .bash(
          "bitbake core-image-edge -c rootfs 2>&1 | tail -2",
          "NOTE: Tasks Summary: Attempted 5331 tasks of which 5318 didn't need to be rerun and all succeeded.",
        )
        .bash(
          "git -C meta-edge commit -am 'core-image-edge: add iperf3'",
          "[kirkstone-edge 3b1c9e0] core-image-edge: add iperf3\n 1 file changed, 1 insertion(+)",
        )
        .stop("iperf3 is in IMAGE_INSTALL and the rootfs builds."),
    planted: [
      { kind: "instruction", keys: ["bbappend"] },
      { kind: "instruction", keys: ["commit", "recipe"] },
    ],
  },
  {
    id: "b189-rauc-slots",
    build: (s) =>
      s
        .user("What's our rauc slot layout again? I need it for the update doc.")
        .bash(
          "cat meta-edge/recipes-core/rauc/files/system.conf",
          "[system]\ncompatible=edge-imx8mm\nbootloader=uboot\n\n[slot.rootfs.0]\ndevice=/dev/mmcblk2p2\ntype=ext4\nbootname=A\n\n[slot.rootfs.1]\ndevice=/dev/mmcblk2p3\ntype=ext4\nbootname=B",
        )
        .assistant(
          "Two rootfs slots on the eMMC: rootfs.0 is /dev/mmcblk2p2 (bootname A) and rootfs.1 is /dev/mmcblk2p3 (bootname B), ext4, bootloader backend is uboot. There's no separate appfs slot, /data is p4 and RAUC doesn't touch it.",
        )
        .user(
          "right, /data on mmcblk2p4 survives updates, good. We're switching bundle signing over to the new 2027 key, the old edge-dev key expires in january.",
        )
        .assistant("Ok, 2027 key for signing. Do you want me to switch RAUC_KEY_FILE in the CI config now, or is the key not deployed to the runner yet?")
        .user("not deployed yet. leave CI as is, it's a follow-up: get the 2027 key onto the runner and switch RAUC_KEY_FILE. ")
        .stop("Noted, CI left unchanged."),
    planted: [
      { kind: "fact", keys: ["mmcblk2p4"] },
      { kind: "decision", keys: ["2027", "key"] },
      { kind: "task", keys: ["rauc_key_file"] },
    ],
  },
  {
    id: "b189-kernel-config-fragment",
    build: (s) =>
      s
        .user("CAN bus doesn't come up on rev C boards: 'ip link set can0 up' says 'Cannot find device can0'. rev B is fine.")
        .bash("ssh root@edge-revc 'zcat /proc/config.gz | grep -E \"CAN_FLEXCAN|CAN_MCP251XFD\"'", "CONFIG_CAN_FLEXCAN=y\n# CONFIG_CAN_MCP251XFD is not set")
        .assistant(
          "Rev C might use an external SPI CAN controller instead of the SoC's FlexCAN. If that's an MCP2518FD, the driver isn't built. Do you know which part is on rev C? I don't want to guess from the schematic name alone.",
        )
        .user("yes rev C has an MCP2518FD on ecspi2, hardware team changed it because of the pin mux clash with the display")
        .file("Write", "meta-edge-bsp/recipes-kernel/linux/files/can-mcp251xfd.cfg")
        .file("Edit", "meta-edge-bsp/recipes-kernel/linux/linux-imx_%.bbappend")
        .bash(
          "bitbake linux-imx -c kernel_configcheck -f 2>&1 | tail -1",
          "NOTE: Tasks Summary: Attempted 221 tasks of which 219 didn't need to be rerun and all succeeded.",
        )
        .assistant("Added can-mcp251xfd.cfg with CONFIG_CAN_MCP251XFD=m and pulled it in from the bbappend. configcheck is clean.")
        .user("Good. Kernel options always go in a .cfg fragment like that, I don't want anyone touching the defconfig copy again.")
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["mcp2518fd", "ecspi2"] },
      { kind: "instruction", keys: ["fragment", "defconfig"] },
    ],
  },
  {
    id: "b189-empty-bitbake-env",
    build: (s) =>
      s
        .user("what's the value of DISTRO_FEATURES in the current build? just print it")
        .bash(
          "bitbake -e core-image-edge | grep '^DISTRO_FEATURES='",
          'DISTRO_FEATURES="acl alsa argp bluetooth ext2 ipv4 ipv6 largefile usbgadget usbhost wifi xattr nfs zeroconf pci 3g nfc x11 vfat seccomp systemd usrmerge"',
        )
        .assistant("DISTRO_FEATURES includes systemd and usrmerge, plus x11, 3g and nfc from the poky defaults.")
        .user("huh, x11 is in there? do we actually need that?")
        .assistant(
          "Nothing in core-image-edge pulls in an X server as far as I can see, so it's likely just inherited from poky's default. Removing it would change a lot of PACKAGECONFIGs though, so it'd be a full rebuild. Want me to try it on a branch?",
        )
        .user("not now, just curious. thanks")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b189-empty-serial-console",
    build: (s) =>
      s
        .user("the serial console is printing garbage at boot, like baud mismatch. is it 115200 on this board?")
        .bash("grep -r console= meta-edge-bsp/conf/machine/imx8mm-edge.conf", 'SERIAL_CONSOLES = "115200;ttymxc1"')
        .assistant(
          "The machine config says 115200 on ttymxc1. If you see garbage only during the very first lines, that's usually the SPL before the UART clock is set up, which is normal. Is it garbage the whole time?",
        )
        .user("only the first 2 lines. ok then it's the SPL thing, fine")
        .assistant("Yes, that matches. Nothing to change.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-ota-delta",
    build: (s) =>
      s
        .user(
          "Our field units are on LTE with 500 MB/month caps. A full rauc bundle is 212 MB. I looked at two ways: casync chunked bundles vs the new rauc 'verity' bundles with adaptive updates. I think adaptive (block-hash-index) is simpler. Can you check our rauc version supports it?",
        )
        .bash("bitbake -e rauc | grep ^PV=", 'PV="1.10.1"')
        .assistant(
          "RAUC 1.10.1 supports adaptive updates with `adaptive=block-hash-index` in verity bundles (added in 1.8), and it needs the slots to be readable block devices, which ext4 on mmcblk2p2/p3 is. casync would need a chunk store on a server, which is more infra.",
        )
        .user("ok let's go with the adaptive block-hash-index updates, no casync. Set it in the bundle recipe.")
        .file("Edit", "meta-edge/recipes-core/bundles/edge-bundle.bb")
        .bash(
          "bitbake edge-bundle 2>&1 | tail -1 && ls -l build/tmp/deploy/images/imx8mm-edge/*.raucb",
          "NOTE: Tasks Summary: Attempted 5402 tasks of which 5390 didn't need to be rerun and all succeeded.\n-rw-r--r-- 1 dev dev 214958080 Nov 17 11:02 edge-bundle-imx8mm-edge.raucb",
        )
        .assistant(
          "Bundle built with RAUC_BUNDLE_FORMAT=verity and adaptive=block-hash-index on the rootfs image. The bundle itself is the same size; the savings only show when the device streams it over HTTP.",
        )
        .user(
          "right, which means we still need an HTTP server with range requests for the bundles. todo for next sprint: set up the bundle server with range support, probably on the existing update host",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["500 mb"] },
      { kind: "decision", keys: ["block-hash-index"] },
      { kind: "task", keys: ["range", "bundle server"] },
    ],
  },
  {
    id: "b189-empty-dtc-warning",
    build: (s) =>
      s
        .user(
          "dtc prints a bunch of warnings on our dts, are these a problem?\n\nimx8mm-edge.dts:212.4-17: Warning (reg_format): /soc@0/bus@30800000/i2c@30a30000/pmic@4b:reg: property has invalid length (4 bytes) (#address-cells == 2, #size-cells == 1)\nimx8mm-edge.dts:318.3-25: Warning (unit_address_vs_reg): /leds/led@0: node has a unit name, but no reg property",
        )
        .bash(
          "grep -n 'led@0' -A4 meta-edge-bsp/recipes-kernel/linux/files/imx8mm-edge.dts",
          '318:\t\tled@0 {\n319:\t\t\tlabel = "status";\n320:\t\t\tgpios = <&gpio1 5 GPIO_ACTIVE_HIGH>;\n321:\t\t};',
        )
        .assistant(
          "Neither breaks boot. The led@0 one is cosmetic (unit address without reg). The pmic one looks like dtc is seeing the wrong #address-cells because the include order differs in this tree; the kernel parses it fine since the i2c node sets its own cells. Want me to clean them up?",
        )
        .user("nah leave them for now, they've been there forever")
        .stop("Ok, left as is."),
    planted: [],
  },
  {
    id: "b189-wifi-firmware",
    build: (s) =>
      s
        .user(
          "wlan0 is missing on the fresh image. dmesg:\n\n[    6.021] brcmfmac: brcmf_fw_alloc_request: using brcm/brcmfmac43455-sdio for chip BCM4345/6\n[    6.034] brcmfmac mmc1:0001:1: Direct firmware load for brcm/brcmfmac43455-sdio.edge,imx8mm.bin failed with error -2\n[    7.040] brcmfmac: brcmf_sdio_htclk: HT Avail timeout (1000000): clkctl 0x50",
        )
        .bash("ssh root@edge-dev 'ls /lib/firmware/brcm/ | grep 43455'", "brcmfmac43455-sdio.bin\nbrcmfmac43455-sdio.txt")
        .assistant(
          "The driver looks for a board-specific name first, brcmfmac43455-sdio.edge,imx8mm.bin, then falls back to the generic one, which is there. So -2 on the first lookup is harmless. The HT Avail timeout is the real problem. Maybe the 32k sleep clock isn't enabled?",
        )
        .bash(
          "ssh root@edge-dev 'cat /sys/kernel/debug/clk/clk_summary | grep -i 32k'",
          "    osc_32k                        1        1        0    32768          0     0  50000         Y",
        )
        .assistant("The 32k clock is running, so that's not it. Let me check the nvram file for the module.")
        .bash(
          "ssh root@edge-dev 'head -3 /lib/firmware/brcm/brcmfmac43455-sdio.txt; md5sum /lib/firmware/brcm/brcmfmac43455-sdio.txt'",
          "# Cypress CYW43455 NVRAM for Raspberry Pi 4\nmanfid=0x2d0\nprodid=0x0727\n3a1f5b0f6c2d4e11b9f0a7c6d4e22e91  /lib/firmware/brcm/brcmfmac43455-sdio.txt",
        )
        .assistant(
          "Found it: the nvram .txt installed is the Raspberry Pi 4 one from linux-firmware, not the one for our Murata 1MW module. With the module vendor's nvram copied over by hand, wlan0 comes up, so the root cause is the wrong nvram file from linux-firmware.",
        )
        .user(
          "ugh. OK, confirmed on my board too. We install the Murata nvram from our own recipe and drop the linux-firmware one. Don't bother with the board-specific filename trick.",
        )
        .file("Write", "meta-edge-bsp/recipes-kernel/murata-nvram/murata-nvram_1.0.bb")
        .bash("bitbake core-image-edge 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 5340 tasks of which 5322 didn't need to be rerun and all succeeded.")
        .stop("murata-nvram recipe installs the 1MW nvram and the image no longer ships the Pi 4 one."),
    planted: [
      { kind: "fact", keys: ["nvram", "raspberry pi"] },
      { kind: "decision", keys: ["murata", "nvram"] },
    ],
  },
  {
    id: "b189-build-host",
    build: (s) =>
      s
        .user(
          "fyi for anything that needs a full build: build02 is the only machine with enough disk for a clean kirkstone build (it has 2 TB NVMe, the laptops run out around 180 GB). Don't start full builds on my laptop. can you kick off a clean core-image-edge on build02?",
        )
        .bash(
          "ssh build02 'cd ~/edge && source poky/oe-init-build-env build >/dev/null && bitbake core-image-edge' 2>&1 | tail -3",
          "NOTE: Running task 5298 of 5331 (/home/ci/edge/meta-edge/recipes-core/images/core-image-edge.bb:do_image_wic)\nNOTE: Tasks Summary: Attempted 5331 tasks of which 0 didn't need to be rerun and all succeeded.\nSummary: There were 2 WARNING messages.",
        )
        .assistant("Clean build on build02 finished. The two warnings are the usual QA ones for the vendor blobs (already-stripped binaries in imx-gpu-viv).")
        .user("yep those are known")
        .stop(),
    planted: [
      { kind: "fact", keys: ["build02", "2 tb"] },
      { kind: "instruction", keys: ["laptop", "full build"] },
    ],
  },
  {
    id: "b189-empty-quoted-config",
    build: (s) =>
      s
        .user(
          "Found this in an old vendor tarball, does it say anything useful about the boot order?\n\n# NOTE: bootcmd must always try mmc1 first\n# TODO: never fall back to usb in production\nbootcmd=run mmcboot; run netboot\nbootdelay=3",
        )
        .assistant(
          "It's a plain U-Boot env: bootcmd tries mmcboot then netboot, bootdelay 3. The comments are the vendor's notes, and our env doesn't follow them (we boot from mmc2 via bootflow). I wouldn't take anything from it.",
        )
        .bash("grep -n bootcmd build/tmp/work/imx8mm_edge-poky-linux/u-boot-imx/2024.04/build/u-boot-initial-env", "14:bootcmd=bootflow scan -lb")
        .assistant("Our env uses `bootflow scan -lb`, so that file is just history.")
        .user("ok thx, tossing it")
        .stop(),
    planted: [],
  },
  {
    id: "b189-journald-size",
    build: (s) =>
      s
        .user("/var/log on unit 0233 filled /data to 100%. What's journald using?")
        .bash(
          "ssh root@edge-0233 'journalctl --disk-usage; df -h /data'",
          "Archived and active journals take up 1.9G in the file system.\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/mmcblk2p4  2.0G  2.0G     0 100% /data",
        )
        .assistant(
          "The journal is 1.9G on a 2.0G /data. There's no SystemMaxUse set, so journald defaults to 10% of the filesystem... that should be 200M, unless it's counting a different filesystem. Let me check where /var/log/journal actually lives.",
        )
        .bash(
          "ssh root@edge-0233 'findmnt -T /var/log/journal; systemd-analyze cat-config systemd/journald.conf | grep -v ^#'",
          "TARGET SOURCE              FSTYPE OPTIONS\n/      /dev/mmcblk2p2[/var] ext4  rw,relatime\n[Journal]\nStorage=persistent",
        )
        .assistant(
          "Turns out /var/log/journal is on the rootfs at boot time when journald computes its limit, then /data gets bind-mounted over /var later, so the 10% is computed against the wrong filesystem. That's why it grew to 1.9G.",
        )
        .user("makes sense. cap it at 64M with a drop-in, SystemMaxUse=64M. And journal drop-ins go in our systemd-conf bbappend, not in a separate recipe.")
        .file("Write", "meta-edge/recipes-core/systemd/systemd-conf/10-edge-journal.conf")
        .file("Edit", "meta-edge/recipes-core/systemd/systemd-conf_%.bbappend")
        .bash(
          "ssh root@edge-0233 'systemctl restart systemd-journald && journalctl --disk-usage'",
          "Archived and active journals take up 63.8M in the file system.",
        )
        .stop("Journal capped at 64M; unit 0233 is back to 3% used on /data."),
    planted: [
      { kind: "fact", keys: ["journald", "bind"] },
      { kind: "decision", keys: ["64m"] },
      { kind: "instruction", keys: ["drop-in", "systemd-conf"] },
    ],
  },
  {
    id: "b189-empty-status",
    build: (s) =>
      s
        .user("did last night's image build pass?")
        .bash(
          "ssh build02 'tail -2 ~/edge/logs/nightly-2026-11-20.log'",
          "NOTE: Tasks Summary: Attempted 5331 tasks of which 5290 didn't need to be rerun and all succeeded.\nSummary: There were 2 WARNING messages.",
        )
        .assistant("Yes, the nightly from 2026-11-20 passed, with the two usual QA warnings.")
        .user("cool. and the bundle?")
        .bash(
          "ssh build02 'ls -l ~/edge/build/tmp/deploy/images/imx8mm-edge/*.raucb'",
          "-rw-r--r-- 1 ci ci 214974464 Nov 20 04:12 edge-bundle-imx8mm-edge.raucb",
        )
        .assistant("The bundle was built at 04:12, 215 MB.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-uboot-bootcount",
    build: (s) =>
      s
        .user(
          "Need to make sure a bad update rolls back. Currently if the new slot kernel panics we just loop. I want bootcount: U-Boot increments, userspace resets it once edge-agent is healthy, and after 3 failed boots rauc falls back. Where's bootcount stored on our board?",
        )
        .bash("grep -E 'BOOTCOUNT' build/tmp/work/imx8mm_edge-poky-linux/u-boot-imx/2024.04/build/.config", "# CONFIG_BOOTCOUNT_LIMIT is not set")
        .assistant(
          "It's not enabled at all. Options: CONFIG_BOOTCOUNT_ENV (in the U-Boot env, which means an env write on every boot) or CONFIG_BOOTCOUNT_I2C / the SNVS LPGPR register on the i.MX8MM, which survives warm reset and needs no flash write. I'd suggest the SNVS register to avoid wearing the env partition.",
        )
        .user("hmm, does LPGPR survive a watchdog reset though? check that before we commit to it")
        .bash("picocom -b 115200 /dev/ttyUSB0 --initstring 'mw.l 0x30370068 0x2a; reset'", "U-Boot SPL 2024.04\n...\n=> md.l 0x30370068 1\n30370068: 0000002a")
        .bash(
          "ssh root@edge-dev 'devmem2 0x30370068 w 0x2b && echo 1 > /proc/sys/kernel/sysrq && echo c > /proc/sysrq-trigger'; sleep 40; picocom -qrx 2000 -b 115200 /dev/ttyUSB0 --initstring 'md.l 0x30370068 1'",
          "30370068: 0000002b",
        )
        .assistant("LPGPR kept 0x2b across the crash + watchdog reset. So it does survive both warm reset and watchdog reset on this SoC.")
        .user("great, go with the SNVS LPGPR for bootcount then, limit 3. I'll do the userspace reset part myself tomorrow, leave that out")
        .file("Write", "meta-edge-bsp/recipes-bsp/u-boot/files/bootcount.cfg")
        .file("Edit", "meta-edge-bsp/recipes-bsp/u-boot/u-boot-imx_%.bbappend")
        .stop("U-Boot now has CONFIG_BOOTCOUNT_LIMIT with the SNVS LPGPR backend and bootlimit=3."),
    planted: [
      { kind: "fact", keys: ["lpgpr", "watchdog"] },
      { kind: "decision", keys: ["lpgpr", "bootcount"] },
      { kind: "task", keys: ["userspace", "reset"] },
    ],
  },
  {
    id: "b189-empty-hypothesis",
    build: (s) =>
      s
        .user("boot time went from 9.8 s to 12.1 s between the last two images. any idea?")
        .bash(
          "ssh root@edge-dev 'systemd-analyze blame | head -5'",
          "2.412s systemd-networkd-wait-online.service\n1.020s edge-agent.service\n 611ms dev-mmcblk2p2.device\n 402ms systemd-udev-trigger.service\n 288ms rauc-mark-good.service",
        )
        .assistant(
          "networkd-wait-online takes 2.4 s. My guess is it's waiting for wlan0 now that the wifi firmware loads, but I haven't confirmed; it could also be the eth0 link being slow to negotiate on your bench switch.",
        )
        .user("could be the switch, it's an old one.")
        .assistant("Sure. If it's still slow with a direct link, `networkctl status` during boot would show which interface it's waiting on.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-test-rig",
    build: (s) =>
      s
        .user(
          "for flashing tests use the LAVA lab, not the bench boards on my desk. the lab devices are edge-lab-01 to edge-lab-04 and they get reflashed automatically. Can you submit the current image there?",
        )
        .bash("lavacli jobs submit ci/lava/boot-test.yaml", "4471")
        .bash(
          "lavacli jobs wait 4471 && lavacli jobs show 4471 | grep -E 'state|health|device '",
          "state      : Finished\nhealth     : Complete\ndevice     : edge-lab-03",
        )
        .assistant("Job 4471 completed on edge-lab-03: the image boots, logs in, and the rauc status check passes.")
        .user("👍 and just so you know, edge-lab-02 has the rev C carrier board, the other three are rev B")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lava"] },
      { kind: "fact", keys: ["edge-lab-02", "rev c"] },
    ],
  },
  {
    id: "b189-empty-chat",
    build: (s) =>
      s
        .user("morning. long weekend, my brain is still offline. what was I doing on friday?")
        .bash(
          "git -C meta-edge log --oneline -3",
          "3b1c9e0 core-image-edge: add iperf3\n8fa2d11 rauc: adaptive block-hash-index updates\n71c0e4a u-boot-imx: move fdt_addr_r",
        )
        .assistant("Your last commits in meta-edge were adding iperf3 to the image, the adaptive RAUC bundles and the fdt_addr_r move.")
        .user("right right. ok coffee first, then we continue")
        .assistant("Enjoy the coffee.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-usb-gadget",
    build: (s) =>
      s
        .user("I want the USB-C port to show up as an ethernet gadget for service techs. what's the quickest route?")
        .assistant(
          "Two ways: the legacy g_ether module, or configfs with a small systemd unit that creates an NCM function. configfs is more flexible (we can add ACM serial next to it). I'd go configfs.",
        )
        .user("configfs, NCM + ACM both. and the gadget IP is 192.168.7.1/24, techs' laptops get .2 via dnsmasq")
        .file("Write", "meta-edge/recipes-core/usb-gadget/files/usb-gadget.sh")
        .file("Write", "meta-edge/recipes-core/usb-gadget/files/usb-gadget.service")
        .file("Write", "meta-edge/recipes-core/usb-gadget/usb-gadget_1.0.bb")
        .bash(
          "ssh root@edge-dev 'systemctl start usb-gadget && ip -br addr show usb0'",
          "usb0             UP             192.168.7.1/24 fe80::f0c3:1ff:fe2a:88b1/64",
        )
        .assistant("Gadget up: usb0 at 192.168.7.1/24 with NCM and ACM functions. Windows laptops need the NCM driver which exists since Windows 10 2004.")
        .user("good, works from my thinkpad too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["configfs", "ncm"] },
      { kind: "fact", keys: ["192.168.7.1"] },
    ],
  },
  {
    id: "b189-review-rules",
    build: (s) =>
      s
        .user(
          "couple of house rules for this repo, please keep them in mind:\n- SRCREV always pinned to a full hash, no AUTOREV, not even on dev branches\n- any new recipe gets a LICENSE and LIC_FILES_CHKSUM, don't use CLOSED unless I say so\n- and run `oe-selftest -r edge` before you tell me something's done\n\nnow: add the modbus-gw recipe from github.com/edgeco/modbus-gw at v0.4.2",
        )
        .bash("git ls-remote https://github.com/edgeco/modbus-gw refs/tags/v0.4.2", "9c2e41f0a8d7b3e6f1c05a4d92b7e8f3a1c6d0e5\trefs/tags/v0.4.2")
        .file("Write", "meta-edge/recipes-apps/modbus-gw/modbus-gw_0.4.2.bb")
        .bash(
          "bitbake modbus-gw && oe-selftest -r edge 2>&1 | tail -2",
          "NOTE: Tasks Summary: Attempted 812 tasks of which 790 didn't need to be rerun and all succeeded.\nRan 12 tests in 402.1s\nOK",
        )
        .stop("modbus-gw 0.4.2 recipe added with SRCREV 9c2e41f0..., Apache-2.0 license checksum; oe-selftest passes."),
    planted: [
      { kind: "instruction", keys: ["srcrev", "autorev"] },
      { kind: "instruction", keys: ["lic_files_chksum"] },
      { kind: "instruction", keys: ["oe-selftest"] },
    ],
  },
  {
    id: "b189-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking of switching the rootfs from ext4 to squashfs + overlayfs for /etc. thoughts?")
        .assistant(
          "Read-only squashfs would make the rootfs tamper-evident and smaller (~40% here), but it breaks adaptive block-hash-index updates less than you'd think, since they work on the slot device. /etc overlay needs care with machine-id and ssh host keys.",
        )
        .user("actually no, scratch that. not this release, too much churn with the updates just landing")
        .assistant("Ok, dropping it.")
        .bash("git -C meta-edge status --short", "")
        .stop(),
    planted: [],
  },
  {
    id: "b189-timesync",
    build: (s) =>
      s
        .user("TLS to the backend fails on first boot with 'certificate is not yet valid'. The units have no RTC battery right?")
        .bash(
          "ssh root@edge-dev 'timedatectl; ls /dev/rtc*'",
          "               Local time: Thu 2026-01-01 00:00:41 UTC\n           Universal time: Thu 2026-01-01 00:00:41 UTC\n                 RTC time: n/a\nSystem clock synchronized: no\n              NTP service: active\nls: cannot access '/dev/rtc*': No such file or directory",
        )
        .assistant(
          "No RTC device at all, and the clock starts at 2026-01-01 00:00 — wait, that's from systemd's build-time epoch, not zero. edge-agent connects before timesyncd has synced.",
        )
        .user(
          "yes there's no rtc on any of our boards, the pcf8563 footprint is unpopulated to save cost. so make edge-agent wait for time-sync.target with After= and Wants=",
        )
        .file("Edit", "edge-agent/systemd/edge-agent.service")
        .bash(
          "ssh root@edge-dev 'systemctl enable systemd-time-wait-sync && reboot'; sleep 60; ssh root@edge-dev 'journalctl -b -u edge-agent | grep -c \"not yet valid\"'",
          "0",
        )
        .stop("edge-agent now starts after time-sync.target with systemd-time-wait-sync enabled; no TLS failures on first boot."),
    planted: [
      { kind: "fact", keys: ["rtc", "pcf8563"] },
      { kind: "decision", keys: ["time-sync.target"] },
    ],
  },
  {
    id: "b189-empty-run-tests",
    build: (s) =>
      s
        .user("run the ptest for edge-agent on the dev board please")
        .bash(
          "ssh root@edge-dev 'ptest-runner edge-agent'",
          "START: ptest-runner\nBEGIN: /usr/lib/edge-agent/ptest\nPASS: test_store\nPASS: test_proto\nPASS: test_watchdog\nDURATION: 14\nEND: /usr/lib/edge-agent/ptest\nSTOP: ptest-runner",
        )
        .assistant("All three ptests pass: test_store, test_proto, test_watchdog, in 14 s.")
        .user("and the same on the rev c board?")
        .bash("ssh root@edge-revc 'ptest-runner edge-agent | grep -E \"PASS|FAIL\"'", "PASS: test_store\nPASS: test_proto\nPASS: test_watchdog")
        .assistant("Same on rev C, all pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-secure-boot-todo",
    build: (s) =>
      s
        .user(
          "Status check on HAB: we have the SRK fuses NOT burned on any unit yet, and the signing happens with the CST tool on the offline laptop in the safe. Can you show me what `hab_status` says on the dev board?",
        )
        .bash(
          "picocom -qrx 3000 -b 115200 /dev/ttyUSB0 --initstring 'hab_status'",
          "Secure boot disabled\n\nHAB Configuration: 0xf0, HAB State: 0x66\n\n--------- HAB Event 1 -----------------\nevent data:\n\t0xdb 0x00 0x14 0x45 0x33 0x0c 0xa0 0x00",
        )
        .assistant("Open configuration (0xf0) with one HAB event, which is the expected 'no signature' event for an unsigned image. Nothing burned.")
        .user(
          "right. the fuse burning is for the production line in Q1, not us. but before that, we need to add the CSF generation step to the imx-boot recipe, TODO for me after the release. put that in the notes",
        )
        .stop("Will keep it noted."),
    planted: [
      { kind: "fact", keys: ["srk", "fuses"] },
      { kind: "fact", keys: ["cst", "offline laptop"] },
      { kind: "task", keys: ["csf", "imx-boot"] },
      { kind: "fact", keys: ["production line", "q1"] },
    ],
  },
  {
    id: "b189-empty-explain",
    build: (s) =>
      s
        .user("explain to me what PACKAGE_ARCH = MACHINE_ARCH does in a recipe, I always forget")
        .assistant(
          "It marks the recipe's packages as machine-specific, so they're built per MACHINE and land in the machine's feed (imx8mm_edge) instead of the shared tune feed (armv8a). Use it when the recipe depends on MACHINE variables, like a board-specific config file, otherwise sstate would be shared wrongly between machines.",
        )
        .user("and if I forget it?")
        .assistant(
          "Then two machines with the same tune would share the package from sstate, and one of them gets the other's config. bitbake's sstate signature check usually warns if the recipe reads MACHINE variables.",
        )
        .bash(
          "grep -l MACHINE_ARCH meta-edge*/recipes-*/*/*.bb | head -3",
          "meta-edge-bsp/recipes-bsp/edge-board-conf/edge-board-conf_1.0.bb\nmeta-edge-bsp/recipes-kernel/murata-nvram/murata-nvram_1.0.bb",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b189-eth-phy",
    build: (s) =>
      s
        .user("eth0 link flaps every few minutes on rev C: 'fec 30be0000.ethernet eth0: Link is Down' then Up 3s later. rev B fine. ideas?")
        .bash(
          "ssh root@edge-revc 'dmesg | grep -iE \"phy|fec\" | tail -4; cat /sys/class/net/eth0/phydev/phy_id'",
          "[  3.102] fec 30be0000.ethernet eth0: registered PHC device 0\n[  8.551] Micrel KSZ9131 Gigabit PHY 30be0000.ethernet-1:00: attached PHY driver\n[ 402.1] fec 30be0000.ethernet eth0: Link is Down\n0x00221640",
        )
        .assistant(
          "Rev C has a KSZ9131. Possibly EEE (energy efficient ethernet) negotiation with your switch; that's a common cause of flapping with Micrel PHYs. Let me test with EEE off before concluding.",
        )
        .bash("ssh root@edge-revc 'ethtool --set-eee eth0 eee off; sleep 1800; dmesg | grep -c \"Link is Down\"'", "0")
        .assistant("30 minutes with EEE off and zero link drops (before it was every 3-7 min). So EEE on the KSZ9131 is the cause of the flapping on rev C.")
        .user("nice find. disable eee in the device tree for rev c then (eee-broken-1000t), not via ethtool at runtime")
        .file("Edit", "meta-edge-bsp/recipes-kernel/linux/files/imx8mm-edge-revc.dts")
        .bash("bitbake linux-imx 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 224 tasks of which 210 didn't need to be rerun and all succeeded.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ksz9131", "eee"] },
      { kind: "decision", keys: ["eee-broken-1000t"] },
    ],
  },
  {
    id: "b189-empty-oneoff",
    build: (s) =>
      s
        .user("typo in the motd, it says 'Edge Gatway'. fix it")
        .file("Edit", "meta-edge/recipes-core/base-files/base-files/motd")
        .assistant("Fixed: 'Edge Gateway'.")
        .user("and bump PR on base-files so the feed picks it up")
        .file("Edit", "meta-edge/recipes-core/base-files/base-files_%.bbappend")
        .assistant("Bumped PR to r2 in the bbappend.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-partition-layout",
    build: (s) =>
      s
        .user("Let me double check the wks before I send it to the factory. print it")
        .bash(
          "cat meta-edge-bsp/wic/imx8mm-edge.wks.in",
          'part u-boot --source rawcopy --sourceparams="file=imx-boot" --ondisk mmcblk --no-table --align 33\npart / --source rootfs --ondisk mmcblk --fstype=ext4 --label rootA --align 8192 --fixed-size 1536M\npart --ondisk mmcblk --fstype=ext4 --label rootB --align 8192 --fixed-size 1536M\npart /data --ondisk mmcblk --fstype=ext4 --label data --align 8192 --size 2048M\nbootloader --ptable msdos',
        )
        .assistant(
          "imx-boot raw at 33 KiB, rootA and rootB fixed at 1536M each, /data 2048M, msdos table. That matches the RAUC system.conf slots p2/p3 and data on p4.",
        )
        .user(
          "good. heads up the 1536M slots are the hard ceiling, the rootfs image can't get bigger than that without a repartition in the field, which we can't do. so keep an eye on image size when adding stuff.",
        )
        .assistant("Understood. Current ext4 image is 1.02G used, so about 500M of headroom.")
        .user("ok. And please add an image size check to CI that fails above 1400M, next sprint")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1536m"] },
      { kind: "task", keys: ["1400m"] },
    ],
  },
  {
    id: "b189-empty-logs-always",
    build: (s) =>
      s
        .user(
          "what does this warning mean?\n\nWARNING: edge-agent-1.3-r0 do_package_qa: QA Issue: edge-agent: Files/directories were installed but not shipped in any package:\n  /usr/lib/edge-agent/.debug\nPlease set FILES such that these items are packaged. Alternatively if they are unneeded, avoid installing them or delete them within do_install.\nedge-agent: 1 installed and not shipped files. [installed-vs-shipped]\nThis must always be fixed before release.",
        )
        .assistant(
          "The recipe installs a .debug directory by hand that isn't in any package's FILES. bitbake's own -dbg splitting handles debug symbols, so the manual install in do_install is redundant. The last line of that paste isn't from bitbake, by the way; it looks like something your CI wrapper prints.",
        )
        .user("yeah it's our wrapper. ok fix it")
        .file("Edit", "edge-agent/edge-agent_1.3.bb")
        .bash("bitbake edge-agent 2>&1 | grep -c installed-vs-shipped", "0")
        .assistant("Removed the manual .debug install; the QA warning is gone.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-mender-vs-rauc",
    build: (s) =>
      s
        .user(
          "PM asked again why not mender. For the record, and so we stop re-discussing it: we stay on RAUC. mender would mean their server or hosting our own, and we already have the rauc+hawkbit pipeline. Can you grep how many of our recipes reference rauc so I can put a number in the reply?",
        )
        .bash("grep -rl rauc meta-edge meta-edge-bsp --include='*.bb*' | wc -l", "9")
        .assistant("9 recipe/bbappend files reference rauc.")
        .user("thanks. also the hawkbit server is run by the cloud team (Priya's team), not us, so any hawkbit config question goes to them")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rauc", "mender"] },
      { kind: "fact", keys: ["hawkbit", "priya"] },
    ],
  },
  {
    id: "b189-empty-question",
    build: (s) =>
      s
        .user("would it be worth moving to scarthgap now or wait until kirkstone EOL?")
        .assistant(
          "Kirkstone is supported until April 2026 upstream... actually that date has passed, and NXP's BSP for the 8M Mini on scarthgap is out. The main costs would be the u-boot-imx and linux-imx rebases and re-qualifying the wifi stack. It's a real project, not a bump.",
        )
        .user("hmm. what would break first, do you think?")
        .assistant(
          "Probably our bbappends against linux-imx, since the kernel jumps to 6.6, and the systemd 255 changes to networkd. But I'd only know after a test build.",
        )
        .bash("ls meta-edge-bsp/recipes-kernel/linux/", "files\nlinux-imx_%.bbappend")
        .user("ok, something to think about")
        .stop(),
    planted: [],
  },
  {
    id: "b189-cpu-governor",
    build: (s) =>
      s
        .user("Temperature on the units in the outdoor cabinets hits 92°C and throttles. Current governor?")
        .bash(
          "ssh root@edge-dev 'cat /sys/devices/system/cpu/cpufreq/policy0/scaling_governor /sys/class/thermal/thermal_zone0/trip_point_*_temp'",
          "performance\n85000\n95000",
        )
        .assistant(
          "The governor is 'performance', pinning all four A53s at 1.8 GHz, and the passive trip is 85°C. Switching to schedutil would keep them at 1.2 GHz most of the time since edge-agent is idle 90% of the time.",
        )
        .user("do it, schedutil by default. we benchmarked the modbus polling at 1.2GHz last year, it's fine")
        .file("Edit", "meta-edge-bsp/recipes-kernel/linux/files/cpufreq.cfg")
        .bash("ssh root@edge-dev 'cat /sys/devices/system/cpu/cpufreq/policy0/scaling_governor'", "schedutil")
        .assistant("schedutil is the default governor now.")
        .user("and someone should measure the cabinet temps again with schedutil in summer. put it on the list for june")
        .stop(),
    planted: [
      { kind: "decision", keys: ["schedutil"] },
      { kind: "task", keys: ["cabinet", "june"] },
    ],
  },
  {
    id: "b189-kernel-bump-followups",
    build: (s) =>
      s
        .user("bumped linux-imx to lf-6.1.55-2.2.0, build ok. quick boot test please on the dev board")
        .bash(
          "ssh root@edge-dev 'uname -r; systemctl --failed --no-legend'",
          "6.1.55-edge+g770c5fe2c1d1\n● bluetooth-hciattach.service loaded failed failed Attach Murata BT",
        )
        .assistant(
          "Kernel 6.1.55 boots. One failed unit: bluetooth-hciattach.service. The log says 'Initialization timed out' on ttymxc0. The BT UART node may have moved to serdev in this BSP, in which case hciattach isn't needed anymore, but I haven't verified that.",
        )
        .user(
          "don't care about BT this week, nobody uses it in the field yet. but two things for later: 1) figure out whether the BT on ttymxc0 should go through serdev now and kill the hciattach unit, 2) the lf-6.1.55 bump needs a 72h soak on the lab boards before it goes to the beta channel. I'll schedule that after the holidays",
        )
        .stop("Ok."),
    planted: [
      { kind: "task", keys: ["serdev", "hciattach"] },
      { kind: "task", keys: ["72h", "soak"] },
    ],
  },
  {
    id: "b189-ssh-access",
    build: (s) =>
      s
        .user(
          "the dev board's root password got reset by the new image. Going forward: never enable debug-tweaks or empty-root-password in anything but the edge-dev image, production images only get key-based ssh via the edge-service key. Check what core-image-edge has right now",
        )
        .bash(
          "bitbake -e core-image-edge | grep -E '^(EXTRA_IMAGE_FEATURES|IMAGE_FEATURES)='",
          'EXTRA_IMAGE_FEATURES="debug-tweaks"\nIMAGE_FEATURES="debug-tweaks ssh-server-openssh package-management"',
        )
        .assistant(
          "core-image-edge currently gets debug-tweaks from EXTRA_IMAGE_FEATURES in local.conf, so the production image allows empty root passwords. I'll move debug-tweaks to edge-dev.bb only and install the edge-service authorized_keys in production.",
        )
        .file("Edit", "build/conf/local.conf")
        .file("Edit", "meta-edge/recipes-core/images/core-image-edge-dev.bb")
        .bash("bitbake -e core-image-edge | grep -E '^IMAGE_FEATURES='", 'IMAGE_FEATURES="ssh-server-openssh package-management"')
        .user(
          "good. also, when you ssh into lab boards, use the `edge-lab` ssh config alias, it goes through the jump host; direct IPs won't route from the office vlan",
        )
        .stop("debug-tweaks is only in the dev image now."),
    planted: [
      { kind: "instruction", keys: ["debug-tweaks"] },
      { kind: "instruction", keys: ["jump host"] },
      { kind: "fact", keys: ["edge-service", "key"] },
    ],
  },
  {
    id: "b189-cve-check",
    build: (s) =>
      s
        .user("customer wants a CVE report for the image. can we do that with yocto?")
        .assistant(
          "Yes: inherit cve-check in local.conf and bitbake the image; it writes a JSON report per image in deploy/images. It needs to fetch the NVD database the first time, about 15 minutes.",
        )
        .user("ok try it")
        .file("Edit", "build/conf/local.conf")
        .bash(
          "bitbake core-image-edge 2>&1 | tail -2 && jq '[.package[].issue[] | select(.status==\"Unpatched\")] | length' build/tmp/deploy/images/imx8mm-edge/core-image-edge-imx8mm-edge.json",
          "NOTE: Tasks Summary: Attempted 5690 tasks of which 5320 didn't need to be rerun and all succeeded.\nWARNING: cve-check: 41 unpatched CVEs found\n41",
        )
        .assistant("41 unpatched CVEs. 23 of them are in linux-imx and most are for drivers we don't build (the kernel CVE list isn't filtered by config).")
        .user(
          "yeah the kernel ones are noise. ok: we need to triage the 41 and write CVE_STATUS entries for the ones that don't apply — that's a task for next sprint, not now. And put it on the nightly todo list: once the nightly job exists, it has to run with cve-check enabled",
        )
        .stop("Noted both."),
    planted: [
      { kind: "task", keys: ["cve_status", "triage"] },
      { kind: "task", keys: ["cve-check", "nightly"] },
    ],
  },
  {
    id: "b189-superseded-initramfs",
    build: (s) =>
      s
        .user("we need the rootfs to fsck before mount because of the power cuts in the cabinets. I'd say we put e2fsck into an initramfs")
        .assistant(
          "An initramfs adds ~6 MB and a second image to sign later with HAB. Alternative: systemd-fsck already runs for /data; for the rootfs we could have U-Boot pass `fsck.mode=force` only after a bootcount > 1. But the rootfs is mounted rw by the kernel directly, so a real pre-mount fsck really does need an initramfs.",
        )
        .user("ok then initramfs with e2fsck it is.")
        .bash("bitbake -e core-image-edge | grep -E '^INITRAMFS_IMAGE='", "")
        .assistant("Before I add it, one data point: let me check how the rootfs is mounted right now.")
        .bash(
          "ssh root@edge-dev 'findmnt / -o OPTIONS; tune2fs -l /dev/mmcblk2p2 | grep -i features'",
          "ro,relatime\nFilesystem features:      has_journal ext_attr resize_inode dir_index filetype extent 64bit flex_bg sparse_super large_file huge_file dir_nlink extra_isize metadata_csum",
        )
        .assistant(
          "The rootfs is already mounted read-only (ro,relatime) with a journal, so power cuts can't leave it dirty; only /data is written. That makes the rootfs fsck unnecessary.",
        )
        .user(
          "oh right, we made it ro last spring. forget the initramfs then. we only fsck /data, keep systemd-fsck@ on p4 and make it fsck.mode=force on every boot for that one.",
        )
        .file("Edit", "meta-edge/recipes-core/systemd/systemd-conf/data.mount")
        .file("Edit", "meta-edge/recipes-core/systemd/systemd-conf_%.bbappend")
        .stop("data.mount now forces a fsck of /dev/mmcblk2p4 on every boot; no initramfs."),
    planted: [
      { kind: "fact", keys: ["read-only", "rootfs"] },
      { kind: "decision", keys: ["fsck", "/data"] },
    ],
  },
  {
    id: "b189-agent-accepted-proposal",
    build: (s) =>
      s
        .user("edge-agent logs go to the journal and to /data/log/agent.log both, the file is never rotated and it's 300MB on some units. what do you suggest")
        .bash(
          "ssh root@edge-0233 'ls -l /data/log/agent.log; grep -c . /data/log/agent.log'",
          "-rw-r--r-- 1 edge edge 311427072 Nov 21 13:02 /data/log/agent.log\n2418833",
        )
        .assistant(
          "The file duplicates what journald already has (same lines, same timestamps). I'd drop the file logger entirely and log to stdout only, so journald with its 64M cap is the single place. If support needs a file, `journalctl -u edge-agent -o short-iso > agent.log` on demand gives them one.",
        )
        .user("yes, do that, journal only.")
        .file("Edit", "edge-agent/src/log.c")
        .file("Edit", "edge-agent/systemd/edge-agent.service")
        .bash("make -C edge-agent test", "RUN tests/test_store ... ok (14/14)\nRUN tests/test_log ... ok (6/6)")
        .assistant(
          "File logger removed; edge-agent logs to stdout only and tests pass. The existing 300 MB files on deployed units stay until something deletes them.",
        )
        .user("right, we'll need a cleanup in the next update's post-install hook to rm /data/log/agent.log. not in this PR tho")
        .stop(),
    planted: [
      { kind: "decision", keys: ["journal", "file logger"] },
      { kind: "task", keys: ["post-install", "agent.log"] },
    ],
  },
  {
    id: "b189-empty-bench-chat",
    build: (s) =>
      s
        .user("the rev C board on my desk smells a bit hot near the PMIC. should I be worried?")
        .bash("ssh root@edge-revc 'cat /sys/class/thermal/thermal_zone*/temp'", "48000\n51000")
        .assistant(
          "The SoC zones read 48 and 51°C, which is normal at idle. The PMIC has no sensor exposed to Linux, so I can't see it from here. If it smells, a thermal camera or a finger test would tell more than I can.",
        )
        .user("lol finger test says warm but not hot. probably the flux from the rework")
        .assistant("That's plausible, fresh flux residue does smell when it heats up the first few times.")
        .stop(),
    planted: [],
  },
  {
    id: "b189-hwrevision",
    build: (s) =>
      s
        .user(
          "how does the image know it's on rev B vs rev C? We need that to pick the dtb.\n\nI checked: the EEPROM at 0x50 on i2c2 has the board revision at offset 0x10 — that's how the factory programs it, confirmed with the hardware guys today. 0x42 = B, 0x43 = C.",
        )
        .bash("ssh root@edge-revc 'i2ctransfer -y 1 w1@0x50 0x10 r1'", "0x43")
        .assistant("Reads 0x43 on the rev C board, matches. U-Boot can read it in board_late_init and set fdtfile to imx8mm-edge-revc.dtb.")
        .user(
          "yes, dtb selection in u-boot from the eeprom, not in userspace. implement it. and the convention: any new board rev = new dts file that #includes imx8mm-edge.dtsi, never copy the whole dts",
        )
        .file("Edit", "meta-edge-bsp/recipes-bsp/u-boot/files/0005-imx8mm-edge-select-fdtfile-from-eeprom.patch")
        .bash("picocom -qrx 3000 -b 115200 /dev/ttyUSB0 --initstring 'printenv fdtfile'", "fdtfile=imx8mm-edge-revc.dtb")
        .stop("U-Boot reads the EEPROM and sets fdtfile=imx8mm-edge-revc.dtb on rev C."),
    planted: [
      { kind: "fact", keys: ["eeprom", "0x10"] },
      { kind: "decision", keys: ["eeprom", "dtb"] },
      { kind: "instruction", keys: ["dtsi", "board rev"] },
    ],
  },
  {
    id: "b189-pin-versions",
    build: (s) =>
      s
        .user(
          "layer revisions drift between people's checkouts. I've seen three different meta-freescale hashes this week. What do you think, kas or repo manifests?",
        )
        .assistant(
          "kas gives one YAML with every layer's commit plus local.conf snippets, and `kas build` reproduces it; repo only pins the layers. Given that local.conf also drifts (the debug-tweaks thing), kas covers more.",
        )
        .user(
          "agreed, kas. and from now on bump layer hashes only through the kas file in a separate commit, no `git pull` inside the layers by hand. can you write the first version",
        )
        .file("Write", "kas/edge.yml")
        .bash(
          "kas build kas/edge.yml 2>&1 | tail -1",
          "2026-11-24 10:12:41 - INFO     - kas 4.5 finished. Tasks Summary: Attempted 5331 tasks of which 5331 didn't need to be rerun and all succeeded.",
        )
        .assistant(
          "kas/edge.yml pins poky, meta-openembedded, meta-freescale, meta-rauc, meta-edge and meta-edge-bsp to the hashes in the current build, and carries the local.conf settings. The build is a no-op on top of the existing sstate.",
        )
        .user("perfect. and remind me to move the CI job to `kas build` too, not this week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["kas"] },
      { kind: "instruction", keys: ["kas", "separate commit"] },
      { kind: "task", keys: ["ci", "kas build"] },
    ],
  },
  {
    id: "b189-empty-done-status",
    build: (s) =>
      s
        .user("can you regenerate the license manifest for the release notes")
        .bash(
          "ls build/tmp/deploy/licenses/core-image-edge-imx8mm-edge-*/license.manifest | tail -1 && grep -c '^PACKAGE NAME' build/tmp/deploy/licenses/core-image-edge-imx8mm-edge-20261124101241/license.manifest",
          "build/tmp/deploy/licenses/core-image-edge-imx8mm-edge-20261124101241/license.manifest\n287",
        )
        .assistant("The manifest from the latest image lists 287 packages. I've copied it to release/1.4/license.manifest.")
        .user("great, and are there any GPLv3 in there?")
        .bash(
          "grep -B1 -A1 'GPL-3.0' build/tmp/deploy/licenses/core-image-edge-imx8mm-edge-20261124101241/license.manifest | grep 'PACKAGE NAME'",
          "PACKAGE NAME: bash\nPACKAGE NAME: gdbserver",
        )
        .assistant("Two: bash and gdbserver. gdbserver comes from tools-debug in the dev features, bash from packagegroup-core-full-cmdline.")
        .user("ok that's what I expected. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b189-modem-quirks",
    build: (s) =>
      s
        .user(
          "LTE modem (Quectel EG25-G) drops off USB after ~2 days uptime. ModemManager log ends with:\n\n<warn> [modem0] couldn't load signal quality: Timeout was reached\n<info> [device /sys/devices/platform/soc@0/32c00000.bus/32e40000.usb/ci_hdrc.0/usb1/1-1] removed\n\nI think it's the USB autosuspend but want to check",
        )
        .bash("ssh root@edge-0117 'cat /sys/bus/usb/devices/1-1/power/control /sys/bus/usb/devices/1-1/power/autosuspend_delay_ms'", "auto\n2000")
        .assistant("Autosuspend is on with 2000 ms. Let me set it to 'on' and leave it running to see if the drop still happens.")
        .bash(
          "ssh root@edge-0117 'echo on > /sys/bus/usb/devices/1-1/power/control'; sleep 259200; ssh root@edge-0117 'uptime; mmcli -L'",
          " 13:44:02 up 5 days,  1:12,  0 users,  load average: 0.08, 0.05, 0.01\n    /org/freedesktop/ModemManager1/Modem/0 [Quectel] EG25-G",
        )
        .assistant(
          "3 days with autosuspend off and the modem is still there, it used to drop after ~2. So it is the USB autosuspend on the EG25-G that kills it.",
        )
        .user(
          "ok confirmed. udev rule to disable autosuspend for 2c7c:0125, ship in meta-edge. ALSO: all modem udev rules go in 60-edge-modem.rules, dont scatter them",
        )
        .file("Write", "meta-edge/recipes-core/udev/udev-rules-edge/60-edge-modem.rules")
        .bash("bitbake udev-rules-edge 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 412 tasks of which 405 didn't need to be rerun and all succeeded.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["autosuspend", "eg25"] },
      { kind: "instruction", keys: ["60-edge-modem.rules"] },
    ],
  },
  {
    id: "b189-release-branch",
    build: (s) =>
      s
        .user(
          "release 1.4 branch cut is tomorrow. Plan as discussed with the team this morning:\n- we branch kirkstone-edge -> release/1.4 in meta-edge and meta-edge-bsp only, the upstream layers stay pinned by kas\n- after the cut, only fixes go to release/1.4 via cherry-pick from kirkstone-edge, never commit directly on the release branch\n- Tomasz is release manager for 1.4\n\ncan you check nothing is uncommitted in the two layers",
        )
        .bash("git -C meta-edge status --short; git -C meta-edge-bsp status --short", " M recipes-core/images/core-image-edge.bb")
        .assistant("meta-edge has one uncommitted change in core-image-edge.bb: it adds `tcpdump` to IMAGE_INSTALL. meta-edge-bsp is clean.")
        .user("ah that was me debugging. revert it")
        .bash("git -C meta-edge checkout recipes-core/images/core-image-edge.bb && git -C meta-edge status --short", "")
        .stop("Reverted; both layers are clean."),
    planted: [
      { kind: "decision", keys: ["release/1.4"] },
      { kind: "instruction", keys: ["cherry-pick"] },
      { kind: "fact", keys: ["tomasz"] },
    ],
  },
  {
    id: "b189-empty-guess-mmc",
    build: (s) =>
      s
        .user("is HS400 actually enabled on our emmc? I think we might be running it at HS200 only")
        .bash(
          "ssh root@edge-dev 'cat /sys/kernel/debug/mmc2/ios | grep -E \"timing|clock\"'",
          "clock:\t\t200000000 Hz\nactual clock:\t200000000 Hz\ntiming spec:\t9 (mmc HS200)",
        )
        .assistant(
          "It's in HS200 at 200 MHz. HS400 would need `mmc-hs400-1_8v` in the usdhc3 node plus a strobe-dline setting. Whether the 8M Mini's usdhc3 is routed for HS400 on this board I can't tell from software.",
        )
        .user("hmm. would it even matter for us? we barely do io")
        .assistant("Probably not: the rootfs is read-only and /data writes are small. It might shave a few hundred ms off boot at most.")
        .user("then not worth the risk. never mind")
        .stop(),
    planted: [],
  },
  {
    id: "b189-todo-grab-bag",
    build: (s) =>
      s
        .user("can you print the output of `bitbake-layers show-appends | grep edge` for my notes")
        .bash(
          "bitbake-layers show-appends | grep -A1 edge | head -8",
          "u-boot-imx_2024.04.bb:\n  /home/dev/src/app/meta-edge-bsp/recipes-bsp/u-boot/u-boot-imx_%.bbappend\nlinux-imx_6.1.bb:\n  /home/dev/src/app/meta-edge-bsp/recipes-kernel/linux/linux-imx_%.bbappend\nsystemd-conf_1.0.bb:\n  /home/dev/src/app/meta-edge/recipes-core/systemd/systemd-conf_%.bbappend",
        )
        .assistant("Three bbappends from our layers: u-boot-imx, linux-imx and systemd-conf.")
        .user(
          "thx. writing down the open stuff before I go on leave, so it doesn't get lost:\n1. the imx-gpu-viv QA warnings shuld be silenced with INSANE_SKIP properly instead of ignored\n2. the old edge-dev signing key has to be removed from the keyring on the devices once all units run 1.4\n3. somebody has to document the rev C EEPROM format for the factory",
        )
        .assistant("Got it, three open items.")
        .stop(),
    planted: [
      { kind: "task", keys: ["insane_skip"] },
      { kind: "task", keys: ["keyring", "1.4"] },
      { kind: "task", keys: ["document", "eeprom"] },
    ],
  },
  {
    id: "b189-shell-prefs",
    build: (s) =>
      s
        .user("grep the image for busybox applets that shadow coreutils")
        .bash(
          "ssh root@edge-dev 'ls -l /bin/ls /bin/cp /usr/bin/find | awk \"{print \\$NF}\"'",
          "/bin/busybox.nosuid\n/bin/busybox.nosuid\n/usr/bin/find.findutils",
        )
        .assistant("ls and cp come from busybox, find is the findutils one.")
        .user(
          "ok. btw when you give me commands to run on the board, give them as plain sh that works with busybox ash — no bashisms, there's no bash in production. And I prefer you show me the command before you run anything that writes to the eMMC (fw_setenv, dd, mkfs, rauc install), reads are fine without asking",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["busybox", "bashisms"] },
      { kind: "instruction", keys: ["fw_setenv"] },
    ],
  },
];

export const BLIND189 = plantedSet(BLIND189_SESSIONS, Date.UTC(2026, 10, 17, 9));
