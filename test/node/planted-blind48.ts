/**
 * Blind planted set 48 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: robotics and hardware-in-the-loop work (ROS 2, C++, Python, simulators, sensor
 * calibration, field tests, lab safety) in Grok and Codex CLI voice: terse users with typos,
 * Grok's short "I'll check …" turns, Codex's bold-headed reasoning notes; many measurements
 * and hypotheses that are not facts (one run, a guess, "might be"), lab rules and calibration
 * facts. Each session is one segment; the items planted in it are listed with it: 68 items
 * (17 decisions, 17 instructions, 17 facts, 17 tasks) in 60 sessions, 16 of which plant
 * nothing; 174 of the 279 user/assistant messages carry no item's key words. Every other
 * message must give nothing: questions, hypotheses, single-run measurements, proposals the
 * user rejects or never confirms, withdrawn ideas, quoted code/logs/tool output with
 * "always"/"never"/"TODO", chit-chat, and requests done in the same session. Superseded
 * decisions plant only the later one.
 *
 * Matching rule (reused from planted-blind.ts, fixed before the extractor was run on this set):
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

export const BLIND48_SESSIONS: BlindSession[] = [
  {
    id: "b48-01-colcon-overlay",
    build: (s) =>
      s
        .user("colcon build keeps picking up the wrong robot_msgs, the new field isnt there. fix?")
        .assistant("I'll check the overlay order first.")
        .bash("echo $AMENT_PREFIX_PATH", "/home/dev/ws/install/robot_msgs:/home/dev/old_ws/install/robot_msgs:/opt/ros/jazzy")
        .assistant("There's a second robot_msgs from ~/old_ws on the path. I'll rebuild in a clean shell.")
        .bash("colcon build --packages-select robot_msgs", "Starting >>> robot_msgs\nFinished <<< robot_msgs [14.2s]\n\nSummary: 1 package finished [14.6s]")
        .assistant("Fixed: the stale ~/old_ws overlay was sourced in your .bashrc. Removed that line and rebuilt; the new field shows up.")
        .user("thx. from now on always build with --symlink-install, otherwise the python nodes go stale and i lose an hour every time")
        .assistant("Will do. Should I also add a distro check to the build script?")
        .user("nah. fyi the robots all run jazzy, only the old jetson rb-02 is still on humble")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["symlink-install"] },
      { kind: "fact", keys: ["humble"] },
    ],
  },
  {
    id: "b48-02-imu-drift",
    build: (s) =>
      s
        .user("yaw drifts like 2 deg/min on the bench with the robot standing still. look at the imu filter pls")
        .assistant("**Checking the IMU pipeline**\n\nI'll record a minute of raw IMU with the robot stationary and estimate the gyro bias.")
        .bash(
          "ros2 bag record /imu/data_raw -d 60 -o bags/still_60s",
          "[INFO] [rosbag2_recorder]: Subscribed to topic '/imu/data_raw'\n[INFO] [rosbag2_recorder]: Recording stopped",
        )
        .bash(
          "python3 tools/gyro_bias.py bags/still_60s",
          "gyro bias x: 0.00004 rad/s\ngyro bias y: -0.00002 rad/s\ngyro bias z: 0.00058 rad/s\nsamples: 11998",
        )
        .assistant(
          "**Measured bias**\n\nGyro z bias is 0.00058 rad/s on this bag, about 2 deg/min, which matches the drift. My guess is the bias moves with temperature as the board warms up, but one 60 s bag can't show that.",
        )
        .user(
          "could be. dont chase the temp thing now. turn on bias estimation in madgwick and keep use_mag false — we decided no magnetometer indoors, too much steel in the lab",
        )
        .file("Edit", "config/imu_filter.yaml")
        .bash("python3 tools/yaw_drift.py bags/still_60s_b", "yaw drift: 0.31 deg/min")
        .assistant("Bias estimation on, use_mag false. Drift on a second bag: 0.31 deg/min.")
        .user("good enough. leave a todo: characterize gyro bias vs temperature once the thermal chamber is back from repair")
        .stop(),
    planted: [
      { kind: "decision", keys: ["magnetometer"] },
      { kind: "task", keys: ["bias", "temperature"] },
    ],
  },
  {
    id: "b48-03-ur5-lab-rules",
    build: (s) =>
      s
        .user(
          "before you touch anything on the ur5 today, lab rule for you to remember: the arm only gets powered with a person standing at the e-stop pendant. no exceptions",
        )
        .assistant("Understood. I'll check the driver config first.")
        .bash("ros2 param get /ur_ros2_control_node headless_mode", "Boolean value is: False")
        .user("and you dont send trajectories to the real arm from this terminal. ever. sim only, i run hardware by hand")
        .assistant("Got it, I'll only target the ursim container.")
        .bash("docker ps --format '{{.Names}}'", "ursim\nros2_dev")
        .assistant("ursim is up. Running the pick sequence against it.")
        .bash(
          "ros2 launch ur_pick pick.launch.py robot_ip:=172.17.0.2 use_fake_hardware:=false",
          "[pick_node]: executing 4 waypoints\n[pick_node]: done, 11.8 s",
        )
        .assistant("Pick sequence ran in sim, 11.8 s end to end.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["e-stop"] },
      { kind: "instruction", keys: ["trajectories"] },
    ],
  },
  {
    id: "b48-04-qos-question",
    build: (s) =>
      s
        .user("whats the difference between reliable and best_effort qos again, i always forget")
        .assistant(
          "Reliable retransmits lost samples until the reader acks them; best_effort just sends and drops whatever doesn't make it. A best_effort publisher and a reliable subscriber are incompatible: no messages flow.",
        )
        .user("and which one do camera drivers usually use?")
        .assistant(
          "Most sensor drivers publish with the sensor-data profile: best_effort, keep last, small depth. Old frames are worthless, so retransmitting them only adds latency.",
        )
        .user("makes sense, ty")
        .stop(),
    planted: [],
  },
  {
    id: "b48-05-lidar-cam-extrinsics",
    build: (s) =>
      s
        .user("calib results from yesterday are in calib/2026-11-01. can u sanity check the lidar->camera extrinsics")
        .assistant("**Reading calibration output**\n\nI'll load the yaml and reproject a few frames to check it.")
        .bash("cat calib/2026-11-01/lidar_cam.yaml", "translation: [0.112, -0.031, -0.084]\nrotation_rpy: [0.002, -0.011, 1.571]\nreprojection_rms_px: 0.41")
        .bash("python3 tools/reproject.py --calib calib/2026-11-01/lidar_cam.yaml --frames 20", "mean reprojection error: 0.43 px (20 frames)\nmax: 0.97 px")
        .assistant(
          "Mean reprojection error 0.43 px over 20 frames, max 0.97 px. The 1.571 rad yaw is the 90° mount. The larger residuals sit at the image edges; the distortion model might be too simple there, we could try the rational polynomial model.",
        )
        .user("nah 0.4 px is fine, not worth it. for the record: the reference lidar->camera calibration is calib/2026-11-01/lidar_cam.yaml now")
        .user("wire the urdf to load it")
        .file("Edit", "description/urdf/sensors.xacro")
        .assistant("Done: sensors.xacro reads the transform with xacro.load_yaml.")
        .stop(),
    planted: [{ kind: "fact", keys: ["lidar_cam.yaml"] }],
  },
  {
    id: "b48-06-sim-for-nav",
    build: (s) =>
      s
        .user("for the nav regression tests lets use gazebo classic, its what the ci image has")
        .assistant("I'll check what the CI image ships.")
        .bash("docker run --rm ghcr.io/lab/ros:jazzy-ci gz sim --version", "Gazebo Sim, version 8.6.0")
        .assistant("The CI image has no Gazebo Classic at all: it ships Gazebo Harmonic (gz sim 8.6). Classic is end of life and isn't packaged for Jazzy.")
        .user("ugh ok. scrap classic then, nav regression tests run in gz harmonic. decided")
        .file("Write", "test/nav_regression/launch/sim.launch.py")
        .assistant("Wrote the launch file for Harmonic with the warehouse world and the ros_gz bridge for /scan, /odom and /cmd_vel.")
        .stop(),
    planted: [{ kind: "decision", keys: ["harmonic"] }],
  },
  {
    id: "b48-07-wheel-radius",
    build: (s) =>
      s
        .user("odom overshoots ~3% on the 10m straight line test. check the wheel radius")
        .assistant("**Comparing odometry to mocap**\n\nI'll run the comparison script over the three straight-line bags.")
        .bash(
          "python3 tools/odom_vs_mocap.py bags/straight_10m_*",
          "run1: odom 10.31 m / mocap 10.00 m\nrun2: odom 10.29 m / mocap 10.00 m\nrun3: odom 10.30 m / mocap 10.01 m",
        )
        .assistant(
          "All three runs agree: odom reports ~3% too far. With the nominal 0.0800 m radius that puts the effective radius at about 0.0776 m. Probably the tires compress under load, but that's a guess.",
        )
        .user("yeah those are the soft treads. set it. 0.0776 m is the calibrated wheel radius for the soft treads")
        .file("Edit", "config/diff_drive.yaml")
        .bash("python3 tools/odom_vs_mocap.py bags/straight_10m_run4", "run4: odom 10.01 m / mocap 10.00 m")
        .assistant("With 0.0776 the error is down to 0.1%.")
        .user("nice. wheel separation next?")
        .assistant("A 10-turn spin bag would tell us. I don't have one.")
        .user("later, not today. make a note: do the 10-turn spin test to calibrate wheel separation")
        .stop(),
    planted: [
      { kind: "fact", keys: ["radius"] },
      { kind: "task", keys: ["separation"] },
    ],
  },
  {
    id: "b48-08-rename-node",
    build: (s) =>
      s
        .user("rename cam_driver to camera_driver in bringup.launch.py")
        .file("Edit", "launch/bringup.launch.py")
        .bash(
          "ros2 launch rover_bringup bringup.launch.py --show-args",
          "Arguments (pass arguments as '<name>:=<value>'):\n    'use_sim':\n        (default: 'false')",
        )
        .assistant("Renamed. The launch file still parses.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b48-09-controller-review",
    build: (s) =>
      s
        .user("review my pr for the joint controller, src/joint_controller.cpp")
        .file("Read", "src/joint_controller.cpp")
        .assistant(
          "**Review notes**\n\n- `update()` builds a `std::vector<double>` every cycle, so the real-time loop allocates.\n- `std::cout` inside the RT thread.\n- `on_activate` doesn't reset the integrator.",
        )
        .user("good catch. rule for this repo: no heap allocation inside update() of any controller, preallocate in on_configure")
        .user("and in the loop use the RCLCPP_*_THROTTLE macros for logging, never cout")
        .file("Edit", "src/joint_controller.cpp")
        .bash(
          "colcon build --packages-select joint_controller && colcon test --packages-select joint_controller",
          "Summary: 1 package finished [38.1s]\n3 tests, 0 errors, 0 failures, 0 skipped",
        )
        .assistant("Moved the buffer to on_configure, switched to RCLCPP_WARN_THROTTLE, reset the integrator on activate. Tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["heap", "allocation"] },
      { kind: "instruction", keys: ["throttle"] },
    ],
  },
  {
    id: "b48-10-field-checklist",
    build: (s) =>
      s
        .user("field test at the parking lot thursday. what do we still need")
        .assistant("I'll check the checklist doc.")
        .file("Read", "docs/field/checklist.md")
        .assistant("The checklist covers batteries, the e-stop remote, the RTK base and the laptop. Nothing about timing.")
        .user("add this, we keep forgetting it: the rtk base needs ~10 min warm-up before survey-in or the fix is garbage")
        .file("Edit", "docs/field/checklist.md")
        .assistant("Added under Setup.")
        .user("also someone still has to book the lot with facilities. thats open, not done yet")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rtk"] },
      { kind: "task", keys: ["facilities"] },
    ],
  },
  {
    id: "b48-11-frame-drops",
    build: (s) =>
      s
        .user("camera drops frames every few seconds. any idea?")
        .assistant("I'll look at the publish rate and the driver's loop.")
        .bash("ros2 topic hz /camera/color/image_raw", "average rate: 27.412\n\tmin: 0.021s max: 0.141s std dev: 0.01803s window: 137")
        .bash(
          "grep -n TODO src/camera_driver.cpp",
          "88:  // TODO: never block in the grab callback, hand off to a queue\n141: // TODO: always check the USB speed",
        )
        .assistant(
          "27.4 Hz instead of 30, with a 141 ms gap in the window. Could be USB bandwidth if the camera enumerated at USB 2, or the grab callback blocking on the encoder. I can't tell which from this.",
        )
        .user("maybe its the hub. or the cable. idk")
        .assistant("If you swap the cable we can compare the rate. The two TODOs in the driver are old and not related to this.")
        .user("ill try another cable tomorrow maybe")
        .stop(),
    planted: [],
  },
  {
    id: "b48-12-scan-qos",
    build: (s) =>
      s
        .user("the costmap misses /scan msgs. qos mismatch?")
        .bash(
          "ros2 topic info /scan -v",
          "Publisher count: 1\n  Node name: lidar_driver\n  Reliability: BEST_EFFORT\nSubscription count: 1\n  Node name: global_costmap\n  Reliability: RELIABLE",
        )
        .assistant(
          "**Found the mismatch**\n\nThe lidar publishes BEST_EFFORT and the costmap subscribes RELIABLE, which is incompatible, so nothing is delivered.",
        )
        .user("ok decision: all sensor topics publish with SensorDataQoS (best effort, depth 5), the subscribers adapt to that")
        .file("Edit", "config/nav2_params.yaml")
        .bash("ros2 topic hz /global_costmap/costmap_updates", "average rate: 4.98")
        .assistant("Set the costmap's scan observation source to best_effort. Updates arrive at ~5 Hz now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sensordataqos"] }],
  },
  {
    id: "b48-13-bag-format",
    build: (s) =>
      s
        .user("which format are we recording bags in rn? sqlite3 or mcap")
        .bash("ros2 bag info bags/latest | head -3", "Files:             latest_0.db3\nBag size:          2.1 GiB\nStorage id:        sqlite3")
        .assistant("The latest bags are sqlite3.")
        .user("switch to mcap going forward, we agreed that with Priya last week. the sqlite files get corrupted on power loss")
        .file("Edit", "scripts/record.sh")
        .assistant("record.sh now passes `-s mcap`.")
        .user("also fyi Priya owns the data pipeline, she's the one to ask before the recorded topic list changes")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mcap"] },
      { kind: "fact", keys: ["priya", "pipeline"] },
    ],
  },
  {
    id: "b48-14-mppi-rejected",
    build: (s) =>
      s
        .user("the robot is sluggish around corners")
        .bash("ros2 param get /controller_server FollowPath.plugin", "String value is: dwb_core::DWBLocalPlanner")
        .assistant(
          "It's on DWB. Should we switch the local planner to MPPI? It handles tight corners better and Jazzy ships it. Alternatively raise the rotational acceleration limit.",
        )
        .user("no, not switching planners the week before the demo")
        .assistant("Fair. Want me to try the acceleration limit?")
        .user("not now either. lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b48-15-uv-tools",
    build: (s) =>
      s
        .user("tools/calib_report.py crashes, fix the imports")
        .bash("python3 tools/calib_report.py calib/2026-11-01", "Traceback (most recent call last):\nModuleNotFoundError: No module named 'calib_utils'", 1)
        .file("Edit", "tools/calib_report.py")
        .bash("uv run tools/calib_report.py calib/2026-11-01", "report written to calib/2026-11-01/report.html")
        .assistant("The script imported calib_utils as a top-level module; it's `tools.calib_utils`. Works with uv run now.")
        .user("yes. run the python tools with `uv run`, not the system python3, the lab pcs have a different numpy")
        .stop(),
    planted: [{ kind: "instruction", keys: ["uv"] }],
  },
  {
    id: "b48-16-hil-rig-ports",
    build: (s) =>
      s
        .user("hil rig acting up again. is the stm32 enumerating?")
        .bash("ls /dev/ttyACM*", "/dev/ttyACM0")
        .bash("dmesg | tail -2", "[81234.1] usb 1-2: Product: STM32 Virtual ComPort\n[81234.1] cdc_acm 1-2:1.0: ttyACM0: USB ACM device")
        .assistant("The STM32 is on /dev/ttyACM0 and enumerates fine.")
        .user("ok. fyi the rig is hil-01, the bench by the window, and its motor emulator board normally shows up as ttyACM1")
        .assistant("ttyACM1 is missing, so the motor emulator isn't connected. Maybe the USB hub lost power?")
        .user("probably someone borrowed it. whatever")
        .stop(),
    planted: [{ kind: "fact", keys: ["hil-01"] }],
  },
  {
    id: "b48-17-micro-ros",
    build: (s) =>
      s
        .user("firmware side: micro-ROS or our own serial protocol for the motor board? thoughts")
        .file("Read", "firmware/Core/Src/main.c")
        .assistant(
          "**Comparing options**\n\nThe board is an STM32F446, 128 KB RAM, about 60 KB free. micro-ROS gives native topics but needs the agent on the host and ~40 KB RAM; a COBS-framed custom protocol is lighter but we'd maintain the bridge ourselves.",
        )
        .user("we go with micro-ROS over the serial transport. final")
        .assistant("OK. I'll add the micro_ros_agent to the bringup so it's ready.")
        .file("Edit", "launch/bringup.launch.py")
        .user("task for next sprint: port the encoder ISR to the micro-ROS executor. dont start it today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["micro-ros"] },
      { kind: "task", keys: ["encoder", "isr"] },
    ],
  },
  {
    id: "b48-18-pasted-log",
    build: (s) =>
      s
        .user(
          "what does this mean\n```\n[WARN] [controller_manager]: Controller 'diff_drive' update rate 100 Hz never reached, always below 91 Hz\n[WARN] [controller_manager]: Overrun might occur\n```",
        )
        .assistant(
          "The controller manager's loop isn't keeping its 100 Hz period: it measured under 91 Hz. Usually that's the process not running with real-time priority, or something in a controller's update() taking too long.",
        )
        .user("is it bad")
        .assistant("For a diff drive at walking speed, a few ms of jitter is harmless. It matters for the arm.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b48-19-realsense-intrinsics",
    build: (s) =>
      s
        .user("can u recalibrate the realsense intrinsics, the factory ones look off")
        .bash(
          "ros2 run camera_calibration cameracalibrator --size 8x6 --square 0.025 image:=/camera/color/image_raw --no-service-check",
          "D = [0.091, -0.201, 0.0008, -0.0004, 0.0]\nK = [615.2, 0.0, 322.7, 0.0, 614.9, 241.3, 0.0, 0.0, 1.0]\n('RMS', 0.28)",
        )
        .assistant("RMS 0.28 px, against ~0.6 px for the factory intrinsics on the same board. Saved to calib/2026-11-03/d435_color.yaml.")
        .user("good. the checkerboard we use is the 8x6 inner corners, 25 mm squares one on the lab wall, not the A3 printout")
        .user("and from now on calibration files go in a new calib/<date>/ folder per run, never overwrite an old one")
        .bash("ls calib", "2026-10-14\n2026-11-01\n2026-11-03")
        .assistant("Each run has its own dated folder already; I didn't overwrite anything.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["checkerboard"] },
      { kind: "instruction", keys: ["calibration", "folder"] },
    ],
  },
  {
    id: "b48-20-scan-latency",
    build: (s) =>
      s
        .user("how much latency between the lidar stamp and when nav sees it?")
        .bash("ros2 topic delay /scan", "average delay: 0.034\n\tmin: 0.021s max: 0.089s std dev: 0.00912s window: 100")
        .assistant("One window of 100 messages: mean 34 ms, max 89 ms. That's one run on a busy machine, I wouldn't quote it yet.")
        .user("run it 5 more times with the stack idle")
        .bash(
          "for i in 1 2 3 4 5; do ros2 topic delay /scan --window 100 | tail -1; done",
          "mean 33.8 ms\nmean 34.1 ms\nmean 33.5 ms\nmean 34.4 ms\nmean 33.9 ms",
        )
        .assistant("Stable at about 34 ms over 5 idle runs.")
        .user("ok thats the number then. scan latency is 34 ms end to end, put it in docs/perf.md")
        .file("Edit", "docs/perf.md")
        .stop(),
    planted: [{ kind: "fact", keys: ["scan", "latency"] }],
  },
  {
    id: "b48-21-flake8",
    build: (s) =>
      s
        .user("flake8 is yelling at tools/plot_odom.py, fix it")
        .bash(
          "flake8 tools/plot_odom.py",
          "tools/plot_odom.py:4:1: F401 'math' imported but unused\ntools/plot_odom.py:31:80: E501 line too long (94 > 79 characters)",
          1,
        )
        .file("Edit", "tools/plot_odom.py")
        .bash("flake8 tools/plot_odom.py", "")
        .assistant("Removed the unused import and wrapped line 31. Clean now.")
        .user("lol thanks, that thing has been red for a month")
        .stop(),
    planted: [],
  },
  {
    id: "b48-22-ci-speed",
    build: (s) =>
      s
        .user("ci takes 40 min now. whats slow")
        .bash(
          "gh run view 9912 --log | grep 'Finished <<<'",
          "Finished <<< nav_stack [18min 2s]\nFinished <<< perception [11min 40s]\nFinished <<< rover_bringup [41.3s]",
        )
        .assistant("nav_stack and perception take almost 30 minutes between them, and ccache isn't enabled.")
        .user("turn ccache on")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Added ccache with a 2 GB cache keyed on the branch.")
        .user("fyi the hil tests never run in ci, they need the rig. they run nightly on hil-01 from a cron job")
        .stop(),
    planted: [{ kind: "fact", keys: ["hil", "nightly"] }],
  },
  {
    id: "b48-23-frame-convention",
    build: (s) =>
      s
        .user("frames are confusing me. whats our base frame?")
        .bash(
          "ros2 run tf2_tools view_frames",
          "frames_2026-11-04.pdf generated\nodom -> base_footprint -> base_link -> {imu_link, laser_link, camera_link}\nbase_footprint -> gps",
        )
        .assistant(
          "The tree is odom -> base_footprint -> base_link, with the sensors under base_link except the GPS, which hangs off base_footprint and is named `gps`.",
        )
        .user("convention: every sensor frame hangs off base_link, never base_footprint, and frame names end in _link. REP 105 for the rest")
        .file("Edit", "description/urdf/sensors.xacro")
        .assistant("Moved the GPS under base_link and renamed it gps_link.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["base_link"] }],
  },
  {
    id: "b48-24-steer-pid",
    build: (s) =>
      s
        .user("lets tune the steering pid, try kp 2.0")
        .bash("ros2 param set /steer_ctrl kp 2.0 && python3 tools/step_response.py", "Set parameter successful\novershoot: 18.2 %\nsettling: 0.91 s")
        .assistant("kp 2.0: 18% overshoot, settles in 0.91 s.")
        .user("try 1.4")
        .bash("ros2 param set /steer_ctrl kp 1.4 && python3 tools/step_response.py", "Set parameter successful\novershoot: 7.9 %\nsettling: 0.72 s")
        .assistant("kp 1.4: 8% overshoot, 0.72 s.")
        .user("ok kp 1.4 it is for the steering, write it into steer_ctrl.yaml")
        .file("Edit", "config/steer_ctrl.yaml")
        .stop(),
    planted: [{ kind: "decision", keys: ["kp", "steer"] }],
  },
  {
    id: "b48-25-safety-owner",
    build: (s) =>
      s
        .user("who approves changes to the safety controller config?")
        .assistant("**Checking CODEOWNERS**\n\nI'll see who owns safety/.")
        .bash("cat .github/CODEOWNERS", "/safety/ @mhalvorsen\n/firmware/ @tkowalski\n*.urdf.xacro @pnair")
        .assistant("CODEOWNERS lists @mhalvorsen for safety/.")
        .user("right, Marit is the lab safety officer, anything under safety/ needs her review")
        .user("ok then draft the joint speed change but dont open the pr")
        .file("Edit", "safety/limits.yaml")
        .assistant("Drafted on branch safety/slow-joints: max joint speed 1.0 -> 0.8 rad/s. No PR opened.")
        .user("open the pr for safety/slow-joints once Marit is back from the conference, next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marit", "safety"] },
      { kind: "task", keys: ["slow-joints"] },
    ],
  },
  {
    id: "b48-26-test-run",
    build: (s) =>
      s
        .user("run the perception tests")
        .bash("colcon test --packages-select perception && colcon test-result", "Summary: 42 tests, 0 errors, 0 failures, 1 skipped")
        .assistant(
          "42 tests, all pass, one skipped (needs a GPU). The segmentation test took 14 s this time, it was ~9 s last week, but that's a single run on a loaded box.",
        )
        .user("eh probably the box. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b48-27-devcontainer",
    build: (s) =>
      s
        .user("set me up a devcontainer for the ws")
        .file("Write", ".devcontainer/devcontainer.json")
        .bash("devcontainer build --workspace-folder .", "[+] Building 212.4s (14/14) FINISHED\n => exporting to image")
        .assistant("Built on ros:jazzy with the workspace mounted at /ws.")
        .user("run it with host networking, always. dds discovery doesnt get through docker NAT")
        .file("Edit", ".devcontainer/devcontainer.json")
        .assistant("Added `--network=host` to runArgs.")
        .user("and set ROS_DOMAIN_ID=42 in there. 42 is ours in the lab, the other team is on 7")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["host", "networking"] },
      { kind: "fact", keys: ["ros_domain_id"] },
    ],
  },
  {
    id: "b48-28-gripper-slip",
    build: (s) =>
      s
        .user("gripper drops the bottle sometimes. why")
        .bash("ros2 topic echo /gripper/status --once", "position: 0.031\nforce: 12.4\nobject_detected: true")
        .assistant(
          "**Hypothesis**\n\nForce 12.4 N may be too low for wet bottles, or the pads are worn and the fingers slip. One sample can't separate the two.",
        )
        .user("pads are new. maybe force then. bump to 20N for a test")
        .bash("ros2 param set /gripper grasp_force 20.0 && python3 tools/grasp_trial.py -n 3", "Set parameter successful\n3/3 grasps held")
        .assistant("3 of 3 grasps held at 20 N.")
        .user("3 tells us nothing. task: run a 50-grasp trial at 20N vs 12N before we touch the default force")
        .stop(),
    planted: [{ kind: "task", keys: ["grasp", "trial"] }],
  },
  {
    id: "b48-29-cpp-question",
    build: (s) =>
      s
        .user("why does `rclcpp::Node::SharedPtr` get passed by const ref everywhere in the tutorials")
        .assistant(
          "Copying a shared_ptr bumps an atomic reference count, so passing by const reference avoids that when the callee doesn't keep it. If the callee stores it, pass by value and std::move.",
        )
        .user("and in a timer callback capturing this?")
        .assistant("Capturing `this` is fine as long as the timer is owned by the node, since the timer dies with it.")
        .stop(),
    planted: [],
  },
  {
    id: "b48-30-launch-format",
    build: (s) =>
      s
        .user("launch files, python or xml? we have both")
        .assistant("I'll count what's in the repo.")
        .bash("find . -name '*.launch.*' | sed 's/.*\\.launch\\.//' | sort | uniq -c", "     14 py\n      3 xml\n      1 yaml")
        .assistant("14 Python, 3 XML, 1 YAML.")
        .user("python launch files only from here on. port the xml ones when you touch them anyway, not as a separate job")
        .stop(),
    planted: [{ kind: "instruction", keys: ["python", "launch"] }],
  },
  {
    id: "b48-31-lab-speed",
    build: (s) =>
      s
        .user("whats the max speed in the lab config")
        .bash("grep -n max_vel_x config/nav2_params.yaml", "112:      max_vel_x: 1.2")
        .assistant("Nav2 allows 1.2 m/s.")
        .user("way too fast indoors. lab rule: max speed 0.5 m/s indoors whenever people are in the room. set it")
        .file("Edit", "config/nav2_params.yaml")
        .assistant("Set max_vel_x to 0.5 in the indoor profile.")
        .user("the outdoor profile stays at 1.2, we decided that at the field test review")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["speed", "indoors"] },
      { kind: "decision", keys: ["outdoor"] },
    ],
  },
  {
    id: "b48-32-rviz-idea",
    build: (s) =>
      s
        .user("rviz keeps forgetting my layout")
        .assistant("You could save a config to rviz/default.rviz and pass it with -d in the launch file. Want me to?")
        .user("hmm. nah nvm, i just open it once a week")
        .stop(),
    planted: [],
  },
  {
    id: "b48-33-urdf-mass",
    build: (s) =>
      s
        .user("weigh-in done: total mass is 23.4 kg with the battery in. update the urdf inertials")
        .file("Edit", "description/urdf/base.xacro")
        .bash("check_urdf <(xacro description/urdf/robot.urdf.xacro)", "robot name is: rover\n---------- Successfully Parsed XML ---------------")
        .assistant("Base link mass now 23.4 kg with the battery; inertia recomputed as a box. The URDF parses.")
        .user("the battery alone is maybe 4.1 kg? not sure, nobody weighed it separately")
        .assistant("I'll leave it lumped into the base then.")
        .stop(),
    planted: [{ kind: "fact", keys: ["mass"] }],
  },
  {
    id: "b48-34-runbook",
    build: (s) =>
      s
        .user("we need a runbook for the hil rig at some point. not today. note it")
        .assistant("**Checking existing docs**\n\nI'll see whether anything exists yet.")
        .bash("ls docs/", "field/\nperf.md\nsetup.md")
        .assistant("There's no HIL doc yet; I noted the runbook as open.")
        .user("today just fix the typo in setup.md line 12")
        .file("Edit", "docs/setup.md")
        .assistant("Fixed: 'souce' -> 'source'.")
        .stop(),
    planted: [{ kind: "task", keys: ["runbook"] }],
  },
  {
    id: "b48-35-jetpack",
    build: (s) =>
      s
        .user("thinking we move perception to its own jetson. eh no, forget i said that, too early")
        .user("what jetpack is orin-01 on")
        .bash("ssh orin-01 'cat /etc/nv_tegra_release'", "# R36 (release), REVISION: 3.0, GCID: 36191598, BOARD: generic, EABI: aarch64")
        .assistant("orin-01 is on L4T R36.3, i.e. JetPack 6.0.")
        .user("good, we pin jetpack 6.0 on all orins. nobody upgrades them, the isaac ros packages break on 6.1")
        .stop(),
    planted: [{ kind: "decision", keys: ["jetpack"] }],
  },
  {
    id: "b48-36-refactor-done",
    build: (s) =>
      s
        .user("move the ema filter out of odom_node.cpp into its own header")
        .file("Write", "include/rover/ema_filter.hpp")
        .file("Edit", "src/odom_node.cpp")
        .bash("grep -rn TODO include/rover/ema_filter.hpp", "12:  // TODO: alpha should always be in (0, 1], never 0")
        .bash("colcon build --packages-select rover_odom", "Summary: 1 package finished [22.7s]")
        .assistant("Moved to include/rover/ema_filter.hpp, carried the TODO along. Builds.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b48-37-field-bags",
    build: (s) =>
      s
        .user("the bags from tuesdays field test, where are they")
        .bash(
          "ls -lh /data/bags/2026-10-27",
          "-rw-r--r-- 1 dev dev 2.1G field_run_01.mcap\n-rw-r--r-- 1 dev dev 4.7G field_run_02.mcap\n-rw-r--r-- 1 dev dev 3.3G field_run_03.mcap",
        )
        .assistant("Three runs, 2.1 to 4.7 GB.")
        .user("right, bags live on the nas under /data/bags/<date>, it's backed up every night")
        .user("nobody labeled them yet. todo: label the curb crossings in run_02 for the perception eval set")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nas"] },
      { kind: "task", keys: ["curb"] },
    ],
  },
  {
    id: "b48-38-launch-test",
    build: (s) =>
      s
        .user("add a launch test for the bringup")
        .file("Write", "test/test_bringup.launch.py")
        .bash(
          "colcon test --packages-select rover_bringup --event-handlers console_direct+",
          "test_bringup.launch.py::test_topics_publish PASSED\n1 passed in 6.2s",
        )
        .assistant("The launch test checks that /scan, /imu/data and /odom publish within 10 s of startup.")
        .user(
          "nice. hmm always use --retest-until-pass? no scratch that. just: after colcon test, always run `colcon test-result --verbose`, otherwise failures stay hidden",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["test-result"] }],
  },
  {
    id: "b48-39-weather",
    build: (s) =>
      s
        .user("field test got rained out lol")
        .assistant("Ouch. Did the robots stay dry?")
        .user("mostly. the lidar cover did its job")
        .assistant("Good to hear.")
        .stop(),
    planted: [],
  },
  {
    id: "b48-40-arm-planner",
    build: (s) =>
      s
        .user("for arm planning use ompl rrtconnect")
        .assistant("I'll run the planning benchmark on the pick-place scenes.")
        .bash(
          "ros2 launch moveit_ros_benchmarks run_benchmark_ompl.launch.py cfg:=bench/pick_place.yaml",
          "RRTConnect: success 92%, mean 0.41 s, path length 3.9 rad",
        )
        .assistant("RRTConnect solves 92% of the scenes in 0.41 s on average, but the paths wander: 3.9 rad of joint motion for moves that need ~1.5.")
        .user("ugh the paths are ugly. switch: we use the pilz industrial motion planner for the pick-place moves, ompl only as fallback")
        .file("Edit", "config/moveit/planning_pipelines.yaml")
        .assistant("Pilz is now the default pipeline, OMPL the fallback.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pilz"] }],
  },
  {
    id: "b48-41-stamp-offset",
    build: (s) =>
      s
        .user("camera and lidar timestamps disagree by a lot")
        .bash("python3 tools/stamp_offset.py bags/sync_test.mcap", "cam - lidar offset: mean 48.2 ms, std 0.7 ms")
        .assistant("A constant ~48 ms offset. My guess: the camera is stamped at host receipt instead of exposure time. Not confirmed.")
        .user("yep confirmed, the d435 driver stamps at receipt time when global_time_enabled is false. set it to true")
        .file("Edit", "config/realsense.yaml")
        .bash("python3 tools/stamp_offset.py bags/sync_test_2.mcap", "cam - lidar offset: mean 1.3 ms, std 0.6 ms")
        .assistant("Offset down to 1.3 ms.")
        .user("keep global_time_enabled on for every realsense we use. always")
        .stop(),
    planted: [
      { kind: "fact", keys: ["receipt"] },
      { kind: "instruction", keys: ["global_time_enabled"] },
    ],
  },
  {
    id: "b48-42-colcon-error",
    build: (s) =>
      s
        .user("colcon says 'Could not find a package configuration file provided by \"tf2_eigen\"'. fix")
        .bash(
          "rosdep install --from-paths src -y --ignore-src",
          "executing command [sudo apt-get install -y ros-jazzy-tf2-eigen]\n#All required rosdeps installed successfully",
        )
        .bash("colcon build --packages-select rover_odom", "Summary: 1 package finished [19.9s]")
        .assistant("tf2_eigen wasn't installed; rosdep pulled it in and the build passes.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b48-43-battery-glitch",
    build: (s) =>
      s
        .user("battery monitor says 0% randomly")
        .bash("ros2 topic echo /battery_state --field percentage | head -5", "0.87\n0.87\n0.0\n0.86\n0.87")
        .assistant(
          "**Reading the samples**\n\nOccasional single 0.0 readings. Probably an I2C read failing and returning zeros, since the driver doesn't check the CRC. That's a hypothesis.",
        )
        .user("plausible. dont fix the driver today, i want a real capture first. todo: capture the i2c bus with the saleae when the glitch happens")
        .user("for now just hide single-sample drops to 0 in the ui")
        .file("Edit", "ui/battery_widget.py")
        .assistant("The widget ignores an isolated 0 between two non-zero samples.")
        .stop(),
    planted: [{ kind: "task", keys: ["saleae"] }],
  },
  {
    id: "b48-44-lipo-charging",
    build: (s) =>
      s
        .user("can i leave the packs charging overnight in the lab?")
        .assistant("I'll check the lab safety doc.")
        .file("Read", "docs/lab_safety.md")
        .assistant('The doc has a line "LiPo packs are never charged unattended" and a section on the fire-safe bag.')
        .user("right so no overnight. remember: lipos only charge inside the fire bag on the metal shelf, with someone in the room")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lipo"] }],
  },
  {
    id: "b48-45-zenoh-musing",
    build: (s) =>
      s
        .user("should we switch dds to zenoh at some point?")
        .assistant(
          "Zenoh avoids multicast discovery, which helps over Wi-Fi, and rmw_zenoh is tier 1 in Jazzy. The cost: a router process per host and less tooling. I'd test it on one robot first.",
        )
        .user("let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b48-46-rmw-choice",
    build: (s) =>
      s
        .user("set cyclonedds as the rmw for everything")
        .bash("echo $RMW_IMPLEMENTATION", "rmw_fastrtps_cpp")
        .file("Edit", "docker/env.sh")
        .bash("ros2 doctor --report | grep middleware", "middleware name    : rmw_cyclonedds_cpp")
        .assistant("Switched to rmw_cyclonedds_cpp in docker/env.sh.")
        .user(
          "hmm wait. zenoh was the stable one at the field test, cyclone had the discovery storms over wifi. change of plan: rmw_zenoh_cpp on the robots, cyclone only on the desktops",
        )
        .file("Edit", "docker/env.sh")
        .assistant("Robots get rmw_zenoh_cpp with a zenohd router in the bringup; desktops keep cyclone.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zenoh"] }],
  },
  {
    id: "b48-47-flash-motor",
    build: (s) =>
      s
        .user("flash the motor board")
        .bash("st-flash write build/motor.bin 0x8000000", "st-flash 1.8.0\nError: no ST-LINK found", 1)
        .assistant("No ST-LINK detected.")
        .user("its the black j-link, not an st-link. we always flash the boards with firmware/flash.sh, it wraps JLinkExe")
        .bash("./firmware/flash.sh build/motor.bin", "J-Link: Flash download: Bank 0 @ 0x08000000: 1 range affected (65536 bytes)\nO.K.")
        .assistant("Flashed, 64 KB written.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["flash.sh"] }],
  },
  {
    id: "b48-48-map-format",
    build: (s) =>
      s
        .user("map format for the warehouse, occupancy grid or the 3d voxel thing?")
        .assistant("I'll check what Nav2 loads now.")
        .bash(
          "grep -n yaml_filename config/nav2_params.yaml && head -3 maps/warehouse_v3.yaml",
          "87: yaml_filename: maps/warehouse_v3.yaml\nimage: warehouse_v3.pgm\nresolution: 0.05",
        )
        .assistant("A 2D occupancy grid at 5 cm.")
        .user("stick with 2d occupancy grids for nav, 3d is for perception only. decided, dont relitigate")
        .user("and whoever changes the rack layout in the warehouse rebuilds the map the same day")
        .stop(),
    planted: [
      { kind: "decision", keys: ["occupancy"] },
      { kind: "instruction", keys: ["layout"] },
    ],
  },
  {
    id: "b48-49-readme-summary",
    build: (s) =>
      s
        .user("summarize the calib package readme for me")
        .file("Read", "src/calib_tools/README.md")
        .bash(
          "sed -n 1,12p src/calib_tools/README.md",
          "# calib_tools\nAlways calibrate intrinsics before extrinsics.\nNever move the target during capture.\nTODO: document the hand-eye mode",
        )
        .assistant(
          "It's the capture-and-solve package: intrinsics first, then extrinsics, target still during capture. Hand-eye mode exists but isn't documented yet.",
        )
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b48-50-end-of-day",
    build: (s) =>
      s
        .user("end of day. whats left open from the controller work?")
        .bash("git log --oneline -3", "a41c2e9 joint_controller: preallocate buffers\n7d03f11 joint_controller: throttle logs\n19be0a2 steer: kp 1.4")
        .bash("grep -rn TODO src/joint_controller.cpp", "212:  // TODO(dev): never clamp effort here, do it in the hw interface")
        .assistant("One TODO in the code, about effort clamping.")
        .user(
          "ignore that one, its stale. real open items:\n1) add the joint limit test for the wrist\n2) write up the friction identification results for the wiki",
        )
        .assistant("Noted both as open.")
        .stop(),
    planted: [
      { kind: "task", keys: ["wrist"] },
      { kind: "task", keys: ["friction"] },
    ],
  },
  {
    id: "b48-51-ekf-inputs",
    build: (s) =>
      s
        .user("add the vio odometry to the ekf, should help in the warehouse")
        .file("Edit", "config/ekf.yaml")
        .bash("python3 tools/ekf_vs_mocap.py bags/warehouse_loop.mcap", "ate rmse: 0.41 m\nmax jump: 0.87 m at t=212.4 s (vio reset)")
        .assistant(
          "**Result with VIO fused**\n\nATE went from 0.22 m to 0.41 m, and there's a 0.87 m jump at 212 s where the VIO resets. Could be the featureless aisle, could be the exposure, I haven't checked which.",
        )
        .user("ok no vio then. decided: the ekf fuses wheel odom and imu only")
        .file("Edit", "config/ekf.yaml")
        .assistant("Reverted the VIO input; ATE back to 0.22 m.")
        .user("the process noise covariance is still the default from the tutorial. thats for later, someone has to tune it properly")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ekf"] },
      { kind: "task", keys: ["covariance"] },
    ],
  },
  {
    id: "b48-52-sim-headless",
    build: (s) =>
      s
        .user("sim tests time out on the ci runner")
        .assistant("I'll check the real time factor there.")
        .bash("gz sim -s -r --iterations 5000 worlds/warehouse.sdf 2>&1 | tail -1", "[Msg] Real time factor: 0.58")
        .assistant("RTF 0.58 on this run. The GUI client is also starting on the runner and eating a core, I think, though I only looked once.")
        .user("sim tests run headless from now on, gz sim -s plus --headless-rendering for the cameras. we decided that, no gui in ci")
        .file("Edit", "test/nav_regression/launch/sim.launch.py")
        .bash("colcon test --packages-select nav_regression", "Summary: 6 tests, 0 errors, 0 failures")
        .assistant("Passing headless now.")
        .user("todo for whenever: a sim world with the loading dock ramp, nav has never seen a slope in sim")
        .stop(),
    planted: [
      { kind: "decision", keys: ["headless"] },
      { kind: "task", keys: ["ramp"] },
    ],
  },
  {
    id: "b48-53-hand-eye",
    build: (s) =>
      s
        .user("run the hand-eye calib for the wrist camera")
        .bash(
          "ros2 launch calib_tools hand_eye.launch.py mode:=eye_in_hand poses:=15",
          "solved with 15 poses (Tsai)\ntranslation: [0.0312, -0.0007, 0.0481]\nresidual: 1.8 mm, 0.21 deg",
        )
        .assistant("Solved with 15 poses: residual 1.8 mm / 0.21 deg. I'd want a check against the probe tip before trusting it.")
        .bash("python3 tools/probe_check.py --calib calib/2026-11-05/hand_eye.yaml", "probe error: 1.7 mm (10 touches)")
        .assistant("Probe check agrees: 1.7 mm over 10 touches.")
        .user("good. so the wrist camera hand-eye result is calib/2026-11-05/hand_eye.yaml, verified to under 2 mm")
        .user("the calib_tools readme still doesnt document the hand-eye mode. leave that open for now, needs screenshots")
        .stop(),
    planted: [
      { kind: "fact", keys: ["hand-eye"] },
      { kind: "task", keys: ["readme"] },
    ],
  },
  {
    id: "b48-54-estop-chain",
    build: (s) =>
      s
        .user("the safety plc throws a fault when the arm powers up")
        .bash("python3 tools/pnoz_status.py --host 10.0.0.20", "PNOZ m B0: input I3 open (e-stop chain 2)\nfault: FB2")
        .assistant("**Reading the PLC**\n\nE-stop chain 2 is open on input I3. Could be the pendant connector; it's the one that gets unplugged.")
        .user(
          "yep, reseated it. fault gone. someone suggested moving the e-stop logic into a ros node last week. no. the pnoz stays the safety controller, software never owns the e-stop",
        )
        .assistant("Understood, I won't touch the e-stop path.")
        .user("also: test the whole e-stop chain every morning before hardware work and write it in the logbook. lab rule")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnoz"] },
      { kind: "instruction", keys: ["logbook"] },
    ],
  },
  {
    id: "b48-55-rtk-antenna",
    build: (s) =>
      s
        .user("rtk fix keeps dropping to float near the trees")
        .bash("python3 tools/fix_quality.py bags/field_run_03.mcap", "RTK_FIXED: 71.2 %\nRTK_FLOAT: 26.9 %\nSINGLE: 1.9 %")
        .assistant(
          "71% fixed on this run, float mostly along the tree line. Multipath or sky blockage would both explain it; I can't tell them apart from one run.",
        )
        .user("fine. for reference the base antenna sits on the roof of building C, surveyed position is in config/rtk_base.yaml")
        .assistant("Noted. Want me to set up NTRIP so the rover can use the state network instead when out of radio range?")
        .user("not today. open item: set up the ntrip caster on the field laptop")
        .stop(),
    planted: [
      { kind: "fact", keys: ["antenna"] },
      { kind: "task", keys: ["ntrip"] },
    ],
  },
  {
    id: "b48-56-cxx-standard",
    build: (s) =>
      s
        .user("can we use std::span in the perception code or are we still on c++17")
        .bash(
          "grep -rn CMAKE_CXX_STANDARD src/*/CMakeLists.txt | head -4",
          "src/perception/CMakeLists.txt:5:set(CMAKE_CXX_STANDARD 17)\nsrc/rover_odom/CMakeLists.txt:5:set(CMAKE_CXX_STANDARD 17)",
        )
        .assistant("Everything is on C++17. Jazzy's toolchain (GCC 13) handles C++20 fine. Should I also turn on clang-tidy in the build while we're at it?")
        .user("no clang-tidy, too noisy. but yes we move all packages to c++20, decided")
        .file("Edit", "src/perception/CMakeLists.txt")
        .bash(
          "colcon build --cmake-args -DCMAKE_CXX_STANDARD=20",
          "Summary: 9 packages finished [6min 12s]\n3 packages had stderr output: perception rover_odom joint_controller",
        )
        .assistant("Builds on C++20. perception prints 23 -Wshadow warnings.")
        .user("the -wshadow warnings in perception are a later job, dont fix them now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["c++20"] },
      { kind: "task", keys: ["wshadow"] },
    ],
  },
  {
    id: "b48-57-field-site",
    build: (s) =>
      s
        .user("the robot crept backwards when stopped at the lot again")
        .bash("python3 tools/pitch_stats.py bags/field_run_01.mcap", "mean pitch while stopped: -2.3 deg\nsamples: 4120")
        .assistant(
          "Mean pitch -2.3° while stopped, so it's standing on a slope. The brake current might also be too low, but the slope alone explains the creep.",
        )
        .user("yeah the test lot slopes about 4% toward the drain on the east side, its like that everywhere there")
        .user("and for field tests we set the geofence to 40 m around the rtk base. decided with Marit")
        .file("Edit", "config/field/geofence.yaml")
        .assistant("Geofence radius 40 m around the base.")
        .user("btw the lidar cover is cracked. needs replacing before the next field test, not urgent today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["slope"] },
      { kind: "decision", keys: ["geofence"] },
      { kind: "task", keys: ["cover"] },
    ],
  },
  {
    id: "b48-58-motor-heat",
    build: (s) =>
      s
        .user("left motor gets hot after 20 min")
        .bash("ros2 topic echo /motor_left/temperature --once", "temperature: 61.5\nvariance: 0.0")
        .assistant(
          "61.5 °C right now. Maybe the left gearbox has more friction, or the current limit differs between the drivers. One reading doesn't tell us.",
        )
        .user("is 60 too hot?")
        .assistant("The datasheet allows 80 °C winding temperature, so it's within limits, but the left/right difference would be worth a look.")
        .user("meh. maybe its just the sun through the window")
        .stop(),
    planted: [],
  },
  {
    id: "b48-59-version-bump",
    build: (s) =>
      s
        .user("bump rover_bringup to 0.4.2 and add a changelog line")
        .file("Edit", "src/rover_bringup/package.xml")
        .file("Edit", "src/rover_bringup/CHANGELOG.rst")
        .bash("grep -n '<version>' src/rover_bringup/package.xml", "4:  <version>0.4.2</version>")
        .assistant("Bumped to 0.4.2 with a changelog entry for the launch test.")
        .user("ta")
        .stop(),
    planted: [],
  },
  {
    id: "b48-60-detector-export",
    build: (s) =>
      s
        .user("detector is too slow on the orin. options?")
        .bash("python3 tools/bench_detector.py --backend onnxruntime --frames 200", "backend: onnxruntime-gpu\nmean: 38.4 ms/frame")
        .assistant(
          "**Options**\n\n38 ms per frame with ONNX Runtime. Exporting to TensorRT with FP16 usually cuts that by 2-3x; INT8 more but needs a calibration set.",
        )
        .bash("python3 tools/bench_detector.py --backend tensorrt --precision fp16 --frames 200", "backend: tensorrt fp16\nmean: 14.1 ms/frame")
        .assistant("TensorRT FP16: 14.1 ms per frame on this run.")
        .user("ok we export the detector to tensorrt fp16 for the orins, int8 maybe never. done deal")
        .stop(),
    planted: [{ kind: "decision", keys: ["tensorrt"] }],
  },
];

export const BLIND48 = plantedSet(BLIND48_SESSIONS, Date.UTC(2026, 10, 2, 9));
