/**
 * Blind planted set 115 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a hardware startup's firmware + cloud generalist (ESP-IDF in C, AWS IoT, a React
 * dashboard) who switches topics fast inside one session and often answers "k", "ya", "nah";
 * the agent speaks in Copilot CLI's voice (short, "I'll …", "● Done").
 * Each session is one segment; the items planted in it are listed with it: 65 items (17 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 48 sessions, 13 of which plant nothing (64 user/assistant messages between them). Every other message
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

export const BLIND115_SESSIONS: BlindSession[] = [
  {
    id: "b115-ota-partition",
    build: (s) =>
      s
        .user("new batch wont take OTA, ota_1 doesnt fit anymore. check partitions.csv")
        .bash(
          "idf.py size && cat partitions.csv",
          "Total image size: 1,794,112 bytes (.bin may be padded larger)\n# Name,   Type, SubType, Offset,  Size\nnvs,      data, nvs,     0x9000,  0x6000\notadata,  data, ota,     0xf000,  0x2000\nota_0,    app,  ota_0,   0x20000, 0x180000\nota_1,    app,  ota_1,   0x1a0000,0x180000\nspiffs,   data, spiffs,  0x320000,0xF0000",
        )
        .assistant(
          "The app is 1.71 MB and each OTA slot is 1.5 MB on the 4 MB flash. Three ways out:\n1. move to 8 MB modules\n2. drop the BLE provisioning component (~210 KB)\n3. shrink spiffs from 960K to 448K and grow ota_0/ota_1 to 1.75 MB each\nWhich one?",
        )
        .user("3. not touching the BOM for this and BLE prov stays. so spiffs is 448K from here on, ota slots 1.75M")
        .file("Edit", "firmware/partitions.csv")
        .bash(
          "idf.py build 2>&1 | tail -3",
          "Project build complete. To flash, run:\n idf.py flash\nhive-fw.bin binary size 0x1b6050 bytes. Smallest app partition is 0x1c0000 bytes. 0x9fb0 bytes (2%) free.",
        )
        .assistant("● Partitions updated, build fits with 2% free in the app slot.")
        .user("2% is tight lol. anyway fyi every rev C board is the 4MB flash part, dont assume 8MB anywhere")
        .stop("Noted — I'll keep the layout targeting 4 MB."),
    planted: [
      { kind: "decision", keys: ["spiffs", "448k"] },
      { kind: "fact", keys: ["rev c", "4mb"] },
    ],
  },
  {
    id: "b115-topic-convention",
    build: (s) =>
      s
        .user("dashboard shows nothing for device ab12. topic mismatch maybe?")
        .bash("aws iot describe-topic-rule --rule-name telemetry_to_timestream --query 'rule.sql'", "\"SELECT *, topic(3) AS thing FROM 'hive/+/telemetry'\"")
        .bash(
          "grep -rn 'telemetry' firmware/main/mqtt_pub.c",
          'firmware/main/mqtt_pub.c:41:    snprintf(topic, sizeof topic, "dt/hive/%s/telemetry", thing_name);',
        )
        .assistant("Yes: the firmware publishes to `dt/hive/<thing>/telemetry`, but the rule subscribes to `hive/+/telemetry`. I can change either side.")
        .user(
          "rule is wrong. our convention is dt/<product>/<thingName>/<msgtype> and every new topic follows it, cmd topics are cmd/<product>/<thingName>/<msgtype>",
        )
        .file("Edit", "infra/lib/iot-rules.ts")
        .bash(
          "npx cdk diff HiveIot 2>&1 | tail -4",
          "Resources\n[~] AWS::IoT::TopicRule TelemetryRule\n └─ [~] Sql\n     └─ [-] SELECT *, topic(3) AS thing FROM 'hive/+/telemetry'\n     └─ [+] SELECT *, topic(3) AS thing FROM 'dt/hive/+/telemetry'",
        )
        .assistant("Rule now reads `dt/hive/+/telemetry`. Deploy?")
        .user("ya")
        .bash("npx cdk deploy HiveIot --require-approval never 2>&1 | tail -1", " ✅  HiveIot")
        .stop("● Deployed. ab12 telemetry should show up on the next publish."),
    planted: [{ kind: "instruction", keys: ["dt/", "msgtype"] }],
  },
  {
    id: "b115-empty-wifi-flake",
    build: (s) =>
      s
        .user("is the wifi reconnect thing flaky on your end too or just my board")
        .bash(
          "idf.py -p /dev/ttyUSB0 monitor --no-reset 2>&1 | head -6",
          "I (10412) wifi:state: run -> init (0x200)\nW (10413) hive_wifi: disconnected, reason=8\nI (10420) hive_wifi: retry 1/5\nI (12102) wifi:connected with HiveLab, aid = 3\nI (12900) esp_netif_handlers: sta ip: 192.168.1.44\nW (12901) hive_wifi: NOTE: always reconnects on reason 8, never backs off",
        )
        .assistant(
          "Reason 8 is ASSOC_LEAVE, so the AP kicked the station. It reconnected on the first retry in 1.7 s. Could be your router's band steering; hard to say from one log.",
        )
        .user("hm maybe. my router does do that 5ghz steering thing")
        .assistant("That would fit, but I'd want a capture from a second AP before blaming it.")
        .user("nah not worth it today. later")
        .stop("Okay, leaving it."),
    planted: [],
  },
  {
    id: "b115-prod-defaults",
    build: (s) =>
      s
        .user("cut a release build for the pilot units pls")
        .bash(
          "idf.py -DSDKCONFIG_DEFAULTS='sdkconfig.defaults;sdkconfig.defaults.prod' build 2>&1 | tail -2",
          "Project build complete. To flash, run:\n idf.py flash",
        )
        .assistant("● Built with the prod defaults layered on. hive-fw.bin is 1.68 MB. Want me to upload it to S3?")
        .user("ya. and for the record release builds always layer sdkconfig.defaults.prod on top like u just did, never hand edit sdkconfig")
        .bash(
          "aws s3 cp build/hive-fw.bin s3://hive-fw-releases/pilot/1.4.0/hive-fw.bin --region us-east-2",
          "upload: build/hive-fw.bin to s3://hive-fw-releases/pilot/1.4.0/hive-fw.bin",
        )
        .assistant(
          "Uploaded to `s3://hive-fw-releases/pilot/1.4.0/`. Note the bucket is in us-east-2; the default profile points at us-east-1 so I passed `--region`.",
        )
        .user("right, fw bucket lives in us-east-2, everything else is us-east-1. dumb but thats how it is")
        .stop("● Release uploaded."),
    planted: [
      { kind: "instruction", keys: ["sdkconfig.defaults.prod"] },
      { kind: "fact", keys: ["us-east-2"] },
    ],
  },
  {
    id: "b115-dash-pnpm",
    build: (s) =>
      s
        .user("dashboard: add a battery % column to the devices table")
        .bash("cd dashboard && npm install", 'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*')
        .user("its pnpm, not npm. always pnpm in dashboard/")
        .bash("cd dashboard && pnpm install", "Lockfile is up to date, resolution step is skipped\nPackages: +812\nDone in 6.1s")
        .file("Edit", "dashboard/src/devices/DeviceTable.tsx")
        .assistant("● Added a `Battery` column reading `shadow.reported.batt_pct`, rendered as `87%` and red below 15.")
        .user("k. red below 20 actually")
        .file("Edit", "dashboard/src/devices/DeviceTable.tsx")
        .stop("Threshold changed to 20."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b115-brownout-root",
    build: (s) =>
      s
        .user("the rev B units resetting when the modem transmits — did u get anywhere with the logs")
        .bash("grep -c 'Brownout detector was triggered' logs/revb-soak-*.txt", "logs/revb-soak-0412.txt:37\nlogs/revb-soak-0413.txt:41")
        .assistant(
          "78 brownout resets across the two soak runs, all within 20 ms of a `modem: tx burst` line. My guess is the 3V3 rail sagging during the TX burst, maybe the bulk cap is too small, but I can't confirm that from logs.",
        )
        .user(
          "put a scope on it this morning. its the LDO, AP2112 cant source the 500mA peak, rail drops to 2.6V. bulk cap is fine. so thats the root cause for rev B",
        )
        .assistant("That explains the timing. Should I lower the TX power in firmware as a workaround?")
        .user("nah hw is swapping to a buck on rev C. leave fw alone")
        .file("Edit", "docs/hw/rev-b-known-issues.md")
        .stop("● Added the LDO finding to the rev B known-issues doc."),
    planted: [{ kind: "fact", keys: ["ap2112"] }],
  },
  {
    id: "b115-coremqtt",
    build: (s) =>
      s
        .user("esp-mqtt or coreMQTT agent for the shadow + jobs stuff? thoughts")
        .assistant(
          "esp-mqtt is simpler and already in the tree. The coreMQTT agent gives the AWS shadow/jobs/OTA libraries a shared connection from multiple tasks, which esp-mqtt doesn't do without our own locking. For shadow + jobs + OTA on one connection I'd lean coreMQTT agent.",
        )
        .user("ok going with coreMQTT agent then. esp-mqtt gets ripped out once shadow is ported")
        .bash("grep -rln 'esp_mqtt_client' firmware/main | wc -l", "7")
        .assistant("7 files use esp_mqtt_client today. I'll start with the shadow task.")
        .file("Write", "firmware/main/mqtt_agent_task.c")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .user("cool. TODO for after: port the other 6 files off esp_mqtt_client and drop the component")
        .stop("● Shadow task now runs on the coreMQTT agent."),
    planted: [
      { kind: "decision", keys: ["coremqtt"] },
      { kind: "task", keys: ["esp_mqtt_client"] },
    ],
  },
  {
    id: "b115-empty-typo",
    build: (s) =>
      s
        .user("typo in the pairing screen, says 'Conect device'")
        .bash("grep -rn 'Conect' dashboard/src", "dashboard/src/pairing/PairStep.tsx:22:        <h2>Conect device</h2>")
        .file("Edit", "dashboard/src/pairing/PairStep.tsx")
        .assistant("● Fixed: 'Connect device'.")
        .user("ty. run the dashboard tests real quick")
        .bash("cd dashboard && pnpm vitest run", " Test Files  14 passed (14)\n      Tests  96 passed (96)")
        .assistant("All 96 tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b115-timestream",
    build: (s) =>
      s
        .user("where should the telemetry history go. dynamo with a ttl or timestream? the dashboard charts need 30 day range queries")
        .assistant(
          "For 30-day range queries with aggregation, Timestream fits better; DynamoDB would need a GSI per time bucket and client-side rollups. Timestream's memory store retention would be ~1 day and magnetic 1 year.",
        )
        .user("ya timestream. magnetic retention 400 days, memory 24h")
        .file("Edit", "infra/lib/telemetry-store.ts")
        .bash("npx cdk synth HiveData >/dev/null && echo synth ok", "synth ok")
        .assistant("● Table `hive_telemetry` defined with 24 h memory / 400 day magnetic retention.")
        .user("k. oh and Nina owns the AWS org + billing, any IAM or account level change goes through her, dont just cdk deploy those")
        .stop("Got it — I'll flag IAM changes for Nina rather than deploying them."),
    planted: [
      { kind: "decision", keys: ["timestream"] },
      { kind: "fact", keys: ["nina", "iam"] },
    ],
  },
  {
    id: "b115-fcc-remind",
    build: (s) =>
      s
        .user("bump the BLE adv interval to 500ms, battery drains too fast in standby")
        .bash("grep -n 'adv_int' firmware/main/ble_prov.c", "88:    .adv_int_min = 0x20,\n89:    .adv_int_max = 0x40,")
        .file("Edit", "firmware/main/ble_prov.c")
        .assistant("● Set adv_int_min/max to 0x320 (500 ms). Standby current should drop noticeably; I can measure if you have the PPK hooked up.")
        .user("not rn. remind me we need an FCC permissive change filing if the antenna matching changes on rev C, nobody has done it")
        .stop("Noted as open: FCC permissive change filing if rev C antenna matching changes."),
    planted: [{ kind: "task", keys: ["fcc"] }],
  },
  {
    id: "b115-jitp-facts",
    build: (s) =>
      s
        .user("new hire asked how devices get certs. where does that live again")
        .bash(
          "ls infra/provisioning && jq '.templateBody | fromjson | .Resources | keys' infra/provisioning/jitp-template.json",
          'jitp-template.json\nregister-ca.sh\n[\n  "certificate",\n  "policy",\n  "thing"\n]',
        )
        .assistant(
          "Provisioning is JITP: devices present a cert signed by our CA, and `infra/provisioning/jitp-template.json` creates the thing, cert and policy on first connect. The CA is registered by `register-ca.sh`.",
        )
        .user("ya thats it. CA private key is in the yubihsm in the office safe, not in aws. write that in the onboarding doc too")
        .file("Edit", "docs/onboarding.md")
        .assistant("● Added a Provisioning section to docs/onboarding.md.")
        .user("also the CA expires 2027-03, we have to rotate it before then, nobody has a plan yet")
        .stop("I'll leave that as an open item."),
    planted: [
      { kind: "fact", keys: ["jitp", "jitp-template.json"] },
      { kind: "fact", keys: ["yubihsm"] },
      { kind: "task", keys: ["2027-03", "rotate"] },
    ],
  },
  {
    id: "b115-empty-cdk-question",
    build: (s) =>
      s
        .user("whats the diff between cdk deploy --hotswap and normal again")
        .assistant(
          "`--hotswap` updates Lambda code and a few resource types directly through their APIs, skipping CloudFormation, so it's faster but leaves the stack drifted. It's meant for dev stacks only.",
        )
        .user("so could we use it for the staging iot stack?")
        .assistant("It would only speed up Lambda changes there; IoT rules and policies still go through CloudFormation. Probably not much gain.")
        .bash("npx cdk ls", "HiveIot\nHiveData\nHiveDashboard")
        .user("eh ok nvm")
        .stop(),
    planted: [],
  },
  {
    id: "b115-sntp-wdt",
    build: (s) =>
      s
        .user("the field wdt resets — any clue? 4 units in the pilot")
        .bash(
          "python tools/decode_coredump.py pilot/dumps/u017.elf.core | head -8",
          "Task watchdog got triggered. The following tasks did not reset the watchdog in time:\n - IDLE0 (CPU 0)\nTasks currently running:\nCPU 0: sys_evt\nBacktrace: 0x4037a1c2:0x3fc9e830 0x42009a10:0x3fc9e850 sntp_sync_wait at hive_time.c:64\n  wifi_event_handler at hive_wifi.c:131",
        )
        .assistant(
          "Every dump shows the same stack: `sntp_sync_wait()` called from `wifi_event_handler` on the system event task, blocking up to 15 s while IDLE0 starves. So the WDT reset is the SNTP wait inside the wifi event handler.",
        )
        .user("oof. ya that checks out, matches u017 and u022 which are on the slow LTE backhaul. fix it")
        .file("Edit", "firmware/main/hive_wifi.c")
        .file("Edit", "firmware/main/hive_time.c")
        .assistant("● Moved the SNTP wait into its own task; the event handler now just posts to a queue.")
        .user("k. rule: nothing blocking in event handlers ever, post to a queue and return")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .stop("● Built clean."),
    planted: [
      { kind: "fact", keys: ["sntp", "wifi_event_handler"] },
      { kind: "instruction", keys: ["event handlers", "queue"] },
    ],
  },
  {
    id: "b115-recharts",
    build: (s) =>
      s
        .user("chart lib for the dashboard: recharts vs visx vs chart.js? the temp graph is janky")
        .assistant(
          "Recharts is the quickest to get right with React and handles ~10k points per series OK. visx is lower level and more work. chart.js renders to canvas and is fastest for big series but the React wrapper is clunky. For 30-day telemetry at 1 min resolution (~43k points) I'd downsample server-side either way.",
        )
        .user("recharts. and yeah downsample in the api to max 2k points per series")
        .file("Edit", "dashboard/package.json")
        .bash("cd dashboard && pnpm add recharts", "+ recharts 2.12.7\nDone in 3.2s")
        .file("Write", "dashboard/src/charts/TempChart.tsx")
        .assistant("● TempChart now uses Recharts `LineChart`. The API-side downsampling isn't done yet.")
        .user("ya leave that for next week, add a todo in the api readme")
        .file("Edit", "api/README.md")
        .stop("Added a TODO for downsampling to api/README.md."),
    planted: [
      { kind: "decision", keys: ["recharts"] },
      { kind: "task", keys: ["downsampl"] },
    ],
  },
  {
    id: "b115-commit-prefix",
    build: (s) =>
      s
        .user("commit what we have")
        .bash("git status --short", " M firmware/main/hive_time.c\n M firmware/main/hive_wifi.c\n M dashboard/src/charts/TempChart.tsx")
        .assistant("I'll make two commits, firmware and dashboard. Message for firmware: `Move SNTP wait off event task`?")
        .user("prefix them. fw: / cloud: / dash: — thats the format for every commit in this repo")
        .bash(
          "git commit -qm 'fw: move SNTP wait off event task' firmware/ && git commit -qm 'dash: recharts temp chart' dashboard/ && git log --oneline -2",
          "a81f03c dash: recharts temp chart\n5c2e9d1 fw: move SNTP wait off event task",
        )
        .stop("● Two commits made."),
    planted: [{ kind: "instruction", keys: ["fw:", "dash:"] }],
  },
  {
    id: "b115-empty-lint",
    build: (s) =>
      s
        .user("clang-format is complaining about ble_prov.c, fix it")
        .bash(
          "clang-format --dry-run -Werror firmware/main/ble_prov.c 2>&1 | head -3",
          "firmware/main/ble_prov.c:88:25: error: code should be clang-formatted [-Wclang-format-violations]\n    .adv_int_min = 0x320,  // TODO: always re-measure after change\n                        ^",
        )
        .bash("clang-format -i firmware/main/ble_prov.c && clang-format --dry-run -Werror firmware/main/ble_prov.c && echo clean", "clean")
        .assistant("● Formatted; clang-format is clean now.")
        .user("k")
        .assistant("The TODO comment on line 88 was already there; I didn't touch it.")
        .user("ya thats fine")
        .stop(),
    planted: [],
  },
  {
    id: "b115-shadow-offline",
    build: (s) =>
      s
        .user("when a device comes back after a long time offline, the desired state from the dashboard doesnt apply. why")
        .bash(
          "aws iot-data get-thing-shadow --thing-name hive-u031 /dev/stdout | jq '.state.delta, .metadata.desired.led.timestamp'",
          '{\n  "led": "amber"\n}\n1762901123',
        )
        .assistant(
          "The delta is there. The firmware only subscribes to `/update/delta` and never calls `get` on connect, so a delta published while it's offline is missed unless another change comes in. Fix is a `shadow get` after each (re)connect.",
        )
        .user("ya do that")
        .file("Edit", "firmware/main/shadow_task.c")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .assistant("● shadow_task now does a GET on every connect and applies the delta.")
        .user("nice. btw pilot units report every 5 min, fleet units every 15, thats set in the shadow not firmware")
        .stop("Good to know."),
    planted: [{ kind: "fact", keys: ["15", "shadow"] }],
  },
  {
    id: "b115-react-query",
    build: (s) =>
      s
        .user("device detail page refetches like crazy, network tab is full")
        .file("Read", "dashboard/src/devices/DeviceDetail.tsx")
        .assistant(
          "The page fetches in a `useEffect` with `device` in the dependency array, and sets `device` from the response, so it loops. I can fix the deps, or move it to react-query which the devices list already uses.",
        )
        .user("react-query. no more fetch in useEffect anywhere in the dashboard, everything through react-query hooks")
        .file("Edit", "dashboard/src/devices/DeviceDetail.tsx")
        .file("Write", "dashboard/src/devices/useDevice.ts")
        .bash("cd dashboard && pnpm vitest run src/devices", " Test Files  4 passed (4)\n      Tests  23 passed (23)")
        .stop("● DeviceDetail uses a new `useDevice` hook; the loop is gone."),
    planted: [{ kind: "instruction", keys: ["useeffect", "react-query"] }],
  },
  {
    id: "b115-empty-idf-upgrade-idea",
    build: (s) =>
      s
        .user("should we jump to idf 5.3? saw the changelog has a coex fix")
        .bash("cat firmware/.idf-version && git -C $IDF_PATH describe --tags", "v5.1.2\nv5.1.2")
        .assistant(
          "We're on v5.1.2. 5.3 has the coex fix but also a new I2C driver API and some menuconfig renames, so expect a day of churn. I could try it on a branch.",
        )
        .user("hmm. maybe after the pilot. actually idk, lets not decide today")
        .assistant("Okay, no change.")
        .user("what was the coex fix number btw")
        .assistant("IDFGH-11802, BLE scan starving Wi-Fi RX under heavy MQTT traffic.")
        .stop(),
    planted: [],
  },
  {
    id: "b115-nolog-keys",
    build: (s) =>
      s
        .user("debugging the TLS handshake fail on u044, add more logging around the cert load")
        .file("Edit", "firmware/main/hive_tls.c")
        .assistant("● Added ESP_LOGD lines for cert subject, key type and the first 16 bytes of the private key so we can compare against the factory record.")
        .user("NO. never log any part of the private key, not even in debug builds. take that out. subject + fingerprint is fine")
        .file("Edit", "firmware/main/hive_tls.c")
        .bash("grep -n 'ESP_LOG' firmware/main/hive_tls.c", '57:    ESP_LOGD(TAG, "cert subject: %s", subj);\n58:    ESP_LOGD(TAG, "cert sha256: %s", fp);')
        .assistant("Removed. Only subject and SHA-256 fingerprint are logged now.")
        .user("k flash u044")
        .bash(
          "idf.py -p /dev/ttyUSB1 flash monitor 2>&1 | grep -m2 hive_tls",
          "D (3021) hive_tls: cert subject: CN=hive-u044\nE (3390) hive_tls: mbedtls_ssl_handshake -0x2700",
        )
        .assistant(
          "-0x2700 is X509_CERT_VERIFY_FAILED: the server cert didn't verify. Possibly the device's root CA bundle is stale, or the clock is wrong — I can't tell which yet.",
        )
        .user("ugh. tomorrow")
        .stop(),
    planted: [{ kind: "instruction", keys: ["private key"] }],
  },
  {
    id: "b115-jig-ip",
    build: (s) =>
      s
        .user("factory jig script errors on connect, check it")
        .bash(
          "python tools/jig/run_jig.py --port /dev/ttyACM0",
          'Traceback (most recent call last):\n  File "tools/jig/run_jig.py", line 30, in <module>\n    r = requests.post(f"http://{JIG_HOST}/start", timeout=3)\nrequests.exceptions.ConnectTimeout: HTTPConnectionPool(host=\'10.0.4.12\', port=80)',
        )
        .assistant("It's posting to 10.0.4.12 and timing out. Is that still the jig's address?")
        .user("no the jig pi moved, its 10.0.4.20 now, static lease. that wont change again")
        .file("Edit", "tools/jig/run_jig.py")
        .assistant("Updated. Want me to read the host from a `JIG_HOST` env var instead of hardcoding it, defaulting to 10.0.4.20?")
        .user("ya env var")
        .file("Edit", "tools/jig/run_jig.py")
        .bash("python tools/jig/run_jig.py --port /dev/ttyACM0 | tail -2", "STEP 9/9 rf_check ... PASS (-41 dBm)\nALL PASS")
        .assistant("● Jig runs through, all 9 steps pass, host from `JIG_HOST`.")
        .user("nice. the jig still doesnt check the battery gauge IC at all, we need a step for that before the next build run")
        .stop("Noted as open work for the jig."),
    planted: [
      { kind: "fact", keys: ["10.0.4.20"] },
      { kind: "decision", keys: ["jig_host"] },
      { kind: "task", keys: ["battery gauge"] },
    ],
  },
  {
    id: "b115-ota-jobs-vs-s3",
    build: (s) =>
      s
        .user("ota delivery: iot jobs + mqtt streaming like aws's sample, or just a presigned s3 url over https")
        .assistant(
          "MQTT streaming avoids a second TLS session but is slow (~4 KB blocks) and counts against IoT messaging costs. Presigned HTTPS pull is faster and uses esp_https_ota directly; the job document just carries the URL and sha256.",
        )
        .user("jobs for orchestration, https presigned url for the bytes. done")
        .file("Write", "firmware/main/ota_task.c")
        .file("Edit", "infra/lib/ota-jobs.ts")
        .bash("idf.py build 2>&1 | tail -1 && npx cdk synth HiveIot >/dev/null && echo ok", "Project build complete. To flash, run:\nok")
        .assistant(
          "● ota_task reads `url` and `sha256` from the job document and calls esp_https_ota. Presigned URLs expire after 1 h; is that long enough for the LTE units?",
        )
        .user("make it 6h. lte units can be slow")
        .file("Edit", "infra/lib/ota-jobs.ts")
        .stop("Expiry set to 6 h."),
    planted: [
      { kind: "decision", keys: ["presigned"] },
      { kind: "decision", keys: ["6h"] },
    ],
  },
  {
    id: "b115-empty-weekend",
    build: (s) =>
      s
        .user("morning. whats left from friday")
        .bash("git log --since='3 days ago' --oneline", "a81f03c dash: recharts temp chart\n5c2e9d1 fw: move SNTP wait off event task")
        .assistant("Two commits on Friday: the SNTP move and the Recharts chart. The working tree is clean.")
        .user("k cool. coffee first")
        .assistant("Sounds good.")
        .user("ok back. nvm, gonna do hw stuff this morning")
        .stop(),
    planted: [],
  },
  {
    id: "b115-host-tests",
    build: (s) =>
      s
        .user("write a unit test for the telemetry packer")
        .file("Write", "firmware/components/telemetry/test/test_pack.c")
        .bash(
          "cd firmware/components/telemetry/test && idf.py --preview set-target linux build && ./build/test_pack.elf",
          "Unity test run 1 of 1\n5 Tests 0 Failures 0 Ignored\nOK",
        )
        .assistant("● 5 Unity cases, all pass on the linux target.")
        .user("good. thats how fw unit tests run, on the linux target on host, not on a board. dont bother flashing for unit tests")
        .assistant("Okay. Should I add this to CI?")
        .user("ya the fw CI is the self hosted mac mini under the desk, the label is hive-mac")
        .file("Edit", ".github/workflows/fw.yml")
        .stop("● Added the telemetry tests to the fw workflow on `hive-mac`."),
    planted: [
      { kind: "instruction", keys: ["linux target"] },
      { kind: "fact", keys: ["mac mini"] },
    ],
  },
  {
    id: "b115-rapid-mixed",
    build: (s) =>
      s
        .user("3 things. 1) the devices table sort by last seen is reversed 2) why is the lambda cold start 2s 3) nvs calibration — where is that stored again")
        .file("Edit", "dashboard/src/devices/DeviceTable.tsx")
        .bash(
          "aws logs filter-log-events --log-group-name /aws/lambda/hive-api --filter-pattern 'Init Duration' --limit 3 --query 'events[].message'",
          '["REPORT ... Init Duration: 1984.22 ms", "REPORT ... Init Duration: 2011.40 ms", "REPORT ... Init Duration: 1962.77 ms"]',
        )
        .bash("grep -rn 'nvs_open' firmware/main/calib.c", 'firmware/main/calib.c:19:    err = nvs_open("calib", NVS_READONLY, &h);')
        .assistant(
          "1) Fixed, `lastSeen` now sorts descending.\n2) Init is ~2 s. The bundle pulls in the whole AWS SDK v2; could be that, or the Timestream client's endpoint discovery. I'd need a trace to know.\n3) Calibration is in the NVS namespace `calib`, read-only at runtime, written by the jig.",
        )
        .user(
          "ya 3 is right, the jig writes calib and fw must only read it. 2 — dont know either, we need to profile the lambda cold start at some point, put it on the list",
        )
        .stop("● Sort fixed; cold start profiling noted as open."),
    planted: [
      { kind: "fact", keys: ["calib", "nvs"] },
      { kind: "task", keys: ["cold start"] },
    ],
  },
  {
    id: "b115-dash-hosting",
    build: (s) =>
      s
        .user("amplify build failed again on the dashboard, 3rd time this week")
        .bash("aws amplify list-jobs --app-id d2x9hive --branch-name main --max-items 3 --query 'jobSummaries[].status'", '["FAILED", "FAILED", "SUCCEED"]')
        .assistant(
          "The last two builds failed on the Amplify image's Node 18 while the dashboard needs Node 20 (`engines`). I can pin Node 20 in amplify.yml, or we could move hosting to Cloudflare Pages or S3+CloudFront.",
        )
        .user(
          "pin node 20 for now. but we're moving the dashboard off amplify to cloudflare pages, thats decided, just not this sprint. next sprint someone sets up the pages project + DNS",
        )
        .file("Edit", "dashboard/amplify.yml")
        .bash(
          "git push origin main 2>&1 | tail -1 && sleep 240 && aws amplify list-jobs --app-id d2x9hive --branch-name main --max-items 1 --query 'jobSummaries[0].status'",
          '   a81f03c..c4d19e0  main -> main\n"SUCCEED"',
        )
        .stop("● Amplify builds again with Node 20."),
    planted: [
      { kind: "decision", keys: ["cloudflare pages"] },
      { kind: "task", keys: ["pages", "dns"] },
    ],
  },
  {
    id: "b115-empty-scope-chat",
    build: (s) =>
      s
        .user("do u know if the siglent scope can export csv over usb")
        .assistant("Most Siglent SDS models can save CSV to a USB stick, and over LAN/USB with SCPI via `:WAV:DATA?`. I don't know your exact model's support.")
        .user("sds1104x-e")
        .assistant("That one supports SCPI waveform readout over USB-TMC; pyvisa should work. I haven't tried it myself.")
        .user("k ill try later")
        .stop(),
    planted: [],
  },
  {
    id: "b115-ulp-sensor",
    build: (s) =>
      s
        .user("power budget: can the ULP read the temp sensor so the main core stays asleep")
        .bash("grep -n 'CONFIG_ULP' firmware/sdkconfig.defaults", "firmware/sdkconfig.defaults:61:CONFIG_ULP_COPROC_ENABLED=n")
        .assistant(
          "On the S3 the ULP-RISC-V can do I2C via bit-banged GPIO, but the SHT40 is on GPIO 8/9 which aren't RTC GPIOs. We'd have to move the sensor to RTC pins on the next rev, or wake the main core every interval (~15 ms awake).",
        )
        .user(
          "ok: main core wakes every interval for now, no ULP. for rev D hw moves the SHT40 to RTC pins and then we revisit ULP — add that to the rev D list",
        )
        .file("Edit", "docs/hw/rev-d-wishlist.md")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .assistant("● Added the SHT40/RTC-pin item to the rev D wishlist.")
        .user("also rn the deep sleep interval is 60s on battery. dont change that without asking me, it's tuned against the battery spec")
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["ulp"] },
      { kind: "task", keys: ["sht40", "rtc"] },
      { kind: "instruction", keys: ["60s"] },
    ],
  },
  {
    id: "b115-tailwind",
    build: (s) =>
      s
        .user("restyle the alert banner, looks off on mobile")
        .file("Read", "dashboard/src/alerts/AlertBanner.tsx")
        .assistant(
          "It's a styled-components wrapper with fixed 480px width. I'll convert it to Tailwind classes like the newer components (`w-full max-w-lg`).",
        )
        .user("ya tailwind. prefer tailwind for anything new or touched, styled-components is legacy and we kill it file by file")
        .file("Edit", "dashboard/src/alerts/AlertBanner.tsx")
        .bash(
          "cd dashboard && pnpm vitest run src/alerts && grep -rl 'styled-components' src | wc -l",
          " Test Files  2 passed (2)\n      Tests  9 passed (9)\n31",
        )
        .assistant("● AlertBanner is on Tailwind now. 31 files still import styled-components.")
        .user("ya. once its down to zero remove the dep, not now")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tailwind"] },
      { kind: "task", keys: ["styled-components"] },
    ],
  },
  {
    id: "b115-empty-log-quote",
    build: (s) =>
      s
        .user("what does this mean, from the iot logs")
        .bash(
          "aws logs tail AWSIotLogsV2 --since 10m | head -4",
          '{"logLevel":"ERROR","eventType":"Publish-In","status":"Failure","reason":"AUTHORIZATION_FAILURE","clientId":"hive-u052","topicName":"dt/hive/u051/telemetry"}\n{"details":"Policy must always match clientId to thing name; never publish on another thing\'s topic"}',
        )
        .assistant(
          "u052 tried to publish on u051's topic. The policy only allows the connecting thing's own `dt/hive/<thingName>/*` topics, so it's rejected. Probably a device flashed with the wrong thing name, or a test script reusing a cert.",
        )
        .user("oh thats my test script lol. its fine")
        .assistant("Okay, nothing to change then.")
        .stop(),
    planted: [],
  },
  {
    id: "b115-idf-pin",
    build: (s) =>
      s
        .user("CI built with idf 5.2 and the binary is different from mine?")
        .bash("grep -n 'image' .github/workflows/fw.yml", "14:    container: espressif/idf:latest")
        .assistant(
          "The fw workflow uses `espressif/idf:latest`, which is 5.2 now, while the repo says v5.1.2. I can pin the container to `espressif/idf:v5.1.2`.",
        )
        .user("pin it. idf version is pinned to v5.1.2 everywhere, CI included, until we decide otherwise. no :latest tags")
        .file("Edit", ".github/workflows/fw.yml")
        .bash("gh workflow run fw.yml && sleep 200 && gh run list --workflow fw.yml --limit 1", "completed\tsuccess\tfw\tmain\tworkflow_dispatch\t0:03:12")
        .user("k and todo for someone: make the build reproducible so local and CI hashes match byte for byte")
        .stop("● CI pinned to v5.1.2 and green."),
    planted: [
      { kind: "instruction", keys: ["v5.1.2"] },
      { kind: "task", keys: ["reproducible"] },
    ],
  },
  {
    id: "b115-alerts-sns",
    build: (s) =>
      s
        .user("low battery alerts — email or push? customers asked")
        .assistant(
          "Options: SNS email (trivial, ugly), SES templated email, or web push from the dashboard (needs service worker + VAPID keys). Push is nicer but more work.",
        )
        .user("SES templated email for v1. push later maybe")
        .file("Write", "infra/lib/alerts.ts")
        .file("Write", "infra/templates/low-battery.html")
        .bash("npx cdk synth HiveData >/dev/null && echo ok", "ok")
        .assistant("● Alert stack with an SES template `low-battery`. SES is still in sandbox in this account, so it can only mail verified addresses.")
        .user("right. we need to request SES production access before the pilot customers get alerts, ask Nina to file it")
        .stop("Left as open: SES production access request via Nina."),
    planted: [
      { kind: "decision", keys: ["ses"] },
      { kind: "task", keys: ["ses", "production access"] },
    ],
  },
  {
    id: "b115-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should switch the telemetry encoding to cbor to save bytes")
        .assistant(
          "CBOR would cut the payload from ~310 to ~180 bytes. IoT rules can't decode CBOR natively, so the Timestream rule would need a Lambda in front.",
        )
        .user("hmm thats annoying")
        .bash(
          "aws iot get-topic-rule --rule-name telemetry_to_timestream --query 'rule.actions[0]' | head -3",
          '{\n    "timestream": {\n        "databaseName": "hive",',
        )
        .user("actually no, scratch that, json is fine for now. not worth a lambda")
        .assistant("Okay, staying on JSON.")
        .stop(),
    planted: [],
  },
  {
    id: "b115-mixed-status",
    build: (s) =>
      s
        .user("quick: the settings page crashes when shadow.reported is null")
        .file("Edit", "dashboard/src/settings/SettingsPage.tsx")
        .bash("cd dashboard && pnpm vitest run src/settings", " Test Files  1 passed (1)\n      Tests  6 passed (6)")
        .assistant("● Guarded the null `reported`. Tests pass.")
        .user("ty. unrelated, dont merge dashboard PRs without the preview link checked, thats the rule since last week's outage")
        .assistant("Okay. Anything else?")
        .user("ya the per-device shadow history — we're storing it in timestream too, not a separate dynamo table. same table, measure name shadow")
        .file("Edit", "infra/lib/iot-rules.ts")
        .bash("npx cdk diff HiveIot 2>&1 | grep -c '\\[+\\]'", "2")
        .user("and one more: before we ship to the 50 pilot units someone has to check the rollback path actually works on the jig, todo")
        .stop("● Shadow history rule added; rollback check on the jig left open."),
    planted: [
      { kind: "instruction", keys: ["preview"] },
      { kind: "decision", keys: ["shadow history", "timestream"] },
      { kind: "task", keys: ["rollback", "jig"] },
    ],
  },
  {
    id: "b115-empty-status-report",
    build: (s) =>
      s
        .user("status?")
        .assistant(
          "Done today: shadow GET on reconnect, Recharts chart, CI pinned to v5.1.2, alert banner on Tailwind. All tests green; nothing deployed to prod.",
        )
        .user("k")
        .bash(
          "git log --oneline -4",
          "e11a2b9 dash: tailwind alert banner\nc4d19e0 dash: amplify node 20\n9d03f2a fw: shadow get on connect\na81f03c dash: recharts temp chart",
        )
        .assistant("Four commits on main since yesterday.")
        .user("cool ttyl")
        .stop(),
    planted: [],
  },
  {
    id: "b115-psram",
    build: (s) =>
      s
        .user("i2s mic on GPIO35 gives garbage. wiring?")
        .bash("grep -n 'SPIRAM_MODE' firmware/sdkconfig.defaults", "firmware/sdkconfig.defaults:72:CONFIG_SPIRAM_MODE_OCT=y")
        .assistant(
          "The module has octal PSRAM (`SPIRAM_MODE_OCT`), which uses GPIO35–37 internally, so those pins aren't available. The mic needs to move to free pins, e.g. GPIO 4/5/6.",
        )
        .user("ugh yes. ok so GPIO35-37 are off limits on every board we have, octal psram. moving mic to 4/5/6")
        .file("Edit", "firmware/main/board_pins.h")
        .bash("idf.py build flash 2>&1 | tail -1", "Done")
        .user("works. we'll go with 16kHz sample rate for the mic, not 44.1, keep it small")
        .file("Edit", "firmware/main/audio.c")
        .stop("● Mic on GPIO 4/5/6 at 16 kHz."),
    planted: [
      { kind: "fact", keys: ["gpio35", "octal"] },
      { kind: "decision", keys: ["16khz"] },
    ],
  },
  {
    id: "b115-log-levels",
    build: (s) =>
      s
        .user("serial monitor is unreadable, sensor loop spams INFO every 100ms")
        .bash(
          "grep -n 'ESP_LOGI' firmware/main/sensor_loop.c | head -4",
          '44:    ESP_LOGI(TAG, "temp=%.2f rh=%.1f", t, rh);\n51:    ESP_LOGI(TAG, "lux=%u", lux);\n58:    ESP_LOGI(TAG, "loop %u", n);',
        )
        .assistant("Three ESP_LOGI calls run on every 100 ms iteration. I'll drop them to ESP_LOGD.")
        .user("ya. going forward anything in a hot loop is ESP_LOGV or ESP_LOGD, never LOGI")
        .file("Edit", "firmware/main/sensor_loop.c")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .assistant("● Demoted to ESP_LOGD. Want me to set the default log level for `sensor` to INFO in sdkconfig.defaults so they stay hidden?")
        .user("nah default is fine")
        .stop(),
    planted: [{ kind: "instruction", keys: ["hot loop"] }],
  },
  {
    id: "b115-epoch-ms",
    build: (s) =>
      s
        .user("temp chart x axis is off by 1000x for the pilot devices")
        .bash("aws iot-data get-retained-message --topic dt/hive/u017/telemetry --query payload --output text | base64 -d | jq .ts", "1763463021")
        .assistant(
          "u017 sends `ts` in seconds; the dashboard treats it as milliseconds. The fleet firmware sends ms. Pilot units run 1.3.x which predates the change.",
        )
        .user("telemetry ts is epoch ms UTC, always, thats the contract. dont patch the dashboard, the pilot units get 1.4 over OTA anyway")
        .file("Read", "firmware/main/telemetry.c")
        .assistant("1.4.0 already sends ms (`esp_timer` + SNTP offset). So the chart fixes itself once the pilot units update.")
        .user("k. whats the pilot count btw")
        .bash("aws iot list-things-in-thing-group --thing-group-name pilot --query 'length(things)'", "50")
        .stop("50 pilot units."),
    planted: [{ kind: "instruction", keys: ["epoch ms"] }],
  },
  {
    id: "b115-empty-hypothesis",
    build: (s) =>
      s
        .user("u033 keeps dropping off every night around 2am. cron thing on the router? or our fw")
        .bash(
          "aws iot list-audit-findings --check-name DEVICE_CERTIFICATE_EXPIRING_CHECK --max-results 1 | jq length; aws logs filter-log-events --log-group-name AWSIotLogsV2 --filter-pattern '\"hive-u033\" Disconnect' --limit 3 --query 'events[].message' | jq -r '.[]' | cut -c1-120",
          '1\n{"eventType":"Disconnect","clientId":"hive-u033","disconnectReason":"CONNECTION_LOST","timestamp":1763431207}',
        )
        .assistant(
          "It's CONNECTION_LOST, not a clean disconnect, so the device stopped answering keepalives. Could be the router rebooting on a schedule, could be our nightly NTP resync. I can't tell which from this.",
        )
        .user("probably the router. the customer mentioned an ISP box")
        .assistant("Plausible. If it reconnects within a few minutes it doesn't matter much.")
        .user("ya it comes back 2:04. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b115-iot-limits",
    build: (s) =>
      s
        .user("the diag dump publish fails on big devices. error is 'payload too large'?")
        .bash(
          "grep -n 'diag_publish' -A3 firmware/main/diag.c | head -5",
          '102:void diag_publish(void) {\n103:    size_t n = diag_serialize(buf, sizeof buf);  // ~180 KB on u040\n104:    mqtt_agent_publish("dt/hive/%s/diag", buf, n);',
        )
        .assistant(
          "AWS IoT Core rejects MQTT payloads over 128 KB; u040's diag is ~180 KB. Options: chunk it over several messages, or upload to S3 through a presigned URL like OTA does.",
        )
        .user("s3 presigned upload for diag, same as ota. and write down the 128KB limit somewhere, people keep hitting it")
        .file("Edit", "firmware/main/diag.c")
        .file("Edit", "docs/cloud/iot-notes.md")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .stop("● diag now uploads to S3; 128 KB limit documented in docs/cloud/iot-notes.md."),
    planted: [
      { kind: "decision", keys: ["diag", "presigned"] },
      { kind: "fact", keys: ["128"] },
    ],
  },
  {
    id: "b115-battery-curve",
    build: (s) =>
      s
        .user("batt % jumps from 40 to 12 overnight on some units, curve is wrong?")
        .file("Read", "firmware/main/battery.c")
        .assistant(
          "battery.c maps voltage linearly from 3.3 V (0%) to 4.2 V (100%). A Li-ion discharge curve is flat around 3.7 V, so a linear map will jump like that. The MAX17048 fuel gauge on the board already reports SOC directly.",
        )
        .user("oh we have the gauge? lol. ya switch to the MAX17048 SOC, drop the voltage mapping")
        .file("Edit", "firmware/main/battery.c")
        .bash("idf.py build flash monitor 2>&1 | grep -m1 batt", "I (2210) battery: soc=63.4% vcell=3.84V")
        .assistant("● Battery now reports the gauge's SOC: 63.4% at 3.84 V.")
        .user("nice. the gauge is on i2c addr 0x36 btw, shares the bus with the SHT40 at 0x44")
        .user("and later someone should recalibrate the gauge model with our actual 2000mAh cell, the default profile is generic")
        .stop("Noted as open."),
    planted: [
      { kind: "decision", keys: ["max17048"] },
      { kind: "fact", keys: ["0x36"] },
      { kind: "task", keys: ["2000mah"] },
    ],
  },
  {
    id: "b115-empty-quick-fix",
    build: (s) =>
      s
        .user("the device list shows 'undefined' for firmware version on new units")
        .bash("aws iot-data get-thing-shadow --thing-name hive-u061 /dev/stdout | jq '.state.reported.fw'", "null")
        .assistant("u061's shadow has no `fw` field yet; it reports it only after the first OTA check. I'll show '—' when it's missing.")
        .file("Edit", "dashboard/src/devices/DeviceTable.tsx")
        .bash("cd dashboard && pnpm vitest run src/devices", " Test Files  4 passed (4)\n      Tests  24 passed (24)")
        .assistant("● Shows '—' now; tests pass.")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "b115-branches",
    build: (s) =>
      s
        .user("push the diag change")
        .bash(
          "git push origin HEAD:main 2>&1 | tail -2",
          "remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.",
        )
        .assistant("main is protected, so a direct push is refused. I'll open a PR from `fw/diag-s3`.")
        .user("ya. branch names are fw/, cloud/, dash/ + short slug, same as commit prefixes. and squash merge only")
        .bash("git switch -c fw/diag-s3 && git push -u origin fw/diag-s3 && gh pr create --fill | tail -1", "https://github.com/hivelabs/hive/pull/212")
        .assistant("● PR #212 opened.")
        .user("Ravi reviews anything under firmware/, tag him")
        .bash("gh pr edit 212 --add-reviewer ravi-k", "https://github.com/hivelabs/hive/pull/212")
        .stop("Ravi added as reviewer."),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "fact", keys: ["ravi", "firmware/"] },
    ],
  },
  {
    id: "b115-secure-boot",
    build: (s) =>
      s
        .user("secure boot + flash encryption for production. do we do it now or at the factory")
        .assistant(
          "Secure boot v2 and flash encryption burn eFuses, so they're one-way. Doing it at the factory (jig step) means dev boards stay open; doing it in firmware on first boot is simpler but risky if a bad build goes out. Release mode flash encryption also disables UART download.",
        )
        .user("factory. the jig burns the efuses as the last step, dev boards never get them")
        .bash(
          "espefuse.py --port /dev/ttyACM0 summary | grep -E 'SECURE_BOOT_EN|SPI_BOOT_CRYPT_CNT'",
          "SECURE_BOOT_EN (BLOCK0)   Secure boot is enabled = False R/W (0b0)\nSPI_BOOT_CRYPT_CNT (BLOCK0)  Enables flash encryption = Disable R/W (0b000)",
        )
        .assistant("This board is still open. I haven't added the burn step to the jig yet; the signing key would need to be on the jig pi too.")
        .user("ya thats for next week, jig efuse step + getting the signing key onto the jig securely. dont do it now")
        .stop("Okay, not touching the jig now."),
    planted: [
      { kind: "decision", keys: ["efuse"] },
      { kind: "task", keys: ["signing key"] },
    ],
  },
  {
    id: "b115-empty-pricing-chat",
    build: (s) =>
      s
        .user("how much is iot core costing us per device rn, roughly")
        .bash(
          'aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"SERVICE","Values":["AWS IoT"]}}\' --query \'ResultsByTime[0].Total.UnblendedCost.Amount\'',
          '"18.42"',
        )
        .assistant("$18.42 for October across ~70 connected things, so about $0.26 per device per month, mostly messaging.")
        .user("lol fine. would it be cheaper with basic ingest?")
        .assistant(
          "Basic Ingest skips the messaging charge for messages that go straight to rules, so telemetry would cost less; shadow and jobs traffic wouldn't change. Maybe 30–40% less, but I haven't modeled it.",
        )
        .user("eh not worth it at this size")
        .stop(),
    planted: [],
  },
  {
    id: "b115-dash-auth",
    build: (s) =>
      s
        .user("customers want to invite teammates to the dashboard. cognito groups or roll our own org table?")
        .assistant(
          "Cognito groups are per user pool and capped at 10,000 per pool, fine for now but awkward for per-org roles. An `orgs` + `memberships` table in DynamoDB with Cognito just for identity gives more control.",
        )
        .user("orgs table in dynamo, cognito only for identity. roles are owner/admin/viewer, nothing else")
        .file("Write", "infra/lib/orgs-table.ts")
        .file("Write", "api/src/orgs/invite.ts")
        .bash("cd api && pnpm vitest run src/orgs", " Test Files  1 passed (1)\n      Tests  5 passed (5)")
        .assistant("● Orgs table and invite endpoint added. Invite emails aren't sent yet; they'd go through the SES setup, which is still in sandbox.")
        .user("ya invite emails wait for SES prod access. also heads up the cognito user pool is in us-east-1 and was created by hand, its not in cdk")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["orgs", "dynamo"] },
      { kind: "fact", keys: ["user pool", "cdk"] },
      { kind: "task", keys: ["invite emails"] },
    ],
  },
  {
    id: "b115-coredump-flash",
    build: (s) =>
      s
        .user("enable coredump to flash so we get dumps from field units")
        .bash(
          "grep -n 'coredump' firmware/partitions.csv; grep -n 'ESP_COREDUMP' firmware/sdkconfig.defaults",
          "firmware/sdkconfig.defaults:88:CONFIG_ESP_COREDUMP_ENABLE_TO_UART=y",
        )
        .assistant(
          "There's no coredump partition. It needs 64 KB; with spiffs at 448K and OTA at 1.75M there's room if spiffs gives up 64K, or we take it from the nvs slack.",
        )
        .user("take 64K from spiffs for the coredump partition, so spiffs is 384K. and the dumps upload with the diag path to s3 on next boot")
        .file("Edit", "firmware/partitions.csv")
        .file("Edit", "firmware/sdkconfig.defaults")
        .bash("idf.py build 2>&1 | tail -1", "Project build complete. To flash, run:")
        .stop("● coredump partition added (64K), spiffs now 384K."),
    planted: [{ kind: "decision", keys: ["coredump", "384k"] }],
  },
  {
    id: "b115-api-errors",
    build: (s) =>
      s
        .user("api returns 500 with a stack trace when device id is bad, fix")
        .bash(
          "curl -s https://api.dev.hive.io/devices/zzz | head -c 200",
          '{"message":"TypeError: Cannot read properties of undefined (reading \'shadow\')\\n    at getDevice (/var/task/index.js:4412:19)"}',
        )
        .file("Edit", "api/src/devices/get.ts")
        .bash("cd api && pnpm vitest run src/devices", " Test Files  3 passed (3)\n      Tests  17 passed (17)")
        .assistant('● Unknown ids now return 404 `{"error":"device_not_found"}`.')
        .user("good. api errors are always {error: snake_case_code}, no stack traces or messages leaking to clients, ever. apply that to new handlers")
        .assistant("Okay. The other handlers under `api/src/jobs` still return raw messages on failure. Fix those too?")
        .user("not today, thats a follow-up — sweep api/src/jobs for the error format")
        .stop("Left open."),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "task", keys: ["api/src/jobs"] },
    ],
  },
];

export const BLIND115 = plantedSet(BLIND115_SESSIONS, Date.UTC(2026, 10, 18, 9));
