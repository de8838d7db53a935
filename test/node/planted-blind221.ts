/**
 * Blind planted set 221 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an embedded Linux/Yocto engineer dictating by voice: run-on sentences, misheard words
 * ("yokto", "bit bake", "you boot", "s state"), little or no punctuation, several
 * things said in one breath; the agent answers in plain prose.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 16 instructions,
 * 18 facts, 17 tasks) in 45 sessions, 10 of which plant nothing (41 user/assistant messages between them). Every other message
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

export const BLIND221_SESSIONS: BlindSession[] = [
  {
    id: "b221-rauc-ota",
    build: (s) =>
      s
        .user(
          "ok so after all that back and forth yesterday with the hardware guys we're going with rauc for the ota updates not swupdate mender was way too heavy for the flash we have so rauc it is with the a b slot layout can you start by checking if meta-rauc has a scarthgap branch",
        )
        .bash("git ls-remote --heads https://github.com/rauc/meta-rauc | grep scarthgap", "3f1c0a9e2b7d4c55a1e0b8f6d2c9e7a1b4f3d2c1\trefs/heads/scarthgap")
        .assistant(
          "meta-rauc has a scarthgap branch. I can add it to bblayers.conf and sketch a system.conf with two rootfs slots. How big should each slot be?",
        )
        .user(
          "well thats the thing the e mmc is only 4 gig on the rev c boards so the slots cant be huge maybe like 1.2 gig each i guess but lets see what the image actually weighs first",
        )
        .bash(
          "du -sh tmp/deploy/images/acme-imx8mm/core-image-acme-acme-imx8mm.rootfs.ext4",
          "812M\ttmp/deploy/images/acme-imx8mm/core-image-acme-acme-imx8mm.rootfs.ext4",
        )
        .assistant("The rootfs is 812M, so 1.2G slots leave some headroom. I'll add meta-rauc to bblayers.conf now.")
        .file("Edit", "conf/bblayers.conf")
        .stop("Added meta-rauc to bblayers.conf; the slot layout is next."),
    planted: [
      { kind: "decision", keys: ["rauc"] },
      { kind: "fact", keys: ["4 gig"] },
    ],
  },
  {
    id: "b221-sstate-mirror",
    build: (s) =>
      s
        .user("bit bake is rebuilding everything again from scratch whats going on with the s state")
        .bash(
          "grep -n SSTATE conf/local.conf",
          '41:#SSTATE_DIR ?= "/home/dev/yocto/build/sstate-cache"\n42:# NOTE: never share this dir between releases, always set a mirror instead\n43:#SSTATE_MIRRORS ?= ""',
        )
        .assistant("Your local.conf has no SSTATE_MIRRORS set, so every build starts cold. The commented note is from the poky template.")
        .user(
          "right ok so from now on always point the sstate mirrors at the nas share on build02 every local conf we hand out nobody should be building from scratch it takes like six hours period and while you're at it remind me to ask ops about bumping the nas quota before the next release its at 91 percent",
        )
        .file("Edit", "conf/local.conf")
        .bash(
          "bitbake -p 2>&1 | tail -2",
          "Parsing recipes: 100% |####################| Time: 0:00:41\nParsing of 2214 .bb files complete (0 cached, 2214 parsed). 3617 targets, 212 skipped, 0 masked, 0 errors.",
        )
        .assistant("SSTATE_MIRRORS now points at file:///mnt/nas-build02/sstate/PATH and parsing is clean.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["sstate", "build02"] },
      { kind: "task", keys: ["nas quota"] },
    ],
  },
  {
    id: "b221-uart3-spi",
    build: (s) =>
      s
        .user("the console on uart three died after i enabled the spi display driver no output at all after the kernel starts")
        .assistant("Could be a baud mismatch after the handover from U-Boot, or a pinmux conflict. Let me look at the device tree.")
        .user("maybe its the baud rate i dunno check")
        .file("Read", "arch/arm64/boot/dts/freescale/acme-imx8mm-som.dtsi")
        .bash(
          "grep -n -A3 'pinctrl_uart3\\|pinctrl_ecspi2' arch/arm64/boot/dts/freescale/acme-imx8mm-som.dtsi",
          "212:\tpinctrl_uart3: uart3grp {\n213:\t\tfsl,pins = <MX8MM_IOMUXC_ECSPI1_SCLK_UART3_DCE_RX 0x140\n240:\tpinctrl_ecspi2: ecspi2grp {\n241:\t\tfsl,pins = <MX8MM_IOMUXC_ECSPI1_SCLK_ECSPI1_SCLK 0x82",
        )
        .assistant(
          "It's not the baud rate: the ECSPI1_SCLK pad is claimed by both uart3 and the SPI node, so whichever probes last wins. I moved the display to ecspi2's own pads.",
        )
        .file("Edit", "arch/arm64/boot/dts/freescale/acme-imx8mm-som.dtsi")
        .user(
          "yep console is back thats confirmed then on this som uart3 and the spi share that pad so that was the whole thing we still need to upstream the dts fix to the vendor bsp layer at some point but not today",
        )
        .stop("Console restored; the pad conflict is fixed in our dtsi."),
    planted: [
      { kind: "fact", keys: ["uart3", "spi"] },
      { kind: "task", keys: ["upstream", "dts"] },
    ],
  },
  {
    id: "b221-kernel-pin",
    build: (s) =>
      s
        .user("which kernel are we on in the bsp right now")
        .bash("bitbake -e virtual/kernel | grep ^PV=", 'PV="6.1.55+git"')
        .assistant("The BSP builds linux-imx 6.1.55.")
        .user("ok lets just stay on 6.1 for now then less hassle")
        .assistant("Fine. Note that 6.6 has the fix for the ISP driver you hit last month, in case that matters.")
        .user(
          "hmm ok actually no that isp thing is a blocker so change of plan we pin the kernel to 6.6 lts 6.1 is off the table and one more thing never touch the def config directly all kernel changes go in as config fragments through the bbappend",
        )
        .file("Edit", "meta-acme-product/recipes-kernel/linux/linux-imx_%.bbappend")
        .file("Write", "meta-acme-product/recipes-kernel/linux/files/isp.cfg")
        .stop("PREFERRED_VERSION is set to 6.6 and the ISP options are in isp.cfg."),
    planted: [
      { kind: "decision", keys: ["6.6"] },
      { kind: "instruction", keys: ["fragment"] },
    ],
  },
  {
    id: "b221-devtool-bsp",
    build: (s) =>
      s
        .user(
          "i need to patch the ethernet phy driver the reset timing is off by a bit, for patches like this i prefer devtool modify over hacking in the tmp work dir so use that please",
        )
        .bash(
          "devtool modify linux-imx",
          "NOTE: Source tree extracted to /home/dev/yocto/build/workspace/sources/linux-imx\nNOTE: Recipe linux-imx now set up to build from /home/dev/yocto/build/workspace/sources/linux-imx",
        )
        .assistant("The source is in workspace/sources/linux-imx. The PHY reset delay comes from the device tree in meta-acme-bsp; should I bbappend it there?")
        .user(
          "no dont touch meta acme bsp thats owned by the hardware team in taipei wei is the one who maintains meta-acme-bsp anything there goes through him just do it in the kernel tree for now",
        )
        .file("Edit", "workspace/sources/linux-imx/drivers/net/phy/micrel.c")
        .bash("devtool build linux-imx 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 812 tasks of which 798 didn't need to be rerun and all succeeded.")
        .stop("Patched the reset delay and the kernel builds."),
    planted: [
      { kind: "instruction", keys: ["devtool"] },
      { kind: "fact", keys: ["meta-acme-bsp", "wei"] },
    ],
  },
  {
    id: "b221-flash-bmaptool",
    build: (s) =>
      s
        .user("flashing the sd card with dd takes forever like 9 minutes is there a better way")
        .assistant(
          "bmaptool would only write the mapped blocks of the wic image; with the .bmap file Yocto already generates it should be about a minute. I'd switch the flash script to it.",
        )
        .user("ok yeah your suggestion sounds good go with bmaptool for writing the wic images from now")
        .file("Edit", "scripts/flash-sd.sh")
        .bash(
          "sudo ./scripts/flash-sd.sh /dev/sdb",
          "bmaptool: info: block map format version 2.0\nbmaptool: info: synchronizing '/dev/sdb'\nbmaptool: info: copying time: 58s, copying speed 14.1 MiB/sec",
        )
        .user(
          "58 seconds nice, todo for next week the flash script has to handle the rev d boards too they have the new e mmc part with the different boot partition",
        )
        .stop("The flash script uses bmaptool now (58 s)."),
    planted: [
      { kind: "decision", keys: ["bmaptool"] },
      { kind: "task", keys: ["rev d"] },
    ],
  },
  {
    id: "b221-serial-picocom",
    build: (s) =>
      s
        .user("give me the command to get on the serial console of the dev board")
        .assistant("Try: minicom -D /dev/ttyUSB0 -b 115200, then log in as root on ttymxc0.")
        .user(
          "no no the serial console on the dev boards is ttymxc1 at 115200 not ttymxc0 the zero one goes to the m4 core and always give me picocom not minicom minicom messes up my terminal every time",
        )
        .bash("picocom -b 115200 /dev/ttyUSB0 --quiet --exit-after 3000 </dev/null", "acme-imx8mm login:")
        .assistant("picocom -b 115200 /dev/ttyUSB0 gives a login prompt.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ttymxc1"] },
      { kind: "instruction", keys: ["picocom"] },
    ],
  },
  {
    id: "b221-license-busybox",
    build: (s) =>
      s
        .user("the new recipe for the sensor daemon fails the license check")
        .bash(
          "bitbake sensord 2>&1 | grep -i error",
          "ERROR: sensord-1.2-r0 do_populate_lic: QA Issue: sensord: Recipe file fetches files and does not have license file information (LIC_FILES_CHKSUM) [license-checksum]",
        )
        .assistant('It\'s missing LIC_FILES_CHKSUM. I could set LICENSE = "CLOSED" to get past it quickly.')
        .user(
          "no dont do the closed thing, any new recipe has to have LIC_FILES_CHKSUM filled in properly pointing at the real license file no closed shortcuts ever legal will kill us",
        )
        .file("Edit", "meta-acme-product/recipes-apps/sensord/sensord_1.2.bb")
        .bash("bitbake sensord 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 1420 tasks of which 1411 didn't need to be rerun and all succeeded.")
        .user("good and follow up we need to audit the busybox config for gpl three applets before the compliance audit in january dont do it now")
        .stop("sensord has a proper LIC_FILES_CHKSUM and builds."),
    planted: [
      { kind: "instruction", keys: ["lic_files_chksum"] },
      { kind: "task", keys: ["busybox", "audit"] },
    ],
  },
  {
    id: "b221-build02-hashserv",
    build: (s) =>
      s
        .user("how beefy is build02 anyway can we run more parallel tasks")
        .bash(
          "ssh build02 'nproc; free -g | head -2; df -h /srv/tmp | tail -1'",
          "64\n              total        used        free\nMem:            251          38         213\n/dev/nvme1n1    938G  702G  236G  75% /srv/tmp",
        )
        .assistant("build02 has 64 cores, about 251G of RAM, and a 938G tmp disk that is 75% full.")
        .user(
          "yeah so it's 64 cores but the tmp disk is tiny so keep rm_work inherited in every local conf we use on it always otherwise it fills up in two builds, and what about the hash equivalence server thing you mentioned",
        )
        .assistant(
          "With a hash equivalence server on build02, builds from different branches would reuse each other's sstate when outputs match. It's one bitbake-hashserv service plus BB_HASHSERVE in local.conf.",
        )
        .user("ok lets do hash equivalence on build02 yes set it up")
        .file("Write", "infra/build02/bitbake-hashserv.service")
        .file("Edit", "conf/local.conf")
        .stop("bitbake-hashserv runs on build02:8686 and local.conf points at it."),
    planted: [
      { kind: "fact", keys: ["64 cores"] },
      { kind: "instruction", keys: ["rm_work"] },
      { kind: "decision", keys: ["hash equivalence"] },
    ],
  },
  {
    id: "b221-wifi-firmware",
    build: (s) =>
      s
        .user("the wifi keeps dropping on the new image it was fine on the old one could be the antenna or the driver or whatever")
        .bash(
          "ssh root@10.20.3.41 'dmesg | grep -i mwifiex | tail -3'",
          "mwifiex_sdio mmc2:0001:1: Direct firmware load for nxp/sdiouart8997_combo_v4.bin failed with error -2\nmwifiex_sdio mmc2:0001:1: Failed to get firmware nxp/sdiouart8997_combo_v4.bin\nmwifiex_sdio mmc2:0001:1: info: _mwifiex_fw_dpc: unregister device",
        )
        .assistant(
          "The firmware for the 88W8997 isn't in the rootfs; the linux-firmware package split moved it into linux-firmware-nxp8997-sdio. I'll add it to the image.",
        )
        .file("Edit", "meta-acme-product/recipes-core/images/core-image-acme.bb")
        .user(
          "ok flashed it wifi holds now for an hour so confirmed the dropout was the missing 88w8997 firmware file from the package split, we need to add a packagegroup for all the firmware later so this doesnt bite us again",
        )
        .stop("Added linux-firmware-nxp8997-sdio to the image."),
    planted: [
      { kind: "fact", keys: ["88w8997"] },
      { kind: "task", keys: ["packagegroup"] },
    ],
  },
  {
    id: "b221-init-systemd",
    build: (s) =>
      s
        .user(
          "so the meeting decided we're switching the init to systemd for the next product line sysvinit stays only on the legacy gateway can you check what distro features we have set now",
        )
        .bash(
          "bitbake -e core-image-acme | grep ^DISTRO_FEATURES=",
          'DISTRO_FEATURES="acl alsa bluetooth ext2 ipv4 ipv6 largefile usbhost wifi xattr nfs zeroconf pci 3g nfc x11 sysvinit"',
        )
        .assistant('You\'re on sysvinit now. Switching means INIT_MANAGER = "systemd" in the distro conf. Does it affect boot time?')
        .user("it might the boot time budget is 3 seconds to the splash screen thats a hard customer requirement in the contract so measure it after")
        .file("Edit", "meta-acme-product/conf/distro/acme.conf")
        .bash("bitbake core-image-acme 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 5120 tasks of which 3877 didn't need to be rerun and all succeeded.")
        .assistant("Built with systemd. systemd-analyze on the board will give the time to splash.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["systemd"] },
      { kind: "fact", keys: ["splash"] },
    ],
  },
  {
    id: "b221-scarthgap-qt",
    build: (s) =>
      s
        .user("should we be thinking about kirkstone backports for the old customer or")
        .assistant("You could keep a kirkstone branch for them, or stay on one release. Backports for both double the CVE work.")
        .user(
          "yeah nah we're staying on scarthgap for this product no kirkstone backports at all i told them already, but after the release we need to move meta-qt6 to the matching branch its still on the old one",
        )
        .bash("cd ../sources/meta-qt6 && git branch --show-current", "6.5")
        .assistant("meta-qt6 is on the 6.5 branch.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["scarthgap"] },
      { kind: "task", keys: ["meta-qt6"] },
    ],
  },
  {
    id: "b221-gitlab-runner",
    build: (s) =>
      s
        .user("the ci build for the layer failed with no space left on device")
        .bash(
          "cat .gitlab-ci.yml | sed -n 1,12p",
          "build-image:\n  stage: build\n  tags: [docker]\n  script:\n    - source poky/oe-init-build-env\n    - bitbake core-image-acme",
        )
        .assistant("The job runs on any docker runner; none of them has room for a full build.")
        .user(
          "right the gitlab runner for yokto builds is the one tagged yocto-big and only that one has the s state mount so tag it that way. also commit messages in the layers follow oe-core style recipe name colon then what changed like the upstream ones",
        )
        .file("Edit", ".gitlab-ci.yml")
        .bash(
          "git commit -am 'gitlab-ci: run image builds on the yocto-big runner'",
          "[main 4d2e8a1] gitlab-ci: run image builds on the yocto-big runner\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .stop("The image job is tagged yocto-big."),
    planted: [
      { kind: "fact", keys: ["yocto-big"] },
      { kind: "instruction", keys: ["oe-core"] },
    ],
  },
  {
    id: "b221-uboot-env",
    build: (s) =>
      s
        .user("fw print env on the board says bad crc using default environment whats up with that")
        .bash("ssh root@10.20.3.41 'cat /etc/fw_env.config'", "# Device\tOffset\tSize\n/dev/mmcblk2\t0x3fe000\t0x2000")
        .assistant("fw_env.config points at 0x3fe000 on mmcblk2, but U-Boot is built with CONFIG_ENV_OFFSET=0x400000 on boot1.")
        .user("yes the you boot env lives at offset 0x400000 on the e mmc boot1 partition thats how the bsp does it")
        .assistant(
          "Then I'll point fw_env.config at /dev/mmcblk2boot1 0x400000. We could also move the env into a file on the FAT partition, but I'd keep it raw with the redundant copy so a power cut mid-write can't lose it.",
        )
        .user("yes keep it raw with the redundant copy")
        .file("Edit", "meta-acme-product/recipes-bsp/u-boot/files/fw_env.config")
        .stop("fw_env.config fixed."),
    planted: [
      { kind: "fact", keys: ["0x400000"] },
      { kind: "decision", keys: ["redundant"] },
    ],
  },
  {
    id: "b221-cve-debug-tweaks",
    build: (s) =>
      s
        .user("prepare the release image config for the pilot")
        .bash("grep EXTRA_IMAGE_FEATURES conf/local.conf", 'EXTRA_IMAGE_FEATURES ?= "debug-tweaks tools-debug"')
        .assistant("local.conf still has debug-tweaks and tools-debug. I'll leave them for dev builds and drop them in the release config.")
        .user(
          "yes we never ship with debug-tweaks in the image features that means empty root password on a customer device, and remind me on friday to run cve check on the release image and send the report to sandra",
        )
        .file("Write", "conf/release.conf")
        .stop("release.conf drops debug-tweaks and tools-debug."),
    planted: [
      { kind: "instruction", keys: ["debug-tweaks"] },
      { kind: "task", keys: ["cve", "sandra"] },
    ],
  },
  {
    id: "b221-labgrid-pytest",
    build: (s) =>
      s
        .user("write me a quick host side test that boots the board and checks the kernel version")
        .assistant("Should it talk to the board directly over serial, or through the board farm?")
        .user(
          "through the farm the board farm is run with labgrid the coordinator is lab dot internal port 20408, and for the host side test scripts use pytest with the labgrid plugin nothing home made",
        )
        .file("Write", "tests/host/test_boot.py")
        .bash("pytest --lg-env tests/host/acme.yaml tests/host/test_boot.py -q", "1 passed in 48.21s")
        .stop("tests/host/test_boot.py passes against the farm."),
    planted: [
      { kind: "fact", keys: ["labgrid", "20408"] },
      { kind: "instruction", keys: ["pytest"] },
    ],
  },
  {
    id: "b221-display-eglfs",
    build: (s) =>
      s
        .user("the backlight doesnt come on at all on the new panel everything else boots")
        .bash("ssh root@10.20.3.41 'ls /sys/class/backlight/; cat /sys/class/pwm/pwmchip*/device/of_node/name'", "\npwm@30660000\npwm@30670000")
        .assistant("No backlight device is registered. Which PWM drives it?")
        .user("its a 1280 by 800 mipi panel and the backlight is on pwm2 per the schematic")
        .file("Edit", "arch/arm64/boot/dts/freescale/acme-imx8mm-display.dtsi")
        .bash("ssh root@10.20.3.41 'cat /sys/class/backlight/backlight/brightness'", "7")
        .user("light is on great, still need to sort the eglfs kms config for the rotated mounting later the qt app comes up sideways")
        .stop("The backlight is on pwm2 and works."),
    planted: [
      { kind: "fact", keys: ["pwm2"] },
      { kind: "task", keys: ["eglfs"] },
    ],
  },
  {
    id: "b221-readonly-rootfs",
    build: (s) =>
      s
        .user("do you think we should go read only rootfs what would break")
        .assistant(
          "Mostly anything writing under /etc: NetworkManager connections, machine-id, timezone. The usual answer is read-only-rootfs with an overlayfs for /etc and a data partition for the rest.",
        )
        .user(
          "ok then thats what we do read only root with overlayfs on etc, and the data partition always gets mounted at /data not /mnt/data the app team has that path hard coded",
        )
        .file("Edit", "meta-acme-product/recipes-core/images/core-image-acme.bb")
        .file("Write", "meta-acme-product/recipes-core/base-files/files/fstab")
        .bash("bitbake core-image-acme 2>&1 | tail -1", "NOTE: Tasks Summary: Attempted 5131 tasks of which 5090 didn't need to be rerun and all succeeded.")
        .stop("The image is read-only with an /etc overlay."),
    planted: [
      { kind: "decision", keys: ["overlayfs"] },
      { kind: "instruction", keys: ["/data"] },
    ],
  },
  {
    id: "b221-hab-srk",
    build: (s) =>
      s
        .user("can you look at what we need for secure boot on these")
        .bash(
          "ssh root@10.20.3.41 'cat /sys/fsl_otp/HW_OCOTP_SRK0 2>/dev/null || cat /sys/bus/nvmem/devices/imx-ocotp0/nvmem | xxd -s 0x580 -l 16'",
          "00000580: 1e5a 7c33 90d1 4f2a 88b0 02c4 a1e7 6d05",
        )
        .assistant("The SRK hash fuses on this unit are already programmed (non-zero).")
        .user(
          "oh right yeah the srk fuses are already burned on all the pilot units with the dev keys so those boards can never get production keys, hab secure boot signing itself is next quarter we need the real keys from the security team first",
        )
        .assistant("Understood. I'll write down the signing steps so they're ready then.")
        .file("Write", "docs/secure-boot-notes.md")
        .stop(),
    planted: [
      { kind: "fact", keys: ["srk"] },
      { kind: "task", keys: ["hab"] },
    ],
  },
  {
    id: "b221-networkmanager",
    build: (s) =>
      s
        .user("connman or network manager for the new image im going back and forth")
        .assistant("NetworkManager has better nmcli scripting and the app team knows it; connman is lighter. Either works with the read-only setup.")
        .user("ok networkmanager final answer no connman, the app team wins")
        .file("Edit", "meta-acme-product/recipes-core/images/core-image-acme.bb")
        .bash("bitbake core-image-acme 2>&1 | grep -c ERROR", "0", 1)
        .user(
          "also heads up for whatever you do with networking the factory network gives the boards a 10.20 address over dhcp but theres no internet there at all so nothing can pull from the net at first boot",
        )
        .stop("NetworkManager is in the image."),
    planted: [
      { kind: "decision", keys: ["networkmanager"] },
      { kind: "fact", keys: ["factory", "internet"] },
    ],
  },
  {
    id: "b221-bbappend-layer",
    build: (s) =>
      s
        .user("where did you put the bb append for the psplash change")
        .bash("find ../sources -name 'psplash*.bbappend'", "../sources/meta-acme-bsp/recipes-core/psplash/psplash_git.bbappend")
        .assistant("It's in meta-acme-bsp/recipes-core/psplash.")
        .user(
          "no all our bbappends go in meta-acme-product never in the bsp layer move it please, and there are like three other bbappends sitting in the bsp layer from before we need to move those over too at some point not now",
        )
        .bash("git mv ../sources/meta-acme-bsp/recipes-core/psplash/psplash_git.bbappend ../sources/meta-acme-product/recipes-core/psplash/", "")
        .stop("Moved the psplash bbappend to meta-acme-product."),
    planted: [
      { kind: "instruction", keys: ["meta-acme-product"] },
      { kind: "task", keys: ["bbappends", "bsp"] },
    ],
  },
  {
    id: "b221-watchdog",
    build: (s) =>
      s
        .user("the board rebooted itself twice overnight")
        .bash(
          "ssh root@10.20.3.41 'journalctl -b -1 | tail -3'",
          "Nov 27 03:12:09 acme systemd[1]: Started Daily Cleanup of Temporary Directories.\n-- Boot 8c1e... --",
        )
        .assistant("Nothing logged before the reset, which looks like a watchdog. Is anything feeding /dev/watchdog?")
        .user("nothing feeds it and the hardware watchdog is the external one on the pmic the timeout is 60 seconds fixed in hardware cant be changed")
        .assistant("Then I'd have systemd feed it: RuntimeWatchdogSec=30 in system.conf, half the hardware timeout.")
        .user("ya do that runtimewatchdogsec 30 sounds right")
        .file("Write", "meta-acme-product/recipes-core/systemd/files/10-watchdog.conf")
        .stop("systemd now pets the PMIC watchdog every 30 s."),
    planted: [
      { kind: "fact", keys: ["pmic", "watchdog"] },
      { kind: "decision", keys: ["runtimewatchdogsec"] },
    ],
  },
  {
    id: "b221-image-split",
    build: (s) =>
      s
        .user("clean the build for the kernel its stuck on some stale thing")
        .assistant("I'll run bitbake -c cleanall virtual/kernel.")
        .user("wait dont run cleanall on the shared build ever it wipes the downloads and the s state for everyone use cleansstate if you really have to")
        .bash(
          "bitbake -c cleansstate virtual/kernel && bitbake virtual/kernel 2>&1 | tail -1",
          "NOTE: Tasks Summary: Attempted 802 tasks of which 640 didn't need to be rerun and all succeeded.",
        )
        .assistant("Rebuilt clean. While here: the image mixes dev and prod packages. I could split it into core-image-acme-dev and core-image-acme-prod.")
        .user("yes your plan to split into core-image-acme-dev and core-image-acme-prod makes sense go with that")
        .file("Write", "meta-acme-product/recipes-core/images/core-image-acme-prod.bb")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cleanall"] },
      { kind: "decision", keys: ["acme-prod"] },
    ],
  },
  {
    id: "b221-can-bus",
    build: (s) =>
      s
        .user("set up the can interfaces for the vehicle test")
        .bash("ssh root@10.20.3.41 'ip -details link show can0 | grep bitrate'", "    can state STOPPED restart-ms 0\n\t  bitrate 125000 sample-point 0.875")
        .user("ok so can0 runs at 500k thats the vehicle bus and can1 is 250k for the j1939 stuff from the engine controller both fixed by the vehicle side")
        .bash(
          "ssh root@10.20.3.41 'ip link set can0 type can bitrate 500000 && ip link set can1 type can bitrate 250000 && ip link set can0 up && ip link set can1 up'",
          "",
        )
        .assistant("can0 is up at 500k and can1 at 250k.")
        .user("cool, we need to write a udev rule or networkd file so they come up at boot later, for today this is fine")
        .stop(),
    planted: [
      { kind: "fact", keys: ["500k"] },
      { kind: "fact", keys: ["j1939"] },
      { kind: "task", keys: ["udev"] },
    ],
  },
  {
    id: "b221-esdk",
    build: (s) =>
      s
        .user("the app team wants an sdk whats the difference between populate sdk and populate sdk ext again")
        .assistant("populate_sdk gives a plain toolchain and sysroot; populate_sdk_ext (the eSDK) adds devtool and can install more from sstate.")
        .user("ok ship them the esdk the extensible one they will need devtool anyway")
        .bash(
          "bitbake core-image-acme -c populate_sdk_ext 2>&1 | tail -1",
          "NOTE: Tasks Summary: Attempted 6120 tasks of which 5302 didn't need to be rerun and all succeeded.",
        )
        .assistant("The eSDK installer is in tmp/deploy/sdk.")
        .user("also need to document how the app team installs it on confluence somebody has to do it eventually")
        .stop(),
    planted: [
      { kind: "decision", keys: ["esdk"] },
      { kind: "task", keys: ["confluence"] },
    ],
  },
  {
    id: "b221-gst-leak",
    build: (s) =>
      s
        .user("memory keeps going up on the camera pipeline after a few hours is it our app or gstreamer")
        .bash(
          "ssh root@10.20.3.41 'for i in 1 2 3; do grep VmRSS /proc/$(pidof camapp)/status; sleep 1800; done'",
          "VmRSS:\t  182344 kB\nVmRSS:\t  183388 kB\nVmRSS:\t  184412 kB",
        )
        .assistant("About 1 MB per half hour. I'll swap elements out of the pipeline one at a time.")
        .bash(
          "ssh root@10.20.3.41 'gst-launch-1.0 v4l2src ! imxvideoconvert_g2d ! fakesink & sleep 3600; grep VmRSS /proc/$!/status'",
          "VmRSS:\t   41236 kB -> 43300 kB",
        )
        .user(
          "yep thats it confirmed the leak is in the vendor plugin imxvideoconvert not our code it grows 2 meg an hour. i'll open a ticket with nxp about it tomorrow remind me",
        )
        .stop("The leak is in imxvideoconvert_g2d."),
    planted: [
      { kind: "fact", keys: ["imxvideoconvert"] },
      { kind: "task", keys: ["nxp", "ticket"] },
    ],
  },
  {
    id: "b221-wks-layout",
    build: (s) =>
      s
        .user("we need a partition layout for the rauc slots can you propose a wks file")
        .assistant(
          "Proposal: a 64M FAT boot partition, two 1.2G ext4 rootfs slots A and B, and a data partition taking the rest, all GPT. I'd put it in meta-acme-product/wic/acme-ab.wks.",
        )
        .user("ok go with the wks you proposed boot 64 meg two slots and data with the rest looks right to me")
        .file("Write", "meta-acme-product/wic/acme-ab.wks")
        .bash(
          "wic ls tmp/deploy/images/acme-imx8mm/core-image-acme-acme-imx8mm.rootfs.wic",
          "Num     Start        End          Size      Fstype\n 1       8388608     75497471     67108864  fat16\n 2      75497472   1363148799   1287651328  ext4\n 3    1363148800   2650800127   1287651328  ext4\n 4    2650800128   3959422975   1308622848  ext4",
        )
        .user("good, later we also need a factory reset that wipes the data partition from a button combo at boot, put that on the list")
        .stop("The A/B layout is in acme-ab.wks."),
    planted: [
      { kind: "decision", keys: ["wks"] },
      { kind: "task", keys: ["factory reset"] },
    ],
  },
  {
    id: "b221-kas-ruff",
    build: (s) =>
      s
        .user(
          "the repo manifest thing keeps breaking for new people setting up the tree i was thinking kas might be nicer or we could just write a shell script i dunno",
        )
        .assistant(
          "kas would give one YAML file per machine with pinned layer revisions, and `kas build` does the checkout and the build. A shell script would reinvent most of that.",
        )
        .user("yeah ok we go with kas for the layer setup from now no more repo manifests")
        .file("Write", "kas/acme-imx8mm.yml")
        .bash(
          "kas checkout kas/acme-imx8mm.yml 2>&1 | tail -2",
          "2026-11-27 10:14:02 - INFO     - Repository meta-rauc checked out to 3f1c0a9e\n2026-11-27 10:14:02 - INFO     - Repository meta-acme-product already contains 9b1e44d as commit",
        )
        .user(
          "nice and the little helper scripts you wrote for it in python format them with ruff, all the host side python tooling goes through ruff thats the rule here",
        )
        .bash("ruff format scripts/ && ruff check scripts/", "2 files reformatted\nAll checks passed!")
        .stop("kas/acme-imx8mm.yml checks out all layers."),
    planted: [
      { kind: "decision", keys: ["kas"] },
      { kind: "instruction", keys: ["ruff"] },
    ],
  },
  {
    id: "b221-utc-chrony",
    build: (s) =>
      s
        .user("the timestamps in the app log are an hour off from the journal why")
        .bash(
          "ssh root@10.20.3.41 'ls -l /etc/localtime; date'",
          "lrwxrwxrwx 1 root root 33 Nov 27 09:01 /etc/localtime -> /usr/share/zoneinfo/Europe/Berlin\nFri Nov 27 10:22:41 CET 2026",
        )
        .assistant("The image sets Europe/Berlin as local time, and the app logs local time while the journal shows UTC.")
        .user(
          "board clocks and logs are utc everywhere we never use local time on the devices the ui converts if it needs to so fix the image, and next sprint somebody has to add a chrony config for the factory ntp server because theres no internet there",
        )
        .file("Edit", "meta-acme-product/recipes-core/images/core-image-acme.bb")
        .stop("The image now defaults to UTC."),
    planted: [
      { kind: "instruction", keys: ["utc"] },
      { kind: "task", keys: ["chrony"] },
    ],
  },
  {
    id: "b221-merge-request",
    build: (s) =>
      s
        .user("push the watchdog change to the scarthgap branch")
        .bash(
          "git push origin HEAD:scarthgap",
          "remote: GitLab: You are not allowed to push code to protected branches on this project.\n ! [remote rejected] HEAD -> scarthgap (pre-receive hook declined)",
          1,
        )
        .assistant("The branch is protected. I can push to a feature branch and open a merge request instead.")
        .user(
          "oh right yes sorry, nothing goes directly onto scarthgap in meta-acme-product it's always a merge request and joerg reviews anything that touches the kernel or you boot",
        )
        .bash(
          "git push origin HEAD:systemd-watchdog -o merge_request.create -o merge_request.target=scarthgap",
          "remote: View merge request for systemd-watchdog:\nremote:   https://gitlab.acme.internal/bsp/meta-acme-product/-/merge_requests/212",
        )
        .stop("Opened merge request 212."),
    planted: [{ kind: "instruction", keys: ["merge request"] }],
  },
  {
    id: "b221-zram",
    build: (s) =>
      s
        .user("the app got oom killed during the firmware update test")
        .bash(
          "ssh root@10.20.3.41 'free -m; swapon --show'",
          "               total        used        free\nMem:            1984        1712         118\nSwap:              0           0           0",
        )
        .assistant("2G RAM and no swap. A swap partition on the eMMC would wear it; zram compresses pages in RAM instead. I'd add zram with about 512M.")
        .user("right the flash wont survive swap on it so yeah zram like you said 512 meg go")
        .file("Write", "meta-acme-product/recipes-core/zram/zram-init.bb")
        .bash("ssh root@10.20.3.41 'swapon --show'", "NAME       TYPE      SIZE USED PRIO\n/dev/zram0 partition 512M   0B  100")
        .stop("zram0 (512M) is active."),
    planted: [{ kind: "decision", keys: ["zram"] }],
  },
  {
    id: "b221-dropbear",
    build: (s) =>
      s
        .user("the prod image is 40 meg bigger than the budget what can go")
        .bash(
          "ls -lS tmp/deploy/images/acme-imx8mm/*.manifest | head -1; grep -E 'openssh|python3 ' tmp/deploy/images/acme-imx8mm/core-image-acme-prod-acme-imx8mm.rootfs.manifest",
          "openssh armv8a 9.6p1\nopenssh-sftp-server armv8a 9.6p1\npython3 armv8a 3.12.4",
        )
        .assistant("Candidates: OpenSSH could become Dropbear, and python3 is pulled in only by the test agent. Which do you want?")
        .user(
          "prod gets dropbear not openssh decided, leave python alone for now i need to ask the app team if they still use the test agent. oh and todo rotate the dev ssh key thats baked into the image before the pilot ships",
        )
        .file("Edit", "meta-acme-product/recipes-core/images/core-image-acme-prod.bb")
        .stop("Swapped OpenSSH for Dropbear in the prod image."),
    planted: [
      { kind: "decision", keys: ["dropbear"] },
      { kind: "task", keys: ["ssh key"] },
    ],
  },
  {
    id: "b221-short-logs",
    build: (s) =>
      s
        .user("why did the last bit bake fail")
        .bash("bitbake core-image-acme 2>&1 | tail -20 > /tmp/last-fail.txt; wc -l < /tmp/last-fail.txt", "20")
        .assistant(
          "Here's the full error log from do_rootfs, including the opkg solver output, the list of packages it tried to install, and the postinstall scripts (I'll paste all 300 lines below so you have the context)...",
        )
        .user(
          "whoa too much im on my phone in the lab, when you show me logs just give me the last 20 lines max and say what the error is in one sentence thats how i want it from now",
        )
        .file("Read", "tmp/work/acme_imx8mm-poky-linux/core-image-acme/1.0-r0/temp/log.do_rootfs")
        .assistant("do_rootfs failed because zram-init conflicts with util-linux-zramctl over /usr/sbin/zramctl.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["20 lines"] }],
  },
  {
    id: "b221-m4-freertos",
    build: (s) =>
      s
        .user("can remoteproc start the m4 from linux i want to reload its firmware without rebooting")
        .bash(
          "ssh root@10.20.3.41 'cat /sys/class/remoteproc/remoteproc0/state; cat /sys/class/remoteproc/remoteproc0/firmware'",
          "running\nimx8mm_m4_TCM_acme.elf",
        )
        .assistant("Yes, remoteproc0 is the M4 and it's running imx8mm_m4_TCM_acme.elf. You can stop it, write a new name to firmware, and start it.")
        .user(
          "ok good to know, fyi the m4 runs the freertos firmware that dieters team owns we only ship their elf we dont build it so if its broken its on them",
        )
        .bash(
          "ssh root@10.20.3.41 'echo stop > /sys/class/remoteproc/remoteproc0/state; echo start > /sys/class/remoteproc/remoteproc0/state; cat /sys/class/remoteproc/remoteproc0/state'",
          "running",
        )
        .stop("Reloaded the M4 firmware through remoteproc."),
    planted: [{ kind: "fact", keys: ["freertos", "dieter"] }],
  },
  {
    id: "b221-mender-leftovers",
    build: (s) =>
      s
        .user("why is there still a mender class being inherited somewhere the parse warns about it")
        .bash(
          "grep -rn mender ../sources/meta-acme-product --include=*.bb* --include=*.conf | head -4",
          '../sources/meta-acme-product/conf/distro/acme.conf:31:INHERIT += "mender-full"\n../sources/meta-acme-product/recipes-core/images/core-image-acme.bb:12:# TODO remove mender\n../sources/meta-acme-product/recipes-mender/mender-client/mender-client_%.bbappend:1:FILESEXTRAPATHS:prepend := "/home/dev/yocto/sources/meta-acme-product/recipes-mender/mender-client/files:"',
        )
        .assistant("acme.conf still inherits mender-full, and there's a mender-client bbappend left from the evaluation.")
        .user(
          "just drop the inherit line for now the warning is annoying, and next sprint we need to rip out the rest of the old mender stuff from the layer properly",
        )
        .file("Edit", "meta-acme-product/conf/distro/acme.conf")
        .stop("Removed INHERIT += mender-full."),
    planted: [{ kind: "task", keys: ["mender"] }],
  },
  {
    id: "b221-empty-module-compile",
    build: (s) =>
      s
        .user("can you look at why bit bake fails on do compile for the out of tree gpio module")
        .bash(
          "bitbake acme-gpio-mod 2>&1 | grep -m2 error",
          "acme_gpio.c:88:9: error: implicit declaration of function 'gpiochip_find' [-Werror=implicit-function-declaration]\nacme_gpio.c:88:9: error: initialization of 'struct gpio_chip *' from 'int' makes pointer from integer",
        )
        .assistant("gpiochip_find() was removed from the kernel; the module needs gpio_device_find() instead.")
        .user("hmm maybe its the gcc version though the new toolchain is stricter no? whats your guess")
        .assistant("The error is about a missing symbol, not a warning promoted by a newer GCC, so I don't think the compiler is the cause.")
        .user("ok just patch it for now")
        .file("Edit", "meta-acme-product/recipes-kernel/acme-gpio-mod/files/acme_gpio.c")
        .stop("Patched to gpio_device_find(); the module builds."),
    planted: [],
  },
  {
    id: "b221-empty-quoted-conf",
    build: (s) =>
      s
        .user("paste me whats in the site conf on build02 i forgot what we set there")
        .bash(
          "ssh build02 cat /srv/yocto/site.conf",
          '# TODO: always keep BB_NUMBER_THREADS below the core count\n# never set this to 0\nBB_NUMBER_THREADS = "48"\nPARALLEL_MAKE = "-j 48"\n# must match the NAS export\nDL_DIR = "/mnt/nas-build02/downloads"',
        )
        .assistant(
          "site.conf sets BB_NUMBER_THREADS and PARALLEL_MAKE to 48 and DL_DIR to the NAS downloads share. The comments are from whoever wrote it originally.",
        )
        .user("ha the todo in there is from like 2021 whatever, thanks")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-coffee",
    build: (s) =>
      s
        .user("morning, the coffee machine on our floor is broken again so if im slow today thats why lol")
        .assistant("Good morning! Sorry about the coffee. What are we working on?")
        .user("nothing big yet just let me get my head together ill ping you in a bit")
        .assistant("No problem, I'm here when you're ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-buildroot",
    build: (s) =>
      s
        .user(
          "honestly sometimes i think we should just switch the whole thing to buildroot its so much simpler than yokto for a single board, what do you think",
        )
        .assistant("Buildroot is simpler, but you'd lose the package feed, the eSDK and the layer structure the vendor BSP ships in. It's a big migration.")
        .user("yeah actually no scratch that forget i said it were way too deep in for that")
        .assistant("Understood, staying with what we have.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-image-install",
    build: (s) =>
      s
        .user("whats the difference between image install and core image extra install again i always mix them up")
        .assistant(
          "IMAGE_INSTALL is the full package list of the image; CORE_IMAGE_EXTRA_INSTALL is appended to it by core-image.bbclass, so you can add packages from local.conf without overriding the base list.",
        )
        .user("so if i set image install in local conf i nuke the base packages")
        .assistant("Yes, with a plain = you'd replace them. Use IMAGE_INSTALL:append or CORE_IMAGE_EXTRA_INSTALL.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-readme-typo",
    build: (s) =>
      s
        .user("fix the typo in the readme it says yokto project with a k lol my dictation does that everywhere")
        .file("Edit", "README.md")
        .assistant("Fixed: it now says Yocto Project.")
        .user("thanks and run the markdown lint on it while youre there")
        .bash(
          "npx markdownlint-cli2 README.md",
          "markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)\nFinding: README.md\nLinting: 1 file(s)\nSummary: 0 error(s)",
        )
        .assistant("No lint errors.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-dmesg",
    build: (s) =>
      s
        .user("whats this scary thing in dmesg on the usb hub")
        .bash(
          "ssh root@10.20.3.41 'dmesg | grep -i usb | tail -3'",
          "usb 1-1: device descriptor read/64, error -71\nusb 1-1: new high-speed USB device number 3 using ci_hdrc\nhub 1-1:1.0: USB hub found; note: port power must always be enabled by firmware",
        )
        .assistant("Error -71 is a protocol error during enumeration; it retried and the hub came up. It often means a marginal cable or power.")
        .user("maybe the cable is bad i dunno it works anyway")
        .assistant("If it keeps working it's harmless. Worth watching if it reappears with the hub dropping out.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-status",
    build: (s) =>
      s
        .user("rebuild the image and tell me when its done")
        .bash(
          "bitbake core-image-acme 2>&1 | tail -2",
          "NOTE: Tasks Summary: Attempted 5131 tasks of which 5002 didn't need to be rerun and all succeeded.\nSummary: There were 2 WARNING messages.",
        )
        .assistant("The image built. Two warnings, both about a host-user-contaminated file in the psplash package.")
        .user("ok whatever those are old")
        .assistant("The wic is at tmp/deploy/images/acme-imx8mm/core-image-acme-acme-imx8mm.rootfs.wic.zst.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-ccache",
    build: (s) =>
      s
        .user("the kernel rebuild is slow every time i touch one file")
        .bash(
          "bitbake -c compile -f virtual/kernel 2>&1 | grep 'do_compile' | tail -1",
          "NOTE: recipe linux-imx-6.6.23+git-r0: task do_compile: Succeeded (took 6m12s)",
        )
        .assistant("A forced compile takes about 6 minutes. Enabling ccache for the kernel could cut repeat builds, if you want to try it.")
        .user("eh not now lets not get into that today")
        .assistant("Okay, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b221-empty-sd-card",
    build: (s) =>
      s
        .user("i think the sd card on board seven might be dying its throwing io errors sometimes but not sure could be the slot too")
        .bash(
          "ssh root@10.20.3.47 'dmesg | grep -i mmcblk1 | tail -2'",
          "mmcblk1: error -110 transferring data, sector 2291712, nr 8, cmd response 0x900, card status 0xb00\nblk_update_request: I/O error, dev mmcblk1, sector 2291712",
        )
        .assistant("Timeouts (-110) on one sector range. It could be the card or the slot; swapping cards between two boards would tell.")
        .user("hm ok ill try another card on it when im at the lab maybe")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
];

export const BLIND221 = plantedSet(BLIND221_SESSIONS, Date.UTC(2026, 10, 24, 9));
