/**
 * Blind planted set 135 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an embedded Linux engineer (Yocto, C, device trees) at an industrial IoT company;
 * methodical, numbered findings, careful about root causes, keeps hypotheses apart from facts.
 * Each session is one segment; the items planted in it are listed with it: 75 items (19 decisions, 19 instructions,
 * 21 facts, 16 tasks) in 49 sessions, 12 of which plant nothing (59 user/assistant messages between them). Every other message
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

export const BLIND135_SESSIONS: BlindSession[] = [
  {
    id: "b135-kas-build",
    build: (s) =>
      s
        .user(
          "Can you rebuild the gateway image? I touched the modbus-gw recipe this morning. And please: we build with kas, not bare bitbake. Always `kas build kas/imx8mp-gw.yml` (or `kas shell` if you need to poke around), otherwise local.conf drifts from what CI uses.",
        )
        .bash(
          "kas build kas/imx8mp-gw.yml 2>&1 | tail -5",
          "NOTE: Tasks Summary: Attempted 5121 tasks of which 5098 didn't need to be rerun and all succeeded.\nNOTE: Writing buildhistory\nNOTE: Build completion summary:\nNOTE:   do_populate_sysroot: 98.2% sstate reuse(412 setscene, 7 scratch)\nNOTE:   do_package_write_ipk: 96.0% sstate reuse",
        )
        .assistant("Build finished. 98% sstate reuse, only modbus-gw and the image tasks ran. The image is in build/tmp/deploy/images/imx8mp-gw/.")
        .user(
          "good. fyi the sstate mirror is http://sstate.lan:8080, it's the build box in rack 3, CI pushes to it after every main build. that's why reuse is so high",
        )
        .stop("Noted. Image ready for flashing."),
    planted: [
      { kind: "instruction", keys: ["kas build"] },
      { kind: "fact", keys: ["sstate.lan"] },
    ],
  },
  {
    id: "b135-rs485-uart3",
    build: (s) =>
      s
        .user(
          "RS485 on the rev C carrier is dead again, no replies from the energy meter. Could be the termination, could be the DE line. Let's be systematic.",
        )
        .bash(
          "cat /proc/device-tree/soc@0/bus@30800000/serial@30880000/status; dmesg | grep -i 30880000",
          "okay\n[    1.402113] 30880000.serial: ttymxc2 at MMIO 0x30880000 (irq = 27, base_baud = 1500000) is a IMX",
        )
        .file("Read", "meta-acme-bsp/recipes-kernel/linux/files/imx8mp-gw-revc.dts")
        .assistant(
          "Findings so far:\n1. uart3 (ttymxc2) is enabled and probes fine.\n2. The DT node has `linux,rs485-enabled-at-boot-time` but the pinctrl group only lists TXD and RXD.\n3. Without the RTS pad muxed, the transceiver DE line never toggles.\nHypothesis: missing RTS pad in pinctrl. Not confirmed yet; I'd want a scope on DE.",
        )
        .user(
          "Scoped it. DE flat at 0 V. Added MX8MP_IOMUXC_UART3_RTS_B pad, rebuilt the dtb, now DE toggles and the meter answers. So confirmed: root cause was the uart3 pinctrl group missing the RTS pad.",
        )
        .file("Edit", "meta-acme-bsp/recipes-kernel/linux/files/imx8mp-gw-revc.dts")
        .assistant("Committed the pinctrl fix to meta-acme-bsp.")
        .user("thanks. Follow-up for later, not today: upstream the pinctrl fix to the vendor BSP repo so we can drop our dts patch.")
        .stop("Ok, leaving that for later."),
    planted: [
      { kind: "fact", keys: ["uart3", "rts"] },
      { kind: "task", keys: ["upstream", "pinctrl"] },
    ],
  },
  {
    id: "b135-ota-rauc",
    build: (s) =>
      s
        .user("Where are we on the OTA question? swupdate or RAUC? What's the difference for A/B on eMMC, in one paragraph?")
        .assistant(
          "Both do A/B on eMMC. RAUC is slot-based with a bundle format signed with X.509 and has native U-Boot bootchooser integration; swupdate is more flexible (handlers, Lua) but you assemble more of the A/B logic yourself. For our two-rootfs layout RAUC is less glue.",
        )
        .bash("ls meta-acme-bsp/recipes-core/ | head", "base-files\nbusybox\nimages\ninitscripts\npackagegroups")
        .user("ok, going with RAUC. Jana agreed on the server side yesterday. Start with meta-rauc in the kas file.")
        .file("Edit", "kas/imx8mp-gw.yml")
        .assistant("Added meta-rauc (scarthgap branch) to kas/imx8mp-gw.yml and parsed fine.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rauc"] }],
  },
  {
    id: "b135-watchdog",
    build: (s) =>
      s
        .user("The gateway rebooted twice overnight on the bench. Check the journal?")
        .bash(
          "journalctl -b -1 -n 8 --no-pager",
          "Nov 16 02:13:07 gw-bench systemd[1]: Watchdog timeout (limit 1min)!\nNov 16 02:13:07 gw-bench systemd[1]: modbus-gw.service: Killing process 412 (modbus-gw) with signal SIGABRT.\nNov 16 02:13:08 gw-bench kernel: imx2-wdt 30280000.watchdog: Device shutdown: Expect reboot!",
        )
        .assistant(
          "1. systemd hit the service watchdog on modbus-gw (limit 1 min).\n2. Then the hardware watchdog reset the board.\nMaybe the poll loop blocks on a serial read without timeout? That's a guess, I haven't reproduced it.",
        )
        .user(
          "Plausible, but let's not guess. For context: the hardware watchdog timeout is 60 s, set by `wdt_timeout` in the u-boot env, not in the kernel cmdline. And one rule: never disable the watchdog in a production image, not even to debug. If you need it off, build with the wdt-debug image feature, that only goes into dev images.",
        )
        .file("Read", "meta-acme-bsp/conf/distro/acme.conf")
        .stop("Understood; I won't touch the watchdog config."),
    planted: [
      { kind: "fact", keys: ["wdt_timeout"] },
      { kind: "instruction", keys: ["wdt-debug"] },
    ],
  },
  {
    id: "b135-kernel-lts",
    build: (s) =>
      s
        .user("Kernel question. The vendor offers 6.1 and 6.6 for the imx8mp. What do you see in our layer?")
        .bash("ls meta-acme-bsp/recipes-kernel/linux/", "files\nlinux-imx_%.bbappend\nlinux-imx-5.15-backports")
        .assistant(
          "We pin nothing explicitly; the bbappend applies to whatever linux-imx is preferred. There's also a linux-imx-5.15-backports directory with 14 patches.",
        )
        .user(
          "Decision: we stay on linux-imx 6.6 for the whole product lifetime, it's the LTS with the vendor's longest support window. Set PREFERRED_VERSION accordingly.",
        )
        .file("Edit", "meta-acme-bsp/conf/machine/imx8mp-gw.conf")
        .assistant('Set PREFERRED_VERSION_linux-imx = "6.6%" in the machine conf.')
        .user("TODO next sprint: drop the 5.15 backport patches, they're dead weight now. Not now, I want one clean build first.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["6.6"] },
      { kind: "task", keys: ["5.15", "backport"] },
    ],
  },
  {
    id: "b135-commit-style",
    build: (s) =>
      s
        .user("commit the modbus-gw timeout change pls")
        .bash("git -C meta-acme-apps commit -am 'fix timeout'", "[main 8c1d2e4] fix timeout\n 1 file changed, 3 insertions(+), 1 deletion(-)")
        .assistant("Committed as 8c1d2e4.")
        .user(
          "Amend that. In the layers, commit subjects start with the recipe name and a colon, like `modbus-gw: add read timeout`. And every commit gets -s, legal wants the DCO sign-off on everything we ship.",
        )
        .bash(
          "git -C meta-acme-apps commit --amend -s -m 'modbus-gw: add serial read timeout'",
          "[main 3f90a7b] modbus-gw: add serial read timeout\n Date: Mon Nov 16 09:12:44 2026 +0000\n 1 file changed, 3 insertions(+), 1 deletion(-)",
        )
        .assistant("Amended: `modbus-gw: add serial read timeout`, signed off.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["recipe name"] },
      { kind: "instruction", keys: ["dco"] },
    ],
  },
  {
    id: "b135-modbus-plc",
    build: (s) =>
      s
        .user("modbus-gw gets timeouts on every request to the bench PLC. Try a manual read?")
        .bash(
          "mbpoll -m rtu -a 1 -b 19200 -P even -r 1 -c 4 /dev/ttymxc2",
          "mbpoll 1.4-25 - FieldTalk(tm) Modbus(R) Master Simulator\n-- Polling slave 1...\nRead input register failed: Connection timed out",
        )
        .assistant("Timeout on slave 1. Could be the parity, or the address. Want me to scan addresses 1-10?")
        .user("no need, I remember now. The Siemens PLC on the bench only answers on unit id 3, Petra configured it that way and it stays like that.")
        .bash("mbpoll -m rtu -a 3 -b 19200 -P even -r 1 -c 4 /dev/ttymxc2", "-- Polling slave 3...\n[1]: 231\n[2]: 229\n[3]: 4987\n[4]: 0")
        .assistant("Slave 3 answers: 231/229 V, 49.87 Hz. I'll set unit_id = 3 in the bench config.")
        .file("Edit", "meta-acme-apps/recipes-apps/modbus-gw/files/bench.toml")
        .user("good. Remind me to ask Petra for the register map of the v2 PLC firmware, I'll need it before we touch the polling list.")
        .stop("Will do."),
    planted: [
      { kind: "fact", keys: ["unit id 3"] },
      { kind: "task", keys: ["petra", "register map"] },
    ],
  },
  {
    id: "b135-can-bitrate",
    build: (s) =>
      s
        .user("can0 shows bus-off after a few seconds on the field unit we got back from Linz.")
        .bash(
          "ip -details -statistics link show can0",
          "3: can0: <NOARP,UP,LOWER_UP,ECHO> mtu 16 qdisc pfifo_fast state UP mode DEFAULT group default qlen 10\n    can state BUS-OFF (berr-counter tx 255 rx 0) restart-ms 100\n    bitrate 500000 sample-point 0.875",
        )
        .assistant(
          "It's configured for 500 kbit/s and going bus-off with tx errors maxed. A bitrate mismatch would look exactly like this, but so would a missing termination. Which bitrate does the field bus use?",
        )
        .user("250k. All field units run the CAN bus at 250 kbit/s, the drives don't support more. The 500k is a leftover from the dev kit.")
        .assistant(
          "Then two options: set it in a systemd-networkd .network file (`[CAN] BitRate=250K`), or keep the ip link call in the can-up.sh script and change the number. networkd is declarative and survives RAUC updates with the rootfs.",
        )
        .user("networkd. drop the script.")
        .file("Write", "meta-acme-bsp/recipes-core/systemd-conf/files/80-can0.network")
        .bash("git rm meta-acme-bsp/recipes-core/can-up/files/can-up.sh", "rm 'meta-acme-bsp/recipes-core/can-up/files/can-up.sh'")
        .stop("can0 now comes up at 250K via networkd."),
    planted: [
      { kind: "fact", keys: ["250"] },
      { kind: "decision", keys: ["networkd"] },
    ],
  },
  {
    id: "b135-emmc-wear",
    build: (s) =>
      s
        .user("Check the eMMC health on unit 0417, it's been in the field 14 months.")
        .bash(
          "mmc extcsd read /dev/mmcblk2 | grep -iE 'life|eol|enh'",
          "eMMC Life Time Estimation A [EXT_CSD_DEVICE_LIFE_TIME_EST_TYP_A]: 0x03\neMMC Life Time Estimation B [EXT_CSD_DEVICE_LIFE_TIME_EST_TYP_B]: 0x01\neMMC Pre EOL information [EXT_CSD_PRE_EOL_INFO]: 0x01\nEnhanced User Data Area Size [ENH_SIZE_MULT]: 0x000e90",
        )
        .assistant(
          "1. Life time estimate A is 0x03, i.e. 20-30% used on the pSLC area.\n2. Pre-EOL is normal.\n3. The enhanced area is set, so pSLC is on.\n30% in 14 months is more than I'd expect for a gateway. Journald writing to disk is a likely contributor, but I haven't measured it.",
        )
        .user(
          "Yes, the rev C boards all have the 8 GB Kingston eMMC with the whole user area in pSLC mode, so 3.8 GB usable. That's fixed in the production fuse script.\n\nAnd we need to move /var/log to tmpfs (volatile journald with forwarding to the cloud) before the 2.4 release. Not now, put it on the list.",
        )
        .stop("Ok."),
    planted: [
      { kind: "fact", keys: ["kingston", "pslc"] },
      { kind: "task", keys: ["tmpfs"] },
    ],
  },
  {
    id: "b135-ptest",
    build: (s) =>
      s
        .user("run the modbus-gw tests")
        .bash(
          "ssh root@10.20.0.41 ptest-runner modbus-gw",
          "START: ptest-runner\n2026-11-18T10:02\nBEGIN: /usr/lib/modbus-gw/ptest\nPASS: crc16\nPASS: frame_parse\nPASS: timeout_retry\nDURATION: 3\nEND: /usr/lib/modbus-gw/ptest\nSTOP: ptest-runner",
        )
        .assistant("All three ptests pass on the board at 10.20.0.41.")
        .user(
          "good, that's the right way btw. Tests run on target with ptest-runner over ssh, not in qemu; qemu has no ttymxc and half of them get skipped. Also that board (.41) is the shared test board for the whole team, so never reflash it without asking in #hw-lab first.",
        )
        .assistant("Understood: ptest-runner on target, and ask in #hw-lab before flashing .41.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ptest-runner"] },
      { kind: "instruction", keys: ["hw-lab"] },
      { kind: "fact", keys: ["10.20.0.41"] },
    ],
  },
  {
    id: "b135-sht40",
    build: (s) =>
      s
        .user("humidity readings from the SHT40 jump between 0 and 100 %. i2c problem?")
        .bash("i2ctransfer -y 1 w1@0x44 0xFD r6@0x44", "0x66 0x3a 0xff 0xff 0xff 0xff")
        .assistant(
          "Numbered findings:\n1. The temperature word comes back plausible, the humidity word is 0xffff.\n2. i2c2 (bus 1) is set to clock-frequency = <400000>.\n3. The carrier has 10k pull-ups on that bus.\nTentative: rise time too slow at 400 kHz with 10k. To confirm, drop to 100 kHz and repeat.",
        )
        .file("Edit", "meta-acme-bsp/recipes-kernel/linux/files/imx8mp-gw-revc.dts")
        .bash(
          "for i in 1 2 3 4 5; do i2ctransfer -y 1 w1@0x44 0xFD r6@0x44; sleep 1; done",
          "0x66 0x3a 0x8e 0x6b 0x2c 0x41\n0x66 0x38 0x07 0x6b 0x31 0xb2\n0x66 0x3b 0x4c 0x6b 0x2a 0x19\n0x66 0x39 0xc9 0x6b 0x2e 0x77\n0x66 0x3a 0x8e 0x6b 0x2f 0xe0",
        )
        .assistant(
          "At 100 kHz all five reads are clean with valid CRCs. So that's confirmed: the SHT40 garbage comes from running i2c2 at 400 kHz with the 10k pull-ups on the rev C carrier.",
        )
        .user("agreed, confirmed. We keep i2c2 at 100 kHz then, no hardware change for rev C.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sht40", "400"] },
      { kind: "decision", keys: ["100 khz"] },
    ],
  },
  {
    id: "b135-uboot-env",
    build: (s) =>
      s
        .user("Where does the u-boot env live right now?")
        .bash("cat /etc/fw_env.config", "# Device            offset      size\n/dev/mmcblk2boot0   0x3f0000    0x4000\n/dev/mmcblk2boot0   0x3f4000    0x4000")
        .assistant(
          "Redundant env, two copies at 0x3f0000 and 0x3f4000 on mmcblk2boot0. Moving it into a file on the boot partition would be an option, but then a corrupted FAT kills both copies.",
        )
        .user("Right, keep it as is: redundant env on boot0. That's the decision, write it into the design doc.")
        .file("Edit", "docs/design/boot.md")
        .assistant("Added a 'U-Boot environment' section to docs/design/boot.md.")
        .user(
          "Later we also need to wire the bootcount limit to RAUC's rollback, so three failed boots fall back to the other slot. That's a separate ticket, don't start it.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["boot0"] },
      { kind: "task", keys: ["bootcount"] },
    ],
  },
  {
    id: "b135-owners",
    build: (s) =>
      s
        .user("I need someone to review the overlay for the new analog input board. Who should I ping?")
        .bash(
          "git -C meta-acme-bsp log --format='%an' -- recipes-kernel/linux/files/overlays | sort | uniq -c | sort -rn | head -3",
          "     41 Marek Nowak\n      6 Jana Berger\n      2 Tomas Klein",
        )
        .assistant("By history, Marek Nowak wrote 41 of the 49 overlay commits.")
        .user("Yeah, Marek owns the device tree overlays, all of them. Jana owns the OTA server and the hawkBit setup, so anything about rollout goes to her.")
        .stop("Marek for the overlay review, then."),
    planted: [
      { kind: "fact", keys: ["marek", "overlays"] },
      { kind: "fact", keys: ["jana", "ota"] },
    ],
  },
  {
    id: "b135-license",
    build: (s) =>
      s
        .user("image build fails with a license error?")
        .bash(
          "kas build kas/imx8mp-gw.yml 2>&1 | grep -A2 ERROR",
          "ERROR: Nothing RPROVIDES 'bash' (but /work/meta-acme-apps/recipes-apps/diag-tools/diag-tools.bb RDEPENDS on or otherwise requires it)\nNOTE: Runtime target 'bash' is unbuildable, removing...\nMissing or unbuildable dependency chain was: ['bash']",
        )
        .assistant(
          "bash is GPLv3 and the distro sets INCOMPATIBLE_LICENSE = \"GPL-3.0* LGPL-3.0*\", so diag-tools' RDEPENDS on bash can't be satisfied. The script only uses a couple of bashisms; I can port it to POSIX sh.",
        )
        .user("Do that. And as a rule: no GPLv3 in any image we ship, if a recipe pulls it in, stop and tell me, don't work around it with a whitelist.")
        .file("Edit", "meta-acme-apps/recipes-apps/diag-tools/files/diag.sh")
        .file("Edit", "meta-acme-apps/recipes-apps/diag-tools/diag-tools.bb")
        .assistant("Ported diag.sh to POSIX sh and dropped the bash RDEPENDS. Image builds.")
        .user("nice. Still open: the license manifest export for the Bosch audit, due end of month. Put it on my list.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["gplv3"] },
      { kind: "task", keys: ["manifest"] },
    ],
  },
  {
    id: "b135-scarthgap",
    build: (s) =>
      s
        .user("Before you update the layers: what Yocto release are the layers on?")
        .bash(
          "grep -h LAYERSERIES_COMPAT meta-acme-*/conf/layer.conf",
          'LAYERSERIES_COMPAT_acme-bsp = "kirkstone scarthgap"\nLAYERSERIES_COMPAT_acme-apps = "kirkstone scarthgap"',
        )
        .assistant("Both layers declare kirkstone and scarthgap. The kas file pins kirkstone for poky.")
        .user(
          "We discussed it in the team meeting and it's final: the 2027 product line moves to scarthgap, kirkstone stays only for the units already in the field. So new work targets scarthgap.",
        )
        .file("Write", "kas/imx8mp-gw-scarthgap.yml")
        .stop("Created kas/imx8mp-gw-scarthgap.yml."),
    planted: [{ kind: "decision", keys: ["scarthgap", "2027"] }],
  },
  {
    id: "b135-cve",
    build: (s) =>
      s
        .user("I patched the libmodbus CVE by hand in a devtool workspace, can you turn it into a proper recipe patch?")
        .bash(
          "devtool finish libmodbus meta-acme-apps",
          "NOTE: Writing append file meta-acme-apps/recipes-apps/libmodbus/libmodbus_%.bbappend\nNOTE: Copying 0001-fix-CVE-2024-10918-overflow.patch to meta-acme-apps/recipes-apps/libmodbus/libmodbus/0001-fix-CVE-2024-10918-overflow.patch\nNOTE: Leaving source tree workspace/sources/libmodbus as-is; if you no longer need it then please delete it manually",
        )
        .bash("rm -rf workspace/sources/libmodbus", "")
        .assistant("The patch is now 0001-fix-CVE-2024-10918-overflow.patch in the recipe dir with a bbappend, and I deleted the workspace source tree.")
        .user(
          "perfect, that's how I like it: patches as .patch files next to the recipe, devtool workspaces never left lying around in the build dir. Follow-up, separate: run cve-check on the full image and triage the openssl findings, Bosch will ask about those.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["devtool"] },
      { kind: "task", keys: ["cve-check", "openssl"] },
    ],
  },
  {
    id: "b135-gpio-relays",
    build: (s) =>
      s
        .user("the relay test script doesn't switch anything on the rev C")
        .file("Read", "meta-acme-apps/recipes-apps/relay-test/files/relay-test.sh")
        .assistant(
          "It writes to /sys/class/gpio/gpio106/value. On rev C the GPIO numbering changed with the new kernel, and the sysfs interface is deprecated anyway.",
        )
        .bash(
          "gpioinfo gpiochip3 | grep -i relay",
          '\tline  10:    "RELAY1"       unused   output  active-high\n\tline  11:    "RELAY2"       unused   output  active-high\n\tline  12:    "RELAY3"       unused   output  active-high\n\tline  13:    "RELAY4"       unused   output  active-high',
        )
        .assistant("The four relays are gpio4 lines 10-13 (gpiochip3), named RELAY1-RELAY4 in the DT.")
        .user(
          "right. Rewrite the script with gpioset and the line names. And from now on: GPIOs by DT line name through libgpiod, never sysfs numbers, they move between kernels.",
        )
        .file("Edit", "meta-acme-apps/recipes-apps/relay-test/files/relay-test.sh")
        .stop("relay-test.sh now uses gpioset -c gpiochip3 RELAY1=1 etc."),
    planted: [
      { kind: "fact", keys: ["gpio4", "relay"] },
      { kind: "instruction", keys: ["libgpiod"] },
    ],
  },
  {
    id: "b135-recovery",
    build: (s) =>
      s
        .user("unit 0233 is bricked after a failed flash, u-boot doesn't come up. how do I get it back?")
        .assistant("On i.MX8MP the boot ROM serial download mode should work regardless of eMMC content. Do you know how it's strapped on this carrier?")
        .user(
          "yes: set jumper J12, that's the serial download strap, then power-cycle and use uuu over USB-C. It's the only recovery path we have on these boards.",
        )
        .bash(
          "uuu -b emmc_all imx-boot-imx8mp-gw.bin acme-image-gw-imx8mp-gw.wic.zst",
          "uuu (Universal Update Utility) for nxp imx chips -- libuuu_1.5.21\n\nSuccess 1    Failure 0\n\n1:11     8/ 8 [Done                                  ] FB: done",
        )
        .assistant("uuu finished, 1 success. Remove J12 and power-cycle.")
        .stop(),
    planted: [{ kind: "fact", keys: ["j12"] }],
  },
  {
    id: "b135-dl-dir",
    build: (s) =>
      s
        .user("fetch of the linux-firmware tarball took 20 minutes again")
        .bash("du -sh build/downloads; df -h /work | tail -1", "38G\tbuild/downloads\n/dev/nvme0n1p3  468G  431G   37G  93% /work")
        .assistant(
          "Every developer keeps their own 38 GB downloads dir and the disk is at 93%. Proposal: point DL_DIR at the NFS export /srv/yocto/downloads that CI already fills, with BB_FETCH_PREMIRRORONLY off so new sources still fetch.",
        )
        .user("yes, do that. DL_DIR on nfs from now, for everyone, put it in the shared kas include.")
        .file("Edit", "kas/include/common.yml")
        .assistant('Set DL_DIR = "/srv/yocto/downloads" in kas/include/common.yml.')
        .stop(),
    planted: [{ kind: "decision", keys: ["dl_dir", "nfs"] }],
  },
  {
    id: "b135-mqtt-broker",
    build: (s) =>
      s
        .user("Telemetry upload: the agent currently posts JSON over HTTPS every 10 s. Marek suggested MQTT. Thoughts?")
        .assistant(
          "MQTT would cut the per-message overhead a lot on LTE, and with QoS 1 plus a persistent session we'd get buffering across short outages. The alternative is batching the HTTPS posts to once a minute. Both are fine; MQTT is more work on the server.",
        )
        .bash(
          "grep -rn 'upload_interval' meta-acme-apps/recipes-apps/telemetry/files/",
          "meta-acme-apps/recipes-apps/telemetry/files/telemetry.toml:12:upload_interval = 10",
        )
        .user(
          "We go with MQTT over TLS to the Mosquitto broker Jana runs, QoS 1. Batching HTTPS is off the table. Please write the client with paho-mqtt-c, it's already in the image for the HMI.\n\nAlso, TODO for after the client works: certificate rotation for the device certs, they expire in 2028 and nobody has a plan.",
        )
        .file("Write", "meta-acme-apps/recipes-apps/telemetry/files/mqtt_client.c")
        .assistant("Wrote a first mqtt_client.c with paho-mqtt-c (MQTTAsync, QoS 1, clean session off).")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mqtt", "qos 1"] },
      { kind: "decision", keys: ["paho-mqtt-c"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b135-coding-style",
    build: (s) =>
      s
        .user("review my change to the crc16 code in modbus-gw?")
        .file("Read", "meta-acme-apps/recipes-apps/modbus-gw/files/src/crc16.c")
        .assistant("Logic is right. Two style points: it uses `int` for the byte index and a `malloc` in the hot path for the frame copy.")
        .user(
          "Fix those. General rules for our C code, please keep them: fixed-width types from stdint.h for anything that touches a wire format, and no malloc after init in the daemons, everything preallocated at startup.",
        )
        .file("Edit", "meta-acme-apps/recipes-apps/modbus-gw/files/src/crc16.c")
        .bash(
          "make -C meta-acme-apps/recipes-apps/modbus-gw/files check",
          "cc -std=c11 -Wall -Wextra -Werror -O2 -c src/crc16.c -o build/crc16.o\n./build/test_crc16\nAll 12 CRC vectors OK",
        )
        .assistant("Switched to uint8_t/uint16_t/size_t and a static frame buffer. All 12 CRC vectors OK.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["stdint"] },
      { kind: "instruction", keys: ["malloc"] },
    ],
  },
  {
    id: "b135-rootfs-ro",
    build: (s) =>
      s
        .user("For the RAUC layout, do we keep rootfs writable?")
        .assistant(
          "With A/B, a read-only rootfs is the usual choice: the slot stays identical to the bundle, and state goes to a separate /data partition. The cost is that everything writing to /etc needs an overlay or a bind mount.",
        )
        .bash("grep -rn 'read-only-rootfs' kas/ meta-acme-bsp/conf/", "")
        .user("ok. Read-only rootfs it is, plus an ext4 /data partition for state. Add the image feature.")
        .file("Edit", "meta-acme-bsp/recipes-core/images/acme-image-gw.bb")
        .assistant("Added read-only-rootfs to IMAGE_FEATURES. Note: dropbear host keys and the machine-id now need a place on /data.")
        .user("right, that's for a later ticket: move the dropbear host keys and machine-id to /data. Not today.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["read-only"] },
      { kind: "task", keys: ["dropbear"] },
    ],
  },
  {
    id: "b135-serial-console",
    build: (s) =>
      s
        .user("which tty is the debug console on the gateway again? I keep forgetting")
        .bash("cat /proc/cmdline", "console=ttymxc1,115200 root=/dev/mmcblk2p2 rootwait ro rauc.slot=A")
        .assistant("ttymxc1 at 115200, that's UART2 on the debug header.")
        .user(
          "Right, UART2 is the console and it's hard-wired to the debug header, nothing else may use it. Also, when you talk to boards, use picocom, not screen; screen mangles the u-boot autoboot prompt for some reason.",
        )
        .stop("picocom from now on."),
    planted: [
      { kind: "fact", keys: ["uart2", "console"] },
      { kind: "instruction", keys: ["picocom"] },
    ],
  },
  {
    id: "b135-hawkbit",
    build: (s) =>
      s
        .user("How do the gateways get told about new bundles? Polling a URL, or something smarter?")
        .assistant(
          "Two options I see: (1) rauc-hawkbit-updater talking to a hawkBit server, with rollouts and groups; (2) a small cron job polling a static URL for a manifest. (1) gives staged rollouts for free; (2) is simpler but we'd reinvent canaries.",
        )
        .bash(
          "curl -s https://ota.acme.lan/rest/v1/system/configs | head -c 200",
          '{"authentication.gatewaytoken.enabled":{"value":true},"pollingTime":{"value":"00:05:00"}}',
        )
        .user(
          "Jana's hawkBit is already up, as you see. Decision: rauc-hawkbit-updater with gateway-token auth. Polling every 5 minutes is what the server says, keep it.",
        )
        .file("Write", "meta-acme-bsp/recipes-core/rauc-hawkbit-updater/files/config.conf")
        .assistant("Config written with the gateway token read from /data/ota/token.")
        .user("Good. Next step, not now: a staged rollout group for the 20 Linz pilot units so they get bundles a week before everyone else.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rauc-hawkbit-updater"] },
      { kind: "task", keys: ["linz", "pilot"] },
    ],
  },
  {
    id: "b135-yocto-ci",
    build: (s) =>
      s
        .user("CI image build takes 2h10 now. Can we speed it up?")
        .bash(
          "grep -E 'BB_NUMBER_THREADS|PARALLEL_MAKE' build/conf/local.conf .gitlab-ci.yml",
          '.gitlab-ci.yml:  BB_NUMBER_THREADS: "4"\n.gitlab-ci.yml:  PARALLEL_MAKE: "-j 4"',
        )
        .assistant(
          "CI caps bitbake at 4 threads on a 32-core runner. Raising both to 16 should help a lot. Another option would be splitting the SDK build into its own job.",
        )
        .user("Raise threads to 16, yes. Splitting the SDK out, hmm, not sure it's worth a second pipeline, let me think about it.")
        .file("Edit", ".gitlab-ci.yml")
        .assistant("Set BB_NUMBER_THREADS=16 and PARALLEL_MAKE=-j 16.")
        .user(
          "Oh and a rule for the CI file: every job that runs bitbake must set `--lock-timeout` on the sstate mount, we had two jobs deadlock in September. Add it wherever it's missing, always.",
        )
        .file("Edit", ".gitlab-ci.yml")
        .stop(),
    planted: [
      { kind: "decision", keys: ["threads", "16"] },
      { kind: "instruction", keys: ["lock-timeout"] },
    ],
  },
  {
    id: "b135-time-sync",
    build: (s) =>
      s
        .user("Log timestamps on unit 0512 are off by 3 days after a power cut. No RTC battery?")
        .bash(
          "timedatectl; hwclock -r",
          "               Local time: Sat 2026-11-14 08:01:12 UTC\n           Universal time: Sat 2026-11-14 08:01:12 UTC\n                 RTC time: n/a\n System clock synchronized: no\nhwclock: Cannot access the Hardware Clock via any known method.",
        )
        .assistant(
          "1. No RTC device at all (hwclock fails, timedatectl shows n/a).\n2. Clock not synchronized.\nSo after a cold boot the clock starts at the systemd build timestamp until NTP works. The rev C schematic has a PCF85063 footprint, maybe unpopulated? I can't tell from software.",
        )
        .user(
          "Unpopulated, yes, purchasing cut it. Options: we use chrony with the LTE modem's NITZ time as fallback, or we keep systemd-timesyncd and live with it. I'd say chrony. Yes, chrony, decided.",
        )
        .file("Edit", "meta-acme-bsp/recipes-core/images/acme-image-gw.bb")
        .assistant("Replaced systemd-timesyncd with chrony in the image; NITZ refclock to be configured.")
        .user(
          "Two follow-ups, neither today:\n- write the chrony refclock glue for the modem's NITZ (AT+CCLK? over the AT port)\n- ask purchasing what populating the PCF85063 would cost per unit for rev D",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["chrony"] },
      { kind: "task", keys: ["nitz"] },
      { kind: "task", keys: ["pcf85063", "rev d"] },
    ],
  },
  {
    id: "b135-empty-dmesg-triage",
    build: (s) =>
      s
        .user("Saw a weird line in dmesg on the bench gateway, is it something to worry about?")
        .bash(
          "dmesg | grep -i -E 'warn|err' | tail -4",
          "[    0.912004] imx-sdma 30bd0000.dma-controller: external firmware not found, using ROM firmware\n[    2.118530] caam 30900000.crypto: job rings = 3, qi = 0\n[    3.410772] EXT4-fs (mmcblk2p4): mounted filesystem with ordered data mode. Quota mode: none.\n[   14.002991] cfg80211: failed to load regulatory.db",
        )
        .assistant(
          "None of those look like errors to me:\n1. SDMA falls back to ROM firmware, which works but lacks some script optimisations.\n2. CAAM is just informational.\n3. regulatory.db is missing, which only matters if Wi-Fi is used.\nWhich line did you mean?",
        )
        .user("the sdma one. do we care? maybe it explains the uart overruns we saw last week?")
        .assistant(
          "Possibly, ROM firmware has slower UART DMA scripts, but I wouldn't bet on it without a test. We'd have to add firmware-imx-sdma and see if the overruns go away.",
        )
        .user("hmm. let's not rabbit-hole today. thanks.")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b135-empty-bitbake-env",
    build: (s) =>
      s
        .user("what's the value of IMAGE_FSTYPES for our machine right now?")
        .bash("kas shell kas/imx8mp-gw.yml -c 'bitbake -e acme-image-gw | grep ^IMAGE_FSTYPES='", 'IMAGE_FSTYPES="tar.zst wic.zst wic.bmap"')
        .assistant("IMAGE_FSTYPES is `tar.zst wic.zst wic.bmap`.")
        .user("ok so the bmap is there. does bmaptool work with zst these days, or do I need to decompress first?")
        .assistant("bmaptool 3.7 and later read .zst directly; older versions need it decompressed. Which version do you have on your laptop?")
        .user("no idea, I'll check later. thx")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-hypotheses",
    build: (s) =>
      s
        .user("The LTE modem drops off USB every couple of days on unit 0388. Ideas? Don't change anything yet, I just want hypotheses.")
        .assistant(
          "Hypotheses, none confirmed:\n1. USB autosuspend puts the modem to sleep and it fails to resume.\n2. A brown-out on the 3.8 V rail when the modem transmits at full power.\n3. Modem firmware crash; the EG25 has a known watchdog reset on old firmware.\nWe could tell 1 from 2 by logging the rail and the usb disconnect times.",
        )
        .bash(
          "journalctl -k --since '-3d' | grep -i 'usb 1-1' | tail -3",
          "Nov 13 22:41:09 gw-0388 kernel: usb 1-1: USB disconnect, device number 3\nNov 13 22:41:12 gw-0388 kernel: usb 1-1: new high-speed USB device number 4 using xhci-hcd\nNov 13 22:41:13 gw-0388 kernel: usb 1-1: New USB device found, idVendor=2c7c, idProduct=0125",
        )
        .assistant(
          "It re-enumerates three seconds later on its own, which makes a modem-side reset (3) a bit more likely than autosuspend, but that's still a guess.",
        )
        .user(
          "Could also be the cable harness on that unit, it's the one that was dropped. Let's wait for the field tech's report before we conclude anything.",
        )
        .stop("Agreed, nothing concluded yet."),
    planted: [],
  },
  {
    id: "b135-empty-quoted-config",
    build: (s) =>
      s
        .user("what does the journald config on the image look like?")
        .bash(
          "cat /etc/systemd/journald.conf.d/10-acme.conf",
          "# TODO: revisit limits once /var/log moves\n[Journal]\nStorage=persistent\nSystemMaxUse=64M\n# never set this above 128M, the data partition is small\nRuntimeMaxUse=16M\nForwardToSyslog=no",
        )
        .assistant(
          "Persistent storage, 64M max on disk, 16M runtime, no syslog forwarding. The comments have a TODO about revisiting limits and a note not to go above 128M.",
        )
        .user("ok, that's what I expected. and is the journal currently near the limit?")
        .bash("journalctl --disk-usage", "Archived and active journals take up 58.2M in the file system.")
        .assistant("58.2M of 64M, so close to the cap; it's rotating.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-withdrawn",
    build: (s) =>
      s
        .user("I'm thinking we should switch the gateway app from C to Rust for the next major. meta-rust is decent now.")
        .assistant(
          "It's feasible: meta-rust-bin or the built-in rust in scarthgap both work. Build times grow a lot, and the team would need to learn it. Want me to sketch a migration plan?",
        )
        .user("actually no, scratch that. Way too big for this year and Marek would kill me. forget I said it.")
        .assistant("Dropped.")
        .user("can you just check how big the modbus-gw binary is, out of curiosity?")
        .bash(
          "ls -la build/tmp/work/armv8a-poky-linux/modbus-gw/1.3-r0/image/usr/bin/modbus-gw",
          "-rwxr-xr-x 1 builder builder 187432 Nov 16 09:31 build/tmp/work/armv8a-poky-linux/modbus-gw/1.3-r0/image/usr/bin/modbus-gw",
        )
        .assistant("187 KB, unstripped.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-status",
    build: (s) =>
      s
        .user("flash the new image to the bench board at .43 please")
        .bash(
          "bmaptool copy acme-image-gw-imx8mp-gw.wic.zst /dev/sdb",
          "bmaptool: info: block map format version 2.0\nbmaptool: info: 262144 blocks of size 4096 (1.0 GiB), mapped 84211 blocks (329.0 MiB or 32.1%)\nbmaptool: info: copying image 'acme-image-gw-imx8mp-gw.wic.zst' to block device '/dev/sdb' using bmap file 'acme-image-gw-imx8mp-gw.wic.bmap'\nbmaptool: info: 100% copied\nbmaptool: info: synchronizing '/dev/sdb'\nbmaptool: info: copying time: 41.2s, copying speed 7.9 MiB/sec",
        )
        .assistant("Flashed in 41 s. You can move the card to the board.")
        .user("booted. looks fine. uptime 2 min, services green.")
        .assistant("Great. Anything else to check on it?")
        .user("nope, that's all for now")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-datasheet-q",
    build: (s) =>
      s
        .user("quick one: what's the max SPI clock for the MCP2518FD? I'm wondering if we could run the second CAN at 20 MHz SPI.")
        .assistant(
          "The MCP2518FD datasheet gives 20 MHz max SCK, but only with SYSCLK at 40 MHz, and the SPI clock has to stay below SYSCLK/2 at lower oscillators. With the 40 MHz crystal on the eval board you could do 20 MHz; I don't know what crystal the carrier uses.",
        )
        .user("40 MHz I think, but I'd have to look at the BOM. Would 20 MHz even matter at 250 kbit/s CAN?")
        .assistant("Barely. At 250 kbit/s the bus is the bottleneck; faster SPI mostly lowers interrupt latency. I'd only bother if we see RX FIFO overflows.")
        .bash("grep -i mcp2518 -A3 meta-acme-bsp/recipes-kernel/linux/files/imx8mp-gw-revc.dts | head -5", "")
        .user("ok, then not worth it. just curious.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-review-chat",
    build: (s) =>
      s
        .user("morning. long week ahead, Bosch audit prep. what did we merge yesterday in meta-acme-apps?")
        .bash(
          "git -C meta-acme-apps log --since=yesterday --oneline",
          "3f90a7b modbus-gw: add serial read timeout\n91e0c2d telemetry: fix json escaping of device names\n7a4410f diag-tools: port to posix sh",
        )
        .assistant("Three commits: the modbus-gw read timeout, a JSON escaping fix in telemetry, and the diag-tools port to POSIX sh.")
        .user("ok good. did the telemetry one get reviewed by someone?")
        .bash(
          "git -C meta-acme-apps show -s --format='%b' 91e0c2d",
          "Reviewed-by: Tomas Klein <tomas.klein@acme-iot.example>\nSigned-off-by: Jana Berger <jana.berger@acme-iot.example>",
        )
        .assistant("Yes, Tomas reviewed it.")
        .user("fine. coffee first, then we start.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-log-must",
    build: (s) =>
      s
        .user("rauc install failed on the bench board, what does it say?")
        .bash(
          "rauc install /data/acme-gw-2.3.1.raucb",
          "installing\n  0% Installing\n 10% Determining slot states\n 20% Checking bundle\n 20% Verifying signature failed.\nLastError: signature verification failed: certificate must be valid at signing time; Always check the keyring path\nInstalling `/data/acme-gw-2.3.1.raucb` failed",
          1,
        )
        .assistant(
          "Signature verification failed. The message says the signing certificate wasn't valid at signing time. Is the board clock right? Without an RTC it might think it's 2025.",
        )
        .bash("date -u", "Thu Jan  1 00:04:51 UTC 1970")
        .assistant("The board thinks it's 1970, so any cert looks not-yet-valid. Once NTP syncs the install should pass.")
        .user("ah right, it's on the isolated bench switch. I'll plug it into the lab network and retry.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-explain",
    build: (s) =>
      s
        .user("Can you explain what `rootwait` does on the cmdline? A new colleague asked and I realised I'm not 100% sure.")
        .assistant(
          "`rootwait` makes the kernel wait indefinitely for the root device to appear instead of panicking if it isn't there at the moment it tries to mount. It matters for eMMC/SD/USB, which probe asynchronously. `rootdelay=N` is the fixed-time variant.",
        )
        .user("and if the device never shows up, it just hangs forever?")
        .assistant("Yes, it hangs, and with a hardware watchdog running the board would reset after the timeout. Without a watchdog it just sits there.")
        .bash("cat /proc/cmdline", "console=ttymxc1,115200 root=/dev/mmcblk2p2 rootwait ro rauc.slot=A")
        .user("makes sense, thanks, I'll forward that.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-superseded-fs",
    build: (s) =>
      s
        .user("Filesystem for /data: let's do f2fs, it's made for flash.")
        .assistant(
          "f2fs is fine on eMMC. One caveat: e2fsprogs-based tooling in the factory script (resize2fs at first boot) won't apply, we'd need resize.f2fs, and fsck.f2fs after power loss has been less battle-tested than ext4's journal recovery.",
        )
        .bash(
          "grep -n 'resize2fs\\|mkfs' meta-acme-bsp/recipes-core/first-boot/files/first-boot.sh",
          "14:    mkfs.ext4 -L data /dev/mmcblk2p4\n22:    resize2fs /dev/mmcblk2p4",
        )
        .user(
          "hm, the power loss point worries me, these units get their power yanked daily. Changed my mind: /data stays ext4, with data=journal. Forget f2fs.",
        )
        .file("Edit", "meta-acme-bsp/recipes-core/base-files/files/fstab")
        .assistant("fstab: /data is ext4 with data=journal,noatime.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ext4", "data=journal"] }],
  },
  {
    id: "b135-dt-overlays-rule",
    build: (s) =>
      s
        .user("adding the analog input board support. Should I put it in the main dts?")
        .file("Read", "meta-acme-bsp/recipes-kernel/linux/files/imx8mp-gw-revc.dts")
        .assistant(
          "The main dts already has 1400 lines. The existing expansion boards (DIO-8, RS232-2) are overlays applied by U-Boot from the fdtoverlays variable.",
        )
        .user(
          "yep, and keep it that way: every expansion board is its own .dtso overlay, the base dts only describes the carrier. Name them after the board's part number, like acme-ai4-a.dtso. Marek enforces that in review anyway.",
        )
        .file("Write", "meta-acme-bsp/recipes-kernel/linux/files/overlays/acme-ai4-a.dtso")
        .bash("dtc -@ -I dts -O dtb -o /tmp/acme-ai4-a.dtbo meta-acme-bsp/recipes-kernel/linux/files/overlays/acme-ai4-a.dtso && echo ok", "ok")
        .assistant("Overlay compiles. It declares the ADS1115 on i2c3 at 0x48.")
        .user("good. the ADS1115's ALERT pin isn't routed on the AI4 board, btw, so no interrupt, polling only. that's a hardware fact, not changing.")
        .stop(),
    planted: [
      { kind: "instruction", keys: [".dtso", "overlay"] },
      { kind: "instruction", keys: ["part number"] },
      { kind: "fact", keys: ["ads1115", "alert"] },
    ],
  },
  {
    id: "b135-meter-bug",
    build: (s) =>
      s
        .user(
          "The energy values from the Janitza meter are wrong by a factor of 65536 every now and then. Investigate, please be careful before claiming a root cause.",
        )
        .bash(
          "grep -n 'uint32\\|<< 16' meta-acme-apps/recipes-apps/modbus-gw/files/src/decode.c",
          "41:    uint32_t v = ((uint32_t)regs[0] << 16) | regs[1];\n57:    uint32_t v = ((uint32_t)regs[1] << 16) | regs[0];",
        )
        .assistant(
          "Two decoders with opposite word order. Hypothesis: the Janitza profile uses the wrong one for some registers. Still need to see a bad sample to confirm.",
        )
        .bash(
          "modbus-gw --dump-raw --device janitza0 --count 200 | awk '$4 > 1e9' | head -2",
          "2026-11-19T08:14:02 janitza0 19026 1384120331 raw=0x5281 0x000b\n2026-11-19T08:14:32 janitza0 19026 1384185867 raw=0x5281 0x000c",
        )
        .assistant(
          "Confirmed. Register 19026 is energy as a 32-bit value with the low word first, and the bad samples are exactly the ones decoded with the high-word-first path. So the Janitza UMG 604 sends 32-bit values low word first, and the profile was using decode_be32.",
        )
        .file("Edit", "meta-acme-apps/recipes-apps/modbus-gw/files/profiles/janitza-umg604.toml")
        .user("great work. confirmed on my side too. TODO: audit the other meter profiles (Eastron, ABB) for the same word order mistake, next week.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["janitza", "low word"] },
      { kind: "task", keys: ["eastron"] },
    ],
  },
  {
    id: "b135-sdk",
    build: (s) =>
      s
        .user("Tomas wants to build modbus-gw on his laptop without Yocto. how?")
        .bash(
          "ls build/tmp/deploy/sdk/",
          "acme-glibc-x86_64-acme-image-gw-armv8a-imx8mp-gw-toolchain-2.3.1.sh\nacme-glibc-x86_64-acme-image-gw-armv8a-imx8mp-gw-toolchain-2.3.1.host.manifest",
        )
        .assistant(
          "The SDK installer is already built: acme-glibc-x86_64-...-toolchain-2.3.1.sh. He runs it, sources the environment-setup script, then `make` uses the cross compiler.",
        )
        .user(
          "good. it also lives on the file server under \\\\files\\eng\\yocto-sdk\\, every release gets its own folder, Jana copies it there after a release. tell him that.",
        )
        .assistant("Will do: SDK installers per release on \\\\files\\eng\\yocto-sdk\\.")
        .user(
          "also: i want the SDK to include gdbserver and valgrind from now on, devs keep asking. thats a decision, add it to the image's TOOLCHAIN_TARGET_TASK.",
        )
        .file("Edit", "meta-acme-bsp/recipes-core/images/acme-image-gw.bb")
        .stop(),
    planted: [
      { kind: "fact", keys: ["yocto-sdk"] },
      { kind: "decision", keys: ["valgrind"] },
    ],
  },
  {
    id: "b135-secure-boot",
    build: (s) =>
      s
        .user("Status of HAB / secure boot?")
        .bash("ls /srv/keys/hab/ 2>&1; grep -rn 'UBOOT_SIGN\\|HAB' kas/include/common.yml", "ls: cannot access '/srv/keys/hab/': No such file or directory")
        .assistant("No HAB keys on the build box and nothing configured in kas. Images are unsigned at the boot level; only RAUC bundles are signed.")
        .user(
          "Correct. Three things to remember:\n1. We'll enable HAB with the NXP CST but the SRK fuses get burned only at the factory, never on dev boards.\n2. The signing keys live on the YubiHSM in Jana's office, not on any build machine.\n3. Getting the CST signing step into the kas build is open work for Q1, I'll make a ticket.",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["hab"] },
      { kind: "instruction", keys: ["srk", "fuses"] },
      { kind: "fact", keys: ["yubihsm"] },
      { kind: "task", keys: ["cst", "q1"] },
    ],
  },
  {
    id: "b135-perf-agent",
    build: (s) =>
      s
        .user("modbus-gw uses 40% CPU on the bench. profile it?")
        .bash(
          "perf record -g -p $(pidof modbus-gw) -- sleep 10 && perf report --stdio | head -8",
          "# Overhead  Command    Shared Object  Symbol\n    38.12%  modbus-gw  modbus-gw      [.] poll_loop\n    21.40%  modbus-gw  libc.so.6      [.] __nanosleep\n     9.02%  modbus-gw  modbus-gw      [.] crc16",
        )
        .assistant(
          "The poll loop spins with a 1 ms nanosleep between empty reads. I'd switch the serial fd to poll() with a timeout equal to the inter-frame gap, so it sleeps in the kernel instead of waking 1000 times a second. Proposal: use poll() with 3.5 char times as timeout.",
        )
        .user("yes, go with poll() and the 3.5-char timeout, that's the Modbus RTU spec anyway.")
        .file("Edit", "meta-acme-apps/recipes-apps/modbus-gw/files/src/poll_loop.c")
        .bash(
          "ssh root@10.20.0.41 'top -b -n1 -p $(pidof modbus-gw) | tail -1'",
          "  412 root      20   0   11240   3088   2544 S   1.3   0.2   0:00.41 modbus-gw",
        )
        .assistant("CPU down from 40% to 1.3%.")
        .stop(),
    planted: [{ kind: "decision", keys: ["poll()", "3.5"] }],
  },
  {
    id: "b135-branching",
    build: (s) =>
      s
        .user("I need a fix for the field units on kirkstone. Which branch do I base it on?")
        .bash("git -C meta-acme-bsp branch -r", "  origin/HEAD -> origin/main\n  origin/kirkstone-2.x\n  origin/main\n  origin/scarthgap-next")
        .assistant("There's kirkstone-2.x and main. Main currently still builds kirkstone and scarthgap.")
        .user(
          "field fixes go on kirkstone-2.x first and get cherry-picked to main with -x, never the other way round. please remember that one, people keep doing it backwards.",
        )
        .bash(
          "git -C meta-acme-bsp switch -c fix/can-restart origin/kirkstone-2.x",
          "branch 'fix/can-restart' set up to track 'origin/kirkstone-2.x'.\nSwitched to a new branch 'fix/can-restart'",
        )
        .stop("On fix/can-restart from kirkstone-2.x."),
    planted: [{ kind: "instruction", keys: ["kirkstone-2.x", "cherry-pick"] }],
  },
  {
    id: "b135-modem",
    build: (s) =>
      s
        .user("which LTE modem is on the gateway?")
        .bash(
          "mmcli -m 0 | grep -E 'model|revision|firmware'",
          "  Hardware |  manufacturer: Quectel\n           |         model: EG25GGB\n           |      revision: EG25GGBR07A08M2G",
        )
        .assistant("Quectel EG25-G, firmware EG25GGBR07A08M2G.")
        .user(
          "right, EG25-G on all gateways. ModemManager is what talks to it and it stays that way, I don't want our own AT scripts. oh and the APN for the fleet is iot.acme-m2m, it's a private APN from the carrier.",
        )
        .file("Read", "meta-acme-bsp/recipes-connectivity/modem-config/files/fleet.nmconnection")
        .assistant("The NetworkManager profile already uses apn=iot.acme-m2m.")
        .user("good. we still need a test for roaming to the Austrian carrier before the Linz rollout, remind me on monday.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["iot.acme-m2m"] },
      { kind: "fact", keys: ["eg25-g"] },
      { kind: "decision", keys: ["modemmanager"] },
      { kind: "task", keys: ["roaming"] },
    ],
  },
  {
    id: "b135-review-prefs",
    build: (s) =>
      s
        .user(
          "before you touch the kernel bbappend: show me the diff first, don't commit. for kernel and u-boot changes I always want to see the diff before anything gets committed.",
        )
        .file("Edit", "meta-acme-bsp/recipes-kernel/linux/linux-imx_%.bbappend")
        .bash(
          "git -C meta-acme-bsp diff",
          'diff --git a/recipes-kernel/linux/linux-imx_%.bbappend b/recipes-kernel/linux/linux-imx_%.bbappend\n@@ -3,3 +3,4 @@ SRC_URI += " \\\n     file://0001-imx8mp-gw-revc-uart3-rts.patch \\\n+    file://0002-can-flexcan-restart-ms.patch \\\n "',
        )
        .assistant("Here's the diff: one new patch line for the flexcan restart-ms patch. Not committed.")
        .user("ok, commit.")
        .bash(
          "git -C meta-acme-bsp commit -s -am 'linux-imx: add flexcan restart-ms patch'",
          "[fix/can-restart 55a0e19] linux-imx: add flexcan restart-ms patch\n 1 file changed, 1 insertion(+)",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["diff", "u-boot"] }],
  },
  {
    id: "b135-temp-limits",
    build: (s) =>
      s
        .user("Thermal: the customer asks about the temperature range. What does the SoC report under load in the climate chamber?")
        .bash("cat /sys/class/thermal/thermal_zone0/temp /sys/class/thermal/thermal_zone0/trip_point_0_temp", "78000\n95000")
        .assistant("78 °C at the SoC with the passive trip at 95 °C. That's in the chamber at what ambient?")
        .user(
          "+70 °C ambient. So for the record: the gateway is qualified for -40 to +70 °C ambient, that's the number on the datasheet, marketing must not promise more. And we lower the passive trip to 90 °C in the DT, I want margin.",
        )
        .file("Edit", "meta-acme-bsp/recipes-kernel/linux/files/imx8mp-gw-revc.dts")
        .assistant("Passive trip set to 90000 in the thermal zone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["-40", "+70"] },
      { kind: "decision", keys: ["passive trip", "90"] },
    ],
  },
  {
    id: "b135-factory-test",
    build: (s) =>
      s
        .user("The factory test script has to check the relays, the RS485 and the CAN. Can you draft it?")
        .file("Write", "meta-acme-apps/recipes-apps/factory-test/files/factory-test.sh")
        .bash("shellcheck meta-acme-apps/recipes-apps/factory-test/files/factory-test.sh", "")
        .assistant(
          "Draft written, shellcheck clean. It toggles RELAY1-4 and reads back via the loopback jig, sends a Modbus echo on ttymxc2 and a CAN frame on can0.",
        )
        .user(
          "Nice. The factory in Brno runs it through their own test station software over serial, so the script's output format is fixed: one line per test, `PASS <name>` or `FAIL <name> <reason>`. Don't change that format ever, their parser is dumb.",
        )
        .assistant("The draft already prints that format. I'll keep it.")
        .user("later we need a test for the SHT40 too, once the i2c fix is in the factory image. not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pass <name>"] },
      { kind: "fact", keys: ["brno"] },
      { kind: "task", keys: ["sht40"] },
    ],
  },
  {
    id: "b135-empty-opinion",
    build: (s) =>
      s
        .user("what do you think of Zephyr for the small IO modules instead of bare-metal STM32 HAL?")
        .assistant(
          "For the IO modules Zephyr would give you the Modbus and CAN stacks, a real device tree, and MCUboot for updates. The cost is footprint (maybe 40-60 KB more flash) and a learning curve. If the modules are going to get OTA anyway, MCUboot alone is a strong argument.",
        )
        .user("interesting. flash is 256 KB on the current module, so tight but maybe ok. we might prototype it in Q2, or we might not, depends on headcount.")
        .assistant("A prototype with the CAN sample and the Modbus server sample on a Nucleo would tell you the footprint in a day.")
        .bash("ls ~/nucleo-boards 2>/dev/null | head -3", "nucleo-g474re\nnucleo-h743zi")
        .user("we have a G474 lying around. anyway, just thinking out loud, no plans yet.")
        .stop(),
    planted: [],
  },
  {
    id: "b135-empty-one-offs",
    build: (s) =>
      s
        .user("fix the typo in the modbus-gw README, 'recieve'")
        .file("Edit", "meta-acme-apps/recipes-apps/modbus-gw/files/README.md")
        .assistant("Fixed 'recieve' -> 'receive' (2 places).")
        .user("and run shellcheck on the first-boot script")
        .bash(
          "shellcheck meta-acme-bsp/recipes-core/first-boot/files/first-boot.sh",
          "In first-boot.sh line 22:\n    resize2fs $DEV\n              ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.",
        )
        .assistant("One info-level finding: unquoted $DEV on line 22. Want me to quote it?")
        .user("yes")
        .file("Edit", "meta-acme-bsp/recipes-core/first-boot/files/first-boot.sh")
        .assistant("Quoted. shellcheck is clean now.")
        .stop(),
    planted: [],
  },
];

export const BLIND135 = plantedSet(BLIND135_SESSIONS, Date.UTC(2026, 10, 13, 9));
