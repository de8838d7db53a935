/**
 * Blind planted set 116 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a cautious university IT admin automating AD, SCCM, backups and student accounts with
 * PowerShell and Ansible on Windows and Linux servers; asks for -WhatIf / --check runs before
 * anything real and states policies from the IT handbook. OpenCode voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 46 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND116_SESSIONS: BlindSession[] = [
  {
    id: "b116-ad-stale-computers",
    build: (s) =>
      s
        .user(
          "morning. I need a script that finds computer objects in AD that haven't logged on in a while. campus.uni.ac.uk, the Workstations OU tree. Can you start with just a report? don't change anything yet",
        )
        .bash(
          "powershell -NoProfile -Command \"Get-ADComputer -Filter * -SearchBase 'OU=Workstations,DC=campus,DC=uni,DC=ac,DC=uk' -Properties LastLogonTimestamp | Measure-Object\"",
          "Count    : 4817\nAverage  :\nSum      :\nMaximum  :\nMinimum  :\nProperty :",
        )
        .assistant(
          "There are 4,817 computer objects under Workstations. Using LastLogonTimestamp (which replicates with up to ~14 days lag), 612 haven't logged on in 90+ days and 388 in 180+ days. I've written the report to stale-computers.csv. How do you want to handle them: disable, move, or delete?",
        )
        .file("Write", "powershell/Get-StaleComputers.ps1")
        .user(
          "ok thanks. Let's go with disabling after 90 days and moving them to the Disabled-Computers OU. No deletion, the desktop team wants to be able to bring them back. And before you run anything against AD, always do a -WhatIf pass first and show me the output, I want to eyeball it before anything is real",
        )
        .bash(
          "powershell -NoProfile -File powershell/Disable-StaleComputers.ps1 -Days 90 -WhatIf",
          'What if: Performing the operation "Set" on target "CN=LIB-PC-0142,OU=Library,OU=Workstations,DC=campus,DC=uni,DC=ac,DC=uk".\nWhat if: Performing the operation "Move" on target "CN=LIB-PC-0142,...".\n... (612 objects)',
        )
        .assistant(
          "Here's the -WhatIf run: 612 objects would be disabled and moved, 47 of them in Library and 210 in the Engineering labs. Nothing has been changed. Want me to run it for real?",
        )
        .user("not today, Friday afternoon changes are a no from me. leave it there")
        .stop("Understood, I'll leave it at the WhatIf report. The script is at powershell/Disable-StaleComputers.ps1."),
    planted: [
      { kind: "decision", keys: ["disabled-computers"] },
      { kind: "instruction", keys: ["-whatif"] },
    ],
  },
  {
    id: "b116-sccm-boundaries",
    build: (s) =>
      s
        .user("the new library wing machines aren't getting the client push. can you look at the site? server is sccm-ps01, site code UNI")
        .bash(
          'powershell -NoProfile -Command "Get-CMBoundaryGroup | Select Name, SiteSystemCount"',
          "Name                      SiteSystemCount\n----                      ---------------\nBG-Main-Campus                          2\nBG-Medical-School                       1\nBG-Library                              1",
        )
        .assistant(
          "sccm-ps01 is reachable and the site is healthy. BG-Library only contains the 10.40.0.0/22 range; the new wing's clients are on 10.40.8.0/23, which isn't in any boundary. That's why they never get assigned a site. I could add an IP range boundary for 10.40.8.0/23 to BG-Library?",
        )
        .user("hm, is that the whole subnet or just the wired side? I honestly don't know how they set it up over there")
        .assistant("From the DHCP scopes it looks like 10.40.8.0/24 is wired and 10.40.9.0/24 is the staff wifi, but I can't see their network docs.")
        .user(
          "ok don't touch the boundaries yet. remind me to ask Priya about the boundary groups for the new library wing, she's the one who did the network design. For the record, sccm-ps01 is our only primary site server, the DPs are all secondaries hanging off it",
        )
        .file("Read", "docs/sccm/site-layout.md")
        .stop("Noted, no boundary changes made. I've left the findings in the chat."),
    planted: [
      { kind: "task", keys: ["priya", "boundary"] },
      { kind: "fact", keys: ["sccm-ps01", "primary"] },
    ],
  },
  {
    id: "b116-veeam-nas-quota",
    build: (s) =>
      s
        .user("the fileserver backup job failed again last night. can you check why? logs are on bkp01")
        .bash(
          "powershell -NoProfile -Command \"Get-VBRJob -Name 'FS-Staff-Shares' | Get-VBRJobSession -Last 1 | Select Result, Log\"",
          "Result : Failed\nLog    : {Preparing backup proxy, Processing fs01.campus.uni.ac.uk, Error: Repository 'NAS02-Staff' is out of free space. Always keep at least 10% free on repositories.}",
        )
        .assistant("It failed writing to the NAS02-Staff repository: out of free space. Possibly the weekly synthetic full ran at the same time?")
        .bash(
          "ssh admin@bkp-nas02 'quota -s veeam'",
          "Disk quotas for user veeam (uid 1003):\n     Filesystem   space   quota   limit   grace\n  /dev/md0       7987G   8000G   8000G",
        )
        .assistant(
          "Confirmed: it's not the synthetic full. The veeam share on bkp-nas02 has a hard quota of 8 TB and it's at 7.99 TB. That's the root cause of the last three failures.",
        )
        .user(
          "right, I remember now, storage set that quota. So the bkp-nas02 veeam share is capped at 8TB, fine. Then let's move the FS-Staff-Shares job to the 01:30 window so it doesn't overlap the mail backup and I'll ask storage for more space",
        )
        .file("Edit", "ansible/group_vars/backup.yml")
        .assistant("Done, FS-Staff-Shares now starts at 01:30 instead of 23:00. The mail job still finishes around 01:10 so they won't overlap.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bkp-nas02", "quota"] },
      { kind: "decision", keys: ["01:30"] },
    ],
  },
  {
    id: "b116-student-provisioning",
    build: (s) =>
      s
        .user(
          "we need to sort out the student account creation script, it's a mess. A few things first: student accounts are never created by hand, they must only come from the SITS export. If someone asks for a manual student account, the answer is no, they go to Registry. That's handbook 3.1.",
        )
        .assistant("Got it. Where does the SITS export land, and in what format?")
        .user("csv, lands in \\\\fs01\\idm\\inbound every night around 02:00, filename sits_students_yyyyMMdd.csv")
        .bash(
          'powershell -NoProfile -Command "Get-ChildItem \\\\fs01\\idm\\inbound | Sort LastWriteTime | Select -Last 3"',
          "Mode   LastWriteTime        Length Name\n----   -------------        ------ ----\n-a---  17/11/2026 02:04   4,212,880 sits_students_20261117.csv\n-a---  18/11/2026 02:03   4,215,102 sits_students_20261118.csv\n-a---  19/11/2026 02:05   4,219,340 sits_students_20261119.csv",
        )
        .file("Edit", "powershell/New-StudentAccounts.ps1")
        .assistant(
          "I've rewritten New-StudentAccounts.ps1 to read the latest sits_students_*.csv from \\\\fs01\\idm\\inbound, validate the matric number, and create s+matric usernames. 14 rows in last night's file fail validation: their matric numbers start with a letter (X2611042 etc.).",
        )
        .user(
          "yeah those are the exchange students. Don't handle them now, skip them and log them. Next term we need to handle the exchange students properly, Registry is changing their numbering anyway",
        )
        .stop("Exchange students are skipped and logged to the event log for now."),
    planted: [
      { kind: "instruction", keys: ["sits"] },
      { kind: "fact", keys: ["inbound", "02:00"] },
      { kind: "task", keys: ["exchange students"] },
    ],
  },
  {
    id: "b116-ansible-netbox-inventory",
    build: (s) =>
      s
        .user("the hosts.ini for the linux estate is out of date again, half the new VMs aren't in it")
        .assistant(
          "Two options: I keep hosts.ini in sync with a script, or we switch to NetBox's dynamic inventory plugin (netbox.netbox.nb_inventory) since the VMs are all registered in NetBox already. The plugin means no more static file.",
        )
        .user("the plugin. we're using the dynamic inventory from NetBox from now on, bin the static hosts.ini")
        .file("Write", "ansible/inventory/netbox.yml")
        .bash(
          "ansible-inventory -i inventory/netbox.yml --graph | head -8",
          "@all:\n  |--@ungrouped:\n  |--@site_main_campus:\n  |  |--lnx-web01\n  |  |--lnx-web02\n  |  |--lnx-ldap01\n  |--@site_medical:\n  |  |--lnx-gpu03",
        )
        .assistant("The NetBox inventory works: 142 hosts grouped by site. I removed inventory/hosts.ini and updated ansible.cfg to point at netbox.yml.")
        .user(
          "nice. and one rule for you for every playbook run from here on: --check --diff first, I read the diff, then we run it properly. no exceptions, even for small stuff",
        )
        .bash(
          "ansible-playbook -i inventory/netbox.yml site.yml --check --diff --limit lnx-web01",
          "PLAY RECAP *********\nlnx-web01 : ok=23 changed=0 unreachable=0 failed=0 skipped=4",
        )
        .stop("Check run on lnx-web01 is clean: changed=0."),
    planted: [
      { kind: "decision", keys: ["netbox"] },
      { kind: "instruction", keys: ["--check", "--diff"] },
    ],
  },
  {
    id: "b116-service-account-secrets",
    build: (s) =>
      s
        .user("I found the old print queue script has the svc_print password in plain text at the top. great.")
        .file("Read", "powershell/Sync-PrintQueues.ps1")
        .assistant(
          "Yes, line 4: $pw = 'Pr1nt...'. I can move it to an Ansible vault variable or to a credential file encrypted with DPAPI. Which do you prefer?",
        )
        .user(
          "neither. handbook 4.2: service account passwords live in Thycotic Secret Server and scripts fetch them at runtime through the API. Never in scripts, never in vault files, never in DPAPI blobs on disk. Apply that to anything you write for us.",
        )
        .file("Edit", "powershell/Sync-PrintQueues.ps1")
        .assistant(
          "Changed the script to pull the svc_print credential from Secret Server at runtime (secret id 4471) via the Thycotic.SecretServer module. The plain-text password is gone. It should also be rotated since it's been in git history.",
        )
        .user("yep I'll rotate it. fyi the print servers are still on 2012 R2, prt01 and prt02, so whatever module you use has to work on PS 5.1 there")
        .bash(
          "Invoke-Command -ComputerName prt01 { $PSVersionTable.PSVersion }",
          "Major  Minor  Build  Revision\n-----  -----  -----  --------\n5      1      14409  1018",
        )
        .stop("prt01 has 5.1, and the module works there."),
    planted: [
      { kind: "instruction", keys: ["secret server"] },
      { kind: "fact", keys: ["2012 r2", "print"] },
    ],
  },
  {
    id: "b116-winrm-jump",
    build: (s) =>
      s
        .user("ansible can't talk to the windows boxes from jump01. winrm timeouts. no idea why, it worked in September")
        .bash(
          "ansible -i inventory/netbox.yml win_servers -m win_ping --limit win-fs01",
          'win-fs01 | UNREACHABLE! => {"changed": false, "msg": "ssl: HTTPSConnectionPool(host=\'win-fs01\', port=5986): Max retries exceeded", "unreachable": true}',
        )
        .assistant("Timeout on 5986. Could be the listener cert expired, or a firewall. Let me check the listener first.")
        .bash(
          "Invoke-Command -ComputerName win-fs01 { winrm enumerate winrm/config/listener; Get-NetFirewallRule -PolicyStore ActiveStore | ? DisplayName -like '*WinRM*' | Select DisplayName, Enabled, Action }",
          "Listener\n    Address = *\n    Transport = HTTPS\n    Port = 5986\n    CertificateThumbprint = 9A1F...\nDisplayName                        Enabled Action\nWinRM HTTPS from mgmt (Uni-Firewall-Baseline) True  Allow\nBlock remote mgmt from untrusted   True  Block",
        )
        .assistant(
          "The listener is fine. The GPO Uni-Firewall-Baseline only allows 5986 from the mgmt VLAN (10.10.0.0/24), and jump01 is 10.10.4.12, so it hits the block rule. Confirmed by Test-NetConnection from mgmt01 (works) vs jump01 (fails). That's the root cause: the October baseline GPO change.",
        )
        .user(
          "ugh, ok. makes sense. follow-up for me: raise a change request with the network team to allow 5986 from jump01 in the baseline. we're not editing that GPO ourselves, it belongs to security",
        )
        .stop("OK, nothing changed on our side."),
    planted: [
      { kind: "fact", keys: ["uni-firewall-baseline", "5986"] },
      { kind: "task", keys: ["change request"] },
    ],
  },
  {
    id: "b116-ubuntu-patching",
    build: (s) =>
      s
        .user("let's talk patching for the ubuntu servers. right now it's me running apt upgrade by hand once a month, which is bad")
        .assistant(
          "A few options: (1) unattended-upgrades for security updates only, (2) a monthly Ansible playbook doing full upgrades with serial batches, (3) both. Full automatic upgrades would be simplest but riskier.",
        )
        .user("security only via unattended-upgrades, full upgrades stay manual through the playbook. that's what we'll do.")
        .file("Write", "ansible/roles/patching/tasks/main.yml")
        .bash(
          "ansible-playbook -i inventory/netbox.yml patching.yml --check --diff --limit site_main_campus",
          'TASK [patching : configure 50unattended-upgrades] ***\n--- before\n+++ after\n+Unattended-Upgrade::Automatic-Reboot "false";\nPLAY RECAP ***\n... ok=6 changed=2 failed=0',
        )
        .assistant(
          "The role installs unattended-upgrades with only the -security origin and Automatic-Reboot false. Should the research cluster nodes get it too?",
        )
        .user(
          "yes but careful: nobody reboots anything in the research cluster without emailing hpc-admins first. that goes for you too, if a playbook would reboot an hpc node, stop and tell me",
        )
        .stop("Will do. Reboots stay off in the role."),
    planted: [
      { kind: "decision", keys: ["unattended-upgrades"] },
      { kind: "instruction", keys: ["hpc-admins"] },
    ],
  },
  {
    id: "b116-sccm-collections",
    build: (s) =>
      s
        .user("can you create the deployment collection for the new SPSS 30 package? the software centre side, not the app itself")
        .bash(
          "powershell -NoProfile -Command \"Get-CMCollection -Name 'DEP*' | Select Name, LimitingCollectionName | ft -auto\"",
          "Name                        LimitingCollectionName\n----                        ----------------------\nDEP - Matlab - R2025b       All Systems\nDEP - Office 2016 - x86     All Systems\nDEP - Zoom - 6.2            All Systems",
        )
        .assistant(
          "Existing DEP collections are all limited to All Systems, which includes servers. I'd suggest limiting new deployment collections to 'All Managed Workstations' instead, so a software deployment can never land on a server by mistake.",
        )
        .user("yep, good call, go with that for all the new ones")
        .file("Write", "powershell/New-DeploymentCollection.ps1")
        .bash(
          "powershell -NoProfile -File powershell/New-DeploymentCollection.ps1 -App 'SPSS' -Version '30'",
          "Created collection 'DEP - SPSS - 30' limited to 'All Managed Workstations' (ID UNI00412)",
        )
        .assistant(
          "Created DEP - SPSS - 30 (UNI00412), limited to All Managed Workstations. I also noticed about 40 DEP - Office 2016 - * collections with zero members.",
        )
        .user("yeah those are from the old Office 2016 rollout. we still need to clean those up at some point, not today though.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["all managed workstations"] },
      { kind: "task", keys: ["office 2016"] },
    ],
  },
  {
    id: "b116-offsite-restore",
    build: (s) =>
      s
        .user("a student's thesis folder got deleted, ticket RITM0048812. can you restore \\\\fs03\\students$\\s2219034\\thesis from Tuesday?")
        .bash(
          "powershell -NoProfile -Command \"Get-VBRRestorePoint -Backup 'FS-Students' | ? CreationTime -ge '2026-11-17' | Select CreationTime, Type\"",
          "CreationTime          Type\n------------          ----\n17/11/2026 23:12:40   Increment\n18/11/2026 23:10:02   Increment",
        )
        .assistant("Tuesday's restore point is there (17/11 23:12). I'll restore to the original location with a _restored suffix so nothing gets overwritten.")
        .file("Write", "powershell/Restore-StudentFolder.ps1")
        .bash(
          "powershell -NoProfile -File powershell/Restore-StudentFolder.ps1 -Path '\\\\fs03\\students$\\s2219034\\thesis' -Date 2026-11-17",
          "Restore session 'FLR s2219034' completed: 1,204 files, 3.1 GB",
        )
        .user(
          "thanks. one thing for next time, handbook 7.3: any restore of student data needs the ticket number in the restore session description. always put the RITM in it, audit checks that",
        )
        .assistant(
          "Understood. This one's description was 'FLR s2219034'; I've amended it to 'RITM0048812 FLR s2219034'. Also, the copy job for this backup goes to Azure, right?",
        )
        .user("yes, offsite copies go to the uni-bkp-offsite container in UK South. 90 day immutability on it.")
        .stop("Good to know, thanks."),
    planted: [
      { kind: "instruction", keys: ["ritm"] },
      { kind: "fact", keys: ["uk south"] },
    ],
  },
  {
    id: "b116-lab-reimage",
    build: (s) =>
      s
        .user("we need a task sequence for the teaching labs refresh. let's use the Win11 22H2 image we already have")
        .bash(
          'powershell -NoProfile -Command "Get-CMOperatingSystemImage | Select Name, Version"',
          "Name                   Version\n----                   -------\nWin11-Edu-22H2-2309    10.0.22621.2283\nWin11-Edu-23H2-2410    10.0.22631.4317",
        )
        .assistant(
          "Both 22H2 and 23H2 images exist. One heads-up: the 22H2 image has the Teams classic build that the known-issues page says breaks on sign-in.",
        )
        .user("oh right, the broken Teams. ok scratch 22H2, go with the 23H2 image for the labs")
        .file("Edit", "sccm/tasksequences/Labs-Refresh.xml")
        .assistant("The Labs-Refresh task sequence now uses Win11-Edu-23H2-2410. Do you want me to deploy it to a lab now?")
        .user("no no. but before the exam period starts we have to reimage lab B114, it's the one with the most complaints. don't let me forget")
        .stop("Noted, B114 before exams."),
    planted: [
      { kind: "decision", keys: ["23h2"] },
      { kind: "task", keys: ["b114"] },
    ],
  },
  {
    id: "b116-dhcp-student-wifi",
    build: (s) =>
      s
        .user("people are complaining they can't get on eduroam on Monday mornings. can you check dhcp?")
        .bash(
          'powershell -NoProfile -Command "Get-DhcpServerv4ScopeStatistics -ComputerName dhcp01 | ? ScopeId -eq 10.64.0.0"',
          "ScopeId   Free  InUse PercentageInUse Reserved Pending\n-------   ----  ----- --------------- -------- -------\n10.64.0.0  241  3853  94.11           0        0",
        )
        .assistant(
          "The student wifi scope 10.64.0.0 is a /20 (4,094 addresses) and it's at 94% in use right now. With an 8 day lease, weekend devices still hold addresses on Monday. I could shorten the lease to 1 day?",
        )
        .user(
          "no, leave the leases alone for now, networks own that decision. but good to know: the student wifi scope is a /20 and it's basically full on Mondays, that's been the case since September",
        )
        .assistant("Understood, no changes. I'll leave it as is.")
        .stop(),
    planted: [{ kind: "fact", keys: ["/20"] }],
  },
  {
    id: "b116-powershell-conventions",
    build: (s) =>
      s
        .user(
          "before you write any more scripts for me, some house rules:\n- approved verbs only (Get-Verb), PSScriptAnalyzer clean\n- scripts go in the IT-Scripts repo under /powershell, nowhere else\n- target Windows PowerShell 5.1, NOT 7. half the servers don't have 7 and I'm not installing it\n- comment based help on every function",
        )
        .assistant("Noted. Should scripts be signed?")
        .user("yes, AllSigned is enforced on servers. the code signing cert lives in the LocalMachine store on build01, so signing happens there")
        .bash(
          "ssh build01 'powershell -c \"Get-ChildItem Cert:\\LocalMachine\\My -CodeSigningCert | Select Subject, NotAfter\"'",
          "Subject                                   NotAfter\n-------                                   --------\nCN=Uni IT Code Signing, O=University      03/06/2027 10:12:00",
        )
        .file("Edit", "powershell/Sync-PrintQueues.ps1")
        .assistant("Found the cert on build01 (valid until June 2027). I've added comment-based help to Sync-PrintQueues.ps1 and it passes PSScriptAnalyzer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["it-scripts"] },
      { kind: "instruction", keys: ["5.1"] },
      { kind: "fact", keys: ["build01"] },
    ],
  },
  {
    id: "b116-mfa-breakglass",
    build: (s) =>
      s
        .user("can you list who's in the conditional access exclusion group? I want to see how bad it is")
        .bash(
          'powershell -NoProfile -Command "Get-MgGroupMember -GroupId (Get-MgGroup -Filter \\"displayName eq \'CA-MFA-Exclusion\'\\").Id -All | Measure"',
          "Count : 63",
        )
        .assistant(
          "CA-MFA-Exclusion has 63 members: 2 break-glass accounts, 9 service accounts and 52 user accounts, most of them staff added during the 2024 rollout.",
        )
        .user(
          "52 users, wow. ok: the break-glass accounts are adm-bg1 and adm-bg2, those stay excluded forever, never touch them. TODO for me: go through the MFA exclusion group with the service desk before 1 December and kick the users out",
        )
        .file("Write", "reports/ca-mfa-exclusion-2026-11.csv")
        .assistant("Exported the member list to reports/ca-mfa-exclusion-2026-11.csv with last sign-in dates.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["adm-bg1"] },
      { kind: "task", keys: ["mfa exclusion"] },
    ],
  },
  {
    id: "b116-awx-vault",
    build: (s) =>
      s
        .user("how are we going to handle the vault password now that three of us run playbooks?")
        .assistant(
          "Options: a shared ~/.vault_pass on jump01, each admin typing it with --ask-vault-pass, or run everything through AWX with a vault credential so nobody needs the password locally.",
        )
        .user("AWX. decided: AWX holds the vault credential and the vault playbooks only run from AWX, nobody runs them from laptops or jump01 anymore")
        .file("Write", "ansible/awx/credentials.yml")
        .bash(
          "awx credentials list --credential_type 'Vault' -f human",
          "id name                    credential_type\n== ======================= ===============\n12 uni-ansible-vault       3",
        )
        .assistant("Vault credential uni-ansible-vault (id 12) is attached to all 9 job templates.")
        .user(
          "good. also tag every task in the roles with the role name, I want to be able to --tags any role on its own. please keep doing that in every role you touch",
        )
        .file("Edit", "ansible/roles/patching/tasks/main.yml")
        .stop("Tags added to the patching role."),
    planted: [
      { kind: "decision", keys: ["awx"] },
      { kind: "instruction", keys: ["--tags"] },
    ],
  },
  {
    id: "b116-leavers",
    build: (s) =>
      s
        .user("let's do the leavers script next. HR drops leavers in a CSV every Friday")
        .bash(
          "Import-Csv \\\\fs01\\idm\\inbound\\hr_leavers_20261114.csv | Select -First 2",
          "EmployeeId EndDate    Username\n---------- -------    --------\n100482     21/11/2026 jbloggs\n100517     28/11/2026 mkhan",
        )
        .assistant(
          "The EndDate column is dd/MM/yyyy, not ISO, so I'll parse it with ParseExact and the en-GB culture. What should happen to the account on the end date?",
        )
        .user(
          "yes that's the HR format, EndDate is always dd/MM/yyyy in their exports. Policy is leaver accounts are disabled on the end date and never deleted for 180 days, then the deletion job picks them up. that's in the handbook, don't get clever with it",
        )
        .file("Write", "powershell/Disable-Leavers.ps1")
        .bash(
          "powershell -NoProfile -File powershell/Disable-Leavers.ps1 -WhatIf",
          "What if: Disable-ADAccount jbloggs (EndDate 21/11/2026)\nWhat if: Set-ADUser jbloggs -Description 'Leaver 21/11/2026 - delete after 20/05/2027'",
        )
        .assistant("WhatIf looks right: disable on end date, description stamped with the delete-after date.")
        .user("good. we still need to convert leaver mailboxes to shared mailbox so the line managers can get at them, that's next week's job")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dd/mm/yyyy"] },
      { kind: "instruction", keys: ["180 days"] },
      { kind: "task", keys: ["shared mailbox"] },
    ],
  },
  {
    id: "b116-wsus-decom",
    build: (s) =>
      s
        .user("wsus01 is falling over again. honestly I want rid of it")
        .bash(
          "Get-Service -ComputerName wsus01 WsusService, W3SVC | Select Name, Status",
          "Name         Status\n----         ------\nWsusService  Stopped\nW3SVC        Running",
        )
        .assistant(
          "WsusService stopped again (the app pool hit its memory limit). Since the SCCM software update point already syncs from Microsoft Update, the standalone WSUS only serves the ~120 servers that aren't SCCM clients. We could make them SCCM clients and drop wsus01.",
        )
        .user("yes let's do it. We're decommissioning the standalone WSUS; from now on the SCCM SUP handles updates for servers too.")
        .file("Write", "docs/changes/wsus-decommission.md")
        .assistant("Wrote the change plan in docs/changes/wsus-decommission.md: client push to the 120 servers this week, then switch off wsus01.")
        .user(
          "remind me to remove the old WSUS GPO after the 3rd of December, once all servers report to SCCM. if I remove it before that they'll go to windows update directly",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["wsus", "sup"] },
      { kind: "task", keys: ["wsus gpo"] },
    ],
  },
  {
    id: "b116-home-drive-migration",
    build: (s) =>
      s
        .user("home drive migration from fs02 to the new fs05, let's plan it")
        .bash(
          "Get-ChildItem \\\\fs02\\home$ -Directory | Group { $_.Name.Substring(0,3) } | Select Name, Count",
          "Name Count\n---- -----\neng   2210\nmed   1804\nart    940\nsci   3120",
        )
        .assistant("About 8,000 home folders across four faculty prefixes. We could do it all in one weekend, or per faculty.")
        .user("per faculty, Engineering first, they're the smallest complaint-wise and their IT rep is helpful. fine, that's the plan")
        .file("Write", "powershell/Move-HomeDrives.ps1")
        .assistant("Draft uses robocopy /MIR /COPYALL /R:1 /W:1 with a log per user.")
        .user(
          "no. never use /MIR against the home drives, if the source is wrong it wipes the destination. /E only, for all our robocopy jobs on user data. we've been burned before",
        )
        .file("Edit", "powershell/Move-HomeDrives.ps1")
        .stop("Switched to /E /COPYALL."),
    planted: [
      { kind: "decision", keys: ["engineering"] },
      { kind: "instruction", keys: ["/mir"] },
    ],
  },
  {
    id: "b116-cert-renewal",
    build: (s) =>
      s
        .user("can you check which certs on the web servers expire in the next 90 days?")
        .bash(
          'ansible -i inventory/netbox.yml web -m shell -a "openssl x509 -enddate -noout -in /etc/ssl/certs/campus.pem"',
          "lnx-web01 | CHANGED | rc=0 >>\nnotAfter=Jan 14 23:59:59 2027 GMT\nlnx-web02 | CHANGED | rc=0 >>\nnotAfter=Jan 14 23:59:59 2027 GMT",
        )
        .assistant(
          "Both web servers use the *.campus.uni.ac.uk wildcard, which expires 14 January 2027. Internal certs look fine; they're issued by uni-issuing-ca2.",
        )
        .user(
          "ok. the wildcard cert needs renewing before 14 Jan, that's on me, I'll do it in December with the Jisc portal. and yes internal stuff all comes from uni-issuing-ca2, which runs on pki02",
        )
        .file("Write", "reports/cert-expiry-2026-11.csv")
        .stop("Report saved."),
    planted: [
      { kind: "task", keys: ["wildcard"] },
      { kind: "fact", keys: ["pki02"] },
    ],
  },
  {
    id: "b116-ansible-ssh-user",
    build: (s) =>
      s
        .user("the rhel boxes: ansible connects as root right now with a key. I hate this")
        .bash("grep -n remote_user ansible/ansible.cfg", "7:remote_user = root")
        .assistant(
          "Want me to switch to a dedicated account? The RHEL boxes are AD-joined, right? If so we could use an AD service account with sudo via an AD group.",
        )
        .user(
          "yes they're joined through sssd, realm CAMPUS.UNI.AC.UK. connect as svc_ansible from now on, never as root. sudo rules come from the LNX-Sudo-Ansible group",
        )
        .file("Edit", "ansible/ansible.cfg")
        .bash(
          "ansible -i inventory/netbox.yml rhel -m command -a id --limit lnx-ldap01",
          "lnx-ldap01 | CHANGED | rc=0 >>\nuid=1847203(svc_ansible) gid=1847000(domain users) groups=1847000(domain users),1849112(lnx-sudo-ansible)",
        )
        .assistant("Works: svc_ansible on lnx-ldap01 with the lnx-sudo-ansible group.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sssd"] },
      { kind: "instruction", keys: ["svc_ansible"] },
    ],
  },
  {
    id: "b116-sync-scheduled-task",
    build: (s) =>
      s
        .user("the student account script needs to run every night. how should we schedule it?")
        .assistant(
          "I'd suggest a scheduled task on mgmt01 running under a group Managed Service Account (gMSA-IdmSync), so there's no password to manage. Alternatively an AWX schedule, but AWX can't run the AD module natively on Linux.",
        )
        .user("go with the gMSA scheduled task on mgmt01, agreed")
        .bash("Install-ADServiceAccount gMSA-IdmSync; Test-ADServiceAccount gMSA-IdmSync", "True")
        .file("Write", "powershell/Register-IdmSyncTask.ps1")
        .assistant("Registered the task IdmSync-Students at 03:00 under gMSA-IdmSync$. Where should it log?")
        .user("Windows event log, Application, source 'UniIT'. not text files in C:\\temp like the old scripts. all our scripts log that way")
        .file("Edit", "powershell/New-StudentAccounts.ps1")
        .stop("Logging switched to the UniIT event source."),
    planted: [
      { kind: "decision", keys: ["gmsa"] },
      { kind: "instruction", keys: ["uniit"] },
    ],
  },
  {
    id: "b116-o365-licensing",
    build: (s) =>
      s
        .user("licensing report please, I need numbers for the budget meeting")
        .bash(
          "Get-MgSubscribedSku | Select SkuPartNumber, ConsumedUnits, @{n='Total';e={$_.PrepaidUnits.Enabled}}",
          "SkuPartNumber          ConsumedUnits Total\n-------------          ------------- -----\nM365EDU_A3_STUUSEBNFT  21804         25000\nM365EDU_A5_FACULTY      4112          4500\nSTANDARDWOFFPACK_STUDENT  203        1000000",
        )
        .assistant("Students: 21,804 A3. Staff: 4,112 A5. There are also 203 accounts still on the free A1 student SKU.")
        .user(
          "right, students get A3 through the LIC-Students-A3 group, staff get A5 through LIC-Staff-A5, group based licensing only. The 203 on A1 are leftovers, follow up on those after the migration finishes, I'll need to check with Registry whether they're even current",
        )
        .file("Write", "reports/licensing-2026-11.xlsx")
        .stop("Report saved to reports/licensing-2026-11.xlsx."),
    planted: [
      { kind: "fact", keys: ["lic-students-a3"] },
      { kind: "task", keys: ["a1", "migration"] },
    ],
  },
  {
    id: "b116-checkmk-onboarding",
    build: (s) =>
      s
        .user("lnx-gpu07 went down at 3am and nobody noticed until the researchers emailed. why wasn't it monitored?")
        .bash(
          "curl -s -u automation:*** 'https://monitor.campus.uni.ac.uk/uni/check_mk/api/1.0/objects/host_config/lnx-gpu07'",
          '{"title": "Not Found", "status": 404, "detail": "Host not found: \'lnx-gpu07\'"}',
        )
        .assistant(
          "lnx-gpu07 isn't in Checkmk at all. It was built in October and whoever built it didn't add it. I can add it by hand through the REST API, or we add a checkmk role to the base Ansible play so every new server registers itself.",
        )
        .user("the role. ok so that's decided, onboarding into checkmk happens through the ansible base role, nobody adds hosts by hand anymore")
        .file("Write", "ansible/roles/checkmk_agent/tasks/main.yml")
        .bash(
          "ansible-playbook -i inventory/netbox.yml base.yml --tags checkmk_agent --check --diff --limit lnx-gpu07",
          "TASK [checkmk_agent : register host] ***\nchanged: [lnx-gpu07]\nPLAY RECAP ***\nlnx-gpu07 : ok=5 changed=2 failed=0",
        )
        .assistant("Check run looks right. Shall I run it for real on lnx-gpu07?")
        .user("yes go. and later we'll need to backfill the other hosts that slipped through, there's probably a dozen. not now, I've got a meeting")
        .bash("ansible-playbook -i inventory/netbox.yml base.yml --tags checkmk_agent --limit lnx-gpu07", "PLAY RECAP ***\nlnx-gpu07 : ok=5 changed=2 failed=0")
        .stop("lnx-gpu07 is now in Checkmk."),
    planted: [
      { kind: "decision", keys: ["checkmk", "role"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b116-conference-guests",
    build: (s) =>
      s
        .user("conference office wants 300 guest accounts for the December summer-school thing (yes in December, don't ask). where do we put them?")
        .bash(
          "Get-ADOrganizationalUnit -Filter \"Name -like 'Guest*'\" | Select DistinguishedName",
          "DistinguishedName\n-----------------\nOU=Guests,OU=Users,DC=campus,DC=uni,DC=ac,DC=uk\nOU=Guests-Conf,OU=Users,DC=campus,DC=uni,DC=ac,DC=uk",
        )
        .assistant(
          "There's a generic Guests OU and a Guests-Conf OU that's empty. Guests-Conf already has the eduroam-only GPO linked, so conference accounts there would only get wifi. Should I use that one?",
        )
        .user("yes put them in Guests-Conf, that's where conference accounts go from now on")
        .file("Write", "powershell/New-ConferenceGuests.ps1")
        .bash(
          "powershell -NoProfile -File powershell/New-ConferenceGuests.ps1 -Count 300 -Prefix conf-dec26 -Expires 2026-12-20 -WhatIf",
          "What if: New-ADUser conf-dec26-001 in OU=Guests-Conf (expires 20/12/2026)\n... (300 accounts)",
        )
        .assistant("WhatIf output is ready: 300 accounts conf-dec26-001..300, all with an AccountExpirationDate of 20 December.")
        .user(
          "looks fine, run it. and next sprint: automate the whole conference guest request, the form, the creation, the expiry mail. I'm tired of doing these by hand",
        )
        .bash(
          "powershell -NoProfile -File powershell/New-ConferenceGuests.ps1 -Count 300 -Prefix conf-dec26 -Expires 2026-12-20",
          "Created 300 accounts in OU=Guests-Conf",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["guests-conf"] },
      { kind: "task", keys: ["conference guest"] },
    ],
  },
  {
    id: "b116-fs02-dedup",
    build: (s) =>
      s
        .user("the robocopy log for the test migration says 1.9TB copied but the E: drive on fs02 only shows 1.1TB used. did we copy stuff twice??")
        .bash(
          "Invoke-Command -ComputerName fs02 { Get-DedupStatus -Volume E: | Select Volume, SavedSpace, OptimizedFilesCount }",
          "Volume SavedSpace OptimizedFilesCount\n------ ---------- -------------------\nE:     812.4 GB   1402218",
        )
        .assistant(
          "No double copy. E: on fs02 is a Windows Server deduplication volume: 812 GB is saved by dedup, so logical size (what robocopy reports) is ~1.9 TB while physical used is ~1.1 TB. The destination on fs05 doesn't have dedup enabled yet, so it'll need the full 1.9 TB.",
        )
        .user("huh, ok, didn't know fs02 E: was dedup'd. good to know for sizing")
        .file("Edit", "docs/changes/home-drive-migration.md")
        .stop("Added the sizing note to the migration doc."),
    planted: [{ kind: "fact", keys: ["dedup"] }],
  },
  {
    id: "b116-gpo-backup",
    build: (s) =>
      s
        .user("someone changed the 'Staff Desktop Lockdown' GPO yesterday and broke mapped drives for the whole of Finance. do we even have GPO backups??")
        .bash(
          "Get-ChildItem \\\\fs01\\it\\gpo-backups | Sort LastWriteTime | Select -Last 1",
          "Mode   LastWriteTime      Name\n----   -------------      ----\nd----  02/03/2025 14:20   2025-03-02",
          0,
        )
        .assistant(
          "The last GPO backup is from March 2025. Nothing automated. I can set up a scheduled Backup-GPO -All nightly to \\\\fs01\\it\\gpo-backups, keeping the last 30. Or we look at AGPM, but that's deprecated.",
        )
        .user(
          "the scheduled Backup-GPO, nightly, 30 kept. that's what we do. and a rule while we're here: nobody edits a GPO linked at the domain root without a change ticket, including you, ever. that's what bit us with the lockdown one",
        )
        .file("Write", "powershell/Backup-AllGPOs.ps1")
        .bash(
          "powershell -NoProfile -File powershell/Backup-AllGPOs.ps1 -Path \\\\fs01\\it\\gpo-backups -Keep 30",
          "Backed up 214 GPOs to \\\\fs01\\it\\gpo-backups\\2026-11-19",
        )
        .assistant(
          "214 GPOs backed up. The drive mapping change in Staff Desktop Lockdown was the deletion of the F: Item-level targeting; I can restore just that GPO from... well, there's no recent backup. I'll recreate the mapping by hand if you want.",
        )
        .user("yes please recreate it, ticket is CHG0012093")
        .file("Edit", "gpo/Staff-Desktop-Lockdown/drives.xml")
        .stop("F: mapping for Finance restored."),
    planted: [
      { kind: "decision", keys: ["backup-gpo"] },
      { kind: "instruction", keys: ["domain root"] },
    ],
  },
  {
    id: "b116-windows-laps",
    build: (s) =>
      s
        .user("legacy LAPS on the workstations, is it still working? the desk says some passwords don't show up")
        .bash(
          "Get-ADComputer LIB-PC-0142 -Properties ms-Mcs-AdmPwd, msLAPS-PasswordExpirationTime | Select Name, ms-Mcs-AdmPwd, msLAPS-PasswordExpirationTime",
          "Name          ms-Mcs-AdmPwd msLAPS-PasswordExpirationTime\n----          ------------- -----------------------------\nLIB-PC-0142                 134088213490000000",
        )
        .assistant(
          "LIB-PC-0142 has Windows LAPS attributes set but no legacy password. Newer builds (23H2) prefer Windows LAPS when both policies apply, so the legacy attribute stays empty. We could keep both or switch fully to Windows LAPS.",
        )
        .user(
          "switch fully. we're moving to Windows LAPS, legacy LAPS CSE gets removed from the image and the old GPO unlinked once the 22H2 machines are gone.",
        )
        .file("Write", "gpo/Windows-LAPS-Workstations/settings.xml")
        .assistant("Done. Who should be able to read the passwords?")
        .user("only the service desk, through the LAPS-Readers-Desk group. that's the only group with read on the Workstations OU, on purpose")
        .bash(
          "Set-LapsADReadPasswordPermission -Identity 'OU=Workstations,DC=campus,DC=uni,DC=ac,DC=uk' -AllowedPrincipals 'CAMPUS\\LAPS-Readers-Desk'",
          "DistinguishedName : OU=Workstations,DC=campus,DC=uni,DC=ac,DC=uk\nStatus            : Success",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["windows laps"] },
      { kind: "fact", keys: ["laps-readers-desk"] },
    ],
  },
  {
    id: "b116-molecule-tests",
    build: (s) =>
      s
        .user("the checkmk_agent role broke on the rhel 8 boxes, it used dnf module syntax that only works on 9")
        .bash(
          "ansible-playbook -i inventory/netbox.yml base.yml --tags checkmk_agent --check --limit lnx-ldap01",
          'TASK [checkmk_agent : install agent] ***\nfatal: [lnx-ldap01]: FAILED! => {"msg": "Unsupported parameters for (dnf) module: allowerasing"}',
          2,
        )
        .file("Edit", "ansible/roles/checkmk_agent/tasks/main.yml")
        .assistant("Fixed: the task now uses the plain package module. This is the kind of thing a molecule scenario with rhel8 and rhel9 images would catch.")
        .user("yeah. from now on any role you change gets tested with molecule (podman driver, rhel8 + rhel9 + ubuntu 22.04) before it goes anywhere near prod")
        .bash(
          "cd ansible/roles/checkmk_agent && molecule test -s default",
          "INFO     Running default > verify\nINFO     Verifier completed successfully.\nINFO     Pruning extra files from scenario ephemeral directory",
        )
        .assistant("Molecule passes on all three images for checkmk_agent.")
        .user("good. TODO: the patching role has no molecule scenario at all, we need one. not today.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["molecule", "podman"] },
      { kind: "task", keys: ["patching role"] },
    ],
  },
  {
    id: "b116-dc-timesync",
    build: (s) =>
      s
        .user("kerberos errors on some clients again this morning, clock skew. what is going on with time on this domain")
        .bash(
          "w32tm /query /source /computer:dc01; w32tm /stripchart /computer:dc01 /dataonly /samples:3",
          "VM IC Time Synchronization Provider\nTracking dc01 [10.10.0.11:123].\n09:12:04, -312.4417213s\n09:12:06, -312.4421009s",
        )
        .assistant(
          "dc01 is 312 seconds off, and its time source is the 'VM IC Time Synchronization Provider', so it's taking time from the hypervisor host rather than NTP. It's the PDC emulator, so every domain member follows it.",
        )
        .bash(
          "Get-VM dc01 | Get-VMIntegrationService -Name 'Time Synchronization'",
          "VMName Name                 Enabled PrimaryStatusDescription\n------ ----                 ------- ------------------------\ndc01   Time Synchronization True    OK",
        )
        .assistant(
          "Confirmed: the PDC emulator dc01 gets its time from the Hyper-V host through the time sync integration service, and that host is 5 minutes off. That's the root cause of the skew.",
        )
        .user("argh. ok. then dc01 syncs from ntp.campus.uni.ac.uk via w32tm and the hyper-v time sync integration gets switched off on it. do it")
        .bash(
          "Disable-VMIntegrationService -VMName dc01 -Name 'Time Synchronization'; Invoke-Command dc01 { w32tm /config /manualpeerlist:ntp.campus.uni.ac.uk /syncfromflags:manual /reliable:yes /update; w32tm /resync }",
          "The command completed successfully.",
        )
        .stop("dc01 now syncs from ntp.campus.uni.ac.uk."),
    planted: [
      { kind: "fact", keys: ["pdc", "hyper-v"] },
      { kind: "decision", keys: ["w32tm"] },
    ],
  },
  {
    id: "b116-change-freeze",
    build: (s) =>
      s
        .user("can you schedule the wsus01 shutdown for the 18th of December?")
        .assistant("I can create a scheduled task or a calendar reminder. Before I do, is that date inside any freeze?")
        .user(
          "oh god yes, good catch. handbook 2.4: change freeze runs 15 December to 5 January, no production changes in that window, full stop. keep that in mind for anything you schedule for me",
        )
        .bash(
          "Get-ScheduledTask -TaskPath '\\UniIT\\' | Select TaskName, @{n='Next';e={(Get-ScheduledTaskInfo $_).NextRunTime}}",
          "TaskName              Next\n--------              ----\nIdmSync-Students      20/11/2026 03:00:00\nBackup-AllGPOs        20/11/2026 01:00:00",
        )
        .assistant("None of the existing scheduled changes fall inside the freeze. For wsus01, the last working day before the freeze is Friday 12 December.")
        .user("make it the 9th then, a Tuesday. and remind me to send the freeze notice to the service desk next week, they always forget")
        .file("Edit", "docs/changes/wsus-decommission.md")
        .stop("wsus01 shutdown set for 9 December in the change plan."),
    planted: [
      { kind: "instruction", keys: ["change freeze"] },
      { kind: "task", keys: ["freeze notice"] },
    ],
  },
  {
    id: "b116-fsrm-quotas",
    build: (s) =>
      s
        .user("a student filled up her home drive and lost her dissertation save. what are the quotas on fs03?")
        .bash("Invoke-Command fs03 { Get-FsrmQuota -Path 'E:\\students$\\*' | Group Size | Select Count, Name }", "Count Name\n----- ----\n18112 5368709120")
        .assistant(
          "Every student home folder on fs03 has a 5 GB FSRM hard quota (18,112 folders), and there's no warning threshold, so people hit the wall without notice. I could add an email notification at 90% to the quota template so students get warned first.",
        )
        .user("sure, do it, 90% warning mail on the student template")
        .file("Edit", "powershell/Set-StudentQuotaTemplate.ps1")
        .bash(
          "powershell -NoProfile -File powershell/Set-StudentQuotaTemplate.ps1",
          "Updated template 'Student Home 5GB': threshold 90% -> Email [Source Io Owner]",
        )
        .assistant("The Student Home 5GB template now emails the owner at 90%. Applied to all 18,112 quotas via the template.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5 gb", "fsrm"] },
      { kind: "decision", keys: ["90%"] },
    ],
  },
  {
    id: "b116-git-review",
    build: (s) =>
      s
        .user("commit the leavers script please")
        .bash("git -C IT-Scripts status --short", " M powershell/Disable-Leavers.ps1\n?? powershell/Backup-AllGPOs.ps1")
        .assistant("On branch main with two changed files. Shall I commit both to main and push?")
        .user(
          "NO. not on main. everything goes on a feature branch and a merge request to Dave, he reviews all our scripts before they're merged. that's how it works for every change in IT-Scripts",
        )
        .bash(
          "git -C IT-Scripts switch -c feature/leavers && git -C IT-Scripts add powershell/Disable-Leavers.ps1 && git -C IT-Scripts commit -m 'Disable-Leavers: disable on end date, stamp delete-after' && git -C IT-Scripts push -u origin feature/leavers",
          "[feature/leavers 3f1c2a9] Disable-Leavers: disable on end date, stamp delete-after\n remote: To create a merge request for feature/leavers, visit:\n remote:   https://git.campus.uni.ac.uk/it/IT-Scripts/-/merge_requests/new?merge_request%5Bsource_branch%5D=feature%2Fleavers",
        )
        .assistant("Pushed feature/leavers. Backup-AllGPOs.ps1 is left untracked.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dave"] }],
  },
  {
    id: "b116-maintenance-windows",
    build: (s) =>
      s
        .user(
          "servers are rebooting after updates in the middle of the working day, people are not happy. we need maintenance windows on the server collections",
        )
        .bash(
          "Get-CMCollection -Name 'SRV*' | % { [pscustomobject]@{Name=$_.Name; Windows=(Get-CMMaintenanceWindow -CollectionId $_.CollectionID).Count} }",
          "Name                 Windows\n----                 -------\nSRV - Main Campus    0\nSRV - Medical School 0\nSRV - Research       0",
        )
        .assistant(
          "None of the server collections has a maintenance window. What times do you want? A weekly night window, or something tied to Patch Tuesday?",
        )
        .user(
          "weekly: Sunday 02:00 to 05:00 for the server collections, that's our window. except medical school, they've got the clinic systems with a different schedule, leave theirs for now, we still need to sort the medical school windows out with their IT lead",
        )
        .file("Write", "powershell/Set-ServerMaintenanceWindows.ps1")
        .bash(
          "powershell -NoProfile -File powershell/Set-ServerMaintenanceWindows.ps1 -Exclude 'SRV - Medical School'",
          "Created window 'Sunday night' on 'SRV - Main Campus' (Sun 02:00-05:00)\nCreated window 'Sunday night' on 'SRV - Research' (Sun 02:00-05:00)",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["sunday", "02:00"] },
      { kind: "task", keys: ["medical school"] },
    ],
  },
  {
    id: "b116-entra-connect",
    build: (s) =>
      s
        .user("new staff member's account isn't showing in Teams after an hour. sync broken?")
        .bash(
          "Invoke-Command aadc01 { Get-ADSyncScheduler | Select SyncCycleEnabled, CurrentlyEffectiveSyncCycleInterval, StagingModeEnabled, NextSyncCycleStartTimeInUTC }",
          "SyncCycleEnabled                    : True\nCurrentlyEffectiveSyncCycleInterval : 00:30:00\nStagingModeEnabled                  : False\nNextSyncCycleStartTimeInUTC         : 19/11/2026 10:30:00",
        )
        .assistant(
          "Sync on aadc01 is healthy, every 30 minutes; the next cycle is 10:30 UTC. The account was created at 09:58, so it should appear after that cycle. Is there a second Entra Connect server?",
        )
        .user("yes, aadc02 is the staging server, never switch it to active unless aadc01 is dead. aadc01 is primary.")
        .bash("Invoke-Command aadc01 { (Get-ADSyncGlobalSettings).Version }", "2.3.20.0")
        .assistant("aadc01 runs Entra Connect 2.3.20.0. Microsoft's lifecycle page lists 2.3.x as supported until 7 April 2027.")
        .user("ok so the Entra Connect upgrade to 2.4 has to happen before April, put that on the list, staging server first")
        .stop(),
    planted: [
      { kind: "fact", keys: ["aadc02", "staging"] },
      { kind: "task", keys: ["entra connect", "2.4"] },
    ],
  },
  {
    id: "b116-q-get-aduser-filter",
    build: (s) =>
      s
        .user("quick question, what's the difference between -Filter and -LDAPFilter on Get-ADUser? is one faster?")
        .assistant(
          "-Filter takes a PowerShell-style expression that the module converts to LDAP; -LDAPFilter passes the raw LDAP filter straight through. Performance is the same since both end up as an LDAP query on the DC. -LDAPFilter is handy for bitwise checks like userAccountControl:1.2.840.113556.1.4.803:=2.",
        )
        .user("and does -SearchScope OneLevel skip the child OUs?")
        .assistant("Yes, OneLevel only returns direct children of the SearchBase; Subtree (the default) includes everything below it.")
        .user("ok cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b116-pssa-one-off",
    build: (s) =>
      s
        .user("run PSScriptAnalyzer on Get-StaleComputers.ps1 and fix whatever it complains about")
        .bash(
          "Invoke-ScriptAnalyzer -Path powershell/Get-StaleComputers.ps1",
          "RuleName                  Severity   Line Message\n--------                  --------   ---- -------\nPSAvoidUsingWriteHost     Warning    41   File 'Get-StaleComputers.ps1' uses Write-Host. Avoid using Write-Host because it might not work in all hosts.\nPSUseSingularNouns        Warning    12   The cmdlet 'Get-StaleComputers' uses a plural noun.",
        )
        .assistant(
          "Two warnings: Write-Host on line 41 and the plural noun in the function name. I can swap Write-Host for Write-Verbose. Renaming to Get-StaleComputer would break anything calling it, though.",
        )
        .user("fix the write-host one, leave the name")
        .file("Edit", "powershell/Get-StaleComputers.ps1")
        .assistant("Replaced Write-Host with Write-Verbose. Analyzer now only reports the plural noun warning.")
        .stop(),
    planted: [],
  },
  {
    id: "b116-eventlog-paste",
    build: (s) =>
      s
        .user(
          "what does this mean? from the DC event log:\n\nLog Name: Directory Service\nEvent ID: 2887\nDuring the previous 24 hour period, some clients attempted to perform LDAP binds that were either: (1) A SASL (Negotiate, Kerberos, NTLM, or Digest) LDAP bind that did not request signing, or (2) A LDAP simple bind that was performed on a clear text connection. This directory server is not currently configured to reject such binds. Clients must always sign LDAP binds. Never allow simple binds over clear text.",
        )
        .assistant(
          "It's a summary warning: in the last 24 hours some clients made unsigned or clear-text LDAP binds. It's just counting them; nothing is being rejected yet. Event 2889 (if you raise the diagnostic logging level) would name the clients.",
        )
        .user("would that be the printers maybe? the old konica scan-to-email thing does LDAP lookups I think")
        .assistant(
          "Possibly, multifunction printers are a common source of simple binds, but I can't tell from 2887 alone. Enabling 16 LDAP Interface Events at level 2 for a day would show the client IPs.",
        )
        .user("hmm ok, let me think about it, I'll look at it another day")
        .stop(),
    planted: [],
  },
  {
    id: "b116-vss-guess",
    build: (s) =>
      s
        .user("the SQL backup on sql-cm01 has a warning this morning, not a failure. look?")
        .bash(
          "Get-VBRJob -Name 'SQL-CM' | Get-VBRJobSession -Last 1 | Select Result, Log",
          "Result : Warning\nLog    : {Processing sql-cm01, Warning: Failed to truncate transaction logs for SQL instances: CM_UNI. TODO: check the VSS writer state. Job finished with warning}",
        )
        .assistant(
          "The backup itself succeeded, but log truncation failed for the CM_UNI instance. Maybe the SqlServerWriter was in a failed state, or maybe the service account lost sysadmin on the instance. I can't tell which from this log.",
        )
        .user("could it be the patching on Tuesday? they rebooted that box")
        .assistant("That's plausible, a reboot mid-backup can leave the writer in a bad state, but I'd need vssadmin list writers output to know.")
        .user("let's just see if tonight's run is clean before digging")
        .stop(),
    planted: [],
  },
  {
    id: "b116-chitchat-status",
    build: (s) =>
      s
        .user("morning! coffee machine on floor 2 is broken again so if I'm grumpy that's why")
        .assistant("Morning, sorry about the coffee. What are we working on today?")
        .user("just tell me what you did yesterday on the leavers thing, I lost track")
        .assistant(
          "Yesterday I wrote Disable-Leavers.ps1, which reads the HR leavers CSV, disables accounts on their end date and stamps the description with the delete-after date. We ran it with -WhatIf only; nothing has been disabled for real yet.",
        )
        .user("right right. ok thanks, I'll pick it up after lunch")
        .stop(),
    planted: [],
  },
  {
    id: "b116-ps7-proposal",
    build: (s) =>
      s
        .user("this script throws on the ForEach-Object -Parallel line on mgmt02, can you fix it")
        .bash(
          "powershell -NoProfile -File powershell/Test-ShareAccess.ps1",
          "ForEach-Object : Parameter set cannot be resolved using the specified named parameters.\nAt C:\\IT-Scripts\\powershell\\Test-ShareAccess.ps1:22 char:14",
          1,
        )
        .assistant(
          "-Parallel only exists in PowerShell 7; mgmt02 runs 5.1. We could install PowerShell 7 on the management servers and keep -Parallel, or rewrite the loop with runspaces / Start-Job.",
        )
        .user("not installing 7 for this. just make it work")
        .file("Edit", "powershell/Test-ShareAccess.ps1")
        .assistant("Rewrote the loop with a plain foreach; 40 shares take about 9 seconds sequentially, so it's not worth the complexity.")
        .bash("powershell -NoProfile -File powershell/Test-ShareAccess.ps1", "Checked 40 shares: 40 OK")
        .stop(),
    planted: [],
  },
  {
    id: "b116-dfs-withdrawn",
    build: (s) =>
      s
        .user("the research group share permissions are a mess, people keep getting access denied on \\\\fs04\\research\\bioinf")
        .bash(
          "icacls \\\\fs04\\research\\bioinf",
          "\\\\fs04\\research\\bioinf CAMPUS\\RG-Bioinf-RW:(OI)(CI)(M)\n                        CAMPUS\\jdoe:(OI)(CI)(F)\n                        CAMPUS\\Domain Admins:(OI)(CI)(F)",
        )
        .user(
          "maybe we should move all the research shares to DFS namespaces while we're at it... actually no, scratch that, way too big. just fix the permissions on this one",
        )
        .assistant(
          "The folder has an explicit full-control ACE for jdoe and inheritance is off on the 2025 subfolders. I'll remove jdoe's direct ACE (she's already in RG-Bioinf-RW) and re-enable inheritance on the subfolders.",
        )
        .bash(
          "icacls \\\\fs04\\research\\bioinf /remove CAMPUS\\jdoe /T; icacls \\\\fs04\\research\\bioinf\\2025 /inheritance:e /T",
          "processed 18421 files; Failed processing 0 files",
        )
        .assistant("Done. Access is via RG-Bioinf-RW only now.")
        .stop(),
    planted: [],
  },
  {
    id: "b116-playbook-typo",
    build: (s) =>
      s
        .user("typo in the ntp role, it says 'ntp.campus.uni.ac.kk'. fix pls")
        .file("Edit", "ansible/roles/ntp/defaults/main.yml")
        .assistant("Fixed: ntp_servers now lists ntp.campus.uni.ac.uk.")
        .user("run the check against one box to be sure")
        .bash(
          "ansible-playbook -i inventory/netbox.yml base.yml --tags ntp --check --diff --limit lnx-web01",
          "TASK [ntp : template chrony.conf] ***\n-server ntp.campus.uni.ac.kk iburst\n+server ntp.campus.uni.ac.uk iburst\nPLAY RECAP ***\nlnx-web01 : ok=3 changed=1 failed=0",
        )
        .assistant("The diff only changes the server line. Looks right.")
        .stop(),
    planted: [],
  },
  {
    id: "b116-sshd-config-quote",
    build: (s) =>
      s
        .user(
          "what does this bit of the CIS sshd template do? pasting it:\n\n# Managed by Ansible - never edit by hand\n# TODO: review ciphers yearly\nPermitRootLogin no\nMaxAuthTries 4\n# Clients must always present a key; passwords are never accepted\nPasswordAuthentication no\nClientAliveInterval 300\nClientAliveCountMax 0",
        )
        .assistant(
          "It disables root login and password auth, limits auth attempts to 4, and with ClientAliveInterval 300 / CountMax 0 it drops idle sessions after 5 minutes. The comments are just header notes from the template.",
        )
        .user("is CountMax 0 what kicks people after 5 mins? the researchers moan about that")
        .assistant("Yes, with CountMax 0, sshd disconnects after one unanswered keepalive interval. Raising it to 3 would give 15 minutes.")
        .user("ok, that's for the security team to decide, not us. just wanted to understand it")
        .stop(),
    planted: [],
  },
  {
    id: "b116-cmdlet-question",
    build: (s) =>
      s
        .user("does Remove-CMDevice also remove the AD computer object or only the SCCM record?")
        .assistant("Only the SCCM record. The AD object stays, and if AD System Discovery still finds it, the device comes back at the next discovery cycle.")
        .user("and the client on the machine itself keeps running?")
        .assistant("Yes. The client keeps its local policy and will re-register with the site on its next heartbeat if it can reach the management point.")
        .user("gotcha. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b116-robocopy-log-paste",
    build: (s) =>
      s
        .user(
          "the end of last night's test robocopy log, is this ok?\n\n               Total    Copied   Skipped  Mismatch    FAILED    Extras\n    Dirs :     22104     22104         0         0         0         0\n   Files :    310442    310439         0         0         3         0\n ERROR 32 (0x00000020) Copying File E:\\home$\\eng\\e1204412\\~$thesis.docx\nThe process cannot access the file because it is being used by another process.\n# NOTE: never run this during term time; always check the Extras column",
        )
        .assistant(
          "It's fine apart from 3 files that failed with error 32, all Office lock files (~$*.docx) held open by users. They're temporary files; the next pass will pick up the real documents.",
        )
        .user("would /XF ~$* make sense then?")
        .assistant("It would skip lock files and avoid the noise. Whether to add it is your call; it doesn't change what gets migrated.")
        .user("I'll think about it, not touching the script today")
        .stop(),
    planted: [],
  },
  {
    id: "b116-ticket-summary",
    build: (s) =>
      s
        .user("can you summarise what we did on the eduroam dhcp thing for my ticket notes? short please")
        .assistant(
          "Summary: checked the student wifi DHCP scope on dhcp01; it was at 94% in use on Monday morning. No changes were made; lease times are owned by the networks team.",
        )
        .user("perfect, thanks. also what's the ps command to see a scope's lease duration, just for my own notes")
        .assistant("Get-DhcpServerv4Scope -ComputerName dhcp01 -ScopeId 10.64.0.0 | Select LeaseDuration")
        .user("ta")
        .stop(),
    planted: [],
  },
];

export const BLIND116 = plantedSet(BLIND116_SESSIONS, Date.UTC(2026, 10, 19, 9));
