/**
 * Blind planted set 131 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a platform engineer running Ansible and Nix on a fleet of on-prem servers; precise, pastes
 * code blocks and command output, states rules about idempotence, secrets and change windows.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 17 instructions, 18 facts, 17 tasks) in 46 sessions, 11 of which plant nothing (53 user/assistant messages between them). Every other message
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

export const BLIND131_SESSIONS: BlindSession[] = [
  {
    id: "b131-db-nolog",
    build: (s) =>
      s
        .user(
          'the postgres role leaks the replication password when I run with -vv. see:\n```\nTASK [postgres : set replication password] ***\nok: [db01] => {"cmd": "psql -c \\"ALTER ROLE replicator PASSWORD \'hunter2\'...\\""}\n```\nfix that',
        )
        .file("Read", "roles/postgres/tasks/replication.yml")
        .assistant(
          "The task passes the password on the command line and has no `no_log`. I'll switch it to `community.postgresql.postgresql_user` and hide the output.",
        )
        .file("Edit", "roles/postgres/tasks/replication.yml")
        .user(
          "good. and make this a rule going forward: any task that touches a secret gets `no_log: true`, including debug and assert tasks. no exceptions, I don't care if it makes troubleshooting harder.",
        )
        .assistant("Understood. I also added `no_log: true` to the two `assert` tasks in the same role that print the vault lookup result.")
        .user(
          "for the record the secrets all come from Vault through the `community.hashi_vault.vault_kv2_get` lookup, mount is `kv-infra`, path `fleet/<role>/<name>`. nothing lives in group_vars in clear.",
        )
        .bash("ansible-playbook -i inventories/onprem site.yml --limit db01 --tags postgres --check -vv | grep -c hunter2", "0")
        .stop("No secret in the verbose output any more; the replication task now uses postgresql_user with no_log."),
    planted: [
      { kind: "instruction", keys: ["no_log"] },
      { kind: "fact", keys: ["kv-infra"] },
    ],
  },
  {
    id: "b131-change-window",
    build: (s) =>
      s
        .user("can you apply the sysctl changes to rack-b?")
        .bash("date -u", "Fri Nov 27 14:12:03 UTC 2026")
        .assistant("Before I run it against prod: is there a change window I should respect?")
        .user(
          "yes. prod changes go out only in the tuesday 06:00-08:00 UTC window. outside that you run `--check` and show me, nothing else. so today: check only.",
        )
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit rack_b --tags sysctl --check --diff",
          "PLAY RECAP *********\nstor01 : ok=14 changed=2 unreachable=0 failed=0\nstor02 : ok=14 changed=2 unreachable=0 failed=0",
        )
        .assistant("Check mode shows 2 changes per host: `vm.swappiness` 60 -> 10 and `net.core.somaxconn` 4096 -> 8192.")
        .user(
          "fine, that's what I expected. also while you're in there — next week we need to move the ntp role from ntpd to chrony on all the rack-b hosts, don't do it now, just so it's on the list",
        )
        .stop("Only check mode was run; nothing was applied."),
    planted: [
      { kind: "instruction", keys: ["tuesday"] },
      { kind: "task", keys: ["chrony"] },
    ],
  },
  {
    id: "b131-flake-pin",
    build: (s) =>
      s
        .user("flake.lock is 4 months old. what are our options for bumping nixpkgs?")
        .bash("nix flake metadata --json | jq -r '.locks.nodes.nixpkgs.original.ref'", "nixos-24.05")
        .assistant(
          "Two options:\n1. Keep following the stable `nixos-24.05` branch and run `nix flake update nixpkgs` on a schedule.\n2. Follow `nixos-unstable` for newer packages, at the cost of more churn on every bump.",
        )
        .user("stable. we stay on nixos-24.05 and bump the lock once a month, first monday. unstable on servers is a no.")
        .bash(
          "nix flake update nixpkgs && nix build .#nixosConfigurations.compute01.config.system.build.toplevel",
          "warning: updating lock file '/srv/fleet/flake.lock'\n/nix/store/9kx...-nixos-system-compute01-24.05.20261120",
        )
        .user("builds. push it to the cache. reminder that builder01 is the only box that has the cache signing key, so the push has to run there")
        .bash(
          "ssh builder01 'nix copy --to s3://nix-cache?endpoint=minio.fleet.lan /nix/store/9kx...-nixos-system-compute01-24.05.20261120'",
          "copying 312 paths...",
        )
        .stop("Lock updated to the latest nixos-24.05 and the closure pushed from builder01."),
    planted: [
      { kind: "decision", keys: ["nixos-24.05"] },
      { kind: "fact", keys: ["builder01", "signing key"] },
    ],
  },
  {
    id: "b131-idempotence",
    build: (s) =>
      s
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit web01 && ansible-playbook -i inventories/onprem site.yml --limit web01 | tail -2",
          "PLAY RECAP *********\nweb01 : ok=61 changed=2 unreachable=0 failed=0",
        )
        .user("second run still says changed=2. that is not ok. which tasks?")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit web01 | grep -B1 changed:",
          "TASK [nginx : generate dhparams] ***\nchanged: [web01]\nTASK [logrotate : render config] ***\nchanged: [web01]",
        )
        .assistant(
          "`nginx : generate dhparams` runs `openssl dhparam` through `command:` with no guard, and `logrotate : render config` uses `shell:` with a heredoc.",
        )
        .user(
          "ok here's the rule, write it down somewhere in your head: every `command:` or `shell:` task needs either `creates:` or a `changed_when:`. a second run of any playbook must report changed=0, always. fix the dhparams one with `creates: /etc/nginx/dhparams.pem`.",
        )
        .file("Edit", "roles/nginx/tasks/tls.yml")
        .user(
          "the logrotate one is a bigger mess, it should be a proper `template:` — leave it for now, TODO for later: rewrite the logrotate role with the template module.",
        )
        .stop("dhparams now has `creates:`; the logrotate task is unchanged."),
    planted: [
      { kind: "instruction", keys: ["changed=0"] },
      { kind: "task", keys: ["logrotate", "template"] },
    ],
  },
  {
    id: "b131-inventory",
    build: (s) =>
      s
        .user("where's the inventory and how is it grouped? I need a group for all debian hosts")
        .bash(
          "head -30 inventories/onprem/hosts.yml",
          "all:\n  children:\n    rack_a:\n      hosts:\n        compute[01:12].fleet.lan:\n    rack_b:\n      hosts:\n        web[01:04].fleet.lan:\n        stor[01:03].fleet.lan:\n    rack_c:\n      hosts:\n        ceph[01:06].fleet.lan:",
        )
        .assistant(
          "The inventory is `inventories/onprem/hosts.yml`, grouped by rack: `rack_a`, `rack_b`, `rack_c`. There is no grouping by OS. I could add the `constructed` inventory plugin to build `os_debian` / `os_nixos` groups from `ansible_distribution` — that avoids maintaining the list by hand.",
        )
        .user("yes do that, constructed plugin it is.")
        .file("Write", "inventories/onprem/constructed.yml")
        .bash("ansible-inventory -i inventories/onprem --graph os_debian", "@os_debian:\n  |--web01.fleet.lan\n  |--web02.fleet.lan\n  |--ceph01.fleet.lan")
        .user("good. note rack_c is all the ceph storage nodes, nothing else goes in there")
        .stop("os_debian and os_nixos groups now come from the constructed plugin."),
    planted: [
      { kind: "decision", keys: ["constructed"] },
      { kind: "fact", keys: ["rack_c", "ceph"] },
    ],
  },
  {
    id: "b131-sops-nix",
    build: (s) =>
      s
        .user("we have ansible-vault files for the nix hosts too and it's a pain, the nix side can't read them. what do people use?")
        .assistant(
          "The usual choices are `agenix` and `sops-nix`. sops-nix can use age keys derived from the hosts' ssh ed25519 keys and supports yaml with per-key encryption; agenix is simpler but one file per secret.",
        )
        .user("sops-nix. decided. age keys from the host ssh keys. migrate the compute node secrets first.")
        .file("Write", ".sops.yaml")
        .file("Edit", "nix/hosts/compute/secrets.nix")
        .bash("sops -e -i secrets/compute.yaml && git diff --stat", " secrets/compute.yaml | 24 ++++++------\n 1 file changed")
        .user(
          "one thing: never commit a decrypted secrets file, not even for a minute on a branch. the pre-commit hook checks for the `sops:` metadata block but don't rely on it.",
        )
        .stop("compute secrets are now sops-encrypted with host age keys."),
    planted: [
      { kind: "decision", keys: ["sops-nix"] },
      { kind: "instruction", keys: ["decrypted"] },
    ],
  },
  {
    id: "b131-bastion",
    build: (s) =>
      s
        .bash(
          "ansible -i inventories/onprem web01.fleet.lan -m ping",
          'web01.fleet.lan | UNREACHABLE! => {"msg": "Failed to connect to the host via ssh: connect to host web01.fleet.lan port 22: Connection timed out"}',
          4,
        )
        .user(
          "yeah you can't reach prod directly. all prod hosts are only reachable through the bastion jump01.dc1, ssh on port 2222. it's in ssh_config under the fleet-* pattern, use `-F ssh/config`",
        )
        .bash("ANSIBLE_SSH_ARGS='-F ssh/config' ansible -i inventories/onprem web01.fleet.lan -m ping", 'web01.fleet.lan | SUCCESS => {"ping": "pong"}')
        .assistant("Reachable through the bastion now. Should I put `-F ssh/config` in `ansible.cfg` so it's picked up by default?")
        .user("yes please")
        .file("Edit", "ansible.cfg")
        .user("and remind me to rotate the deploy user's ssh key before dec 15, it was created by someone who left")
        .stop("ansible.cfg now sets ssh_args with -F ssh/config."),
    planted: [
      { kind: "fact", keys: ["jump01", "2222"] },
      { kind: "task", keys: ["rotate", "deploy"] },
    ],
  },
  {
    id: "b131-molecule",
    build: (s) =>
      s
        .user("add a molecule test for the chrony role")
        .bash("ls roles/chrony/molecule/", "default")
        .assistant("There's a `default` scenario using the docker driver. I'll add the test there and run `molecule test`.")
        .user("no — test roles with `molecule test -s podman`, always the podman scenario. the CI runners have no docker daemon")
        .file("Write", "roles/chrony/molecule/podman/molecule.yml")
        .bash(
          "cd roles/chrony && molecule test -s podman 2>&1 | tail -3",
          "INFO     Verifier completed successfully.\nINFO     Pruning extra files from scenario ephemeral directory",
        )
        .user("nice. follow-up for another day: the postgres role doesn't have any molecule scenario at all, needs one")
        .stop("chrony role has a podman molecule scenario that passes."),
    planted: [
      { kind: "instruction", keys: ["podman"] },
      { kind: "task", keys: ["postgres", "molecule"] },
    ],
  },
  {
    id: "b131-zfs-scrub",
    build: (s) =>
      s
        .user("the nightly backup on the stor hosts failed 3 nights out of 7. look at why")
        .bash(
          "ssh stor02 'journalctl -u restic-backup --since -7d | grep -i error | tail -3'",
          "Nov 24 02:41:10 stor02 restic[8812]: Fatal: unable to save snapshot: context deadline exceeded\nNov 26 02:38:55 stor02 restic[9120]: Fatal: unable to save snapshot: context deadline exceeded",
        )
        .bash(
          "ssh stor02 'systemctl list-timers | grep -E \"scrub|restic\"; zpool status tank | grep scan'",
          "Sun 2026-11-29 01:30:00 UTC  zfs-scrub-tank.timer\nSat 2026-11-28 02:00:00 UTC  restic-backup.timer\n  scan: scrub repaired 0B in 03:04:11 with 0 errors",
        )
        .assistant("Maybe the network to minio is saturated at night? Let me check the scrub first.")
        .assistant(
          "Confirmed: the zfs scrub on tank starts at 01:30 and runs about 3 hours, so the 02:00 restic backup competes with it for IO and hits the deadline. The failures line up with the scrub nights. I'd move the backup to 04:30.",
        )
        .user("04:30 is too tight if a scrub runs long. make it 05:00")
        .file("Edit", "roles/backup/defaults/main.yml")
        .stop("restic-backup timer moved to 05:00 in roles/backup/defaults."),
    planted: [
      { kind: "fact", keys: ["scrub"] },
      { kind: "decision", keys: ["05:00"] },
    ],
  },
  {
    id: "b131-deploy-rs",
    build: (s) =>
      s
        .user("compute04 needs the new kernel params. how were you going to deploy it?")
        .assistant("I was going to run `nixos-rebuild switch --flake .#compute04 --target-host compute04`.")
        .user(
          "no. nix hosts get deployed with deploy-rs, never nixos-rebuild over ssh by hand. deploy-rs does the magic rollback if the box loses network after activation, nixos-rebuild doesn't.",
        )
        .bash(
          "deploy .#compute04 --skip-checks",
          "🚀 ℹ️ [deploy] [INFO] Activating profile `system` for node `compute04`\n🚀 ℹ️ [deploy] [INFO] Activation succeeded!\n🚀 ℹ️ [deploy] [INFO] Magic rollback confirmed",
        )
        .assistant("Deployed with deploy-rs; activation confirmed.")
        .user("cool. fyi the nix hosts are exactly the twelve rack_a compute nodes, compute01..compute12, everything else is debian")
        .stop("compute04 is on the new kernel params."),
    planted: [
      { kind: "instruction", keys: ["deploy-rs"] },
      { kind: "fact", keys: ["compute01"] },
    ],
  },
  {
    id: "b131-nftables",
    build: (s) =>
      s
        .user("we have a ufw role on debian and hand-written nftables on nix. can we unify?")
        .file("Read", "roles/ufw/tasks/main.yml")
        .assistant(
          "Options: keep ufw on debian and accept the split, or write an `nftables` role that templates `/etc/nftables.conf` from the same rule vars the nix module uses. The second gives one rule format everywhere.",
        )
        .user("going with nftables everywhere. drop the ufw role once the new one is rolled out.")
        .file("Write", "roles/nftables/templates/nftables.conf.j2")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit web01 --tags nftables --check --diff | tail -1",
          "web01 : ok=5 changed=1 unreachable=0 failed=0",
        )
        .user(
          "looks right. we still need to port the rate-limit rules from the iptables-legacy setup on the mail relay though, that box is special. not today.",
        )
        .stop("nftables role written and checked on web01."),
    planted: [
      { kind: "decision", keys: ["nftables"] },
      { kind: "task", keys: ["relay"] },
    ],
  },
  {
    id: "b131-check-diff",
    build: (s) =>
      s
        .user("apply the sshd hardening to web02 please, it's in the window")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit web02 --tags sshd",
          "PLAY RECAP *********\nweb02 : ok=9 changed=1 unreachable=0 failed=0",
        )
        .user(
          "hm, you applied straight away. from now on, for anything prod: run with `--check --diff` first and paste me the diff, then wait for my ok before the real run.",
        )
        .assistant("Understood. Here's what the run changed, after the fact:")
        .bash("ssh web02 'sudo sshd -T | grep -E \"passwordauthentication|permitrootlogin\"'", "passwordauthentication no\npermitrootlogin no")
        .user("ok that's fine, it's what I wanted anyway")
        .stop("sshd hardening is live on web02."),
    planted: [{ kind: "instruction", keys: ["--check --diff"] }],
  },
  {
    id: "b131-ceph-ownership",
    build: (s) =>
      s
        .user("the base role wants to update packages on ceph03, should it?")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit ceph03 --tags base --check | grep changed:",
          "changed: [ceph03] => (item=ceph-osd)\nchanged: [ceph03] => (item=linux-image-amd64)",
        )
        .user(
          "careful. the ceph nodes belong to the data team, Priya owns them; we only manage the OS layer. and don't touch anything under /srv/ceph or the ceph-* packages on those hosts, ever, their upgrades are coordinated on their side.",
        )
        .assistant("Then the base role shouldn't manage `ceph-osd`. I'll add `ceph-*` to an exclude list for rack_c.")
        .file("Edit", "inventories/onprem/group_vars/rack_c.yml")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit ceph03 --tags base --check | grep changed:",
          "changed: [ceph03] => (item=linux-image-amd64)",
        )
        .stop("ceph packages are now excluded from the base role on rack_c."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["/srv/ceph"] },
    ],
  },
  {
    id: "b131-collections",
    build: (s) =>
      s
        .bash("ansible --version | head -1; ansible-galaxy collection list | grep community.general", "ansible [core 2.16.6]\ncommunity.general 9.1.0")
        .user("huh, community.general 9.1.0? the controller should be on 8.x. someone ran galaxy without the requirements file")
        .assistant("`requirements.yml` has `community.general: '>=8.0.0'`, so a plain install picks up 9.x. Should I pin it?")
        .user(
          "yes: pin every collection in requirements.yml to an exact version. community.general stays at 8.6.1 for now. the controller is ansible-core 2.16, that's what we test against.",
        )
        .file("Edit", "requirements.yml")
        .bash("ansible-galaxy collection install -r requirements.yml --force | tail -1", "community.general:8.6.1 was installed successfully")
        .stop("Collections pinned; community.general back at 8.6.1."),
    planted: [
      { kind: "decision", keys: ["8.6.1"] },
      { kind: "fact", keys: ["2.16"] },
    ],
  },
  {
    id: "b131-jumbo",
    build: (s) =>
      s
        .user("ceph replication is slow between stor03 and the rest. check the interfaces")
        .bash("for h in stor01 stor02 stor03; do ssh $h 'ip -o link show bond0 | grep -o \"mtu [0-9]*\"'; done", "mtu 9000\nmtu 9000\nmtu 1500")
        .assistant("stor03's bond0 is at MTU 1500 while stor01/02 are at 9000.")
        .user(
          "right. the storage VLAN 40 runs jumbo frames, MTU 9000; every other network is 1500. stor03 got rebuilt last month and whoever did it missed it.",
        )
        .user("TODO: fix the bond config on stor03 in the next window, it's a network restart so not now")
        .file("Read", "host_vars/stor03.fleet.lan.yml")
        .stop("Found the MTU mismatch on stor03; nothing changed."),
    planted: [
      { kind: "fact", keys: ["9000"] },
      { kind: "task", keys: ["stor03"] },
    ],
  },
  {
    id: "b131-handlers",
    build: (s) =>
      s
        .file("Read", "roles/nginx/handlers/main.yml")
        .user("the restart of nginx fires twice when both the cert and the config change. why")
        .assistant("There are two handlers, `restart nginx` and `reload nginx after cert`, both notified; each runs once. I can merge them.")
        .user(
          "yes, and in general: handlers that restart or reload services use `listen:` topics, notify the topic, not the handler name. that's how all our roles should do it",
        )
        .file("Edit", "roles/nginx/handlers/main.yml")
        .bash("ansible-playbook -i inventories/onprem site.yml --limit web01 --tags nginx --check | grep -c RUNNING\\ HANDLER", "1")
        .stop("nginx handlers merged under a single listen topic."),
    planted: [{ kind: "instruction", keys: ["listen"] }],
  },
  {
    id: "b131-nixfmt",
    build: (s) =>
      s
        .bash("git diff --stat", " nix/hosts/compute/default.nix | 88 +++++++++++++++++++-------------")
        .user("why is the whole file in the diff? you only changed two lines")
        .assistant("My editor reformatted it. Should I revert the formatting?")
        .user("revert it. and for nix: we format with nixfmt-rfc-style, run `nix fmt` before every commit, nothing else.")
        .bash("git checkout nix/hosts/compute/default.nix && nix fmt", "0 / 143 files changed")
        .file("Edit", "nix/hosts/compute/default.nix")
        .user("ok. btw the old modules under nix/legacy/ still need to be turned into flake modules at some point. put it on the list")
        .stop("Reverted the reformat, reapplied the two-line change, ran nix fmt."),
    planted: [
      { kind: "instruction", keys: ["nixfmt"] },
      { kind: "task", keys: ["nix/legacy"] },
    ],
  },
  {
    id: "b131-restic",
    build: (s) =>
      s
        .user("we need backups for /etc and /var/lib on all debian hosts. what would you use?")
        .assistant(
          "I'd propose restic to the existing minio, with retention 7 daily / 4 weekly / 6 monthly and a `forget --prune` weekly. Borg would be the alternative but needs ssh targets.",
        )
        .user("yes, restic with that retention. do it.")
        .file("Write", "roles/backup/tasks/main.yml")
        .bash(
          "ssh web01 'sudo restic -r s3:http://10.40.0.20:9000/fleet-backups snapshots | tail -2'",
          "a3f2c9d1  2026-11-27 16:02:11  web01  /etc,/var/lib\n1 snapshots",
        )
        .user("works. fyi all backups land in the fleet-backups bucket on the minio box, 10.40.0.20")
        .stop("restic role in place; first snapshot of web01 is in minio."),
    planted: [
      { kind: "decision", keys: ["restic"] },
      { kind: "fact", keys: ["fleet-backups"] },
    ],
  },
  {
    id: "b131-kernel-hba",
    build: (s) =>
      s
        .user("ceph05 dropped two OSDs again under load. dmesg?")
        .bash(
          "ssh ceph05 'dmesg -T | grep -i mpt3sas | tail -3; uname -r'",
          "[Thu Nov 26 22:14:03 2026] mpt3sas_cm0: log_info(0x31120303): originator(PL), code(0x12)\n[Thu Nov 26 22:14:03 2026] sd 0:0:4:0: [sde] tag#91 timing out command\n6.8.12-amd64",
        )
        .assistant("Could be a failing cable or backplane, or the driver. The same sequence appears on ceph02, which also runs 6.8.")
        .bash(
          "for h in ceph01 ceph02 ceph05; do ssh $h 'uname -r; dmesg | grep -c \"timing out\"'; done",
          "6.6.63-amd64\n0\n6.8.12-amd64\n41\n6.8.12-amd64\n57",
        )
        .user(
          "it's the driver. confirmed now: mpt3sas in 6.8 drops disks under load on our LSI 9300 HBAs, the 6.6 boxes are clean. so: pin all the storage nodes to the 6.6 LTS kernel until that's fixed upstream.",
        )
        .file("Edit", "inventories/onprem/group_vars/rack_c.yml")
        .user("and check again once 6.12 shows up in debian backports, I want to get off 6.6 eventually")
        .stop("rack_c kernel pinned to 6.6 LTS."),
    planted: [
      { kind: "fact", keys: ["mpt3sas"] },
      { kind: "decision", keys: ["6.6"] },
      { kind: "task", keys: ["6.12"] },
    ],
  },
  {
    id: "b131-become",
    build: (s) =>
      s
        .file("Read", "playbooks/web.yml")
        .user("why does this play have `become: true` at the top")
        .assistant("It was added in the initial commit; every task in the play runs as root because of it, including the `uri` healthcheck.")
        .user("take it out. standing rule: no `become: true` at play level, become goes on the individual tasks that need root.")
        .file("Edit", "playbooks/web.yml")
        .bash("ansible-playbook -i inventories/onprem playbooks/web.yml --limit web01 --check | tail -1", "web01 : ok=22 changed=0 unreachable=0 failed=0")
        .stop("play-level become removed from playbooks/web.yml."),
    planted: [{ kind: "instruction", keys: ["become", "play level"] }],
  },
  {
    id: "b131-monitoring",
    build: (s) =>
      s
        .user("we have zero host metrics on the debian boxes. netdata or node_exporter?")
        .assistant(
          "netdata gives you dashboards on each box out of the box; node_exporter feeds the Prometheus you already run and keeps one place for alerts. I'd lean to node_exporter.",
        )
        .user("agreed, node_exporter into the existing prometheus on mon01. no netdata.")
        .bash("ssh mon01 'grep retention /etc/default/prometheus'", 'ARGS="--storage.tsdb.retention.time=30d"')
        .user("mon01 prometheus keeps 30 days, that's the budget for its disk, keep that in mind for scrape intervals")
        .file("Write", "roles/node_exporter/tasks/main.yml")
        .stop("node_exporter role written; mon01 scrape config not touched yet."),
    planted: [
      { kind: "decision", keys: ["node_exporter"] },
      { kind: "fact", keys: ["mon01", "30"] },
    ],
  },
  {
    id: "b131-dns",
    build: (s) =>
      s
        .bash("cat /etc/resolv.conf", "nameserver 10.10.0.53\nnameserver 10.10.0.54\nsearch fleet.lan")
        .user("internal DNS is two unbound resolvers, ns1 and ns2, 10.10.0.53 and .54 on the mgmt network. the resolver role is roles/unbound.")
        .assistant("Got it. The ticket was about slow lookups for `*.fleet.lan` — the unbound config has `cache-min-ttl: 0`. Do you want a minimum TTL?")
        .user(
          "set it to 60. and whenever you touch a template, keep the `{{ ansible_managed | comment }}` line as the first line, people edit files on the boxes otherwise",
        )
        .file("Edit", "roles/unbound/templates/unbound.conf.j2")
        .user("next sprint we also need DNSSEC validation on the unbound boxes, that's a separate ticket")
        .stop("cache-min-ttl set to 60 in the unbound template."),
    planted: [
      { kind: "fact", keys: ["unbound", "10.10.0.53"] },
      { kind: "instruction", keys: ["ansible_managed"] },
      { kind: "task", keys: ["dnssec"] },
    ],
  },
  {
    id: "b131-users",
    build: (s) =>
      s
        .file("Read", "roles/users/tasks/main.yml")
        .assistant(
          "User accounts are defined in three places: `group_vars/all/users.yml`, per-host `host_vars`, and the nix `users.nix`. I'd propose a single `users.yml` var file keyed by username with the ssh keys inline, consumed by both the Ansible role and the nix module.",
        )
        .user("ok let's do that, single users.yml")
        .file("Write", "vars/users.yml")
        .bash("ansible-playbook -i inventories/onprem site.yml --tags users --check | tail -2", "web01 : ok=7 changed=0\ncompute01 : ok=0 changed=0 skipped=7")
        .user("great. offboarding: marek's account needs to be removed fleet-wide in the next window, he left friday")
        .stop("users.yml created; Ansible role reads it."),
    planted: [
      { kind: "decision", keys: ["users.yml"] },
      { kind: "task", keys: ["marek"] },
    ],
  },
  {
    id: "b131-journald",
    build: (s) =>
      s
        .bash(
          "ssh web03 'df -h /var/log; journalctl --disk-usage'",
          "/dev/sda2  20G  19G  1.0G  95% /\nArchived and active journals take up 11.2G in the file system.",
        )
        .user("11G of journal. what do we have journald set to?")
        .assistant("Nothing: no `journald.conf` drop-in, so it's the default 10% of the filesystem and volatile on some hosts, persistent on others.")
        .user("right. decision: persistent journald everywhere with SystemMaxUse=2G. write a drop-in in the base role.")
        .file("Write", "roles/base/templates/journald-size.conf.j2")
        .user("and shipping the journal to loki is something we want eventually, not this sprint, put it on the list")
        .stop("journald drop-in added to the base role."),
    planted: [
      { kind: "decision", keys: ["systemmaxuse"] },
      { kind: "task", keys: ["loki"] },
    ],
  },
  {
    id: "b131-aptly",
    build: (s) =>
      s
        .user("apt updates on the debian hosts are slow and pull from deb.debian.org directly. we have an aptly box, repo01, that nobody uses")
        .bash(
          "ssh repo01 'aptly snapshot list | tail -3; gpg --list-keys repo01 | grep expires'",
          " * [bookworm-2026-10]: Snapshot from mirror [bookworm-main]\n * [bookworm-2026-11]: Snapshot from mirror [bookworm-main]\npub   rsa4096 2024-03-10 [SC] [expires: 2027-03-10]",
        )
        .assistant(
          "repo01 already mirrors bookworm-main with monthly snapshots. I can point the `apt` sources in the base role to the latest published aptly snapshot.",
        )
        .user("yes, we use the local aptly mirror, monthly snapshot, all debian hosts.")
        .file("Edit", "roles/base/templates/sources.list.j2")
        .user("the gpg key aptly signs with expires in march, TODO renew it before then or every host breaks")
        .stop("sources.list now points at the aptly snapshot on repo01."),
    planted: [
      { kind: "decision", keys: ["aptly"] },
      { kind: "task", keys: ["gpg"] },
    ],
  },
  {
    id: "b131-handover",
    build: (s) =>
      s
        .user("I'm off for two weeks from monday, Jonas covers. let's make sure the docs/ folder is current")
        .bash("ls docs/", "bastion.md\nbackup.md\nrunbook-ceph.md")
        .assistant("There are three docs. bastion.md still mentions the old port 22 access; I'll update it.")
        .file("Edit", "docs/bastion.md")
        .user(
          "thx. a few things that are in my head and nowhere else, so you have them:\n- the IPMI network is 10.20.0.0/24 and it's only reachable from jump01, not from the controller\n- internal certs for *.fleet.lan come from our step-ca on ca01, 90 day lifetime, acme renews them\n- TODO: the wildcard cert for the public site is NOT on acme, somebody has to renew it manually in january\n",
        )
        .assistant("Noted all three. Want me to put them into docs/ as well?")
        .user("not now")
        .stop("docs/bastion.md updated to the jump01:2222 path."),
    planted: [
      { kind: "fact", keys: ["ipmi", "10.20.0.0"] },
      { kind: "fact", keys: ["step-ca"] },
      { kind: "task", keys: ["wildcard"] },
    ],
  },
  {
    id: "b131-per-rack",
    build: (s) =>
      s
        .user("site.yml is 900 lines and every run touches the whole fleet. ideas?")
        .bash("wc -l site.yml; grep -c '^- hosts' site.yml", "912 site.yml\n14")
        .assistant(
          "I'd split it into per-rack playbooks (`playbooks/rack_a.yml`, `rack_b.yml`, `rack_c.yml`) with `site.yml` just importing them, so a change to one rack is one playbook and one `--limit`-free run.",
        )
        .user("yes, go with per-rack playbooks.")
        .file("Write", "playbooks/rack_a.yml")
        .file("Edit", "site.yml")
        .assistant("While moving things I found four `set_fact` tasks that compute config values like `nginx_worker_count`.")
        .user(
          "ugh. rule for every role: no set_fact for config values. config goes in role defaults and gets overridden in group_vars, set_fact is only for things computed at runtime from the host",
        )
        .stop("site.yml split into per-rack playbooks."),
    planted: [
      { kind: "decision", keys: ["per-rack"] },
      { kind: "instruction", keys: ["set_fact"] },
    ],
  },
  {
    id: "b131-role-readme",
    build: (s) =>
      s
        .user("new role for the haproxy stuff pls, roles/haproxy, skeleton only")
        .bash("ansible-galaxy role init roles/haproxy", "- Role roles/haproxy was created successfully")
        .assistant("Created the skeleton. The generated README.md is the galaxy boilerplate; should I fill it in?")
        .user(
          "frm now on evry new role gets a README with the vars table generted by ansible-doc-extractor from argument_specs.yml, not handwritten. do that here",
        )
        .file("Write", "roles/haproxy/meta/argument_specs.yml")
        .bash("ansible-doc-extractor --template markdown roles/haproxy/ > roles/haproxy/README.md", "")
        .user("perfect. also we need to wirte a molecule scenario for the nftables role at some point, it has none. not today")
        .stop("roles/haproxy skeleton with a generated README."),
    planted: [
      { kind: "instruction", keys: ["ansible-doc-extractor"] },
      { kind: "task", keys: ["nftables"] },
    ],
  },
  {
    id: "b131-wireguard",
    build: (s) =>
      s
        .user("the strongswan tunnel between dc1 and dc2 dropped again last night.")
        .bash("ssh gw01 'sudo ipsec statusall | grep -E \"ESTABLISHED|CONNECTING\"'", "dc2-tunnel[1]: CONNECTING, 10.0.0.1[gw01]...203.0.113.40")
        .assistant(
          "It's stuck in CONNECTING. We could tune DPD and rekey timers, or replace the tunnel with WireGuard, which is a lot simpler to manage from both Ansible and Nix.",
        )
        .user("enough of strongswan. decision: wireguard for the dc1 <-> dc2 site-to-site. write the role.")
        .file("Write", "roles/wireguard/tasks/main.yml")
        .user("for context, dc2 is the small colo in frankfurt, 6 hosts, and once this is done they're only reachable over wg0")
        .bash("ansible-playbook -i inventories/onprem site.yml --limit gw01 --tags wireguard --check | tail -1", "gw01 : ok=6 changed=3 unreachable=0 failed=0")
        .stop("wireguard role written, checked on gw01, not applied."),
    planted: [
      { kind: "decision", keys: ["wireguard"] },
      { kind: "fact", keys: ["frankfurt"] },
    ],
  },
  {
    id: "b131-gpu",
    build: (s) =>
      s
        .bash("ssh compute11 nvidia-smi -L", "GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-3f1c...)\nGPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-a9b2...)")
        .user(
          "right, so compute11 and compute12 are the only boxes with A100s. they're pinned to the legacy_535 nvidia driver from nixpkgs because the cuda 12.2 stack the ML people use needs it",
        )
        .assistant("Should the driver pin move into a `gpu` nix module so it isn't repeated in both host files?")
        .user("yes")
        .file("Write", "nix/modules/gpu.nix")
        .bash("nix build .#nixosConfigurations.compute11.config.system.build.toplevel --dry-run 2>&1 | tail -1", "these 2 derivations will be built:")
        .user("follow-up: bump the nvidia driver past 535 once the ML team signs off on cuda 12.4. I'll hear from them in december")
        .stop("Driver pin moved into nix/modules/gpu.nix."),
    planted: [
      { kind: "fact", keys: ["a100"] },
      { kind: "task", keys: ["nvidia", "535"] },
    ],
  },
  {
    id: "b131-rolling",
    build: (s) =>
      s
        .user("the web role restarts all four web boxes at once. add a rolling update, serial: 1")
        .file("Edit", "playbooks/rack_b.yml")
        .bash("ansible-playbook -i inventories/onprem playbooks/rack_b.yml --limit web --check | grep -c 'PLAY \\['", "4")
        .assistant("With `serial: 1` the web play runs as four batches.")
        .user("hmm, that's going to take forever with four boxes. change of plan: serial: 2 with max_fail_percentage: 0, so one failure stops the rollout")
        .file("Edit", "playbooks/rack_b.yml")
        .user(
          "and the web tier must always be drained from haproxy first, use the haproxy_drain role as pre_task, re-enable in post_tasks. that's the rule for any rolling restart there",
        )
        .file("Edit", "playbooks/rack_b.yml")
        .stop("rack_b web play now rolls two at a time with haproxy drain."),
    planted: [
      { kind: "decision", keys: ["serial: 2"] },
      { kind: "instruction", keys: ["haproxy_drain"] },
    ],
  },
  {
    id: "b131-extra-vars",
    build: (s) =>
      s
        .bash(
          "history | grep ansible-playbook | tail -2",
          " 1021  ansible-playbook site.yml --tags minio -e minio_root_password=Xk8...\n 1022  ansible-playbook site.yml --tags minio --check",
        )
        .user("who did that. ok, that password is burned now, I'll rotate it myself.")
        .user(
          "for you and everyone: never pass secrets as extra vars (`-e`) on the command line. they end up in shell history and in the nightly run logs. secrets come from the vault lookup, period.",
        )
        .assistant("Understood. Should I scrub the line from the shared history file on the controller?")
        .user("yes")
        .bash("sed -i '/minio_root_password=/d' ~/.bash_history && grep -c minio_root_password ~/.bash_history", "0")
        .stop("Removed the line from the shared history."),
    planted: [{ kind: "instruction", keys: ["extra vars"] }],
  },
  {
    id: "b131-netops",
    build: (s) =>
      s
        .user("the backup traffic should go over its own vlan. can you add the switch config to the network role?")
        .assistant("The network role only manages host interfaces at the moment. For the switch side I'd need the switch model and whether we have API access.")
        .user("we don't. the switches belong to netops, Tomasz's team, we never push config to them, everything goes through a ticket in their NET queue")
        .file("Edit", "roles/network/templates/interfaces.j2")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit stor01 --tags network --check --diff | grep '^+'",
          "+auto bond0.41\n+iface bond0.41 inet static\n+    address 10.41.0.11/24",
        )
        .user("host side looks right. I still need to ask Tomasz to open vlan 41 on the trunk to the stor boxes, remind me monday")
        .stop("Host-side vlan 41 interfaces templated; not applied."),
    planted: [
      { kind: "fact", keys: ["tomasz"] },
      { kind: "task", keys: ["vlan 41"] },
    ],
  },
  {
    id: "b131-unattended",
    build: (s) =>
      s
        .bash(
          "ssh web02 'last -x reboot | head -2'",
          "reboot   system boot  6.1.0-27-amd64  Sat Nov 21 04:03   still running\nreboot   system boot  6.1.0-26-amd64  Tue Nov 10 06:14 - 04:03",
        )
        .user("web02 rebooted saturday 4am on its own. what is it running?")
        .bash(
          "ssh web02 'cat /etc/apt/apt.conf.d/50unattended-upgrades | grep -v ^// | grep Reboot'",
          'Unattended-Upgrade::Automatic-Reboot "true";\nUnattended-Upgrade::Automatic-Reboot-Time "04:00";',
        )
        .assistant("Someone enabled automatic reboots in unattended-upgrades on web02. It's not from the base role.")
        .user(
          "ok here's how we do it: unattended-upgrades on all debian hosts, security origin only, Automatic-Reboot false. reboots happen in the tuesday window through the playbook. put that in the base role.",
        )
        .file("Write", "roles/base/templates/50unattended-upgrades.j2")
        .user("and nobody runs apt upgrade by hand on a host, it goes through ansible so it's in the log")
        .stop("base role now manages unattended-upgrades: security only, no auto reboot."),
    planted: [
      { kind: "decision", keys: ["unattended-upgrades", "security"] },
      { kind: "instruction", keys: ["apt upgrade"] },
    ],
  },
  {
    id: "b131-nix-gc",
    build: (s) =>
      s
        .bash("ssh compute07 'df -h /boot'", "/dev/sda1  511M  498M  13M  98% /boot")
        .user("compute07 /boot full again, generations pile up. what's nix.gc set to?")
        .file("Read", "nix/modules/base.nix")
        .assistant(
          "Nothing: there's no `nix.gc` block and `boot.loader.systemd-boot.configurationLimit` is unset. I'd suggest a weekly `nix.gc` with `--delete-older-than 14d` and a limit of 5 boot entries.",
        )
        .user("yes, take exactly that, weekly gc with 14d and 5 entries")
        .file("Edit", "nix/modules/base.nix")
        .bash("deploy .#compute07 --skip-checks 2>&1 | tail -1", "🚀 ℹ️ [deploy] [INFO] Activation succeeded!")
        .user("TODO: compute07's /boot is only 512M, the others have 1G. repartition it next time someone is at the rack")
        .stop("nix.gc weekly with 14d and configurationLimit = 5 deployed to compute07."),
    planted: [
      { kind: "decision", keys: ["14d"] },
      { kind: "task", keys: ["compute07"] },
    ],
  },
  {
    id: "b131-e-lint",
    build: (s) =>
      s
        .user("run ansible-lint on roles/nginx")
        .bash(
          "ansible-lint roles/nginx",
          "roles/nginx/tasks/main.yml:12: yaml[truthy] Truthy value should be one of [false, true]\nroles/nginx/tasks/main.yml:30: yaml[truthy] Truthy value should be one of [false, true]\nroles/nginx/tasks/tls.yml:4: name[casing] All names should start with an uppercase letter.\nFailed: 3 failure(s), 0 warning(s)",
          2,
        )
        .assistant("Three findings: two `yes`/`no` truthy values in main.yml and one lower-case task name in tls.yml.")
        .user("fix the truthy ones, leave the casing thing")
        .file("Edit", "roles/nginx/tasks/main.yml")
        .bash(
          "ansible-lint roles/nginx",
          "roles/nginx/tasks/tls.yml:4: name[casing] All names should start with an uppercase letter.\nFailed: 1 failure(s), 0 warning(s)",
          2,
        )
        .assistant("Truthy values fixed; only the casing finding remains, as you asked.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-include-import",
    build: (s) =>
      s
        .user("remind me, what's the actual difference between include_tasks and import_tasks? I always mix them up")
        .assistant(
          "`import_tasks` is static: it's processed at parse time, so tags and `when:` are applied to every imported task, and you can't loop over it. `include_tasks` is dynamic: it's evaluated at run time, works with `loop:`, but tags on the include only apply to the include itself unless you use `apply:`.",
        )
        .user("so for the per-vhost loop in the nginx role, import wouldn't even work?")
        .assistant("Right, a `loop:` on `import_tasks` is an error. For the vhost loop it has to be `include_tasks`.")
        .user("ok makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-restart-loop",
    build: (s) =>
      s
        .user(
          "this is in the journal on web04, what does it mean?\n```\nNov 27 09:12:44 web04 systemd[1]: node_exporter.service: Scheduled restart job, restart counter is at 5.\nNov 27 09:12:44 web04 systemd[1]: node_exporter.service: Start request repeated too quickly.\n# unit has Restart=always, RestartSec=100ms  (TODO: tune)\n```",
        )
        .assistant(
          "The unit crashed five times within the start-limit interval, and with `Restart=always` and a 100 ms delay systemd gave up and marked it failed. The `TODO: tune` is a comment in the unit file someone left, not an error.",
        )
        .user("probably the port clash with the old exporter? not sure")
        .bash("ssh web04 'sudo ss -ltnp | grep 9100'", 'LISTEN 0 4096 *:9100 *:* users:(("prometheus-node",pid=812,fd=3))')
        .assistant(
          "Something is already listening on 9100: the Debian `prometheus-node-exporter` package. That would explain the crash loop, though I haven't looked at its logs.",
        )
        .user("ok. I'll look at it myself tomorrow, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-slow-facts",
    build: (s) =>
      s
        .user("fact gathering takes like 20s per host on rack_b. any idea?")
        .assistant(
          "A few possibilities: reverse DNS lookups on the controller, a hung NFS mount making the `mounts` facts slow, or just `gather_subset: all`. I can time it per subset.",
        )
        .bash("time ansible -i inventories/onprem web02.fleet.lan -m setup -a 'gather_subset=!all,!min,hardware' > /dev/null", "real\t0m17.9s")
        .assistant("Hardware facts alone take 18 s on web02, so it's likely the mount facts; a stale NFS mount would do that. I haven't confirmed which mount.")
        .user("hm, might be the old /mnt/archive thing. not now though, it's friday")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-mitogen",
    build: (s) =>
      s
        .user("what if we switched the strategy to mitogen to speed up the runs")
        .assistant(
          "mitogen_linear usually gives 2-5x on task-heavy plays. The catch is compatibility: its support for recent ansible-core versions has lagged behind.",
        )
        .user("hm. actually no, scratch that, I'm not going to mess with strategy plugins this week")
        .assistant("Okay, leaving the strategy as it is.")
        .bash("grep -n strategy ansible.cfg", "7:strategy = linear")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-check-status",
    build: (s) =>
      s
        .user("morning. long night, the UPS in rack b tripped at 3am. anyway. do a check run on rack_a please")
        .bash(
          "ansible-playbook -i inventories/onprem site.yml --limit rack_a --check | tail -3",
          "compute10 : ok=48 changed=0 unreachable=0 failed=0\ncompute11 : ok=48 changed=0 unreachable=0 failed=0\ncompute12 : ok=48 changed=0 unreachable=0 failed=0",
        )
        .assistant("Check run on rack_a finished: all 12 compute nodes ok, 0 changed, none unreachable.")
        .user("good, at least something survived the night")
        .assistant("Sorry about the UPS. Anything else you want me to verify after the power event?")
        .user("no, that's it, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-readme-typo",
    build: (s) =>
      s
        .user("README says 'inventroy' in the quickstart, fix pls")
        .file("Edit", "README.md")
        .assistant("Fixed the typo in the quickstart section.")
        .user("there's another one, 'playbok', same section")
        .file("Edit", "README.md")
        .assistant("Fixed that one too; no other misspellings in the quickstart.")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-sshd-quote",
    build: (s) =>
      s
        .user(
          "can't log in to ceph06 as myself. their sshd_config has this:\n```\nPermitRootLogin no\nAllowGroups data-team\n# NEVER add other groups here - data team\nPasswordAuthentication no\n```\nis that why?",
        )
        .assistant("Yes: `AllowGroups data-team` means only members of `data-team` can log in, and your account isn't in it. The comment is theirs.")
        .user("so should I ask Priya to add me or is there another way in?")
        .assistant(
          "Either you get added to the group, or someone in the data team runs the command for you. I wouldn't change their sshd_config from our side.",
        )
        .user("yeah I'll just ping her")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-awx",
    build: (s) =>
      s
        .user("the cron job that runs site.yml every night from the controller is a bit fragile")
        .assistant(
          "One option would be AWX or Semaphore: scheduled job templates, a run history and RBAC. It's another service to run though, with its own database.",
        )
        .user("maybe. let me think about it, I'm not sure we want another thing to babysit")
        .assistant("Fair. Want me to count how many of the recent nightly runs actually failed?")
        .user("sure")
        .bash("grep -c 'failed=[1-9]' /var/log/fleet-nightly.log", "3")
        .assistant("Three runs with failures in the current log.")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-disk-usage",
    build: (s) =>
      s
        .user("how full is builder01's store")
        .bash("ssh builder01 'df -h /nix; nix path-info --all | wc -l'", "/dev/nvme0n1p2  1.8T  1.1T  700G  62% /nix\n48213")
        .assistant("/nix on builder01 is at 62% (1.1T of 1.8T), about 48k store paths.")
        .user("ok fine. run a gc anyway, older than 30 days")
        .bash("ssh builder01 'sudo nix-collect-garbage --delete-older-than 30d | tail -1'", "12840 store paths deleted, 212.44 GiB freed")
        .assistant("Garbage collection freed 212 GiB and deleted 12,840 store paths.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b131-e-vault-question",
    build: (s) =>
      s
        .user("does the hashi_vault lookup cache tokens between tasks or does it log in every time?")
        .assistant(
          "By default it authenticates per lookup call unless a token is supplied through `VAULT_TOKEN` or the token file. With approle auth that means one login per lookup.",
        )
        .user("hm, that could be why the db play is slow. or not, the db play has like 6 lookups")
        .assistant(
          "Six lookups would add maybe a second or two, so it's probably not the main cost. I could profile the play with the `profile_tasks` callback if you want.",
        )
        .user("not today")
        .stop(),
    planted: [],
  },
];

export const BLIND131 = plantedSet(BLIND131_SESSIONS, Date.UTC(2026, 10, 9, 9));
