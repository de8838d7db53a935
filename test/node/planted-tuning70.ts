/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Planted set "tuning70" for the offline long-term-memory extractor. Style: robotics, IoT and
 * edge devices (ROS 2, MQTT, OTA firmware, sensors) in OpenCode's voice; terse users, facts
 * about hardware and fleet sizes. Each session is one segment; the items planted in it are
 * listed with it: 72 items (18 decisions, 17 instructions, 17 facts, 20 tasks) in 68 sessions,
 * 15 of which plant nothing (62 user/assistant messages between them). Every other message must give nothing: questions, hypotheses,
 * proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, tool output,
 * chit-chat, and in-session requests that are done in the same session. Superseded decisions
 * plant only the later one.
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

export const TUNING70_SESSIONS: BlindSession[] = [
  {
    id: "t70-broker",
    build: (s) =>
      s
        .user("mqtt broker for the warehouse gateways. emqx or mosquitto?")
        .assistant("Both work. EMQX clusters out of the box; Mosquitto is a single small binary. How many clients do you expect per site?")
        .user("~80 per site. ok going with mosquitto, emqx is overkill for that")
        .bash("apt-cache policy mosquitto | head -3", "mosquitto:\n  Installed: (none)\n  Candidate: 2.0.18-1")
        .assistant("Noted, Mosquitto 2.0.18 it is. I'll add it to the gateway image recipe.")
        .file("Edit", "image/gateway/packages.txt")
        .stop(),
    planted: [{ kind: "decision", keys: ["mosquitto"] }],
  },
  {
    id: "t70-ota-tool",
    build: (s) =>
      s
        .user("we need OTA for the jetsons. looked at swupdate, rauc, mender")
        .assistant("Mender gives you the server and the A/B client; RAUC and SWUpdate are client-side only, you'd host the artifacts yourself.")
        .bash("ls deploy/", "ansible/  terraform/  README.md")
        .user("decided: mender. we don't want to run our own artifact server")
        .assistant("OK. I'll start the `meta-mender` layer integration in the yocto build.")
        .user("fleet is 340 rovers btw, across 3 warehouses, so plan the device limits for that")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mender"] },
      { kind: "fact", keys: ["340"] },
    ],
  },
  {
    id: "t70-distro",
    build: (s) =>
      s
        .user("should we move to jazzy?")
        .assistant("Jazzy is the current LTS. Your nav2 fork pins to humble APIs though; `ros2 pkg xml nav2_bt_navigator` shows the humble branch.")
        .bash("grep -r 'humble' src/nav2_fork/package.xml | head -2", "src/nav2_fork/package.xml:  <!-- branch: humble -->")
        .user("right. we stay on humble until the nav2 fork is ported, then revisit")
        .assistant("Understood, staying on Humble. I'll leave the CI matrix as is.")
        .user("and porting the fork to jazzy is a todo for after the Q1 release, not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["humble"] },
      { kind: "task", keys: ["fork", "jazzy"] },
    ],
  },
  {
    id: "t70-payload",
    build: (s) =>
      s
        .user("telemetry payloads: use protobuf, we already have .proto files for the cloud side")
        .assistant("I'll wire nanopb into the esp32 build.")
        .bash("pio run -e esp32s3", "Compiling .pio/build/esp32s3/src/telemetry.pb.c\nRAM:   [===       ]  31.2%\nFlash: [======    ]  61.8%")
        .assistant("Builds, but nanopb adds ~40 KB flash and the codegen step needs protoc on every dev machine.")
        .user("ugh. scratch protobuf, go with cbor instead. tinycbor on device, cbor2 in the ingest service")
        .assistant("Switching to CBOR: tinycbor on the ESP32, `cbor2` on the Python ingest side.")
        .file("Edit", "firmware/src/telemetry.c")
        .stop(),
    planted: [{ kind: "decision", keys: ["cbor"] }],
  },
  {
    id: "t70-qos",
    build: (s) =>
      s
        .user("what qos are the telemetry topics on rn")
        .bash(
          "grep -rn 'qos=' gateway/bridge/*.py",
          "gateway/bridge/pub.py:41:    client.publish(topic, payload, qos=0)\ngateway/bridge/pub.py:77:    client.publish(cmd_topic, payload, qos=2)",
        )
        .assistant("Telemetry publishes with QoS 0, commands with QoS 2.")
        .user("telemetry goes to qos 1. final, we lost too many readings on the lte units")
        .assistant("Changed `pub.py:41` to `qos=1`.")
        .file("Edit", "gateway/bridge/pub.py")
        .user("also: always set retain=false on command topics. a retained reboot cmd bricked a rover loop last month")
        .stop(),
    planted: [
      { kind: "decision", keys: ["qos"] },
      { kind: "instruction", keys: ["retain"] },
    ],
  },
  {
    id: "t70-chit",
    build: (s) =>
      s
        .user("morning. coffee machine in the lab died again lol")
        .assistant("Sorry to hear it. Anything I can help with in the repo today?")
        .user("not yet, just reading the nav logs. give me 10")
        .assistant("Sure, I'm here when you need me.")
        .stop(),
    planted: [],
  },
  {
    id: "t70-timesync",
    build: (s) =>
      s
        .user("gateway timestamps are off vs the cloud again")
        .bash("chronyc tracking 2>/dev/null || timedatectl show -p NTPSynchronized", "NTPSynchronized=no")
        .assistant("No time sync is running on this gateway. systemd-timesyncd is masked in the image.")
        .user("we'll use chrony on all gateways, not timesyncd or ntpd. it handles the lte dropouts better")
        .assistant("Adding chrony to the image with `makestep 1 3` so large offsets correct at boot.")
        .user("fwiw the edge boxes drift about 2s/day without sync, measured last week on box 7")
        .stop(),
    planted: [
      { kind: "decision", keys: ["chrony"] },
      { kind: "fact", keys: ["drift"] },
    ],
  },
  {
    id: "t70-bags",
    build: (s) =>
      s
        .user("rosbag storage. sqlite3 keeps corrupting when the robot loses power")
        .assistant("MCAP is append-only and recovers better from a power cut. It is the default in Iron and later; on Humble you need `rosbag2_storage_mcap`.")
        .bash("ros2 bag record --help | grep -- --storage", "  -s STORAGE, --storage STORAGE")
        .user("settled then, mcap for all bag recordings from now on")
        .assistant("OK, I'll set `-s mcap` in the recorder launch file.")
        .file("Edit", "launch/recorder.launch.py")
        .stop(),
    planted: [{ kind: "decision", keys: ["mcap"] }],
  },
  {
    id: "t70-imu",
    build: (s) =>
      s
        .user("imu choice for rev-d: bno085 vs mpu6050")
        .assistant("The BNO085 does on-chip fusion and outputs quaternions; the MPU6050 is cheaper but you'd run the fusion yourself.")
        .user("bno085. we're done fighting madgwick tuning")
        .bash("git log --oneline -3 -- drivers/imu", "a1c93e2 imu: madgwick beta 0.033\n88be2f1 imu: madgwick beta 0.05\n1f0e7c4 imu: try mahony")
        .assistant("Makes sense given that log. I'll stub a `bno085` driver next to the current one.")
        .user("also the imu on rev-c boards is mounted upside down, the driver flips z. don't 'fix' that")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bno085"] },
      { kind: "fact", keys: ["rev-c"] },
    ],
  },
  {
    id: "t70-runtime",
    build: (s) =>
      s
        .user("docker or podman on the jetsons?")
        .assistant("Podman is daemonless and runs rootless; with the nvidia CDI spec GPU access works in both.")
        .bash("cat /etc/nv_tegra_release", "# R36 (release), REVISION: 3.0")
        .user("podman. docker stays off the robots")
        .assistant("OK. The jetson runs L4T R36.3, which is JetPack 6, so the CDI route is supported.")
        .user("yes, all the orin nano boards are on jetpack 6")
        .stop(),
    planted: [
      { kind: "decision", keys: ["podman"] },
      { kind: "fact", keys: ["jetpack"] },
    ],
  },
  {
    id: "t70-hypo",
    build: (s) =>
      s
        .user("rover 112 keeps rebooting around 14:00")
        .assistant("Could be thermal: the afternoon sun hits the loading dock. Or the watchdog if the nav stack stalls.")
        .user("maybe. or the battery? no idea honestly")
        .bash("journalctl -b -1 -n 5 --no-pager", "kernel: watchdog: watchdog0: watchdog did not stop!\nsystemd[1]: Shutting down.")
        .assistant(
          "The previous boot ended with the watchdog message, but that only says the daemon stopped; it doesn't prove why. I'd want the temperature log before guessing.",
        )
        .user("ok leave it, not worth chasing")
        .stop(),
    planted: [],
  },
  {
    id: "t70-signing",
    build: (s) =>
      s
        .user("firmware image signing. rsa-4096 or ed25519")
        .assistant("Ed25519 verifies fast on the ESP32-S3 and keys are small; RSA-4096 verification takes ~300 ms there.")
        .bash("openssl genpkey -algorithm ed25519 -out /tmp/test.pem && echo ok", "ok")
        .user("ed25519 for signing firmware images. done deal")
        .assistant("Agreed. I'll add the verification step to the bootloader config.")
        .user("and never log the device private keys, not even at debug level")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ed25519"] },
      { kind: "instruction", keys: ["private"] },
    ],
  },
  {
    id: "t70-heartbeat",
    build: (s) =>
      s
        .user("set the sensor heartbeat to every 5s")
        .file("Edit", "firmware/src/config.h")
        .assistant("Set `HEARTBEAT_MS` to 5000.")
        .bash("pio test -e native -f test_heartbeat", "test/test_heartbeat/test_main.c:18: test_interval [PASSED]")
        .user("hmm no, battery nodes die in a week at 5s. heartbeat every 30s instead, that's what we ship")
        .assistant("Changed to 30 s (`HEARTBEAT_MS 30000`).")
        .stop(),
    planted: [{ kind: "decision", keys: ["heartbeat", "30s"] }],
  },
  {
    id: "t70-flash",
    build: (s) =>
      s
        .user("flash fw 2.4.1 onto rover 23 pls")
        .assistant("Rover 23 is tagged `prod` in the inventory. I can flash it over `esptool` from here, or queue it in the rollout pipeline.")
        .bash("grep rover-23 fleet/inventory.yaml", "rover-23: {ring: prod, fw: 2.4.0, site: wh-b}")
        .user("pipeline. never flash prod devices from a laptop, always through the pipeline")
        .assistant("Queued 2.4.1 for rover-23 in the pipeline.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["flash"] }],
  },
  {
    id: "t70-colcon",
    build: (s) =>
      s
        .user("run the tests for the lidar filter")
        .bash("colcon test --packages-select lidar_filter && colcon test-result --verbose", "Summary: 14 tests, 0 errors, 0 failures, 0 skipped")
        .assistant("14 tests, all passing.")
        .user("good. going forward run `colcon test --packages-select <pkg>`, never the whole workspace, it takes 25 min")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["colcon"] }],
  },
  {
    id: "t70-quoted",
    build: (s) =>
      s
        .user("what does this do?\n```c\n// TODO: always reset the i2c bus after a NACK\nif (err == ESP_ERR_TIMEOUT) { i2c_reset(); }\n```")
        .assistant(
          "It resets the I2C driver when a transfer times out. The comment says NACK but the check is for a timeout, so a plain NACK (`ESP_FAIL`) never resets the bus.",
        )
        .user("huh. interesting")
        .assistant("If you want, I can make the check cover both, but that changes behaviour on the bench rigs too.")
        .user("nah not now")
        .stop(),
    planted: [],
  },
  {
    id: "t70-vendored",
    build: (s) =>
      s
        .user("the build warns about micro_ros stuff")
        .bash(
          "pio run -e esp32s3 2>&1 | grep warning | head -3",
          "third_party/micro_ros/src/rmw.c:211: warning: unused variable 'ret'\nthird_party/micro_ros/src/rmw.c:340: warning: unused variable 'ret'",
        )
        .assistant("Both warnings come from `third_party/micro_ros`. I can patch them.")
        .user("no. don't touch the vendored third_party/micro_ros, we sync it from upstream. silence it in the build flags")
        .assistant("Added `-Wno-unused-variable` for that directory only in `platformio.ini`.")
        .file("Edit", "platformio.ini")
        .stop(),
    planted: [{ kind: "instruction", keys: ["micro_ros"] }],
  },
  {
    id: "t70-pio",
    build: (s) =>
      s
        .user("build the firmware")
        .bash("make firmware", "make: *** No rule to make target 'firmware'.  Stop.", 2)
        .assistant("There's no Makefile target. The repo has `platformio.ini` with env `esp32s3`.")
        .user("yeah use `pio run -e esp32s3` for firmware builds, the makefile is dead")
        .bash("pio run -e esp32s3", "========== [SUCCESS] Took 41.2 seconds ==========")
        .assistant("Built in 41 s.")
        .user("we have about 1200 of these esp32 sensor nodes out in the field so keep the binary small")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pio"] },
      { kind: "fact", keys: ["1200"] },
    ],
  },
  {
    id: "t70-commit",
    build: (s) =>
      s
        .user("commit that")
        .bash('git commit -am "fix odom covariance"', "[main 4e1a2b9] fix odom covariance")
        .assistant("Committed as 4e1a2b9.")
        .user("commit msgs here are prefixed with the package name, like `odometry: fix covariance`. amend it and do that from now on")
        .bash('git commit --amend -m "odometry: fix covariance"', "[main 7c02d11] odometry: fix covariance")
        .assistant("Amended to `odometry: fix covariance`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "t70-proposal",
    build: (s) =>
      s
        .user("thinking of moving the whole fleet to lorawan for telemetry")
        .assistant("LoRaWAN would cut power use a lot, but the payload limit (~50 bytes at SF10) doesn't fit the current 180-byte frames.")
        .user("what if we split the frames?")
        .assistant("Possible, but duty-cycle limits in EU868 would cap you at roughly one frame per 2-3 minutes per node.")
        .user("yeah that kills it. forget lorawan")
        .stop(),
    planted: [],
  },
  {
    id: "t70-topics",
    build: (s) =>
      s
        .user("add a topic for the bumper contacts")
        .file("Edit", "src/bumper/bumper_node.cpp")
        .assistant("Added `/bumperContacts` publishing `std_msgs/UInt8`.")
        .user("topic names are snake_case, always. /bumper_contacts")
        .assistant("Renamed to `/bumper_contacts`.")
        .bash("ros2 topic list | grep bumper", "/bumper_contacts")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snake_case"] }],
  },
  {
    id: "t70-launch",
    build: (s) =>
      s
        .user("write a launch file for the dock node")
        .assistant("XML or Python launch?")
        .user("python. I prefer python launch files over xml, for all of them")
        .file("Write", "launch/dock.launch.py")
        .assistant("Created `launch/dock.launch.py`.")
        .user("the charging dock firmware still needs the new handshake protocol. not this week, leave a note")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["launch"] },
      { kind: "task", keys: ["dock"] },
    ],
  },
  {
    id: "t70-pip",
    build: (s) =>
      s
        .user("numpy missing on rover 9")
        .assistant("I can run `sudo pip install numpy` over ssh.")
        .user("no!! never sudo pip on the robots. apt or the venv in /opt/amr")
        .bash("ssh rover-9 /opt/amr/venv/bin/pip install numpy==1.26.4", "Successfully installed numpy-1.26.4")
        .assistant("Installed numpy 1.26.4 into `/opt/amr/venv`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pip"] }],
  },
  {
    id: "t70-question",
    build: (s) =>
      s
        .user("how does the ekf node pick between wheel odom and visual odom?")
        .bash("grep -n 'odom' config/ekf.yaml", "12:odom0: /wheel/odom\n19:odom1: /vio/odom\n20:odom1_differential: true")
        .assistant("Both feed the filter: wheel odometry absolute, VIO as differential. Weights come from each message's covariance.")
        .user("and if vio drops out?")
        .assistant("The filter just stops getting updates from `odom1` and keeps predicting from wheel odom.")
        .user("ok makes sense thx")
        .stop(),
    planted: [],
  },
  {
    id: "t70-version",
    build: (s) =>
      s
        .user("tag v2.5.0")
        .bash("grep FW_VERSION firmware/src/version.h", '#define FW_VERSION "2.4.1"')
        .assistant("`version.h` still says 2.4.1. Tag anyway?")
        .user("no. always bump the firmware version in version.h before tagging. do it")
        .file("Edit", "firmware/src/version.h")
        .bash("git tag v2.5.0", "")
        .assistant("Bumped to 2.5.0 and tagged.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["version.h"] }],
  },
  {
    id: "t70-clang",
    build: (s) =>
      s
        .user("push the costmap changes")
        .bash("git push", "To github.com:acme/amr.git\n   3f1e0a2..91bb7c4  main -> main")
        .assistant("Pushed.")
        .user("did you format it? run clang-format on C++ before every push, CI rejects otherwise")
        .bash("clang-format --dry-run -Werror src/costmap/*.cpp", "")
        .assistant("clang-format reports nothing, the files were already formatted.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["clang-format"] }],
  },
  {
    id: "t70-terse",
    build: (s) =>
      s
        .user("why is the map node slow")
        .bash("ros2 topic hz /map_tiles", "average rate: 2.43\n\tmin: 0.391s max: 0.425s")
        .assistant(
          "Tiles arrive about every 400 ms. Summary:\n- the map server is the bottleneck\n- tile decode is single-threaded\n- the Pi's CPU is saturated during decode\n\nLet me know if you want me to dig further.",
        )
        .user("shorter answers pls. no summaries at the end, I read the output myself")
        .assistant("Got it.")
        .user("and yeah, known: the map server takes ~400ms per tile on the pi 4")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["summaries"] },
      { kind: "fact", keys: ["tile"] },
    ],
  },
  {
    id: "t70-mock",
    build: (s) =>
      s
        .user("add a driver for the vl53l1x tof sensor")
        .file("Write", "src/drivers/vl53l1x.cpp")
        .assistant("Driver added with range + status topics.")
        .user("where's the sim mock? whenever you add a sensor driver, add a mock for the gazebo sim too")
        .file("Write", "sim/mocks/vl53l1x_mock.cpp")
        .assistant("Added `sim/mocks/vl53l1x_mock.cpp` publishing synthetic ranges.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["mock"] }],
  },
  {
    id: "t70-units",
    build: (s) =>
      s
        .user("the pan-tilt msg uses degrees")
        .bash("grep -n deg msg/PanTilt.msg", "2:float32 pan_deg\n3:float32 tilt_deg")
        .assistant("Yes, `pan_deg` and `tilt_deg`.")
        .user("SI units in every message. radians and metres, no degrees anywhere. fix it")
        .file("Edit", "msg/PanTilt.msg")
        .assistant("Renamed to `pan` / `tilt` in radians per REP 103.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["radians"] }],
  },
  {
    id: "t70-withdrawn",
    build: (s) =>
      s
        .user("let's switch the gateway bridge to asyncio-mqtt")
        .bash("pip show paho-mqtt | head -2", "Name: paho-mqtt\nVersion: 2.1.0")
        .assistant("paho-mqtt 2.1 is in use. asyncio-mqtt was renamed to aiomqtt; I can port the bridge.")
        .user("hm wait. actually no, not now, the bridge is sync everywhere else. forget I asked")
        .assistant("OK, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "t70-bench",
    build: (s) =>
      s
        .user("release 2.5.0 to the canary ring")
        .bash("mender-cli artifacts list | head -2", "ID                                    NAME        VERSION\n9f2a...  amr-fw  2.5.0")
        .assistant("The artifact is uploaded. Deploy to the `canary` group?")
        .user("did it go through the bench rig? always test OTA on the bench rig first, then canary")
        .bash("./scripts/bench-ota.sh 2.5.0", "bench-rig-1: install OK, reboot OK, rollback OK")
        .assistant("Bench rig passed install, reboot and rollback. Deploying to canary.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bench"] }],
  },
  {
    id: "t70-just",
    build: (s) =>
      s
        .user("rebuild the sim image")
        .bash("make sim-image", "docker build -t amr-sim .\n...")
        .assistant("Built `amr-sim`.")
        .user("use the justfile recipes, not raw make. `just sim-image` sets the ros domain id too")
        .bash("just sim-image", "podman build --build-arg ROS_DOMAIN_ID=42 -t amr-sim .")
        .assistant("Rebuilt with `just sim-image`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["justfile"] }],
  },
  {
    id: "t70-done-req",
    build: (s) =>
      s
        .user("add a unit test for the cbor decoder, empty map case")
        .file("Edit", "ingest/tests/test_decode.py")
        .bash("pytest ingest/tests/test_decode.py -q", "4 passed in 0.21s")
        .assistant("Added `test_empty_map`; 4 tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "t70-hardware",
    build: (s) =>
      s
        .user("what are the gateways running on again")
        .bash("ssh gw-wh-a cat /proc/device-tree/model", "Raspberry Pi Compute Module 4 Rev 1.1")
        .assistant("Gateway `gw-wh-a` is a Raspberry Pi Compute Module 4.")
        .user("yeah all gateways are cm4, 4gb ram, 32gb emmc. same in every warehouse")
        .assistant("Got it, I'll size the broker and bridge for 4 GB.")
        .stop(),
    planted: [{ kind: "fact", keys: ["cm4"] }],
  },
  {
    id: "t70-lidar",
    build: (s) =>
      s
        .user("point cloud looks sparse")
        .bash("ros2 topic echo --once /points --field height", "64")
        .assistant("64 rows. Is this an Ouster or a Velodyne?")
        .user("it's an ouster os1-64 on every rover, rev 7 firmware")
        .assistant("Then 64 is correct. The sparseness is the 512x10 mode; 1024x10 doubles horizontal density.")
        .user("could try 1024 sometime, not sure the pi can take it")
        .stop(),
    planted: [{ kind: "fact", keys: ["ouster"] }],
  },
  {
    id: "t70-brokeraddr",
    build: (s) =>
      s
        .user("bridge can't connect")
        .bash("mosquitto_sub -h mqtt.internal -p 1883 -t '$SYS/#' -C 1", "Connection error: Connection Refused: not authorised.", 1)
        .assistant("Port 1883 refuses the connection. Is the broker TLS-only?")
        .user("yes, broker is at mqtt.internal:8883, tls only. 1883 is closed on purpose")
        .bash("mosquitto_sub -h mqtt.internal -p 8883 --cafile /etc/amr/ca.pem -t '$SYS/broker/version' -C 1", "mosquitto version 2.0.18")
        .assistant("Connected over 8883. I'll fix the bridge config.")
        .stop(),
    planted: [{ kind: "fact", keys: ["8883"] }],
  },
  {
    id: "t70-brownout",
    build: (s) =>
      s
        .user("the brownouts on the rev-d carriers again")
        .bash("python3 tools/scope_dump.py --ch 2 | tail -3", "t=12.004s V=4.41\nt=12.005s V=4.38\nt=12.006s V=4.97")
        .assistant("The 5 V rail dips to 4.38 V at t=12.0 s, which is when the drive motors start in this capture.")
        .user("yep that's it, confirmed with the scope on two boards: the brownout is the 5v rail sagging at motor spin-up")
        .assistant("Then a soft-start ramp on the motor controller should help. I'll add a 200 ms ramp.")
        .file("Edit", "firmware/src/motor.c")
        .user("TODO for later: the hw fix, a bigger bulk cap on the 5v rail for rev-e")
        .stop(),
    planted: [
      { kind: "fact", keys: ["brownout"] },
      { kind: "task", keys: ["bulk"] },
    ],
  },
  {
    id: "t70-owner",
    build: (s) =>
      s
        .user("who reviews bootloader changes")
        .bash("cat CODEOWNERS | grep boot", "/firmware/boot/ @priya-n")
        .assistant("CODEOWNERS lists @priya-n for `/firmware/boot/`.")
        .user("right, priya owns the firmware repo, everything under firmware/ goes to her")
        .assistant("Noted. I'll request her review on the PR.")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya"] }],
  },
  {
    id: "t70-empty-log",
    build: (s) =>
      s
        .user("paste me the last nav errors")
        .bash(
          "journalctl -u nav2 -n 4 --no-pager",
          "[controller_server]: Failed to make progress\n[bt_navigator]: Goal failed\n[planner_server]: WARN never received a costmap update\n[planner_server]: always falling back to the global plan",
        )
        .assistant(
          "Four lines: the controller couldn't make progress, the goal failed, and the planner never got a costmap update so it fell back to the global plan.",
        )
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t70-staging",
    build: (s) =>
      s
        .user("deploy the nav tweak to staging")
        .bash("ansible-inventory -i fleet/staging.yaml --list | jq '.all.children.robots.hosts | length'", "12")
        .assistant("The staging inventory has 12 hosts. Deploying.")
        .user("yes staging is the 12 robots in the lab, nothing in the warehouses")
        .bash("ansible-playbook -i fleet/staging.yaml deploy-nav.yml", "PLAY RECAP *** ok=12 changed=12 failed=0")
        .assistant("All 12 updated.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging"] }],
  },
  {
    id: "t70-can",
    build: (s) =>
      s
        .user("motor controller not answering on can0")
        .bash("ip -details link show can0 | grep bitrate", "    can state ERROR-PASSIVE bitrate 250000 sample-point 0.875")
        .assistant("can0 is at 250 kbit/s and error-passive.")
        .user("the can bus runs at 500 kbit on every rover. someone broke the netplan")
        .file("Edit", "image/rover/etc/systemd/network/80-can.network")
        .assistant("Set `BitRate=500000` in the network unit.")
        .stop(),
    planted: [{ kind: "fact", keys: ["kbit"] }],
  },
  {
    id: "t70-images",
    build: (s) =>
      s
        .user("where's fw 2.2.0, rover 40 needs a downgrade")
        .bash("mender-cli artifacts list | awk '{print $3}'", "VERSION\n2.5.0\n2.4.1\n2.4.0")
        .assistant("The server has 2.5.0, 2.4.1 and 2.4.0 only.")
        .user("right, the ota server only keeps the last 3 firmware images. rebuild 2.2.0 from the tag")
        .bash("git checkout v2.2.0 && pio run -e esp32s3", "========== [SUCCESS] Took 39.8 seconds ==========")
        .assistant("Rebuilt 2.2.0 from the tag.")
        .stop(),
    planted: [{ kind: "fact", keys: ["images"] }],
  },
  {
    id: "t70-certs",
    build: (s) =>
      s
        .user("tls errors on a few gateways")
        .bash("openssl x509 -enddate -noout -in /etc/amr/device.crt", "notAfter=Nov 25 10:00:00 2026 GMT")
        .assistant("That cert expired yesterday.")
        .user("device certs expire every 90 days and the cert-agent rotates them. so the cert-agent is down on those")
        .bash("systemctl is-active cert-agent", "failed", 3)
        .assistant("cert-agent is failed here. Restarting it.")
        .user("still need to add an alert for a dead cert-agent, not today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cert-agent"] },
      { kind: "task", keys: ["alert"] },
    ],
  },
  {
    id: "t70-modem",
    build: (s) =>
      s
        .user("lte modem AT commands?")
        .bash("mmcli -m 0 | grep -i model", "  model: EG25-G")
        .assistant('It\'s a Quectel EG25-G. `AT+QENG="servingcell"` gives signal details.')
        .user("ya all cellular units are quectel eg25. the aisle 9-14 stretch in warehouse B has no wifi so those rovers fall back to lte")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["quectel"] },
      { kind: "fact", keys: ["aisle"] },
    ],
  },
  {
    id: "t70-guess",
    build: (s) =>
      s
        .user("why does rover 77 lose gps under the mezzanine")
        .assistant("Probably multipath off the steel deck, or it just has no sky view there. Hard to say without the NMEA.")
        .bash("ros2 topic echo --once /gps/fix --field status.status", "-1")
        .assistant("Status -1: no fix right now. I'd guess it's the roof, but that's a guess.")
        .user("I bet it's the antenna cable tbh. dunno")
        .stop(),
    planted: [],
  },
  {
    id: "t70-watchdog",
    build: (s) =>
      s
        .user("telemetry bridge hung overnight on gw-wh-c")
        .bash("systemctl status amr-bridge | head -3", "● amr-bridge.service\n   Active: active (running) since Wed 02:13\n   Main PID: 812")
        .assistant("The process is alive but logged nothing since 02:14.")
        .user("restart it. TODO later: add a systemd watchdog to the telemetry bridge so this restarts itself")
        .bash("sudo systemctl restart amr-bridge", "")
        .assistant("Restarted. I've left the watchdog for later as you said.")
        .stop(),
    planted: [{ kind: "task", keys: ["watchdog"] }],
  },
  {
    id: "t70-battery",
    build: (s) =>
      s
        .user("battery % jumps from 40 to 12 on the new packs")
        .bash("ros2 topic echo --once /battery --field voltage", "23.1")
        .assistant("23.1 V is mid-curve for a 6S pack; the mapping table is for the old cells.")
        .user("yep. battery calibration for the new packs is an open item, next week. don't start now")
        .assistant("OK, not touching it now.")
        .user("and we still have to move the old v1 topics off the bridge at some point")
        .stop(),
    planted: [
      { kind: "task", keys: ["calibration"] },
      { kind: "task", keys: ["v1"] },
    ],
  },
  {
    id: "t70-rollback",
    build: (s) =>
      s
        .user("mender state scripts are in")
        .bash("ls image/mender/state-scripts", "ArtifactInstall_Leave_00  ArtifactReboot_Leave_50  ArtifactCommit_Enter_00")
        .assistant("Three state scripts, none for ArtifactRollback.")
        .user("yeah we still need a rollback test for mender, the scripted one on the bench rig. later")
        .assistant("Noted as open.")
        .stop(),
    planted: [{ kind: "task", keys: ["rollback"] }],
  },
  {
    id: "t70-odom",
    build: (s) =>
      s
        .user("odom drifts like crazy on the carpet in the demo room")
        .bash("python3 tools/odom_drift.py bags/carpet.mcap", "distance 12.0m, end error 0.94m (7.8%)")
        .assistant("7.8% end error over 12 m, versus ~1% on the warehouse floor in the earlier bags.")
        .user("ok. odometry on carpet is an open item, revisit once the new wheel encoders arrive")
        .assistant("Leaving it open.")
        .user("and someday port the sensor fusion node to rclcpp components, it'd save a copy")
        .stop(),
    planted: [
      { kind: "task", keys: ["odometry"] },
      { kind: "task", keys: ["components"] },
    ],
  },
  {
    id: "t70-empty-ask",
    build: (s) =>
      s
        .user("is there a way to replay an mcap at 2x?")
        .assistant("`ros2 bag play -r 2.0 file.mcap` plays at double rate.")
        .user("and loop?")
        .assistant("Add `--loop`.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t70-exporter",
    build: (s) =>
      s
        .user("can we see gateway cpu somewhere")
        .bash("curl -s gw-wh-a:9100/metrics | head -1", "curl: (7) Failed to connect to gw-wh-a port 9100", 7)
        .assistant("No node exporter on port 9100.")
        .user("nope. next session: wire up the prometheus exporter on the gateways. also rotate the mqtt passwords at some point, they're from 2024")
        .assistant("Both noted for later.")
        .stop(),
    planted: [
      { kind: "task", keys: ["exporter"] },
      { kind: "task", keys: ["passwords"] },
    ],
  },
  {
    id: "t70-gps",
    build: (s) =>
      s
        .user("merge the ublox gps driver")
        .bash("git merge --no-ff feat/ublox-gps", "Merge made by the 'ort' strategy.\n src/drivers/ublox_gps.cpp | 212 +++")
        .assistant("Merged. There are no tests for the driver yet.")
        .user("I know. gps driver tests later, I'll ping you")
        .stop(),
    planted: [{ kind: "task", keys: ["gps"] }],
  },
  {
    id: "t70-provision",
    build: (s) =>
      s
        .user("how do new sensor nodes get their certs")
        .bash("ls tools/provision/", "flash_cert.py  README.md")
        .assistant("`flash_cert.py` writes the cert over serial; the README is empty.")
        .user("we still owe docs for the provisioning flow. put it on the list")
        .assistant("Added to the open list.")
        .user("and we're switching the flashing baud to 921600, decided. 115200 is too slow for 1200 nodes")
        .stop(),
    planted: [
      { kind: "task", keys: ["provisioning"] },
      { kind: "decision", keys: ["baud"] },
    ],
  },
  {
    id: "t70-empty-done",
    build: (s) =>
      s
        .user("rename `imu_link` to `imu_frame` in the urdf")
        .file("Edit", "urdf/rover.urdf.xacro")
        .bash("check_urdf <(xacro urdf/rover.urdf.xacro) | head -2", "robot name is: rover\n---------- Successfully Parsed XML ---------------")
        .assistant("Renamed and the URDF still parses.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t70-microros",
    build: (s) =>
      s
        .user("micro-ros agent version?")
        .bash("ros2 pkg xml micro_ros_agent --tag version", "4.1.0")
        .assistant("micro_ros_agent 4.1.0, the Humble release.")
        .user("remind me to bump micro-ros when we finally upgrade the distro")
        .assistant("Will keep it as an open item.")
        .stop(),
    planted: [{ kind: "task", keys: ["micro-ros"] }],
  },
  {
    id: "t70-thermal",
    build: (s) =>
      s
        .user("alarm channel is spammed")
        .bash(
          "mosquitto_sub -t 'alarms/#' -C 4 -v",
          'alarms/thermal/n-331 {"t":71.2}\nalarms/thermal/n-331 {"t":71.3}\nalarms/thermal/n-331 {"t":71.2}\nalarms/thermal/n-331 {"t":71.4}',
        )
        .assistant("All from one thermal sensor, n-331, repeating every second.")
        .user("TODO(next): dedupe the alarms from the thermal sensors. mute n-331 for now")
        .bash("mosquitto_pub -t 'cmd/n-331/mute' -m 1 -r 0", "")
        .assistant("Muted n-331.")
        .stop(),
    planted: [{ kind: "task", keys: ["thermal"] }],
  },
  {
    id: "t70-simci",
    build: (s) =>
      s
        .user("sim job in CI is flaky")
        .bash("gh run list -w sim.yml -L 5 --json conclusion -q '.[].conclusion'", "failure\nsuccess\nfailure\nfailure\nsuccess")
        .assistant("3 of the last 5 failed.")
        .user("disable it for now. fixing the sim ci job is parked, pick it up monday")
        .file("Edit", ".github/workflows/sim.yml")
        .assistant("Disabled the workflow trigger.")
        .stop(),
    planted: [{ kind: "task", keys: ["sim ci"] }],
  },
  {
    id: "t70-empty-opinion",
    build: (s) =>
      s
        .user("do you think zephyr would've been better than esp-idf for the nodes?")
        .assistant(
          "Zephyr has better portability across vendors; ESP-IDF has better Wi-Fi and BLE support on Espressif chips. For an all-ESP32 fleet IDF is a reasonable choice.",
        )
        .user("yeah probably. just wondering")
        .assistant("Switching now would mean rewriting drivers; I wouldn't unless you plan non-Espressif boards.")
        .stop(),
    planted: [],
  },
  {
    id: "t70-decom",
    build: (s) =>
      s
        .user("how many nodes haven't reported in 30d")
        .bash("python3 tools/fleet.py stale --days 30 | wc -l", "47")
        .assistant("47 nodes silent for 30+ days.")
        .user("need a script to decommission dead nodes eventually, revoke cert + remove from inventory. not today")
        .assistant("Noted as a follow-up.")
        .stop(),
    planted: [{ kind: "task", keys: ["decommission"] }],
  },
  {
    id: "t70-bandwidth",
    build: (s) =>
      s
        .user("lte bill is huge this month")
        .bash("python3 tools/lte_usage.py --top 3", "rover-204 18.2GB\nrover-211 16.9GB\nrover-198 15.1GB")
        .assistant("The top three rovers are all in aisle-LTE zones and uploading bags over cellular.")
        .user("follow-up for later: cap the upload bandwidth on LTE units. and bags over lte are off, decided, they wait for wifi")
        .assistant("I'll leave the bandwidth cap open; disabling bag upload on cellular now.")
        .file("Edit", "gateway/uploader/config.yaml")
        .stop(),
    planted: [
      { kind: "task", keys: ["bandwidth"] },
      { kind: "decision", keys: ["bags", "wifi"] },
    ],
  },
  {
    id: "t70-empty-rejected",
    build: (s) =>
      s
        .user("should we put the nav stack in a realtime kernel?")
        .assistant("PREEMPT_RT would tighten controller jitter; I'd suggest trying it on one rover first.")
        .bash("uname -v", "#1 SMP PREEMPT Tue Oct 14 2025")
        .assistant("The rovers run the stock PREEMPT kernel now.")
        .user("nah, jitter isn't our problem. not doing that")
        .stop(),
    planted: [],
  },
  {
    id: "t70-zenoh",
    build: (s) =>
      s
        .user("ros-to-cloud link. options?")
        .assistant("The usual ones: a custom MQTT bridge, `zenoh-bridge-ros2dds`, or the DDS router.")
        .bash("zenoh-bridge-ros2dds --version", "zenoh-bridge-ros2dds v1.0.0")
        .user("we go with the zenoh bridge for the ros-to-cloud link. the dds router config was a nightmare")
        .assistant("OK, I'll write the bridge config for the cloud endpoint.")
        .file("Write", "deploy/zenoh/bridge.json5")
        .stop(),
    planted: [{ kind: "decision", keys: ["zenoh"] }],
  },
  {
    id: "t70-rust",
    build: (s) =>
      s
        .user("the python gateway daemon eats 300MB")
        .bash("ps -o rss,cmd -C python3 | head -2", "  RSS CMD\n307112 python3 -m amr_gateway")
        .assistant("307 MB RSS. Rewriting in Go or Rust would cut that a lot; or we could trim the imports first.")
        .user("rewrite in rust for the new gateway daemon. no more python on the gateways")
        .assistant("Understood. I'll start a `gateway-rs` crate with the MQTT side first.")
        .user("the audit of fleet-wide clock offsets is still not done btw, do it after the release")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rust", "gateway"] },
      { kind: "task", keys: ["audit"] },
    ],
  },
  {
    id: "t70-retention",
    build: (s) =>
      s
        .user("timescale is at 80% disk")
        .bash(
          "psql -c \"select hypertable_name, pg_size_pretty(hypertable_size(format('%I', hypertable_name)::regclass)) from timescaledb_information.hypertables\"",
          " telemetry | 412 GB",
        )
        .assistant("The `telemetry` hypertable is 412 GB with no retention policy.")
        .user("telemetry retention is 90 days, decided. set the policy")
        .bash("psql -c \"select add_retention_policy('telemetry', interval '90 days')\"", " add_retention_policy\n----------------------\n 1001")
        .assistant("Retention policy added (job 1001).")
        .stop(),
    planted: [{ kind: "decision", keys: ["retention"] }],
  },
  {
    id: "t70-matter",
    build: (s) =>
      s
        .user("the zigbee hub in the office dropped every door sensor again")
        .bash("journalctl -u zigbee2mqtt -n 2 --no-pager", "zigbee2mqtt: Adapter disconnected\nzigbee2mqtt: Failed to reconnect")
        .assistant("The coordinator adapter disconnected and didn't come back.")
        .user("that's it, we're dropping zigbee. new building sensors go thread/matter")
        .assistant("OK. I'll look at an OpenThread border router on one of the CM4s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["matter"] }],
  },
  {
    id: "t70-partition",
    build: (s) =>
      s
        .user("partition layout for the jetson image")
        .bash("cat image/jetson/partitions.txt", "APP   28G\nDATA  rest")
        .assistant("One rootfs. Mender needs two rootfs slots for A/B updates.")
        .user("A/B partitions with automatic rollback, agreed. 14G each, data keeps the rest")
        .file("Edit", "image/jetson/partitions.txt")
        .assistant("Split into APP_A 14G / APP_B 14G / DATA.")
        .stop(),
    planted: [{ kind: "decision", keys: ["partitions"] }],
  },
  {
    id: "t70-empty-brainstorm",
    build: (s) =>
      s
        .user("random idea: what if the rovers shared their costmaps over mqtt")
        .assistant("It could help them avoid blocked aisles others already saw. The maps are ~2 MB each though, so you'd send deltas.")
        .user("could be cool. maybe one day, idk")
        .assistant("If you want to try it, a small prototype on the staging fleet would show the bandwidth cost.")
        .stop(),
    planted: [],
  },
  {
    id: "t70-empty-typo",
    build: (s) =>
      s
        .user("wats the diff betwen ros2 param set and load")
        .assistant("`param set` changes one parameter on a running node; `param load` applies a whole YAML file to it.")
        .user("ok and dump?")
        .assistant("`param dump` writes the node's current parameters to YAML.")
        .stop(),
    planted: [],
  },
];

export const TUNING70 = plantedSet(TUNING70_SESSIONS, Date.UTC(2026, 10, 2, 9));
