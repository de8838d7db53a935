/**
 * Blind planted set 98 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a chatty, enthusiastic hobbyist home-automation tinkerer (Home Assistant YAML, ESPHome,
 * Zigbee2MQTT, a Raspberry Pi, Node-RED) with exclamation marks, typos and tangents about the house
 * and family; the agent answers in OpenCode's terse voice.
 * Each session is one segment; the items planted in it are listed with it: 76 items (18 decisions, 18 instructions, 20 facts, 20 tasks) in 46 sessions, 12 of which plant nothing (58 user/assistant messages between them). Every other message
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

export const BLIND98_SESSIONS: BlindSession[] = [
  {
    id: "b98-z2m-channel",
    build: (s) =>
      s
        .user(
          "ok so the zigbee network is being SUPER flaky again!! half the aqara door sensors dropped overnight and my wife came down to the kitchen lights not turning on at 6am lol. can you look at the zigbee2mqtt log?",
        )
        .bash(
          "docker logs zigbee2mqtt --since 12h | grep -i -E 'error|warn' | tail -n 6",
          "[2026-11-26 02:14:09] warn: z2m: Device '0x00158d0004a1b2c3' left the network\n[2026-11-26 02:14:11] error: z2m: Failed to ping 'hallway_door' (Error: NWK_ADDR_NOT_FOUND)\n[2026-11-26 03:40:52] warn: zh:ember: [STACK STATUS] Network down\n[2026-11-26 03:40:58] warn: zh:ember: [STACK STATUS] Network up",
        )
        .bash("sudo iw dev wlan0 info | grep channel", "\tchannel 6 (2437 MHz), width: 20 MHz, center1: 2437 MHz")
        .assistant(
          "The coordinator dropped the whole network at 03:40 and the aqara sensors left. Your wifi sits on channel 6, which overlaps Zigbee channels 15-20; you're on Zigbee 15. Moving Zigbee to channel 25 keeps it clear of wifi 1/6/11, but every device has to re-pair after a channel change.",
        )
        .user(
          "ugh re-pairing 31 devices, fun saturday haha. but yes!! let's do it, zigbee goes on channel 25 and stays there. I'll do the re-pairing with the kids this weekend, they love pressing the little reset buttons",
        )
        .file("Edit", "zigbee2mqtt/configuration.yaml")
        .bash(
          "docker restart zigbee2mqtt && sleep 5 && docker logs zigbee2mqtt --tail 3",
          'Zigbee2MQTT:info  Coordinator firmware version: \'{"meta":{"revision":"7.4.4"}}\'\nZigbee2MQTT:info  Currently 0 devices are joined.\nZigbee2MQTT:info  Zigbee: channel 25, pan_id 6755',
        )
        .assistant(
          "Set `advanced.channel: 25` in configuration.yaml and restarted; the coordinator is up on channel 25 with 0 devices joined. Permit-join is off until you start pairing.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["channel 25"] },
      { kind: "task", keys: ["re-pairing", "weekend"] },
    ],
  },
  {
    id: "b98-esphome-secrets",
    build: (s) =>
      s
        .user(
          "hiya! new esp32 for the garage door sensor arrived 🎉 can you make a config for it? oh and one thing for all of these from now on: wifi password and the api key always come from secrets.yaml with !secret, never typed into the device yaml. my brother in law looked at my github once and I nearly died lol",
        )
        .bash("ls esphome/", "bedroom-climate.yaml\nkitchen-leak.yaml\nsecrets.yaml\nliving-room-ir.yaml")
        .file("Write", "esphome/garage-door.yaml")
        .assistant(
          "Created esphome/garage-door.yaml: esp32dev board, a reed switch on GPIO 4 as a `binary_sensor` (device_class garage_door), wifi and api encryption key via `!secret wifi_password` / `!secret garage_api_key`. Add `garage_api_key` to secrets.yaml.",
        )
        .user("perfect!! compile it?")
        .bash(
          "esphome compile esphome/garage-door.yaml 2>&1 | tail -n 3",
          "INFO Successfully compiled program.\nINFO Build Info: config_hash=0x8f21ab03 build_time_str=2026-11-27 09:12:44\n======================== [SUCCESS] Took 94.13 seconds ========================",
        )
        .assistant("Compiled. Flash it over USB the first time: `esphome run esphome/garage-door.yaml --device /dev/ttyUSB0`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["secrets.yaml"] }],
  },
  {
    id: "b98-pi-ssd",
    build: (s) =>
      s
        .user("the pi has been doing weird stuff, recorder keeps throwing database errors?? is the sd card dying again 😭")
        .bash(
          "ssh pi@homeassistant.local 'lsblk -o NAME,SIZE,TYPE,MOUNTPOINT && df -h /'",
          "NAME        SIZE TYPE MOUNTPOINT\nsda        476.9G disk\n└─sda2     476.4G part /\nmmcblk0     29.7G disk\n└─mmcblk0p1 256M part /boot/firmware\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda2       469G   61G  389G  14% /",
        )
        .bash(
          "ssh pi@homeassistant.local 'journalctl -u home-assistant --since today | grep -i recorder | tail -n 2'",
          "Nov 27 07:03:11 ha hass[812]: ERROR (Recorder) [homeassistant.components.recorder.core] Error executing query: (sqlite3.OperationalError) database is locked\nNov 27 07:03:12 ha hass[812]: WARNING (Recorder) Ended unfinished session",
        )
        .assistant(
          "Not the SD card: root is on the USB SSD (`/dev/sda2`, 469G); the SD card only holds `/boot/firmware`. The recorder error is `database is locked`, which usually means something else has the sqlite file open.",
        )
        .user("OH right I forgot I moved it to the ssd in the summer lol. and the locked thing, is it maybe my grafana export script hitting the db?")
        .bash("ssh pi@homeassistant.local 'sudo lsof /config/home-assistant_v2.db | awk \"{print \\$1}\" | sort -u'", "COMMAND\nhass\npython3")
        .assistant(
          "Yes: a `python3` process has the db open besides hass, and that's your export script (cron, every 5 min). That's the lock. Point the script at the read-only copy or stop it.",
        )
        .user("ahh ok nice find!! I'll just kill the cron for now")
        .bash("ssh pi@homeassistant.local 'crontab -l | grep -v grafana_export | crontab -'", "")
        .stop("Removed the grafana_export cron line."),
    planted: [
      { kind: "fact", keys: ["ssd", "boot"] },
      { kind: "fact", keys: ["export script", "lock"] },
    ],
  },
  {
    id: "b98-nodered-flows",
    build: (s) =>
      s
        .user(
          "morning!! ☕ so I want the hallway motion light thing in node-red to be less dumb. right now it turns on at full brightness at 3am when my daughter goes to the bathroom and she says it's 'like the sun'. haha. can you look at flows.json?",
        )
        .file("Read", "node-red/flows.json")
        .assistant(
          "The `hallway motion` flow calls `light.turn_on` with brightness 255 unconditionally. I can add a time-range node: 23:00-06:30 → brightness 10%, otherwise 100%.",
        )
        .user(
          "yes do that! also a rule for you going forward: don't edit flows.json by hand anymore, I broke it twice that way. export the flow from the node-red editor and commit the export to node-red/exports/ instead. the node-red backup on the pi is at /data/node-red/.flows.json.backup btw if we ever need it",
        )
        .file("Write", "node-red/exports/hallway-motion.json")
        .bash(
          "git add node-red/exports/hallway-motion.json && git commit -qm 'hallway motion: dim at night' && git log --oneline -1",
          "a41c9e2 hallway motion: dim at night",
        )
        .assistant(
          "Added the time-range branch in the exported flow (node-red/exports/hallway-motion.json), night brightness 10%. Import it from the editor's menu → Import.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["flows.json", "exports"] },
      { kind: "fact", keys: [".flows.json.backup"] },
    ],
  },
  {
    id: "b98-mqtt-broker",
    build: (s) =>
      s
        .user("quick one, what's my mosquitto doing, the shelly plugs in the office keep showing unavailable")
        .bash(
          "docker exec mosquitto cat /mosquitto/config/mosquitto.conf",
          "listener 1883\nallow_anonymous false\npassword_file /mosquitto/config/passwd\n# never expose 1883 on the router, always use the VPN\npersistence true\npersistence_location /mosquitto/data/",
        )
        .bash(
          "docker logs mosquitto --since 1h | grep -i shelly | tail -n 3",
          "1764230001: Client shellyplug-s-office1 disconnected, not authorised.\n1764230061: Client shellyplug-s-office2 disconnected, not authorised.\n1764230121: Client shellyplug-s-office1 disconnected, not authorised.",
        )
        .assistant(
          "The office plugs are rejected: `not authorised`. Anonymous access is off and the passwd file has no `shelly` user. Did you rotate the mqtt password recently?",
        )
        .user(
          "ohhh yes I did last week when I set up the new user for node-red 🙈 ok so the deal is: every shelly uses the mqtt user 'shelly' and node-red has its own user 'nodered', separate logins. can you add the shelly one back, pw is in my password manager I'll type it in",
        )
        .bash("docker exec -it mosquitto mosquitto_passwd /mosquitto/config/passwd shelly", "Password: \nReenter password: ")
        .bash(
          "docker restart mosquitto && sleep 3 && docker logs mosquitto --tail 2",
          "1764230301: New client connected from 192.168.1.41:51122 as shellyplug-s-office1 (p2, c1, k60, u'shelly').\n1764230302: New client connected from 192.168.1.42:49810 as shellyplug-s-office2 (p2, c1, k60, u'shelly').",
        )
        .assistant("Both office plugs are back, logged in as `shelly`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["shelly", "nodered"] }],
  },
  {
    id: "b98-thermostat-automation",
    build: (s) =>
      s
        .user(
          "ok big one today!!! I want a proper heating schedule. the living room trv and the bedroom one. we're out of the house 8-5 weekdays, kids at school. should I do it in node-red or as a HA automation? what do you think",
        )
        .assistant(
          "Both work. A `schedule` helper plus one HA automation per TRV keeps it in YAML and visible in the UI; Node-RED gives you a visual flow but another place to look. I'd do HA automations with a schedule helper.",
        )
        .user("hmm. yeah fine, HA automations + schedule helper it is. heating stuff lives in packages/heating.yaml, make that file")
        .file("Write", "homeassistant/packages/heating.yaml")
        .bash(
          "docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 2",
          "Testing configuration at /config\nConfiguration valid!",
        )
        .assistant(
          "Wrote packages/heating.yaml: `schedule.heating_home` (weekdays 06:00-08:00 and 17:00-22:30, weekends 07:30-23:00) and two automations setting the TRVs to 20.5 °C inside the schedule and 16 °C outside. Config check passes.",
        )
        .user(
          "amazing!!! 🔥 one thing for later: the bedroom trv still has the old firmware that ignores the setpoint sometimes, I need to update it via the z2m OTA page, remind me to do that when it's not freezing lol",
        )
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["schedule helper"] },
      { kind: "fact", keys: ["heating.yaml"] },
      { kind: "task", keys: ["bedroom trv", "ota"] },
    ],
  },
  {
    id: "b98-backup-nas",
    build: (s) =>
      s
        .user("the HA backup failed again last night, I got the red notification on my phone at dinner. can you check?")
        .bash(
          "docker exec homeassistant ls -la /backup | tail -n 4",
          "-rw-r--r-- 1 root root 1.2G Nov 24 03:00 2c1f9a0e.tar\n-rw-r--r-- 1 root root 1.2G Nov 25 03:00 8be21d44.tar\n-rw-r--r-- 1 root root 0    Nov 26 03:00 f01ac2b7.tar\n",
        )
        .bash("df -h /mnt/nas-backup", "df: /mnt/nas-backup: No such file or directory", 1)
        .assistant(
          "The Nov 26 backup is 0 bytes and `/mnt/nas-backup` isn't mounted: the Synology share didn't come back after the Pi rebooted. The fstab line lacks `_netdev,x-systemd.automount`, so it races the network at boot.",
        )
        .user("ohhh that explains it, there was a power cut tuesday (the whole street!). add that to fstab then?")
        .file("Edit", "pi/etc/fstab")
        .bash(
          "sudo systemctl daemon-reload && sudo mount -a && df -h /mnt/nas-backup | tail -n 1",
          "//192.168.1.20/ha-backup  3.6T  1.9T  1.7T  53% /mnt/nas-backup",
        )
        .assistant(
          "Mounted. Backups go to the Synology share `//192.168.1.20/ha-backup`; with `x-systemd.automount` it will remount after reboots. Worth adding an HA automation that alerts when the newest backup is under 100 MB?",
        )
        .user("mmm maybe, not now. the 0 byte one I'll delete myself")
        .stop("OK."),
    planted: [{ kind: "fact", keys: ["192.168.1.20"] }],
  },
  {
    id: "b98-yaml-style",
    build: (s) =>
      s
        .user(
          "heya! some house rules for my HA config since you're gonna be in there a lot 😄\n- entity ids in english, snake_case, room first: living_room_lamp not lamp_woonkamer (my old ones are dutch, ugh)\n- use !include_dir_merge_named for automations, not one giant automations.yaml\n- and please run the config check before you tell me something's done\nok now the actual thing: rename the dutch ones in the kitchen",
        )
        .bash("grep -rhoE 'light\\.[a-z_]+keuken[a-z_]*' homeassistant/ | sort -u", "light.lamp_keuken\nlight.spots_keuken")
        .file("Edit", "homeassistant/automations/kitchen.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant(
          "Renamed light.lamp_keuken → light.kitchen_lamp and light.spots_keuken → light.kitchen_spots in the entity registry and in automations/kitchen.yaml. Config check passes.",
        )
        .user("yesss thank you. the rest of the house is still dutch, we'll do those some other time, there's like 80 of them 😅")
        .stop("OK."),
    planted: [
      { kind: "instruction", keys: ["snake_case", "room first"] },
      { kind: "instruction", keys: ["include_dir_merge_named"] },
      { kind: "instruction", keys: ["config check"] },
      { kind: "task", keys: ["dutch"] },
    ],
  },
  {
    id: "b98-esphome-leak",
    build: (s) =>
      s
        .user("kitchen leak sensor said 'wet' for like 2 seconds last night and woke everybody up with the siren 😤 false alarm, the floor was bone dry")
        .file("Read", "esphome/kitchen-leak.yaml")
        .assistant(
          "The probe is a raw `gpio` binary_sensor with no filter, so a single noisy read fires it. Options: `delayed_on: 5s`, or move it to an ADC pin and threshold. Could also be the cable running next to the fridge compressor.",
        )
        .user("the delayed_on sounds easiest. yeah go with 5 seconds")
        .file("Edit", "esphome/kitchen-leak.yaml")
        .bash("esphome run esphome/kitchen-leak.yaml --device kitchen-leak.local 2>&1 | tail -n 2", "INFO OTA successful\nINFO Successfully uploaded program.")
        .assistant("Added `filters: - delayed_on: 5s` and flashed over OTA.")
        .user(
          "cool cool. oh and the leak siren: that one is NEVER allowed to be muted by the night mode automation, if the dishwasher floods at 2am I want to know. just so you know when you touch night mode",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["delayed_on"] },
      { kind: "instruction", keys: ["siren", "night mode"] },
    ],
  },
  {
    id: "b98-hacs-updates",
    build: (s) =>
      s
        .user("there's like 12 updates waiting in HA lol. should I just click update all??")
        .bash(
          "docker exec homeassistant ha core info 2>/dev/null | grep -E 'version|update'; ls homeassistant/custom_components/",
          "version: 2026.11.1\nversion_latest: 2026.11.3\nupdate_available: true\nadaptive_lighting\nalarmo\nhacs\nxiaomi_miot",
        )
        .assistant(
          "Core 2026.11.1 → 2026.11.3 is a patch release. Custom components: adaptive_lighting, alarmo, hacs, xiaomi_miot. The risk is in the custom ones, not core.",
        )
        .user(
          "ok here's what we're gonna do from now on, and I mean it this time: core updates only after a full backup, and never on a friday (learned that one the hard way, whole weekend with no lights 🙃). HACS stuff one at a time so I know what broke",
        )
        .bash("docker exec homeassistant ha backups new --name pre-2026.11.3 | tail -n 1", "slug: 7d3e01fa")
        .bash("docker exec homeassistant ha core update --version 2026.11.3 | tail -n 1", "Command completed successfully.")
        .assistant("Backup `7d3e01fa` made, core is on 2026.11.3. HACS updates left as they are.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["backup", "friday"] },
      { kind: "instruction", keys: ["hacs", "one at a time"] },
    ],
  },
  {
    id: "b98-presence",
    build: (s) =>
      s
        .user("presence detection is driving me nuts. the house thinks I'm away when I'm literally in the shower lol because my phone goes to sleep. ideas?")
        .bash(
          "docker exec homeassistant grep -A3 'person:' /config/configuration.yaml",
          "person:\n  - name: Tom\n    id: tom\n    device_trackers:\n      - device_tracker.tom_iphone_wifi",
        )
        .assistant(
          "You're tracked by wifi only, and iPhones drop wifi when idle. Add the companion app's GPS tracker (`device_tracker.tom_iphone`) so the person entity combines both; the home zone radius of 100 m handles GPS drift.",
        )
        .user("what about the bluetooth thing with the esp32s, bermuda or whatever?")
        .assistant("Bermuda BLE works room by room but needs an ESP32 proxy in most rooms; you have three. It's more than you need for home/away.")
        .user("ok companion app gps + wifi it is, skip bermuda. my wife's phone too please, same setup")
        .file("Edit", "homeassistant/configuration.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant("Both persons now use the app GPS tracker plus the wifi tracker.")
        .stop(),
    planted: [{ kind: "decision", keys: ["gps", "bermuda"] }],
  },
  {
    id: "b98-grafana-influx",
    build: (s) =>
      s
        .user(
          "I wanna make graphs of the energy usage!! the p1 meter data. I have influxdb running already, it's on the NAS not the pi (the pi has enough to do haha), port 8086. retention is 2 years, I set that up ages ago",
        )
        .bash("curl -s http://192.168.1.20:8086/health", '{"name":"influxdb","message":"ready for queries and writes","status":"pass","version":"2.7.10"}')
        .file("Edit", "homeassistant/configuration.yaml")
        .assistant(
          "Added an `influxdb:` block (api v2, host 192.168.1.20, port 8086, bucket `homeassistant`) with an include filter on `sensor.p1_*`. InfluxDB 2.7.10 reports healthy.",
        )
        .user(
          "sweet. grafana dashboard I'll make myself later, I like clicking around in it 😄 but TODO for us: the gas meter isn't in the p1 data yet, it shows up as sensor.p1_gas_unknown, need to figure out the mbus channel for it",
        )
        .bash(
          "docker exec homeassistant ha core logs | grep -i p1_gas | tail -n 1",
          "WARNING (MainThread) [dsmr_parser] Unknown OBIS reference 0-2:24.2.1 on channel 2",
        )
        .assistant("The log has an unknown OBIS reference `0-2:24.2.1` on channel 2; that may or may not be the gas meter. Leaving it as you asked.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["influxdb", "nas"] },
      { kind: "fact", keys: ["retention", "2 years"] },
      { kind: "task", keys: ["gas", "mbus"] },
      { kind: "task", keys: ["grafana", "dashboard"] },
    ],
  },
  {
    id: "b98-blinds",
    build: (s) =>
      s
        .user(
          "the ikea blinds!!! finally installed them in the kids rooms. the fyrtur ones. they pair fine but the battery % is all over the place, 100 then 12 then 100. also how do I make them close at sunset?",
        )
        .bash(
          "mosquitto_sub -h localhost -u nodered -P \"$MQTT_PW\" -t 'zigbee2mqtt/kids_room_blind_left' -C 2",
          '{"battery":100,"linkquality":87,"position":100,"state":"OPEN"}\n{"battery":12,"linkquality":84,"position":100,"state":"OPEN"}',
        )
        .assistant(
          "Known quirk of the FYRTUR firmware 2.3.x: it reports battery wrongly between reports. Updating the blind firmware via z2m OTA fixes it. For sunset, an automation on `sun.sun` going below the horizon with `cover.close_cover` for both blinds.",
        )
        .user(
          "oooh ok. not sunset actually, the littlest one goes to bed at 19:00 even in summer, so: blinds in the kids rooms close at 19:00 fixed time, every day. sunset is for the living room later maybe",
        )
        .file("Write", "homeassistant/automations/kids_blinds.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant("Added automations/kids_blinds.yaml: both kids-room blinds close at 19:00 daily. Config check passes.")
        .user("🙌 firmware update for the blinds I'll do next week when I'm off, they take forever over zigbee")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["19:00"] },
      { kind: "task", keys: ["firmware", "blinds"] },
    ],
  },
  {
    id: "b98-docker-compose",
    build: (s) =>
      s
        .user(
          "so I'm thinking of moving everything off the HA OS image to plain raspberry pi os + docker compose. more control! what do you reckon? it's a big job",
        )
        .assistant(
          "You lose the add-on store and supervisor backups; you gain control over versions and can run other containers. Your current setup already runs z2m, mosquitto and node-red in containers next to HA, so compose would be a short step.",
        )
        .user(
          "yeah... ok let's go for it. compose it is! the compose file lives in ~/homelab/docker-compose.yml and everything gets network_mode: host, the zigbee stick and mdns are too annoying otherwise",
        )
        .file("Write", "homelab/docker-compose.yml")
        .bash("cd ~/homelab && docker compose config --services", "homeassistant\nmosquitto\nzigbee2mqtt\nnodered\nesphome")
        .assistant(
          "Wrote homelab/docker-compose.yml with the five services, all `network_mode: host`, z2m with `/dev/ttyUSB0` passed through. Nothing started yet.",
        )
        .user(
          "great!! not switching today, the kids have friends over and if the lights die I'm dead lol. migration weekend is sometime in december, I still have to move the backups off the HA OS partition first",
        )
        .stop("OK, nothing started."),
    planted: [
      { kind: "decision", keys: ["compose"] },
      { kind: "instruction", keys: ["network_mode"] },
      { kind: "task", keys: ["december", "backups"] },
    ],
  },
  {
    id: "b98-doorbell",
    build: (s) =>
      s
        .user("the reolink doorbell notification takes like 8 seconds to arrive on my phone, the delivery guy is gone by then 😂")
        .bash(
          "docker exec homeassistant grep -B2 -A8 'doorbell' /config/automations/notify.yaml | head -n 12",
          "- alias: doorbell notify\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.front_door_visitor\n  action:\n    - service: camera.snapshot\n      data:\n        filename: /config/www/doorbell.jpg\n    - delay: '00:00:05'\n    - service: notify.mobile_app_tom_iphone",
        )
        .assistant(
          "There's a hardcoded 5 s delay after the snapshot, then the push. I'd send the notification first and attach the snapshot as a follow-up, or drop the delay. Also, your iPhone may batch non-critical pushes.",
        )
        .user("hmm is the critical push thing real? my wife says hers comes instantly")
        .assistant("Could be. Hers may have different focus settings; I can't see that from here.")
        .user("ok just remove the delay and we'll see")
        .file("Edit", "homeassistant/automations/notify.yaml")
        .bash("docker exec homeassistant ha core check 2>&1 | tail -n 1", "Command completed successfully.")
        .assistant("Removed the 5 s delay; notify now fires right after the snapshot.")
        .stop(),
    planted: [],
  },
  {
    id: "b98-alarm-codes",
    build: (s) =>
      s
        .user(
          "setting up alarmo today!! the whole family is excited, my son wants to be the 'security chief' haha. arming modes: away and night. away arms all door sensors + the motion sensors, night only the doors because the cat roams around at night (her name is Mochi 🐱)",
        )
        .file("Write", "homeassistant/packages/alarm.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant(
          "Alarmo config in packages/alarm.yaml: `armed_away` with all door contacts and the four PIR sensors, `armed_night` with the door contacts only. Exit delay 60 s, entry delay 30 s.",
        )
        .user(
          "perfect. later we need to give the cleaner (comes thursdays) her own code that only works on thursday 9-13. not today tho, I need to ask her first. and the 60 sec exit delay, make it 90, we're slow with shoes lol",
        )
        .file("Edit", "homeassistant/packages/alarm.yaml")
        .assistant("Exit delay now 90 s.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["night", "doors"] },
      { kind: "task", keys: ["cleaner", "code"] },
    ],
  },
  {
    id: "b98-chitchat-new-house",
    build: (s) =>
      s
        .user("random question, not really code: do you think a heat pump would work with HA? we're thinking of getting one next year, the gas bill is insane")
        .assistant(
          "Most current heat pumps have some integration, via the vendor cloud, Modbus, or an ESPHome board on the service port. Which brands are you looking at?",
        )
        .user("no idea yet lol, the installer guy said daikin or vaillant. my dad has a daikin and he hates the app")
        .assistant(
          "Daikin has a local integration for some units (Altherma with the LAN adapter); Vaillant mostly goes through myVAILLANT cloud or ebusd. Worth checking the exact model before buying.",
        )
        .user("good to know! ok I'll come back when we actually have a quote. thx!!")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b98-git-repo",
    build: (s) =>
      s
        .user(
          "so I finally put my whole HA config in git like you suggested last time 🥳 it's on my gitea on the NAS. can you check nothing secret got committed? I'm paranoid now",
        )
        .bash(
          "git ls-files | grep -E 'secrets|\\.storage|\\.db$|known_devices' ; cat .gitignore",
          "secrets.yaml\n.storage/auth\n# TODO: never commit .storage, it has tokens\n*.db\n*.log",
        )
        .assistant(
          "secrets.yaml and .storage/auth are tracked; .gitignore only has `*.db` and `*.log`. The `.storage` comment is there but not the rule. .storage/auth holds refresh tokens.",
        )
        .user("NOOOO. ok remove them from git, add them to gitignore, and I'll rotate the tokens tonight")
        .bash(
          "git rm --cached -q secrets.yaml .storage/auth && printf 'secrets.yaml\\n.storage/\\n' >> .gitignore && git commit -qam 'stop tracking secrets' && git log --oneline -1",
          "5be02d1 stop tracking secrets",
        )
        .assistant(
          "Untracked both and ignored `secrets.yaml` and `.storage/`. They are still in the history on gitea; rewriting it needs `git filter-repo` and a force-push.",
        )
        .user(
          "ugh ok. the history rewrite, let's leave that for now, it's a private repo and only I have access. but put it on the list, we should filter-repo it at some point. and from now on the gitea remote is called 'nas' not origin, I renamed it",
        )
        .bash("git remote -v", "nas\tssh://git@192.168.1.20:2222/tom/ha-config.git (fetch)\nnas\tssh://git@192.168.1.20:2222/tom/ha-config.git (push)")
        .stop("Remote is `nas`."),
    planted: [
      { kind: "task", keys: ["filter-repo"] },
      { kind: "task", keys: ["rotate", "tokens"] },
      { kind: "fact", keys: ["gitea", "nas"] },
    ],
  },
  {
    id: "b98-voice-assistant",
    build: (s) =>
      s
        .user("I got one of those ESP32-S3 box things for voice control!! can it do dutch? my mother in law only speaks dutch and she stays with us a lot")
        .bash("docker exec homeassistant ha core info 2>/dev/null | grep version:", "version: 2026.11.3")
        .assistant(
          "Assist supports Dutch. Wake word runs on the box (microWakeWord, 'okay nabu'), speech-to-text via Whisper and text-to-speech via Piper, which has Dutch voices. Whisper on a Pi 4 is slow; the small-int8 model takes ~6 s per sentence.",
        )
        .user("6 seconds is too slow for her, she'll think it's broken lol. can whisper run somewhere else?")
        .assistant("Yes, on the NAS if it has docker and enough RAM, or on the gaming PC with a GPU. HA talks to it over Wyoming on port 10300.")
        .user("the gaming pc is off most of the time. NAS has 8GB ram, so whisper goes on the NAS, decided. piper can stay on the pi. set it up!")
        .bash(
          "ssh admin@192.168.1.20 'docker run -d --name whisper -p 10300:10300 --restart unless-stopped rhasspy/wyoming-whisper --model small-int8 --language nl' ",
          "c3a1d9e07b2f6e4d8a1c0b9e3f7a2d6c5b8e1f0a9d2c7b4e6f3a0d1c8b5e2f7a",
        )
        .file("Edit", "homeassistant/configuration.yaml")
        .assistant("Whisper runs on the NAS (192.168.1.20:10300, small-int8, nl); add the Wyoming integration in the UI pointing there.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["whisper", "nas"] },
      { kind: "fact", keys: ["mother in law", "dutch"] },
    ],
  },
  {
    id: "b98-power-plug-washer",
    build: (s) =>
      s
        .user(
          "can you make an automation that tells me when the washing machine is done? it's on a shelly plug s. I keep forgetting the laundry in there and then it smells 🤢 my wife is not amused",
        )
        .bash(
          "docker exec homeassistant ha core logs 2>/dev/null | head -n 0; curl -s http://192.168.1.44/rpc/Switch.GetStatus?id=0",
          '{"id":0,"source":"init","output":true,"apower":2.1,"voltage":231.4,"current":0.031}',
        )
        .assistant("The plug reads 2.1 W right now with the machine idle.")
        .user("does the shelly also report when the door opens? lol no probably not")
        .assistant("No, it only measures power.")
        .user("haha ok. so: running above 10W, done when it's under 5W for 3 minutes, then notify both our phones pls")
        .file("Write", "homeassistant/automations/laundry.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant(
          "Added automations/laundry.yaml: `binary_sensor.washer_running` (>10 W on, <5 W for 3 min off) and a notify to both phones when it goes off.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b98-zigbee-router",
    build: (s) =>
      s
        .user(
          "the garden shed sensors are always offline, the shed is like 25m from the house. do I need a repeater? I read that any plug that's on mains acts as a router?",
        )
        .bash(
          "curl -s http://localhost:8080/api/devices | jq -r '.[] | select(.type==\"Router\") | .friendly_name'",
          "kitchen_plug\nliving_room_plug\nhallway_bulb\noffice_plug_1\noffice_plug_2",
        )
        .assistant(
          "Correct, mains-powered Zigbee devices route. Your closest router to the shed is kitchen_plug; the shed sensors' link quality is 0-12. A router in the back room or an outdoor plug in the shed would bridge it.",
        )
        .user(
          "ah we had a spare ikea tradfri plug in the drawer! my son just ran and plugged it in the back room 😄 and note for the future: the shed is the weak spot of the mesh, anything new out there needs a router nearby",
        )
        .bash("curl -s http://localhost:8080/api/devices | jq -r '.[-1] | .friendly_name + \" \" + .type'", "0x847127fffe3b9a10 Router")
        .assistant("The plug joined as a router (0x847127fffe3b9a10). Routes to the shed can take a few hours to settle.")
        .stop(),
    planted: [{ kind: "fact", keys: ["shed", "mesh"] }],
  },
  {
    id: "b98-dashboard",
    build: (s) =>
      s
        .user(
          "dashboard time!!! 🎨 the wall tablet in the kitchen (old fire hd 8, it was my son's) shows the default dashboard and it's ugly. I was gonna try mushroom cards or bubble card, which one?",
        )
        .bash("ls homeassistant/www/community/", "mushroom\nmini-graph-card\ncard-mod")
        .assistant(
          "Mushroom is already installed via HACS (with card-mod and mini-graph-card). Bubble card is nicer for pop-ups but adds another dependency. For a wall tablet, Mushroom in a single `sections` view works well.",
        )
        .user(
          "ok mushroom then, no bubble card. and the tablet dashboard should be its own dashboard in yaml mode, ui-lovelace-kitchen.yaml, I don't want the family messing it up from the UI 😂",
        )
        .file("Write", "homeassistant/ui-lovelace-kitchen.yaml")
        .file("Edit", "homeassistant/configuration.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant(
          "Added the `kitchen` dashboard in YAML mode (ui-lovelace-kitchen.yaml): lights, the thermostat, the washer card and the doorbell camera, all Mushroom.",
        )
        .user("looks SO good. next up someday: a page for the energy stuff with those mini graphs, once the gas meter works")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["mushroom"] },
      { kind: "decision", keys: ["yaml mode", "kitchen"] },
      { kind: "task", keys: ["energy", "mini graphs"] },
    ],
  },
  {
    id: "b98-ir-blaster",
    build: (s) =>
      s
        .user("the IR blaster for the living room tv works for power but volume does nothing?? it's the esphome one with the ir led on gpio 14")
        .file("Read", "esphome/living-room-ir.yaml")
        .bash(
          "esphome logs esphome/living-room-ir.yaml --device living-room-ir.local 2>&1 | grep -i 'Received' | tail -n 2",
          "[D][remote.samsung:036]: Received Samsung: data=0xE0E0E01F, nbits=32\n[D][remote.samsung:036]: Received Samsung: data=0xE0E0D02F, nbits=32",
        )
        .assistant(
          "The remote sends Samsung codes 0xE0E0E01F (vol up) and 0xE0E0D02F (vol down); the config has NEC codes for volume, copied from somewhere. The TV is a Samsung, so the volume buttons need `transmit_samsung`.",
        )
        .user("lol yes I copy pasted those from a forum. fix it pls")
        .file("Edit", "esphome/living-room-ir.yaml")
        .bash("esphome run esphome/living-room-ir.yaml --device living-room-ir.local 2>&1 | tail -n 1", "INFO Successfully uploaded program.")
        .assistant("Volume buttons now send the Samsung codes. Flashed.")
        .user("works!!! the kids are gonna blast cartoons now haha. thanks!")
        .stop("👍"),
    planted: [{ kind: "fact", keys: ["samsung"] }],
  },
  {
    id: "b98-restart-policy",
    build: (s) =>
      s
        .user("z2m crashed at 4am and didn't come back, so the whole house was dumb all morning. hmm. why didn't it restart?")
        .bash(
          "docker inspect -f '{{.Name}} {{.HostConfig.RestartPolicy.Name}}' $(docker ps -aq)",
          "/homeassistant unless-stopped\n/mosquitto unless-stopped\n/zigbee2mqtt no\n/nodered unless-stopped\n/esphome no",
        )
        .bash("docker logs zigbee2mqtt --tail 2", "Zigbee2MQTT:error  Adapter disconnected, stopping\nError: SRSP - SYS - ping after 6000ms")
        .assistant(
          "zigbee2mqtt and esphome run with restart policy `no`. The crash itself: the coordinator disconnected (`Adapter disconnected`), usually USB power or a USB3 port interfering with the 2.4 GHz stick.",
        )
        .user(
          "it IS on a usb3 port!! right next to the ssd. ok so: the zigbee stick goes on the usb2 extension cable, I'll move it after dinner. and every container gets restart: unless-stopped, no exceptions, put that in your notes",
        )
        .bash("docker update --restart unless-stopped zigbee2mqtt esphome", "zigbee2mqtt\nesphome")
        .assistant("Both now `unless-stopped`. Start z2m again once the stick is on the extension cable.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unless-stopped"] },
      { kind: "task", keys: ["usb2", "extension"] },
      { kind: "fact", keys: ["usb3", "ssd"] },
    ],
  },
  {
    id: "b98-agent-rules",
    build: (s) =>
      s
        .user(
          "hey! small thing before we start today. when you change something on the pi, tell me the exact command before you run any docker restart, the family notices when the lights hiccup and I get Looks 😅 also I prefer short answers, I read them on my phone a lot",
        )
        .assistant("Understood.")
        .user("ok cool. today: is the sun elevation sensor in HA the right thing to use for the porch light or should I do lux from the outdoor sensor?")
        .bash(
          'docker exec homeassistant ha core logs 2>/dev/null | head -n 0; curl -s -H "Authorization: Bearer $HA_TOKEN" http://localhost:8123/api/states/sensor.outdoor_illuminance | jq -r .state',
          "3",
        )
        .assistant(
          "Lux is more direct (3 lx now, so dark), but your outdoor sensor sits under the porch roof and reads low on cloudy days. Sun elevation (-4°) is predictable. Either works.",
        )
        .user("hmm let me think about it, no rush")
        .stop("OK."),
    planted: [
      { kind: "instruction", keys: ["docker restart"] },
      { kind: "instruction", keys: ["short answers"] },
    ],
  },
  {
    id: "b98-solar",
    build: (s) =>
      s
        .user(
          "solar panels got installed yesterday!!!! ☀️☀️ 12 panels, the inverter is a growatt. the installer said it has wifi and a local api? can HA read it?",
        )
        .bash(
          "nmap -p 80,502 192.168.1.0/24 --open -oG - | grep -i growatt",
          "Host: 192.168.1.57 (growatt-inv.lan)\tPorts: 80/open/tcp//http///, 502/open/tcp//modbus///",
        )
        .assistant(
          "The inverter is at 192.168.1.57 with Modbus TCP on 502 open. Options: the Growatt cloud integration (polls every 5 min), or local Modbus (every 10 s, no cloud).",
        )
        .user(
          "local always beats cloud in this house 😤 so modbus. but not this week, work is crazy. remind me to set up the growatt modbus integration next week!",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["192.168.1.57"] },
      { kind: "instruction", keys: ["local", "cloud"] },
      { kind: "task", keys: ["growatt", "modbus"] },
    ],
  },
  {
    id: "b98-adaptive-lighting",
    build: (s) =>
      s
        .user(
          "ok so the living room lights: sometimes they're super blue-white in the evening and it feels like a hospital 🏥 I installed adaptive lighting from HACS months ago and never set it up lol. or should I just do scenes?",
        )
        .bash("ls homeassistant/custom_components/adaptive_lighting/ | head -n 3", "__init__.py\nadapt_utils.py\nconfig_flow.py")
        .assistant(
          "Adaptive Lighting shifts color temperature with the sun automatically (cool at noon, ~2200 K at night). Scenes would need you to trigger them by time. For 'never hospital in the evening' adaptive lighting is less work.",
        )
        .user("adaptive lighting it is!! living room + kitchen, min color temp 2200K. go go go")
        .file("Edit", "homeassistant/configuration.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant("Configured `adaptive_lighting` for living room and kitchen lights, min 2200 K, max 5500 K. Active after the next restart.")
        .stop(),
    planted: [{ kind: "decision", keys: ["adaptive lighting"] }],
  },
  {
    id: "b98-recorder-purge",
    build: (s) =>
      s
        .user("the database is 9 GB!!! 😳 is that normal? backups take forever because of it")
        .bash(
          "ssh pi@homeassistant.local 'ls -lh /config/home-assistant_v2.db && sqlite3 /config/home-assistant_v2.db \"select entity_id, count(*) c from states_meta join states using(metadata_id) group by 1 order by c desc limit 3\"'",
          "-rw-r--r-- 1 root root 9.1G Nov 27 10:02 /config/home-assistant_v2.db\nsensor.p1_power|4120331\nsensor.p1_voltage_l1|4118702\nsensor.growatt_pv_power|1803221",
        )
        .assistant(
          "The p1 power and voltage sensors write every second and make up most of the rows. Options: exclude them from the recorder (InfluxDB already keeps them), or lower purge_keep_days from the default 10 to 5.",
        )
        .user(
          "exclude them, influx has them anyway. and purge_keep_days... let's say 7. no wait, 5 is fine, I never look back more than a few days in HA itself",
        )
        .file("Edit", "homeassistant/configuration.yaml")
        .bash("docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1", "Configuration valid!")
        .assistant("Recorder now excludes `sensor.p1_*` and keeps 5 days. Run `recorder.purge` with repack once to shrink the file.")
        .user("do it")
        .bash(
          'curl -s -X POST -H "Authorization: Bearer $HA_TOKEN" http://localhost:8123/api/services/recorder/purge -d \'{"keep_days":5,"repack":true}\' >/dev/null; sleep 120; ls -lh /config/home-assistant_v2.db',
          "-rw-r--r-- 1 root root 1.4G Nov 27 10:09 /config/home-assistant_v2.db",
        )
        .assistant("Down to 1.4 GB.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["purge_keep_days", "5"] },
      { kind: "decision", keys: ["p1", "recorder"] },
    ],
  },
  {
    id: "b98-ota-password",
    build: (s) =>
      s
        .user("flashing the bedroom climate esp over wifi fails with 'auth failed' 🤔 it worked last month")
        .bash(
          "esphome run esphome/bedroom-climate.yaml --device bedroom-climate.local 2>&1 | tail -n 2",
          "ERROR Authentication invalid. Is the password correct?\nERROR Error binary size: Authentication failed",
        )
        .file("Read", "esphome/bedroom-climate.yaml")
        .assistant(
          "The yaml has `ota: password: !secret ota_password`, and secrets.yaml changed on Nov 3 (you rotated everything after the git scare). The device still has the old OTA password baked in, so it needs one USB flash with the new one.",
        )
        .user(
          "ahhh that makes sense. ugh the bedroom one is glued behind the wardrobe 😩 ok, and the same is true for the other esps probably? kitchen-leak worked yesterday though",
        )
        .bash("grep -l 'ota_password' esphome/*.yaml", "esphome/bedroom-climate.yaml\nesphome/living-room-ir.yaml")
        .assistant(
          "Only bedroom-climate and living-room-ir use `ota_password`; the others use the api encryption key only. living-room-ir was flashed after the rotation, so bedroom-climate is the only one still on the old OTA password.",
        )
        .user("ok. I'll do the USB flash on the bedroom one this weekend when I move the wardrobe anyway, put it on the list")
        .stop("Listed."),
    planted: [
      { kind: "fact", keys: ["bedroom-climate", "ota password"] },
      { kind: "task", keys: ["usb flash", "bedroom"] },
    ],
  },
  {
    id: "b98-zigbee-naming",
    build: (s) =>
      s
        .user(
          "pairing day went great!!! all 31 back on channel 25 🎉🎉 the kids had a blast. but now they all have names like 0x00158d0004a1b2c3 lol. naming time. how should we name them?",
        )
        .bash("curl -s http://localhost:8080/api/devices | jq -r '.[].friendly_name' | grep -c '^0x'", "29")
        .assistant(
          "29 still have IEEE names. Suggestion: `<room>_<type>_<n>` in snake_case, matching your HA entity ids, e.g. `kitchen_door_contact`, `hallway_motion_1`. Turn on z2m's `homeassistant_rename` so HA ids follow.",
        )
        .user("yes exactly like that, room_type_n, you read my mind!")
        .file("Edit", "zigbee2mqtt/configuration.yaml")
        .bash("curl -s http://localhost:8080/api/devices | jq -r '.[].friendly_name' | grep -c '^0x'", "0")
        .assistant("Renamed all 29 to room_type_n, HA entity ids updated with them.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["room_type_n"] }],
  },
  {
    id: "b98-tailscale",
    build: (s) =>
      s
        .user(
          "I want to reach HA from outside without the nabu casa subscription (sorry nabu casa ❤️ but money). my colleague uses tailscale, is that good? or a cloudflare tunnel? or just open a port lol",
        )
        .assistant(
          "Don't open a port. Tailscale: only your devices can reach HA, companion app works over it, no public exposure. Cloudflare tunnel: public URL, needs Cloudflare Access to be safe. For a family of phones, Tailscale is simpler.",
        )
        .user("tailscale! sold. install it on the pi")
        .bash("curl -fsSL https://tailscale.com/install.sh | sh >/dev/null && sudo tailscale up --ssh && tailscale ip -4", "100.87.12.44")
        .assistant(
          "The Pi is on your tailnet at 100.87.12.44. Install Tailscale on both phones and set the companion app's external URL to http://100.87.12.44:8123.",
        )
        .user(
          "cool, I'll do Sanne's phone later when she's not using it, she's on a call with her mom lol. and oh: you can use tailscale ssh for the pi from now on, not the local ip",
        )
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["tailscale"] },
      { kind: "instruction", keys: ["tailscale ssh"] },
      { kind: "task", keys: ["sanne", "phone"] },
    ],
  },
  {
    id: "b98-empty-hypothesis",
    build: (s) =>
      s
        .user("the hallway bulb turned on by itself at 2:13am last night?? ghosts?? 👻 my wife is freaked out")
        .bash(
          'docker exec homeassistant ha core logs 2>/dev/null | head -n0; curl -s -H "Authorization: Bearer $HA_TOKEN" \'http://localhost:8123/api/logbook/2026-11-27T02:00:00?entity=light.hallway_bulb\' | jq -r \'.[] | .when + " " + .state + " " + (.context_event_type // "-")\'',
          "2026-11-27T02:13:41 on -\n2026-11-27T02:13:55 off automation_triggered",
        )
        .assistant(
          "It turned on with no automation context, then the motion automation turned it off 14 s later. Maybe the bulb reset after a brief power dip (bulbs come on after power loss), or the neighbours' Zigbee? No way to tell from this log.",
        )
        .user("hm could the cat have pressed the wall switch? she jumps on everything")
        .assistant("If the switch is a smart one it would show up as a context; it doesn't. A power blip is more likely but unconfirmed.")
        .user("ok, probably nothing. thanks!")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b98-pi-specs",
    build: (s) =>
      s
        .user("is the pi struggling? the UI feels sluggish since we added all the voice stuff and the influx thing")
        .bash(
          "ssh pi@homeassistant.local 'cat /proc/device-tree/model; echo; free -h | head -n 2; vcgencmd measure_temp; uptime'",
          "Raspberry Pi 4 Model B Rev 1.5\n               total        used        free      shared  buff/cache   available\nMem:           3.7Gi       3.3Gi       112Mi        18Mi       301Mi       284Mi\ntemp=71.5'C\n 10:31:02 up 12 days,  2:11,  1 user,  load average: 3.81, 3.64, 3.52",
        )
        .assistant(
          "It's a Pi 4 with 4 GB, 284 MiB available, load ~3.7 on 4 cores and 71.5 °C. Piper plus HA plus z2m plus node-red is about the limit of 4 GB. Either move Piper to the NAS with Whisper, or a Pi 5 / mini PC.",
        )
        .user(
          "hmm, a mini pc is tempting, my colleague has an N100 thing... but no, not spending money before christmas lol. move piper to the NAS too then, like whisper",
        )
        .bash(
          "ssh admin@192.168.1.20 'docker run -d --name piper -p 10200:10200 --restart unless-stopped rhasspy/wyoming-piper --voice nl_NL-mls-medium' && ssh pi@homeassistant.local 'docker rm -f piper'",
          "8e1d0c7a2b9f4e3d6c5a1b0e9f8d7c6a5b4e3d2c1f0a9b8e7d6c5b4a3f2e1d0c\npiper",
        )
        .assistant("Piper now runs on the NAS at port 10200; removed it from the Pi. Update the Wyoming integration's host for Piper.")
        .user(
          "done in the UI! feels snappier already 🏎️ oh and that temp, 71 is a lot right? the pi has no fan, its in the meter cupboard. we should get the argon case with the fan at some point",
        )
        .stop("Yes, it throttles at 80 °C."),
    planted: [
      { kind: "fact", keys: ["pi 4", "4 gb"] },
      { kind: "decision", keys: ["piper", "nas"] },
      { kind: "task", keys: ["argon", "fan"] },
      { kind: "fact", keys: ["meter cupboard"] },
    ],
  },
  {
    id: "b98-commit-style",
    build: (s) =>
      s
        .user(
          "btw I looked at the git log of the ha-config repo and it's all 'update' 'fix' 'stuff' lol, my fault mostly. can we do proper messages from now on? like 'area: what changed', e.g. 'kitchen: dim spots at night'. and commit after every change you make, small commits, so I can roll back",
        )
        .bash("git log --oneline -5", "5be02d1 stop tracking secrets\n91a0c3e update\n2f7d1b8 fix\nc04e6a2 stuff\n7a9b3d1 update")
        .assistant("Got it: `area: what changed`, one commit per change.")
        .user("and now for real work: the kitchen spots should be 60% during dinner not 100, it's blinding")
        .file("Edit", "homeassistant/automations/kitchen.yaml")
        .bash("git commit -qam 'kitchen: spots at 60% during dinner' && git log --oneline -1", "e81f2a4 kitchen: spots at 60% during dinner")
        .assistant("Dinner scene now sets the spots to 60%.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["area: what changed"] },
      { kind: "instruction", keys: ["small commits"] },
    ],
  },
  {
    id: "b98-weather-station",
    build: (s) =>
      s
        .user("weather station question!! my esp32 with the bme280 in the garden says 14°C but the met.no says 6°C. one of them is lying 😂")
        .bash(
          "esphome logs esphome/garden-weather.yaml --device garden-weather.local 2>&1 | grep -i bme | tail -n 2",
          "[D][sensor:093]: 'Garden Temperature': Sending state 14.21000 °C with 1 decimals of accuracy\n[D][sensor:093]: 'Garden Humidity': Sending state 61.30000 % with 1 decimals of accuracy",
        )
        .assistant(
          "Where is it mounted? If the enclosure sits in direct sun or the ESP is in the same box as the BME280, the chip heats it. Self-heating of the ESP32 is typically 3-8 °C in a closed box.",
        )
        .user("it's in the same box yes, a little ikea food container lol. and it's on the south wall")
        .assistant(
          "Then both apply. The fix is a radiation shield and the sensor on a cable outside the box. Meanwhile an `offset: -6` filter would be a guess that's wrong on sunny days.",
        )
        .user(
          "no offset hacks, agreed. I'll 3d print a stevenson screen, there's a nice one on printables. ok so that's for later. for now disable the temp sensor in HA so the dashboard doesn't show garbage",
        )
        .file("Edit", "esphome/garden-weather.yaml")
        .bash("esphome run esphome/garden-weather.yaml --device garden-weather.local 2>&1 | tail -n 1", "INFO Successfully uploaded program.")
        .assistant("Garden temperature is now `internal: true`, so HA doesn't see it; humidity still reports.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["same box", "bme280"] },
      { kind: "task", keys: ["stevenson"] },
      { kind: "decision", keys: ["offset"] },
    ],
  },
  {
    id: "b98-nodered-context",
    build: (s) =>
      s
        .user(
          "node-red forgot all the counters after the restart yesterday!! I had a flow counting how many times the fridge door opens per day (my son raids it at night, I have PROOF now 😂) and it's back to 0",
        )
        .bash(
          "docker exec nodered grep -A4 contextStorage /data/settings.js",
          "    contextStorage: {\n        default: { module: 'memory' },\n    },\n    // never put credentials in here, always use the env file",
        )
        .assistant(
          "Context storage is `memory` only, so flow/global context is lost on every restart. Switching the default to `localfilesystem` persists it to /data/context.",
        )
        .user("yes please, persistent!")
        .file("Edit", "node-red/settings.js")
        .bash(
          "docker restart nodered && sleep 8 && docker logs nodered --tail 2",
          "27 Nov 11:02:41 - [info] Context store  : 'default' [module=localfilesystem]\n27 Nov 11:02:42 - [info] Started flows",
        )
        .assistant("Node-RED context now persists to /data/context (localfilesystem, flushed every 30 s).")
        .user(
          "awesome. fyi for later, node-red's settings.js is NOT in the git repo, it's only on the pi in the nodered volume. we should get it into git some day, without the credential secret obviously",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["localfilesystem"] },
      { kind: "fact", keys: ["settings.js", "git"] },
      { kind: "task", keys: ["settings.js", "git"] },
    ],
  },
  {
    id: "b98-family-calendar",
    build: (s) =>
      s
        .user(
          "can the hallway dashboard show the family google calendar? we have a shared one 'Familie de Vries' that Sanne runs. bins, school stuff, football practice",
        )
        .bash(
          "curl -s -H \"Authorization: Bearer $HA_TOKEN\" http://localhost:8123/api/calendars | jq -r '.[].entity_id'",
          "calendar.familie_de_vries\ncalendar.tom_work",
        )
        .assistant("It's already in HA as `calendar.familie_de_vries` (and your work calendar). I can add a calendar card with the next 5 events.")
        .user("yes! but NOT my work calendar, anything work stays off the family screens, Sanne's rule and she's right lol")
        .file("Edit", "homeassistant/ui-lovelace-kitchen.yaml")
        .assistant("Added a calendar card with `calendar.familie_de_vries` only.")
        .user(
          "and the bins! the bin day is tuesday for the green one and every other friday for the grey one, can the dashboard show a little bin icon the evening before? not now, it's bedtime, tomorrow maybe",
        )
        .stop("OK, tomorrow."),
    planted: [
      { kind: "instruction", keys: ["work", "family screens"] },
      { kind: "task", keys: ["bin icon"] },
      { kind: "fact", keys: ["tuesday", "green"] },
    ],
  },
  {
    id: "b98-empty-status",
    build: (s) =>
      s
        .user("morning! can you run the config check and tell me if everything's fine after yesterday's updates?")
        .bash(
          "docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1; docker ps --format '{{.Names}} {{.Status}}'",
          "Configuration valid!\nhomeassistant Up 14 hours\nmosquitto Up 3 days\nzigbee2mqtt Up 14 hours\nnodered Up 20 hours\nesphome Up 3 days",
        )
        .assistant("Config valid, all five containers up.")
        .user("yay 🎉 have a nice day lol")
        .assistant("You too.")
        .stop(),
    planted: [],
  },
  {
    id: "b98-notify-group",
    build: (s) =>
      s
        .user(
          "notifications are a mess. some automations send to my phone, some to both, the washer one to my wife only?? I want one place. idea: a notify group 'family' with both phones, and everything goes through that",
        )
        .bash(
          "grep -rhoE 'notify\\.[a-z_]+' homeassistant/automations/ | sort | uniq -c",
          "      4 notify.mobile_app_tom_iphone\n      2 notify.mobile_app_sanne_pixel\n      3 notify.notify",
        )
        .assistant(
          "Nine notify calls across three targets. A `notify.family` group works; alternatively a script `script.notify_family` taking title/message, which also lets you add actionable buttons later. The script is more flexible.",
        )
        .user("ooh ok, script it is then, not the group. everything calls script.notify_family from now on. change the existing ones too pls")
        .file("Write", "homeassistant/scripts/notify_family.yaml")
        .bash(
          "sed -i 's/service: notify\\.[a-z_]*/service: script.notify_family/' homeassistant/automations/*.yaml && grep -rc 'script.notify_family' homeassistant/automations/ | grep -v ':0'",
          "homeassistant/automations/laundry.yaml:2\nhomeassistant/automations/notify.yaml:4\nhomeassistant/automations/kids_blinds.yaml:3",
        )
        .assistant("All nine now call `script.notify_family`. The doorbell one lost its image attachment; the script doesn't take `data.image` yet.")
        .user(
          "aw. ok leave it, but we need to add image support to the script so the doorbell snapshot comes through again. not tonight, Sanne and I are watching a movie 🍿",
        )
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["script.notify_family"] },
      { kind: "task", keys: ["image", "doorbell"] },
    ],
  },
  {
    id: "b98-empty-yaml-error",
    build: (s) =>
      s
        .user("HA won't start!!! 😱 it just says config invalid. I only changed one thing in the kitchen automation I swear")
        .bash(
          "docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 3",
          "Testing configuration at /config\nFailed config\n  automation: [source /config/automations/kitchen.yaml:14] mapping values are not allowed here",
        )
        .assistant("Line 14 of automations/kitchen.yaml: the `brightness_pct:` is indented one space too far, so YAML reads it as part of the line above.")
        .user("ugh tabs vs spaces again I bet. fix it?")
        .file("Edit", "homeassistant/automations/kitchen.yaml")
        .bash(
          "docker exec homeassistant python -m homeassistant --script check_config -c /config 2>&1 | tail -n 1 && docker restart homeassistant",
          "Configuration valid!\nhomeassistant",
        )
        .assistant("Fixed the indent; config is valid and HA is restarting.")
        .user("phew. thank you!! heart attack averted")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b98-empty-question-matter",
    build: (s) =>
      s
        .user("what's the deal with matter and thread? should I care? everyone on reddit is hyped")
        .assistant(
          "Matter is a device standard over wifi or Thread; Thread is a low-power mesh like Zigbee. HA supports both with a Thread border router. For you, with 31 Zigbee devices working, there's no need to switch; new Matter devices could be added alongside.",
        )
        .user("does the skyconnect stick do both? maybe I should get one for christmas hehe")
        .assistant("It can run Zigbee or Thread firmware, and there's a multiprotocol mode that's considered experimental.")
        .user("hmm ok, I'll read up on it. no idea yet lol")
        .stop("Makes sense."),
    planted: [],
  },
  {
    id: "b98-empty-log-noise",
    build: (s) =>
      s
        .user("the HA log is full of warnings, can you see if any of it matters? I'm scrolling and scrolling")
        .bash(
          "docker exec homeassistant ha core logs 2>/dev/null | grep -E 'WARNING|ERROR' | cut -c 34- | sort | uniq -c | sort -rn | head -n 4",
          "    212 WARNING (MainThread) [homeassistant.helpers.frame] Detected that custom integration 'xiaomi_miot' calls async_forward_entry_setup, which must always be awaited\n     40 WARNING (Recorder) [homeassistant.components.recorder] The system could not validate that the sqlite3 database was shutdown cleanly\n      3 ERROR (MainThread) [homeassistant.components.met] Timeout fetching weather data\n      1 WARNING (MainThread) [custom_components.alarmo] TODO: never arm with open sensors, see issue 412",
        )
        .assistant(
          "Mostly noise: the xiaomi_miot warning is a deprecation in the custom integration (harmless until a future HA release), the recorder one is from the power cut, the met timeouts are transient. The alarmo line is a developer note, not an error.",
        )
        .user("ok so nothing on fire. good good")
        .assistant("Nothing on fire.")
        .stop(),
    planted: [],
  },
  {
    id: "b98-empty-kids-button",
    build: (s) =>
      s
        .user(
          "my daughter wants a button in her room that plays a song when she presses it 😂 I have a spare aqara wireless button. can HA play spotify on the sonos in her room?",
        )
        .bash(
          "curl -s -H \"Authorization: Bearer $HA_TOKEN\" http://localhost:8123/api/states | jq -r '.[].entity_id' | grep media_player",
          "media_player.kitchen_sonos\nmedia_player.living_room_sonos\nmedia_player.spotify_tom",
        )
        .assistant(
          "There's no Sonos in her room; you have kitchen and living room Sonos and the Spotify entity. The button could play on one of those, or you'd need a speaker in her room first.",
        )
        .user("oh wait, what even is in her room, some bluetooth thing? never mind then haha, maybe for her birthday")
        .assistant("A cheap Sonos or any Cast speaker would do it then.")
        .stop(),
    planted: [],
  },
  {
    id: "b98-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking out loud: what if we moved all automations to node-red? everything in one place, pretty boxes and wires. or... hmm")
        .assistant(
          "You'd gain a visual view, and lose HA's traces and the YAML being in git next to the rest. Your current split (most in YAML, the motion logic in Node-RED) is common.",
        )
        .user("yeah actually no, scratch that. too much work and I like the traces. forget I said it lol")
        .assistant("OK, nothing changed.")
        .user("how many automations do I have anyway?")
        .bash("grep -rc '^- alias:' homeassistant/automations/ | awk -F: '{s+=$2} END {print s}'", "27")
        .assistant("27 automations in YAML.")
        .stop(),
    planted: [],
  },
  {
    id: "b98-empty-sensor-question",
    build: (s) =>
      s
        .user("why does the bathroom humidity sensor say 99% all the time? is it broken or is our bathroom a rainforest 🌴")
        .bash(
          "mosquitto_sub -h localhost -u nodered -P \"$MQTT_PW\" -t 'zigbee2mqtt/bathroom_climate' -C 1",
          '{"battery":64,"humidity":99.1,"linkquality":120,"temperature":21.3}',
        )
        .assistant(
          "It reads 99.1% right now. Possibly condensation on the sensor after showers; if it's mounted above the shower it may never dry out. Could also be a faulty unit.",
        )
        .user("it IS right above the shower lol. ok I just moved it to the other wall, Sanne held the ladder haha")
        .assistant("Give it a day after moving; it should drop within hours if that's the cause.")
        .stop(),
    planted: [],
  },
  {
    id: "b98-empty-typo",
    build: (s) =>
      s
        .user("lol the kitchen dashboard says 'Temprature' can you fix that typo")
        .bash("grep -n 'Temprature' homeassistant/ui-lovelace-kitchen.yaml", "42:        name: Temprature")
        .file("Edit", "homeassistant/ui-lovelace-kitchen.yaml")
        .assistant("Fixed on line 42.")
        .user("thx! my son spotted it, he's 9 and already a grammar cop 😂")
        .assistant("Good eye.")
        .stop(),
    planted: [],
  },
];

export const BLIND98 = plantedSet(BLIND98_SESSIONS, Date.UTC(2026, 10, 26, 9));
