/**
 * Blind planted set 57 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: embedded Linux and IoT fleet work (Yocto builds, OTA updates, MQTT brokers, device
 * certificates, field failures, power budgets) in the voice of Codex CLI and Copilot CLI
 * sessions: terse prompts, pasted logs, the agent saying what it will run and summing up.
 * A reading from one device is an observation (a fact); a rule for the whole fleet is an
 * instruction. Each session is one segment; the items planted in it are listed with it.
 * Counts are checked by test/node/memory-extraction-blind57.test.ts. Every other message must
 * give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests the agent completes in the same session. Superseded decisions
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

export const BLIND57_SESSIONS: BlindSession[] = [
  {
    id: "b57-sstate-mirror",
    build: (s) =>
      s
        .user("ci yocto build took 3h again. sstate looks like its not hitting at all, check conf/site.conf")
        .assistant("I'll look at the sstate settings on the builder first.")
        .bash(
          "grep -n SSTATE conf/site.conf",
          `SSTATE_DIR ?= "\${TOPDIR}/sstate-cache"\nSSTATE_MIRRORS ?= "file://.* https://acme-sstate.s3.eu-central-1.amazonaws.com/PATH;downloadfilename=PATH"`,
        )
        .assistant(
          "The mirror points at the S3 bucket, and the build log shows every fetch from it timing out after 30s, so bitbake rebuilds from scratch. Is the bucket still the intended mirror?",
        )
        .user("no. the sstate mirror is the nfs share /srv/sstate from now on, dont point it at s3 again, that bucket was way too slow from the build hall")
        .file("Edit", "conf/site.conf")
        .bash("bitbake acme-image -n 2>&1 | tail -2", "Sstate summary: Wanted 4120 Local 3987 Mirrors 0 Missed 133 Current 0 (96% match, 0% complete)")
        .assistant("Switched `SSTATE_MIRRORS` to `file:///srv/sstate/PATH`. The dry run now finds 96% of the objects.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sstate", "nfs"] }],
  },
  {
    id: "b57-builder-oom",
    build: (s) =>
      s
        .user("bitbake dies with oom on yb-02 halfway through chromium. logs attached in tmp/oom.txt")
        .bash(
          "cat tmp/oom.txt | tail -3",
          "Out of memory: Killed process 88211 (cc1plus) total-vm:3012448kB\nERROR: Task (chromium-x11_118.0.bb:do_compile) failed with exit code '137'",
        )
        .bash("ssh yb-02 free -g", "               total        used        free\nMem:               8           7           0")
        .assistant(
          "Found it: yb-02 only has 8 GB of RAM, and the job runs with BB_NUMBER_THREADS=16 and PARALLEL_MAKE -j16, so four cc1plus processes at ~3 GB each can't fit.",
        )
        .user("right, yb-02 is the old box with 8gb ram, keep that in mind. can you cap the threads for that host only")
        .file("Edit", "conf/hosts/yb-02.conf")
        .assistant("Done: `conf/hosts/yb-02.conf` sets BB_NUMBER_THREADS=4 and PARALLEL_MAKE=-j4; other builders are unchanged.")
        .stop(),
    planted: [{ kind: "fact", keys: ["yb-02", "ram"] }],
  },
  {
    id: "b57-ab-slots",
    build: (s) =>
      s
        .user("we need A/B updates for the gateway. would swupdate be simpler than rauc?")
        .assistant(
          "Both do A/B. swupdate is more flexible with its Lua handlers; RAUC is stricter, has a clear slot model and a D-Bus API hawkBit clients already use. I can sketch either.",
        )
        .bash("rauc --version", "rauc 1.11.3")
        .user("ok decided: rauc with A/B rootfs slots. swupdate is off the table")
        .file("Write", "meta-acme/recipes-core/rauc/files/system.conf")
        .assistant("Wrote `system.conf` with slots rootfs.0 / rootfs.1 on mmcblk2p2 and p3, bootloader uboot.")
        .user("the boot-count check in u-boot still needs writing, not today tho, leave it for next week")
        .assistant("Noted, the bootcount/altbootcmd part stays open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rauc"] },
      { kind: "task", keys: ["boot-count"] },
    ],
  },
  {
    id: "b57-broker-choice",
    build: (s) =>
      s
        .user("plan: mosquitto on each site + bridge to the central broker. set up the bridge config")
        .file("Write", "broker/mosquitto/bridge.conf")
        .bash("./loadtest/run.sh --clients 40000", "connected: 23110/40000\nbridge queue overflow, dropped 9812 msgs\nexit: 1", 1)
        .assistant(
          "The bridge topped out at ~23k clients and started dropping messages once its queue filled. Tuning `max_queued_messages` helps a bit, but it's one thread per bridge.",
        )
        .user("scrap the mosquitto bridge then. we go with an EMQX cluster (3 nodes) for the central broker")
        .assistant("OK, EMQX cluster it is. I'll remove the bridge config.")
        .bash("git rm broker/mosquitto/bridge.conf", "rm 'broker/mosquitto/bridge.conf'")
        .user("fyi the device listener on the broker is 8883 with mTLS, nothing plaintext")
        .assistant("Got it, port 8883 mTLS only for devices; the EMQX listener config will say the same.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["emqx"] },
      { kind: "fact", keys: ["8883"] },
    ],
  },
  {
    id: "b57-osrelease-bump",
    build: (s) =>
      s
        .user("morning! bump the version in os-release to 4.2.1 pls")
        .bash("grep -rn 'DISTRO_VERSION' meta-acme/conf/distro/acme.conf", 'meta-acme/conf/distro/acme.conf:4:DISTRO_VERSION = "4.2.0"')
        .file("Edit", "meta-acme/conf/distro/acme.conf")
        .assistant("Bumped DISTRO_VERSION to 4.2.1; os-release picks it up on the next build.")
        .user("thx. coffee time")
        .stop(),
    planted: [],
  },
  {
    id: "b57-ca-intermediate",
    build: (s) =>
      s
        .user("provisioning script signs device certs with root.key?? that cant be right")
        .bash("grep -n 'root' provisioning/sign.sh", "12: step certificate sign $CSR certs/root.crt keys/root.key --not-after 8760h")
        .assistant("Yes, line 12 signs directly with the root. The step-ca intermediate exists (`acme-devices-int`) but isn't used here.")
        .user(
          "fix it. and for the record: device certs are always issued by the step-ca intermediate, never signed with the root directly. the root key lives on the offline yubihsm in the office safe anyway",
        )
        .file("Edit", "provisioning/sign.sh")
        .bash("./provisioning/sign.sh test/csr/dev.csr && openssl x509 -in out/dev.crt -noout -issuer", "issuer=CN = acme-devices-int")
        .assistant("`sign.sh` now goes through the intermediate; the test cert's issuer is acme-devices-int.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["intermediate"] },
      { kind: "fact", keys: ["yubihsm"] },
    ],
  },
  {
    id: "b57-idle-current",
    build: (s) =>
      s
        .user("measured the rev C sensor node on the bench with the otii: idle is 38 mA with wifi associated. thats way over what we budgeted")
        .bash("python3 tools/budget.py --idle-ma 38 --report-s 300", "avg current: 38.6 mA\nbattery life (2xAA, 2600 mAh): 2.8 days")
        .assistant(
          "At 38 mA idle the node lasts under 3 days; the wifi radio staying associated is most of it. With the radio off between reports the same script gives ~2 years.",
        )
        .user("so rule for the whole fleet from now: radio fully off between reports, no staying associated. battery nodes have to make 2 years on 2xAA")
        .assistant("Understood. I'll make the firmware's default power policy radio-off between reports.")
        .file("Edit", "firmware/sensor/power.c")
        .stop(),
    planted: [
      { kind: "fact", keys: ["idle", "38"] },
      { kind: "instruction", keys: ["radio"] },
    ],
  },
  {
    id: "b57-cold-bricks",
    build: (s) =>
      s
        .user("6 gateways at the tromso site bricked this week, all after a cold night. ideas?")
        .assistant(
          "A few candidates: the watchdog firing during a slow boot, the eMMC misbehaving in the cold, or the PSU browning out. Do we have one of the units back?",
        )
        .user("could it be the watchdog?")
        .bash(
          "./tools/chamber.sh --unit GW-0410 --temp -25 --cycles 5",
          "cycle 1 ok\ncycle 2 ok\ncycle 3: mmc2: error -110 whilst initialising MMC card\ncycle 4: mmc2: error -110\ncycle 5: mmc2: error -110",
        )
        .assistant(
          "The chamber run answers it: not the watchdog. The Kingston eMMC stops initialising below about -20 C (error -110 from cycle 3). Root cause confirmed: the Kingston eMMC parts fail in the cold.",
        )
        .user("ugh. ok. we still have to RMA the 6 units from tromso, ill open that ticket later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["emmc", "kingston"] },
      { kind: "task", keys: ["rma"] },
    ],
  },
  {
    id: "b57-append-question",
    build: (s) =>
      s
        .user("whats the actual difference between IMAGE_INSTALL:append and IMAGE_INSTALL += in a local.conf?")
        .bash("bitbake -e acme-image | grep '^IMAGE_INSTALL='", 'IMAGE_INSTALL="packagegroup-core-boot acme-agent  htop"')
        .assistant(
          "`+=` appends right away, so a later `?=` or `=` in the image recipe can throw it away; `:append` is applied at the end of parsing, after all assignments. In local.conf `:append` (with a leading space) is the safer one.",
        )
        .user("huh ok, makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b57-kernel-lts",
    build: (s) =>
      s
        .user("vendor says 6.12 works on the imx8mp now. should we move the gateway kernel?")
        .bash(
          "git -C layers/meta-vendor-imx log --oneline -3",
          "a91c2f0 linux-imx: 6.6.52 security fixes\n7e30b11 u-boot-imx: bump to 2024.04\n3f2a9c1 linux-imx: 6.6.36",
        )
        .assistant("Their layer still only ships 6.6 recipes; the 6.12 support is a preview branch without the NPU and ISP drivers.")
        .user("then we stay on the 6.6 LTS kernel for the gateway. no 6.12 until the vendor BSP has it properly")
        .assistant("OK, staying on 6.6 LTS.")
        .user("and kernel config changes go into a .cfg fragment in meta-acme/recipes-kernel, never edit the defconfig itself. I found two people doing that")
        .file("Write", "meta-acme/recipes-kernel/linux/files/usb-serial.cfg")
        .assistant("Moved the USB serial options out of the defconfig edit into `usb-serial.cfg` as a fragment.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["6.6", "lts"] },
      { kind: "instruction", keys: ["fragment"] },
    ],
  },
  {
    id: "b57-downloads-dir",
    build: (s) =>
      s
        .user("disk full on the build agent again")
        .bash("df -h /srv/yocto", "Filesystem  Size  Used Avail Use% Mounted on\n/dev/sdb1   2.0T  2.0T     0 100% /srv/yocto")
        .bash("grep -rn TODO ci/cleanup.sh", "ci/cleanup.sh:3:# TODO: never delete downloads, always keep the mirror tarballs")
        .assistant(
          "The agent is build-03, the one with the 2 TB downloads volume. The sstate part was pruned last month; the downloads directory is 1.4 TB of old tarballs, and cleanup.sh leaves it alone on purpose.",
        )
        .user(
          "yep build-03 is the yocto agent with the 2tb disk. freed some space by hand for now. TODO for later: a cron job that cleans DL_DIR of stuff older than 6 months",
        )
        .bash("ssh build-03 rm -rf /srv/yocto/tmp-old", "")
        .assistant("Freed 300 GB by removing tmp-old. The DL_DIR cron job is still to do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["build-03"] },
      { kind: "task", keys: ["dl_dir"] },
    ],
  },
  {
    id: "b57-topic-scheme",
    build: (s) =>
      s
        .user("the new firmware publishes to `telemetry/acme` with the serial in the payload. that is not what we agreed")
        .bash("grep -rn 'publish(' firmware/gw/src/mqtt.c", 'firmware/gw/src/mqtt.c:88:  mqtt_publish(c, "telemetry/acme", buf, len, 0);')
        .user("topic scheme for every device: fleet/<site>/<device-id>/telemetry. the id goes in the topic, not just the payload. please fix and write it down")
        .file("Edit", "firmware/gw/src/mqtt.c")
        .assistant("Now publishing to `fleet/<site>/<device-id>/telemetry`.")
        .user("also qos. we settled it yesterday: QoS 1 for telemetry, QoS 2 only for commands")
        .file("Edit", "firmware/gw/src/mqtt.c")
        .assistant("Telemetry is QoS 1 now, commands QoS 2.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["topic"] },
      { kind: "decision", keys: ["qos"] },
    ],
  },
  {
    id: "b57-zigbee-curious",
    build: (s) =>
      s
        .user("random thought, should we switch the sensor nodes to zigbee instead of wifi?")
        .file("Read", "docs/hardware/sensor-node.md")
        .assistant(
          "It could cut idle current a lot, but the rev C board has no 802.15.4 radio, so it means a new board spin plus a coordinator at every site. Want me to estimate the BOM change?",
        )
        .user("nah forget it, was just curious")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b57-watchdog-timeout",
    build: (s) =>
      s
        .user("what watchdog timeout do we run? systemd or the kernel one?")
        .bash("grep -rn Watchdog meta-acme/recipes-core/systemd/files/", "system.conf:12:#RuntimeWatchdogSec=off")
        .assistant(
          "Neither right now: RuntimeWatchdogSec is commented out, so systemd never arms /dev/watchdog. On the i.MX8 the WDOG cannot be stopped once it's started, so whatever we pick must stay armed through OTA reboots.",
        )
        .user("set RuntimeWatchdogSec=60 then, that's the value we use. 30 was too tight when rauc installs")
        .file("Edit", "meta-acme/recipes-core/systemd/files/system.conf")
        .assistant("RuntimeWatchdogSec=60 is set.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["runtimewatchdogsec"] },
      { kind: "fact", keys: ["wdog"] },
    ],
  },
  {
    id: "b57-rollout-stages",
    build: (s) =>
      s
        .user("4.2.1 went to 100% of the fleet at once yesterday and 300 units bootlooped. how did hawkbit let that happen")
        .bash("curl -s $HAWKBIT/rest/v1/rollouts/118 | jq '.groups|length'", "1")
        .assistant(
          "Rollout 118 was created with a single group, so every target got it in the first wave. The template in `ota/rollout.json` has one group too.",
        )
        .user("from now on every OTA rollout goes 1% canary for 24h, then 10%, then everyone. no exceptions, not even for hotfixes")
        .file("Edit", "ota/rollout.json")
        .assistant("The template now has three groups: 1% with a 24h wait, 10%, then the rest.")
        .user("we also need a halt hook that stops the rollout when the crash rate goes over 2%. not now, thats for later")
        .user("and tag 4.2.2 from main please")
        .bash("git tag -a v4.2.2 -m 'acme os 4.2.2' && git push origin v4.2.2", " * [new tag]         v4.2.2 -> v4.2.2")
        .assistant("Tagged and pushed v4.2.2.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["canary"] },
      { kind: "task", keys: ["halt"] },
    ],
  },
  {
    id: "b57-no-rtc",
    build: (s) =>
      s
        .user("mqtt client on the gateway fails TLS right after boot: certificate is not yet valid")
        .bash(
          "journalctl -b -u acme-agent | head -3",
          "Jan 01 00:00:14 gw acme-agent[402]: tls: certificate not yet valid (now=1970-01-01T00:00:14Z)\nJan 01 00:00:14 gw acme-agent[402]: reconnect in 5s",
        )
        .assistant(
          "The clock says 1970. These gateways have no RTC battery, so the time is 1970 after every power cut until chrony syncs, and the client starts before that.",
        )
        .user(
          "yes the gateways have no rtc battery, hw decided that to save 40 cents. so: never validate certs before time sync, the mqtt client must wait for chrony-wait.service",
        )
        .file("Edit", "meta-acme/recipes-acme/acme-agent/files/acme-agent.service")
        .assistant("Added `After=chrony-wait.service` and `Wants=chrony-wait.service` to the agent unit.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rtc"] },
      { kind: "instruction", keys: ["chrony-wait"] },
    ],
  },
  {
    id: "b57-usb-flaky",
    build: (s) =>
      s
        .user("usb hub on the dev board keeps dropping the camera. could be the regulator? or the hub itself?")
        .bash(
          "dmesg | grep -i usb | tail -3",
          "usb 1-1.2: USB disconnect, device number 5\nusb 1-1.2: new high-speed USB device number 6\nusb 1-1.2: USB disconnect, device number 6",
        )
        .assistant("Maybe the 5V rail sags when the camera starts streaming; it might also be a loose cable. Can you try a powered hub?")
        .user("tried the powered hub, same thing. swapped the cable and it's been fine for 20 min now")
        .assistant("Then it was probably the cable. Nothing to change in the image.")
        .stop(),
    planted: [],
  },
  {
    id: "b57-hawkbit-owner",
    build: (s) =>
      s
        .user("who runs the hawkbit server? the rest api needs a token for the rollout script")
        .bash(
          "git log -3 --format='%an %s' -- ota/",
          "Ingrid Solberg ota: hawkbit 0.5 upgrade\nIngrid Solberg ota: rollout template\nTomasz K ota: fix target filter",
        )
        .assistant("The ota/ history is mostly Ingrid Solberg.")
        .user("yeah Ingrid runs the hawkbit server, she's the one for anything there")
        .assistant("OK. The script needs a service account token with rollout rights; the one in CI is read-only.")
        .user("still need to ask her for a service account for the script. ill do it monday")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ingrid", "hawkbit"] },
      { kind: "task", keys: ["service", "account"] },
    ],
  },
  {
    id: "b57-hmi-lvgl",
    build: (s) =>
      s
        .user("meta-qt5 breaks again with the scarthgap update")
        .bash(
          "bitbake qtbase 2>&1 | tail -2",
          "ERROR: qtbase-5.15.13-r0 do_configure: Function failed: do_configure\nERROR: Tasks Summary: Attempted 2210 tasks of which 2208 didn't need to be rerun and 1 failed.",
        )
        .assistant("qtbase 5.15 fails to configure against the new toolchain. Patching is possible, or the HMI could move off Qt.")
        .user("we drop meta-qt5. the HMI moves to LVGL, Ana already has the screens in LVGL on the eval kit")
        .bash("sed -i '/meta-qt5/d' conf/bblayers.conf && bitbake-layers show-layers | grep -c qt", "0")
        .assistant("Removed meta-qt5 from bblayers. Also note: the meta-vendor-imx layer is pinned at 3f2a9c1 in the manifest, and I kept that pin.")
        .user("yes keep that pin, anything newer than 3f2a9c1 breaks the dtb for our carrier board")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lvgl"] },
      { kind: "fact", keys: ["3f2a9c1"] },
    ],
  },
  {
    id: "b57-flash-uuu",
    build: (s) =>
      s
        .user("new hire bricked two dev boards by dd'ing the wic onto an sd card")
        .assistant("The boards boot from eMMC, so an SD image won't start, and dd onto the wrong /dev can wipe the host disk.")
        .user("please add to the README: flash dev boards with uuu only, never dd. the boards boot from emmc, sd is not wired")
        .file("Edit", "README.md")
        .bash("grep -n uuu README.md", "41:Flash dev boards with `uuu -b emmc_all imx-boot acme-image.wic.zst` only. Never use dd.")
        .assistant("Added the flashing rule to README.md under Dev boards.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["uuu"] }],
  },
  {
    id: "b57-journald",
    build: (s) =>
      s
        .user("eMMC wear report from the field, lifetime estimate already at 0x05 on some units after one year")
        .bash("mmc extcsd read /dev/mmcblk2 | grep -i life", "eMMC Life Time Estimation A [EXT_CSD_DEVICE_LIFE_TIME_EST_TYP_A]: 0x05")
        .assistant("Most writes come from journald writing persistent logs to /var/log/journal every few seconds.")
        .user("ok then device logs stay in RAM: journald Storage=volatile on all images")
        .file("Write", "meta-acme/recipes-core/systemd/files/journald.conf")
        .assistant("journald now uses Storage=volatile with RuntimeMaxUse=32M.")
        .user("we lose crash logs that way, so remote log upload on crash is still missing. later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["volatile"] },
      { kind: "task", keys: ["upload"] },
    ],
  },
  {
    id: "b57-recipe-rename",
    build: (s) =>
      s
        .user("rename acme-agent_1.0.bb to acme-agent_git.bb, it follows the branch now")
        .bash("git mv meta-acme/recipes-acme/acme-agent/acme-agent_1.0.bb meta-acme/recipes-acme/acme-agent/acme-agent_git.bb", "")
        .file("Edit", "meta-acme/recipes-acme/acme-agent/acme-agent_git.bb")
        .assistant(`Renamed, and set PV = "1.0+git\${SRCPV}" so the package version still sorts after 1.0.`)
        .user("nice, thanks. night")
        .stop(),
    planted: [],
  },
  {
    id: "b57-modem-resets",
    build: (s) =>
      s
        .user("GW-0231 keeps going offline for a minute every few hours. can you check the logs I pulled")
        .bash("grep -c 'usb disconnect' logs/GW-0231/dmesg.txt && grep 'EC25' logs/GW-0231/dmesg.txt | head -1", "27\nusb 1-1: Product: EC25")
        .assistant("On GW-0231 the Quectel EC25 modem drops off USB about every 6 hours (27 disconnects in 7 days), then ModemManager brings it back.")
        .user("known issue with old modem firmware i think. the EC25s need the firmware update to EC25EFAR06A08 at some point, not this sprint")
        .assistant("OK, leaving the modem firmware update open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gw-0231"] },
      { kind: "task", keys: ["firmware"] },
    ],
  },
  {
    id: "b57-secure-boot",
    build: (s) =>
      s
        .user("security audit wants secure boot. HAB on everything?")
        .assistant(
          "HAB on all units means dev boards get locked too: after the fuses are burned, only signed images boot, and reflashing a dev image needs the signing key.",
        )
        .bash("ls meta-acme/recipes-bsp/imx-boot/files/", "csf.template\nimx-boot.bb")
        .user("HAB secure boot on production units only, dev boards stay open. thats what we'll do")
        .user("and nobody burns fuses from a script without a second person checking. ever")
        .file("Edit", "docs/production/secure-boot.md")
        .assistant("Documented both in docs/production/secure-boot.md.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hab"] },
      { kind: "instruction", keys: ["fuses"] },
    ],
  },
  {
    id: "b57-solar-budget",
    build: (s) =>
      s
        .user("how much headroom do we have on the solar gateways if we add the LoRa concentrator")
        .bash("python3 tools/power_model.py --config solar-gw.yaml", "average draw: 0.94 W\nconcentrator (rx only): +0.31 W\ntotal: 1.25 W")
        .assistant("Total would be ~1.25 W average. What is the panel and battery sized for?")
        .user("the solar gateway budget is 1.2 W average, that's what the panel + battery are sized for in december")
        .assistant("Then the concentrator puts it 0.05 W over. If we used LTE-M instead of LTE Cat 1 it might save ~0.2 W, but I haven't measured that.")
        .user("hm. let me think about it")
        .stop(),
    planted: [{ kind: "fact", keys: ["solar", "budget"] }],
  },
  {
    id: "b57-nothing-provides",
    build: (s) =>
      s
        .user("build broke: ERROR: Nothing PROVIDES 'python3-paho-mqt'")
        .bash("grep -rn paho meta-acme/recipes-acme/", `meta-acme/recipes-acme/acme-agent/acme-agent_git.bb:14:RDEPENDS:\${PN} += "python3-paho-mqt"`)
        .assistant("It's a typo in acme-agent's RDEPENDS: `python3-paho-mqt` instead of `python3-paho-mqtt`. Fixing it.")
        .file("Edit", "meta-acme/recipes-acme/acme-agent/acme-agent_git.bb")
        .bash("bitbake acme-agent -c package", "NOTE: Tasks Summary: Attempted 812 tasks of which 806 didn't need to be rerun and all succeeded.")
        .assistant("Builds again.")
        .stop(),
    planted: [],
  },
  {
    id: "b57-device-ids",
    build: (s) =>
      s
        .user("provisioning uses the SoC unique id as device id and support cant read it off the label")
        .bash("cat /sys/devices/soc0/serial_number; cat /sys/class/net/eth0/address", "0x1f2e3d4c5b6a7980\n00:1b:c5:0a:31:7f")
        .assistant("The SoC serial isn't printed anywhere; the eth0 MAC is on the label.")
        .user("device ids are the lowercase mac of eth0 without colons. for every device, old ones get remapped. don't use the soc serial")
        .file("Edit", "provisioning/device_id.sh")
        .assistant("device_id.sh now prints `001bc50a317f` for this board.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mac", "eth0"] }],
  },
  {
    id: "b57-sbom",
    build: (s) =>
      s
        .user("compliance wants an SBOM per release. options?")
        .assistant(
          "Yocto's create-spdx class writes SPDX for every package at build time; alternatively syft over the rootfs, which misses the build-time provenance.",
        )
        .bash("grep -n INHERIT conf/local.conf", 'conf/local.conf:22:INHERIT += "rm_work buildhistory"')
        .user("we use the built-in create-spdx class, no extra tool")
        .file("Edit", "conf/local.conf")
        .assistant("Added create-spdx to INHERIT.")
        .user("publishing the SBOM with each release is a task for next sprint, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["create-spdx"] },
      { kind: "task", keys: ["sbom"] },
    ],
  },
  {
    id: "b57-broker-auth",
    build: (s) =>
      s
        .user("emqx auth: username/password per device or certs?")
        .bash("cat broker/emqx/emqx.conf | grep -A2 authentication", "authentication = [\n  { mechanism = password_based, backend = built_in_database }\n]")
        .assistant("Right now it's password based. With mTLS on 8883 we could map the client certificate's CN to the client id and skip passwords.")
        .user("go with that: broker auth by client cert, CN = device id. no username/password for devices")
        .file("Edit", "broker/emqx/emqx.conf")
        .assistant("Removed the password authenticator and set `peer_cert_as_clientid = cn`.")
        .user("wait, the 3.x units only have passwords provisioned. we still need to migrate those to certs before this goes live. next sprint")
        .assistant("Right, I'll keep the change on a branch; migrating the 3.x units stays open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["client", "cert"] },
      { kind: "task", keys: ["migrate"] },
    ],
  },
  {
    id: "b57-retention",
    build: (s) =>
      s
        .user("the grafana panel for last year is empty, is the data gone?")
        .bash(
          "psql telemetry -c \"SELECT * FROM timescaledb_information.jobs WHERE proc_name='policy_retention'\"",
          ' job_id | schedule_interval | config\n   1004 | 1 day             | {"drop_after": "90 days"}',
        )
        .assistant("Yes, the telemetry hypertable has a retention policy that drops chunks after 90 days.")
        .user("right, telemetry retention is 90 days, I forgot. fine")
        .stop(),
    planted: [{ kind: "fact", keys: ["retention", "90"] }],
  },
  {
    id: "b57-podman-withdrawn",
    build: (s) =>
      s
        .user("maybe we should move the yocto builds into podman containers instead of the bare agents?")
        .bash("podman --version", "podman version 4.9.3")
        .assistant("Possible: crops/poky images exist. The builds would need the sstate and downloads volumes mounted, and the uid mapping gets fiddly.")
        .user("actually no, never mind, too much churn right before the release")
        .stop(),
    planted: [],
  },
  {
    id: "b57-install-window",
    build: (s) =>
      s
        .user("a customer in Gdansk complained the pumps stopped mid-shift when a gateway rebooted for an update")
        .bash("grep -n window ota/policy.yaml", "")
        .assistant("There's no maintenance window in the OTA policy; devices install as soon as they download.")
        .user("fleet rule: OTA installs only in the window 02:00-04:00 device local time, never during the day. pumps run 6 to 22 at most sites")
        .file("Edit", "ota/policy.yaml")
        .assistant('Added `install_window: "02:00-04:00"` in device local time to the policy.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["window"] }],
  },
  {
    id: "b57-swap",
    build: (s) =>
      s
        .user("the 512MB boards OOM when the agent and the modbus bridge both spike. add a 128M swap file on /data")
        .file("Write", "meta-acme/recipes-core/swap/swapfile.bb")
        .assistant("Added a 128M swapfile recipe. Note it writes to the eMMC under memory pressure.")
        .user("hm right, the wear. change of plan: zram swap of 256M instead, no swap file")
        .bash(
          "git rm meta-acme/recipes-core/swap/swapfile.bb && bitbake -e acme-image | grep ^ZRAM",
          "rm 'meta-acme/recipes-core/swap/swapfile.bb'\nZRAM_SIZE=\"256M\"",
        )
        .assistant("Dropped the swap file; zram-swap with 256M is in the image.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zram"] }],
  },
  {
    id: "b57-testimage",
    build: (s) =>
      s
        .user("release checklist: what do we run before tagging?")
        .file("Read", "docs/release.md")
        .assistant("docs/release.md only says 'build the image'. There's a testimage setup in meta-acme/lib/oeqa but nobody runs it.")
        .user("before every tag: `bitbake acme-image -c testimage` on the real hardware rig, and it has to pass. put that in release.md")
        .file("Edit", "docs/release.md")
        .bash(
          "bitbake acme-image -c testimage 2>&1 | tail -1",
          "RESULTS - ping.PingTest.test_ping: PASSED\nSUMMARY: acme-image (hw-rig) - Ran 41 tests, 41 passed",
        )
        .assistant("Added it to release.md; 41/41 pass on the rig right now.")
        .user("the qemuarm64 testimage run is still broken btw (no virtio-gpu). someone has to fix that, not me today")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["testimage"] },
      { kind: "task", keys: ["qemuarm64"] },
    ],
  },
  {
    id: "b57-readonly-rootfs",
    build: (s) =>
      s
        .user("acme-agent writes its config cache to /etc/acme and it fails on the new image")
        .bash("journalctl -u acme-agent | tail -1", "acme-agent[511]: open /etc/acme/cache.json: read-only file system")
        .assistant("The rootfs is a read-only squashfs since 4.0, and /data is the writable ext4 partition that keeps config across updates.")
        .user("exactly. so anything writable goes under /data. never add tmpfiles or scripts that write into /etc or /usr")
        .file("Edit", "meta-acme/recipes-acme/acme-agent/files/acme-agent.service")
        .assistant("The agent now uses `--cache /data/acme/cache.json`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["squashfs"] },
      { kind: "instruction", keys: ["writable"] },
    ],
  },
  {
    id: "b57-nbiot-cost",
    build: (s) =>
      s
        .user("back of envelope: what does one 200 byte mqtt publish cost on nb-iot in energy?")
        .bash("python3 -c 'print(0.22*3.6*1.2)'", "0.9504")
        .assistant(
          "Roughly 1 J per publish if the modem wakes from PSM, attaches and sends: ~220 mA for ~1.2 s at 3.6 V. With MQTT-SN or CoAP it might be half, but that is a guess without a measurement.",
        )
        .user("interesting, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b57-variscite",
    build: (s) =>
      s
        .user("the DDR timing errata for the SoM, did variscite answer?")
        .bash("grep -i variscite docs/vendors.md", "docs/vendors.md:7:Variscite: BSP fixes ~6 weeks turnaround (2025-2026 avg)")
        .assistant("No reply in the ticket thread yet. docs/vendors.md says their BSP fixes take about six weeks.")
        .user("yeah variscite is always ~6 weeks for a bsp fix, plan around it. and someone still needs to email them about the DDR errata with our test logs")
        .assistant("OK, the email about the DDR errata stays open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["variscite", "weeks"] },
      { kind: "task", keys: ["errata"] },
    ],
  },
  {
    id: "b57-relay-gpio",
    build: (s) =>
      s
        .user("relay on unit R-07 switches on at boot and then off. weird")
        .bash("gpioget gpiochip3 21", "0")
        .assistant("On R-07 (rev B board) the relay on GPIO4_IO21 is active-low: reading 0 means energised. The app drives it high at start, which is 'off'.")
        .user("ok, confirmed with the schematic, rev B has it active-low. handle it in the device tree with GPIO_ACTIVE_LOW, not by inverting in the app")
        .file("Edit", "meta-acme/recipes-kernel/linux/files/imx8mp-acme-revb.dts")
        .assistant("Set GPIO_ACTIVE_LOW on the relay line in the rev B dts.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["active-low"] },
      { kind: "decision", keys: ["gpio_active_low"] },
    ],
  },
  {
    id: "b57-tls13",
    build: (s) =>
      s
        .user("a few 3.x units can't connect since we turned off TLS 1.2 on the broker")
        .bash("grep -c 'tls1_2' broker/emqx/logs/refused.log", "214")
        .assistant("214 refused handshakes, all from firmware 3.x. I could re-enable TLS 1.2 on a separate listener for them.")
        .user("no. device links are TLS 1.3 only, that stays. those units get updated instead, not the broker downgraded")
        .assistant("Understood, the broker stays TLS 1.3 only.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["tls"] }],
  },
  {
    id: "b57-restart-always",
    build: (s) =>
      s
        .user("what does this do exactly?\n```\n[Service]\nRestart=always\nRestartSec=5\nStartLimitBurst=0\n# never give up\n```")
        .bash("systemctl show acme-agent -p Restart -p RestartUSec", "Restart=always\nRestartUSec=5s")
        .assistant(
          "`Restart=always` restarts the service whatever its exit status, 5 s after it stops; `StartLimitBurst=0` disables the rate limit, so systemd keeps trying forever, as the comment says.",
        )
        .user("ok clear")
        .stop(),
    planted: [],
  },
  {
    id: "b57-delta-updates",
    build: (s) =>
      s
        .user("how big is a delta between 4.2.1 and 4.2.2 with rauc's adaptive updates vs the full bundle?")
        .bash("ls -lh deploy/bundles/", "acme-4.2.2-full.raucb   182M\nacme-4.2.2-delta.raucb   12M")
        .assistant("A delta bundle is 12 MB against 182 MB for the full one, on this release.")
        .user("then we ship delta updates by default, full bundles only for major versions. LTE data is what costs us")
        .file("Edit", "ota/publish.sh")
        .assistant("publish.sh now uploads the delta bundle unless the major version changes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["delta", "12"] },
      { kind: "decision", keys: ["delta", "default"] },
    ],
  },
  {
    id: "b57-alerting",
    build: (s) =>
      s
        .user("got paged at 3am because one sensor in lyon went offline. thats not a page")
        .bash("grep -n severity monitoring/alerts/device.yaml", "monitoring/alerts/device.yaml:9:    severity: page")
        .assistant("The device-offline alert pages for any single device.")
        .user("convention: page only for fleet-wide problems. single device problems go to the #iot-field channel, no page")
        .file("Edit", "monitoring/alerts/device.yaml")
        .assistant("Single-device alerts now route to #iot-field; the fleet-wide ones still page.")
        .user("we also still need an alert for devices that are silent for more than 2h. next week")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["iot-field"] },
      { kind: "task", keys: ["silent"] },
    ],
  },
  {
    id: "b57-branch-names",
    build: (s) =>
      s
        .user("create a branch for FW-812 (the spi flash fix)")
        .bash("git switch -c fix-spi", "Switched to a new branch 'fix-spi'")
        .user("no, bsp work always goes on bsp/<ticket> branches. so bsp/FW-812")
        .bash("git branch -m fix-spi bsp/FW-812", "")
        .assistant("Renamed to bsp/FW-812. I'll use bsp/<ticket> for BSP branches from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bsp/"] }],
  },
  {
    id: "b57-commit-style",
    build: (s) =>
      s
        .user("commit the dts fix")
        .bash("git commit -am 'fixed the relay'", "[bsp/FW-812 1a2b3c4] fixed the relay\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .user("please amend, commit messages follow the yocto style `recipe: summary`, like `linux-acme: fix relay polarity on rev B`. every commit")
        .bash("git commit --amend -m 'linux-acme: fix relay polarity on rev B'", "[bsp/FW-812 5d6e7f8] linux-acme: fix relay polarity on rev B")
        .assistant("Amended.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "b57-kas-rejected",
    build: (s) =>
      s
        .user("the repo manifest and the setup script disagree about layer revisions again")
        .bash("diff <(repo manifest -r | grep meta-openembedded) <(grep meta-oe setup.sh)", '< revision="a1b2c3"\n> META_OE_REV=f9e8d7')
        .assistant("I could switch the build config to kas, one YAML file with all layer revisions, and drop both.")
        .user("no. not before the release. just make setup.sh read the manifest")
        .file("Edit", "setup.sh")
        .assistant("setup.sh now reads revisions from the manifest.")
        .stop(),
    planted: [],
  },
  {
    id: "b57-battery-s118",
    build: (s) =>
      s
        .user("pull the battery history of S-118, the one from the pilot")
        .bash("./tools/battery.sh S-118 --since 2026-02-01 | tail -1", "2026-11-01  3.41 V")
        .assistant("S-118 reads 3.41 V after 9 months in the field.")
        .user("good. fleet-wide battery warning threshold is 3.3 V from now, set it in the alert rules")
        .file("Edit", "monitoring/alerts/battery.yaml")
        .assistant("Battery warning at 3.3 V for all devices.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["s-118"] },
      { kind: "instruction", keys: ["3.3"] },
    ],
  },
  {
    id: "b57-lyon-ntp",
    build: (s) =>
      s
        .user("lyon gateways never sync time. chrony just says no sources")
        .bash("ssh gw-lyon-03 chronyc sources", "MS Name/IP address  Stratum Poll Reach LastRx\n^? pool.ntp.org          0   6     0     -")
        .assistant("Public NTP doesn't get through. Is there an internal server there?")
        .user("yes, the lyon customer LAN blocks public ntp, only their server 10.20.0.5 works")
        .file("Write", "sites/lyon/chrony.conf")
        .bash("ssh gw-lyon-03 chronyc sources", "^* 10.20.0.5  2   6   377    12")
        .assistant("Lyon's chrony.conf points at 10.20.0.5 and syncs now.")
        .user("thx. the lyon site runbook should mention this too, can you add that another day")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10.20.0.5"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b57-readme-build",
    build: (s) =>
      s
        .user("update the README build section, it still says dunfell")
        .file("Edit", "README.md")
        .bash("grep -n scarthgap README.md", "18:Build with the scarthgap branch: `source setup.sh && bitbake acme-image`")
        .assistant("README now says scarthgap.")
        .user("perfect, cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b57-prod-console",
    build: (s) =>
      s
        .user("pen test report: root shell on the serial console of a production unit")
        .bash(
          "bitbake -e acme-image-prod | grep -E '^(IMAGE_FEATURES|APPEND)='",
          'IMAGE_FEATURES="debug-tweaks ssh-server-dropbear read-only-rootfs"\nAPPEND="console=ttymxc1,115200"',
        )
        .assistant("Two problems: debug-tweaks is in the production image (empty root password) and the kernel command line enables the serial console.")
        .user("serial console is disabled on production images from now on, drop console= from the prod cmdline")
        .user("and never ship an image with debug-tweaks in IMAGE_FEATURES. add a check that fails the prod build if it's there")
        .file("Edit", "meta-acme/recipes-core/images/acme-image-prod.bb")
        .bash(
          "bitbake acme-image-prod -c rootfs 2>&1 | tail -1",
          "NOTE: Tasks Summary: Attempted 4410 tasks of which 4402 didn't need to be rerun and all succeeded.",
        )
        .assistant("Removed the console from the prod cmdline and added a sanity check that errors when debug-tweaks is set.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["console"] },
      { kind: "instruction", keys: ["debug-tweaks"] },
    ],
  },
  {
    id: "b57-cert-expiry",
    build: (s) =>
      s
        .user("when do the first device certs expire?")
        .bash("openssl x509 -in certs/batch-001/GW-0001.crt -noout -enddate", "notAfter=Mar  1 00:00:00 2027 GMT")
        .assistant("The first batch expires on 2027-03-01.")
        .user("ok. the first batch of device certs expires 2027-03-01 then. we still have to write the EST cert renewal client before that, big task for Q1")
        .assistant("Noted. The EST renewal client is open, due before 2027-03-01.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2027-03-01"] },
      { kind: "task", keys: ["renewal"] },
    ],
  },
  {
    id: "b57-field-mystery",
    build: (s) =>
      s
        .user("three units in the marseille pump house reboot randomly. condensation maybe? or the PSU?")
        .bash("./tools/fleet.sh reboots --site marseille --days 30", "GW-0512 9\nGW-0517 4\nGW-0520 11")
        .assistant(
          "Could be either; humidity would fit if the reboots cluster in the mornings, PSU ripple if they follow pump starts. Without a unit on the bench I can't tell which.",
        )
        .user("yeah no idea either. let's see what the tech finds when he's on site")
        .stop(),
    planted: [],
  },
  {
    id: "b57-licenses",
    build: (s) =>
      s
        .user("legal says no GPLv3 in the shipped image, customers have locked-down devices")
        .bash(
          "grep -l 'GPL-3.0' tmp/deploy/licenses/acme-image*/license.manifest | head -1; grep -B1 'GPL-3.0' tmp/deploy/licenses/acme-image*/license.manifest | grep PACKAGE",
          "license.manifest\nPACKAGE NAME: bash\nPACKAGE NAME: gawk",
        )
        .assistant('bash and gawk are GPL-3.0. Setting `INCOMPATIBLE_LICENSE = "GPL-3.0* LGPL-3.0*"` would make the build fail on them.')
        .user("yes set that. rule: no GPLv3 packages in any image we ship")
        .user("for the shell: first thought dash but let's just use busybox ash, it's already there. drop bash")
        .file("Edit", "meta-acme/conf/distro/acme.conf")
        .assistant("INCOMPATIBLE_LICENSE is set, bash is out and /bin/sh is busybox ash.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["gplv3"] },
      { kind: "decision", keys: ["busybox"] },
    ],
  },
  {
    id: "b57-what-is-wic",
    build: (s) =>
      s
        .user("what does the .wks file do exactly, versus the wic image")
        .file("Read", "meta-acme/wic/acme-emmc.wks")
        .assistant(
          "The .wks is the layout description (partitions, sizes, which files go where); wic reads it and writes the .wic disk image that uuu flashes.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b57-manifest-kas",
    build: (s) =>
      s
        .user("release is out. now: kas. we move the build config to kas and drop the repo manifest and setup.sh")
        .bash("pip show kas | head -2", "Name: kas\nVersion: 4.5")
        .file("Write", "kas/acme.yml")
        .assistant("Wrote kas/acme.yml with all layers at their current revisions and removed default.xml and setup.sh.")
        .user("the jenkinsfile still calls setup.sh. porting the jenkinsfile to kas is a todo for tomorrow")
        .stop(),
    planted: [
      { kind: "decision", keys: ["kas"] },
      { kind: "task", keys: ["jenkinsfile"] },
    ],
  },
  {
    id: "b57-hostname",
    build: (s) =>
      s
        .user("all the gateways announce themselves as 'acme' over mdns, can't tell them apart")
        .bash("ssh gw-0007 hostnamectl --static", "acme")
        .assistant("The hostname comes from the image. I can set it at first boot from the device id.")
        .user("yes: hostname is gw-<device id> on every gateway, set on first boot")
        .file("Write", "meta-acme/recipes-core/firstboot/files/set-hostname.sh")
        .assistant("set-hostname.sh writes `gw-<device id>` on first boot.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["hostname"] }],
  },
  {
    id: "b57-modbus-baud",
    build: (s) =>
      s
        .user("modbus reads from the flow meters at the Gdansk site time out")
        .bash("./tools/modbus_probe.sh /dev/ttymxc2 --scan-baud", "9600: timeout\n19200: timeout\n38400: 14 slaves answered")
        .assistant("The Gdansk flow meters answer only at 38400 baud; our config says 9600.")
        .user("ok so gdansk meters run at 38400. put it in the site config only, other sites are 9600")
        .file("Edit", "sites/gdansk/modbus.yaml")
        .assistant("Set baud 38400 in sites/gdansk/modbus.yaml.")
        .stop(),
    planted: [{ kind: "fact", keys: ["gdansk", "38400"] }],
  },
  {
    id: "b57-copilot-explain",
    build: (s) =>
      s
        .user("explain this log line from the field: `rauc[612]: Marking slot rootfs.1 as bad`")
        .bash("grep -n 'bad' meta-acme/recipes-core/rauc/files/system.conf", "")
        .assistant(
          "RAUC marks a slot bad when the boot into it fails (the bootloader's bootcount ran out); it then keeps booting the other slot. So that unit tried an update, the new slot failed to come up, and it rolled back.",
        )
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "b57-oncall",
    build: (s) =>
      s
        .user("who do I call when the broker cluster falls over at night")
        .file("Read", "docs/oncall.md")
        .assistant("docs/oncall.md lists Tomasz for the broker cluster, with Ingrid as backup.")
        .user("yep, Tomasz is on call for the broker cluster this quarter")
        .stop(),
    planted: [{ kind: "fact", keys: ["tomasz"] }],
  },
  {
    id: "b57-mender-proposal",
    build: (s) =>
      s
        .user("a consultant pitched mender enterprise for the OTA server instead of hawkbit. thoughts?")
        .assistant(
          "It would give us a hosted server and delta updates, but we'd switch the client from rauc to mender's, which means new partition handling. What's the driver, the server upkeep?",
        )
        .bash("curl -s $HAWKBIT/rest/v1/targets?limit=1 | jq .total", "18422")
        .user("dunno, I'll bring it up in the planning meeting. just wanted a first opinion")
        .stop(),
    planted: [],
  },
  {
    id: "b57-log-level",
    build: (s) =>
      s
        .user("the agent logs at debug in production. 40 MB of journal a day per unit")
        .bash("grep -n LOG_LEVEL meta-acme/recipes-acme/acme-agent/files/agent.env", "agent.env:1:LOG_LEVEL=debug")
        .user("production images log at warn, debug only on dev images. thats the rule going forward")
        .file("Edit", "meta-acme/recipes-acme/acme-agent/files/agent.env")
        .assistant("agent.env is now LOG_LEVEL=warn, and the dev image overrides it to debug.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["warn"] }],
  },
  {
    id: "b57-keepalive",
    build: (s) =>
      s
        .user("LTE gateways reconnect to the broker every ~5 min. carrier NAT?")
        .bash("grep -c 'keepalive timeout' broker/emqx/logs/emqx.log", "3112")
        .assistant("Looks like it: the carrier's NAT drops idle UDP/TCP mappings after about 4 minutes, and our MQTT keepalive is 300 s.")
        .user("yes confirmed with the carrier, their NAT timeout is 240s. set our keepalive to 120s")
        .file("Edit", "firmware/gw/src/mqtt.c")
        .assistant("Keepalive is 120 s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nat", "240"] },
      { kind: "decision", keys: ["keepalive", "120"] },
    ],
  },
  {
    id: "b57-thanks",
    build: (s) =>
      s
        .user("hey, just checking the build from last night went through")
        .bash("tail -1 /srv/yocto/logs/nightly.log", "NOTE: Tasks Summary: Attempted 6120 tasks of which 6001 didn't need to be rerun and all succeeded.")
        .assistant("Yes, the nightly build succeeded.")
        .user("great")
        .stop(),
    planted: [],
  },
  {
    id: "b57-ptp-todo",
    build: (s) =>
      s
        .user("the vibration sensors need timestamps within 1 ms across a site. ntp won't do it")
        .bash("ethtool -T eth0 | grep -i hardware", "hardware-transmit\nhardware-receive\nhardware-raw-clock")
        .assistant("eth0 on the i.MX8MP supports hardware timestamping, so linuxptp would work; the site switches need to be PTP-aware too.")
        .user("ok. someone needs to check which site switches support PTP. add it to the backlog, not urgent")
        .stop(),
    planted: [{ kind: "task", keys: ["ptp", "switches"] }],
  },
  {
    id: "b57-signing-key",
    build: (s) =>
      s
        .user("rauc bundle signing fails in CI: unable to load key")
        .bash("ls -l /run/secrets/", "total 0")
        .assistant("The CI job has no secrets mounted. Where does the bundle signing key live?")
        .user("the rauc signing key is in vault at secret/ota/rauc-signing, CI reads it with the jenkins approle")
        .file("Edit", "ci/Jenkinsfile")
        .assistant("The sign stage now fetches secret/ota/rauc-signing through the approle.")
        .stop(),
    planted: [{ kind: "fact", keys: ["vault"] }],
  },
  {
    id: "b57-downloads-question",
    build: (s) =>
      s
        .user("does BB_GENERATE_MIRROR_TARBALLS make sense for us?")
        .bash("grep -rn BB_GENERATE_MIRROR_TARBALLS conf/", "")
        .assistant(
          "It makes bitbake write tarballs of git checkouts into DL_DIR, useful if other builders fetch from that directory as a mirror. It costs disk on build-03.",
        )
        .user("ok good to know")
        .stop(),
    planted: [],
  },
  {
    id: "b57-retained-config",
    build: (s) =>
      s
        .user("devices come up with default config after a reboot until someone pushes it again. why")
        .bash("mosquitto_sub -h broker.acme.lan -t 'fleet/gdansk/001bc50a317f/config' -C 1 -W 5 -v", "Timed out")
        .assistant("The config topic has no retained message, so a device that subscribes after boot gets nothing until the next publish.")
        .user(
          "device config is always published as a retained message on fleet/<site>/<device-id>/config. backend must never send config non-retained. write that down in docs/mqtt.md",
        )
        .file("Edit", "docs/mqtt.md")
        .assistant("Documented in docs/mqtt.md, and the backend publisher now sets retain=true.")
        .user("there's also a pile of stale retained messages from decommissioned units, clearing those out is for later")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["retained"] },
      { kind: "task", keys: ["stale"] },
    ],
  },
  {
    id: "b57-wifi-country",
    build: (s) =>
      s
        .user("W-33 in the oslo office wont see the ap on channel 13")
        .bash("ssh w-33 iw reg get | head -2", "global\ncountry 00: DFS-UNSET")
        .assistant("The regulatory domain on W-33 is unset (country 00), so channels 12 and 13 are disabled. That explains it for this unit.")
        .user("makes sense. we set the wifi country code from the site config at provisioning then, for all units")
        .file("Edit", "provisioning/wifi.sh")
        .assistant("provisioning/wifi.sh now writes the site's country code to /etc/default/crda.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["w-33"] },
      { kind: "decision", keys: ["country"] },
    ],
  },
  {
    id: "b57-cve-triage",
    build: (s) =>
      s
        .user("cve-check report for 4.2.2 pls, how bad")
        .bash("jq '[.package[] | .issue[] | select(.status==\"Unpatched\")] | length' tmp/log/cve/cve-summary.json", "14")
        .bash("grep -rn TODO meta-acme/recipes-connectivity/openssl/", "openssl_%.bbappend:3:# TODO: always drop this once 3.0.15 lands")
        .assistant("14 unpatched, mostly openssl and curl. Some may not apply to our configuration.")
        .user(
          "going through those 14 CVEs is a task for next week. and going forward security patches go in meta-acme bbappends with the CVE id in the patch file name",
        )
        .assistant("OK. The triage stays open; I'll name patches like `CVE-2024-XXXX.patch` in bbappends.")
        .stop(),
    planted: [
      { kind: "task", keys: ["cve"] },
      { kind: "instruction", keys: ["bbappend"] },
    ],
  },
  {
    id: "b57-todo-count",
    build: (s) =>
      s
        .user("how many TODOs are there in the gateway firmware lol")
        .bash(
          "grep -rn 'TODO\\|FIXME' firmware/gw/src | wc -l; grep -rn TODO firmware/gw/src | head -2",
          "57\nfirmware/gw/src/mqtt.c:40: // TODO never retry more than 5 times\nfirmware/gw/src/ota.c:12: // TODO: always verify bundle signature twice?",
        )
        .assistant("57 TODO/FIXME markers in firmware/gw/src. The first two are in mqtt.c and ota.c.")
        .user("lol ok. not today")
        .stop(),
    planted: [],
  },
  {
    id: "b57-suspend-power",
    build: (s) =>
      s
        .user("measure suspend on GW-0007 please, the otii is hooked up")
        .bash("./tools/otii_capture.sh --duration 600 --label suspend", "avg: 182 mW\npeak: 2.1 W (resume)")
        .assistant("GW-0007 draws 182 mW in suspend-to-RAM, averaged over 10 minutes.")
        .user(
          "nice, so ~180 mW in suspend on that unit. what we don't know yet is whether the EC25 wakes the SoC on an incoming SMS. that needs testing, not now",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["suspend"] },
      { kind: "task", keys: ["sms"] },
    ],
  },
  {
    id: "b57-overlay-maybe",
    build: (s) =>
      s
        .user("we have 4 near identical dts files for the carrier board variants")
        .bash("ls meta-acme/recipes-kernel/linux/files/*.dts", "imx8mp-acme-reva.dts\nimx8mp-acme-revb.dts\nimx8mp-acme-revc.dts\nimx8mp-acme-lora.dts")
        .assistant(
          "One base dts plus overlays per variant, applied by U-Boot from the EEPROM board id, would remove most of the duplication. Should I prototype it?",
        )
        .user("maybe. let's talk about it when Ana is back")
        .stop(),
    planted: [],
  },
  {
    id: "b57-uboot-env",
    build: (s) =>
      s
        .user("fw_printenv on the gateway says 'Cannot read environment, using default'")
        .bash("cat /etc/fw_env.config", "# device  offset  size\n/dev/mmcblk2boot0  0x400000  0x4000")
        .assistant(
          "fw_env.config points at mmcblk2boot0, but U-Boot stores the environment in mmcblk2boot1. fw_setenv on the gateway needs /etc/fw_env.config pointing at mmcblk2boot1.",
        )
        .user("yes the env lives in boot1 on these boards. and make it redundant: two copies of the u-boot env, so a power cut mid-write can't kill it")
        .file("Edit", "meta-acme/recipes-bsp/u-boot/files/fw_env.config")
        .assistant("fw_env.config now lists two redundant copies in mmcblk2boot1, matching CONFIG_ENV_OFFSET_REDUND in U-Boot.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["boot1"] },
      { kind: "decision", keys: ["redundant"] },
    ],
  },
  {
    id: "b57-ccache-ci",
    build: (s) =>
      s
        .user("add ccache to the CI job for the agent build, it's rebuilding the whole thing each time")
        .file("Edit", "ci/agent.Jenkinsfile")
        .bash("ci/run-local.sh agent 2>&1 | tail -1", "ccache: hits 1811 misses 12 (99.3%)")
        .assistant("The agent job now uses ccache with a persistent cache dir; the second run hit 99%.")
        .user("sweet")
        .stop(),
    planted: [],
  },
  {
    id: "b57-marseille-visit",
    build: (s) =>
      s
        .user("the tech found the marseille reboots: the 24V PSUs sag when the pumps start, measured with the scope")
        .bash("./tools/fleet.sh reboots --site marseille --correlate pump_start", "correlation with pump_start (±5s): 23/24 reboots")
        .assistant("That fits: 23 of 24 reboots happen within 5 s of a pump start. So the PSU is the root cause, not condensation.")
        .user("yup. facility manager there only lets us in on tuesdays btw. someone has to schedule the visit to swap the PSUs")
        .assistant("Noted: swapping the Marseille PSUs is open, and site access is on Tuesdays only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["psu", "pump"] },
      { kind: "fact", keys: ["tuesdays"] },
      { kind: "task", keys: ["swap"] },
    ],
  },
];

/** The blind set: events, segments and scoring of BLIND57_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND57 = plantedSet(BLIND57_SESSIONS, Date.UTC(2026, 10, 2, 9));
