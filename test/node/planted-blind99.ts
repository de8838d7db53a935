/**
 * Blind planted set 99 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a web3 startup's technical co-founder (Solidity, Foundry, Hardhat, audits, testnets, gas
 * costs, multisig deploys) who alternates one-word replies with long rants; the agent talks in a
 * Grok voice (blunt, quick, a joke at the compiler's expense now and then).
 * Each session is one segment; the items planted in it are listed with it: 65 items (16 decisions, 16 instructions,
 * 17 facts, 16 tasks) in 46 sessions, 13 of which plant nothing (70 user/assistant messages between them). Every other message
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

export const BLIND99_SESSIONS: BlindSession[] = [
  {
    id: "b99-foundry-migration",
    build: (s) =>
      s
        .user(
          "ok so hardhat is driving me insane. 40 seconds to compile a 300 line contract, typechain regenerates the whole world every single time, and half our tests are ethers v5 vs v6 spaghetti because Marco copy pasted from a 2022 tutorial. I spent the weekend reading about foundry and the fuzzing alone is worth it. can you look at what it would take to move?",
        )
        .bash(
          "ls contracts test scripts | head -30",
          "contracts:\nRouter.sol\nVault.sol\nStaking.sol\nlibraries\n\ntest:\nRouter.test.js\nVault.test.js\nStaking.test.js\nhelpers.js\n\nscripts:\ndeploy.js\nverify.js",
        )
        .assistant(
          "Short version: it's a weekend, not a quarter. 14 contracts, 38 JS tests, two deploy scripts. Foundry can live next to Hardhat through @nomicfoundation/hardhat-foundry while the tests get ported, or you rip the band-aid off. Which one?",
        )
        .user("cold turkey. we're moving to foundry, hardhat gets deleted once the last js test is ported. I refuse to maintain two toolchains")
        .bash(
          "forge init --no-git --force && forge build",
          "Installing forge-std in /home/dev/src/app/lib/forge-std\n    Installed forge-std v1.9.4\n[⠊] Compiling...\n[⠒] Compiling 41 files with Solc 0.8.24\n[⠢] Solc 0.8.24 finished in 1.91s\nCompiler run successful!",
        )
        .assistant(
          "foundry.toml is in, forge-std installed, full build in 1.9s. Hardhat took 40. I'd say 'no offense to Hardhat' but some offense is warranted.",
        )
        .user("lol. and from now on forge tests live in test/foundry/ with the .t.sol suffix, don't mix them in with the old js files while we port")
        .stop("Got it. Next: port Vault.test.js first, it's the one with the most value locked in assumptions."),
    planted: [
      { kind: "decision", keys: ["foundry"] },
      { kind: "instruction", keys: ["test/foundry"] },
    ],
  },
  {
    id: "b99-rpc-limits",
    build: (s) =>
      s
        .user("deploy script died again")
        .bash(
          "forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC --broadcast",
          "Error: server returned an error response: error code 429: Your app has exceeded its compute units per second capacity. If you have retries enabled, you can safely ignore this message.",
          1,
        )
        .assistant("429 from Alchemy. That's throttling, not your script. Is SEPOLIA_RPC the free-tier app?")
        .user("yes")
        .bash(
          "forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC --broadcast --slow",
          "ONCHAIN EXECUTION COMPLETE & SUCCESSFUL.\nTransactions saved to: broadcast/Deploy.s.sol/11155111/run-latest.json",
        )
        .assistant(
          "With --slow forge waits for each receipt before sending the next tx, and it went through. 14 deploys plus verification calls in one burst is more than the free plan lets through.",
        )
        .user(
          "ugh ok. so the free alchemy app is capped at 330 CU/s, that's also why CI flakes on the fork job. TODO for next week: get us a paid RPC (quicknode or alchemy growth, whatever's cheaper), I need Dan's card for it",
        )
        .stop("Noted. Both the cap and the paid RPC."),
    planted: [
      { kind: "fact", keys: ["330"] },
      { kind: "task", keys: ["paid rpc"] },
    ],
  },
  {
    id: "b99-safe-deploys",
    build: (s) =>
      s
        .user(
          "ok so what happened friday can never happen again. Marco deployed the v2 vault to mainnet from his metamask because 'it was faster' and now the owner is an EOA on a laptop with like 40 browser extensions. I had to transferOwnership at 1am in my pajamas. So: every mainnet deploy and every admin call goes through the Safe. 2-of-3, me, Marco, Priya. no exceptions, I don't care if it's a one-line param change, I don't care if it's 3am.",
        )
        .bash(
          "cat deployments/1.json",
          '{\n  "VaultV2": "0x91c4e0A2b7f33d1E6a8B0Cc41D72A5E9f0B3c7d2",\n  "Router": "0x2Bd8f7E31a0C4b9e5D6A17c8F2e0934B7aE51c60",\n  "Safe": "0x4F1eC5a9027B83d6E14fA90c3bD2E7a61C5f08c9"\n}',
        )
        .assistant(
          "Found it: the Safe is in deployments/1.json. I can write a forge script that proposes Safe transactions through the Safe Transaction Service, so nobody hand-pastes calldata into the UI at 1am. Want it?",
        )
        .user("yes")
        .file("Write", "script/ProposeSafeTx.s.sol")
        .assistant(
          "Script's in: it encodes the call, signs the proposal with the proposer key and posts it. The signers approve in the Safe UI, the last one executes.",
        )
        .user("nice. fyi the safe is on mainnet AND base, same address on both chains, we deployed it with the same salt")
        .stop("Good, then the script only needs the chain id to switch."),
    planted: [
      { kind: "instruction", keys: ["safe", "mainnet"] },
      { kind: "fact", keys: ["base", "same address"] },
    ],
  },
  {
    id: "b99-audit-scope",
    build: (s) =>
      s
        .user("spearbit sent the SOW")
        .bash(
          "sed -n 1,20p docs/audit/spearbit-sow.md",
          "# Statement of Work\nScope: src/Vault.sol, src/Router.sol, src/libraries/*\nOut of scope: src/staking/*\nDuration: 2 weeks (2 reviewers)\nStart: TBD\nNote: code must be frozen at the commit hash provided to the reviewers. Changes after freeze are always out of scope.",
        )
        .assistant(
          "Scope is Vault, Router and the libraries, staking is out, two reviewers for two weeks, frozen commit. Do you want staking in a second round, or was leaving it out deliberate?",
        )
        .user("staking is out on purpose, it's getting rewritten from scratch anyway. and we freeze on an audit-freeze branch, not main. main keeps moving")
        .assistant("Makes sense. Cut audit-freeze from current main now?")
        .user(
          "not yet. before we freeze, natspec on every external and public function in Vault and Router, and the slither findings need to be triaged. leave both for tomorrow, I'm fried",
        )
        .stop("Copy. Nothing cut yet."),
    planted: [
      { kind: "fact", keys: ["staking"] },
      { kind: "decision", keys: ["audit-freeze"] },
      { kind: "task", keys: ["natspec"] },
      { kind: "task", keys: ["slither"] },
    ],
  },
  {
    id: "b99-custom-errors",
    build: (s) =>
      s
        .user("bytecode size check")
        .bash(
          "forge build --sizes",
          "| Contract | Runtime Size (B) | Initcode Size (B) | Runtime Margin (B) |\n|----------|------------------|-------------------|--------------------|\n| Router   | 24,391           | 25,870            | 185                |\n| Vault    | 17,204           | 18,551            | 7,372              |",
        )
        .assistant(
          'Router is 185 bytes under the EIP-170 limit. One more feature and it won\'t deploy, period. Cheapest win: swap the 31 require(cond, "string") calls for custom errors, about 1.1 KB back plus cheaper reverts. Other lever is lowering optimizer runs, but that makes every swap cost more.',
        )
        .user("do the custom errors. and that's the rule from here on: no revert strings anywhere in src/")
        .file("Edit", "src/Router.sol")
        .bash("forge build --sizes | grep Router", "| Router   | 23,214           | 24,689            | 1,362              |")
        .assistant("Router at 23,214, 1,362 of headroom. Tests green.")
        .user("what would lowering runs get us?")
        .assistant(
          "At runs=200 maybe another 900 bytes; swaps get ~2-3% more expensive. Your users pay for runtime, you pay for deploy once. I'd keep runs=10000.",
        )
        .user("k. runs stays at 10000")
        .stop("Leaving the optimizer alone."),
    planted: [
      { kind: "instruction", keys: ["revert strings"] },
      { kind: "decision", keys: ["10000"] },
    ],
  },
  {
    id: "b99-pragma-pin",
    build: (s) =>
      s
        .user("why is slither screaming about the pragma")
        .bash(
          "slither . --filter-paths lib",
          "Pragma version^0.8.20 (src/Vault.sol#2) allows old versions\nsolc-0.8.24 is not recommended for deployment\nReference: https://github.com/crytic/slither/wiki/Detector-Documentation#incorrect-versions-of-solidity\nINFO:Slither:. analyzed (41 contracts with 93 detectors), 12 result(s) found",
        )
        .assistant(
          "Two separate things. The floating ^0.8.20 in Vault is a real finding. The 'not recommended for deployment' line Slither prints for any version newer than its own list, so that one's noise.",
        )
        .user("pin everything to 0.8.24. exact pragma, no carets, every file under src. tests and scripts can float, don't care")
        .file("Edit", "foundry.toml")
        .bash("grep -rn 'pragma solidity' src | sort | uniq -c | head -3", "     17 pragma solidity 0.8.24;")
        .assistant('All 17 files pinned, solc = "0.8.24" in foundry.toml. While I\'m in there: via_ir = true doubles compile time. Any reason, or can it go?')
        .user("it stays. Router hits stack too deep without via-ir, we tried killing it in september and lost two days")
        .stop("Leaving via_ir on."),
    planted: [
      { kind: "instruction", keys: ["0.8.24"] },
      { kind: "fact", keys: ["via-ir", "stack too deep"] },
    ],
  },
  {
    id: "b99-reentrancy-drain",
    build: (s) =>
      s
        .user(
          "so someone drained the test vault on sepolia last night. testnet so whatever, but it's the exact same code that goes to mainnet in three weeks. 3.2 test ETH in one tx. tx is 0x9f2c41e0b7d5a38c61f04e2d9b7a0c5e13f86d42a7be9c30f5d18e6a27b4c0e1. can you figure out what they did? I have a bad feeling it's the withdraw hook",
        )
        .bash(
          "cast run 0x9f2c41e0b7d5a38c61f04e2d9b7a0c5e13f86d42a7be9c30f5d18e6a27b4c0e1 --rpc-url $SEPOLIA_RPC | head -20",
          "Traces:\n  [412389] Attacker::attack()\n    ├─ [398122] Vault::withdraw(800000000000000000)\n    │   ├─ [371004] Attacker::onPayout(800000000000000000)\n    │   │   ├─ [352871] Vault::withdraw(800000000000000000)\n    │   │   │   ├─ [329560] Attacker::onPayout(800000000000000000)\n    │   │   │   │   └─ ← [Stop]\n    │   ├─ emit Withdraw(owner: Attacker, assets: 800000000000000000)\n    └─ ← [Stop]",
        )
        .assistant(
          "Your bad feeling has good instincts. withdraw calls _payout, which hits the receiver's onPayout hook before the shares are burned, so the attacker re-enters withdraw with the old balance still on the books. Checks-effects-interactions, violated in the classic way.",
        )
        .user("fix it")
        .file("Edit", "src/Vault.sol")
        .bash(
          "forge test --match-contract VaultReentrancyTest -vv",
          "Ran 1 test for test/foundry/VaultReentrancy.t.sol:VaultReentrancyTest\n[PASS] test_reentrantWithdrawReverts() (gas: 187342)\nSuite result: ok. 1 passed; 0 failed; 0 skipped",
        )
        .assistant("Burn moved above the hook, nonReentrant on withdraw and redeem. The repro reverts now.")
        .user(
          "ok. root cause for the postmortem: _payout fired the receiver hook before burning shares. and a follow-up, not now: an invariant test that totalAssets never drops below the sum of user balances, fuzzed through a handler",
        )
        .stop("Recorded both."),
    planted: [
      { kind: "fact", keys: ["_payout"] },
      { kind: "task", keys: ["invariant"] },
    ],
  },
  {
    id: "b99-gas-chitchat",
    build: (s) =>
      s
        .user("lol gas on mainnet is 4 gwei right now")
        .assistant("Enjoy it. That's a quiet Sunday number; one memecoin launch and it's 60 by breakfast.")
        .user("should we just deploy everything now while it's cheap?")
        .assistant(
          "Tempting, but the audit isn't done and you'd be shipping unaudited code to save maybe $90. Bad trade. A dress rehearsal on a mainnet fork costs zero gwei, if you want the adrenaline.",
        )
        .user("nah, just thinking out loud")
        .assistant("Thinking out loud is free. Unlike calldata."),
    planted: [],
  },
  {
    id: "b99-forge-fmt",
    build: (s) =>
      s
        .user("run forge fmt")
        .bash("forge fmt && git diff --stat | tail -1", " 12 files changed, 148 insertions(+), 131 deletions(-)")
        .assistant("Formatted. 12 files, mostly line wraps in Router.sol and the test helpers.")
        .user("commit it")
        .bash("git commit -am 'style: forge fmt'", "[main 4c1e9a2] style: forge fmt\n 12 files changed, 148 insertions(+), 131 deletions(-)")
        .assistant("Committed as 4c1e9a2.")
        .user("thx")
        .stop("Anytime."),
    planted: [],
  },
  {
    id: "b99-inflation-question",
    build: (s) =>
      s
        .user("is ERC-4626 rounding going to bite us? like the inflation attack thing people keep tweeting about")
        .assistant(
          "Possibly. The first-depositor attack hits vaults where someone can donate assets to skew the share price before anyone else deposits. OpenZeppelin's ERC4626 since 4.9 blunts it with virtual shares via _decimalsOffset. Whether you're exposed depends on whether Vault inherits OZ or rolls its own convertToShares.",
        )
        .user("what do people usually do about it?")
        .assistant(
          "Three usual answers: virtual shares with an offset, seeding the vault with a dead deposit at deploy, or a minimum first deposit. The dead deposit is lazy and effective.",
        )
        .user("hm. maybe the dead shares thing? idk. let me think about it over the weekend")
        .assistant("Sure. Whichever you pick, it's a one-line fix with a one-line test."),
    planted: [],
  },
  {
    id: "b99-basescan-verify",
    build: (s) =>
      s
        .user("verification failed on basescan")
        .bash(
          "forge verify-contract 0x2Bd8f7E31a0C4b9e5D6A17c8F2e0934B7aE51c60 src/Router.sol:Router --chain base-sepolia",
          "Error: Failed to verify contract\nContext:\n- Invalid API Key (#err2)|BASE-SEPOLIA",
          1,
        )
        .bash("grep -n -A3 etherscan foundry.toml", `24:[etherscan]\n25:mainnet = { key = "\${ETHERSCAN_API_KEY}" }`)
        .assistant(
          "foundry.toml only knows a mainnet explorer key, so base-sepolia got the mainnet one and Basescan rejected it. I'll add base and base-sepolia entries reading BASESCAN_API_KEY.",
        )
        .file("Edit", "foundry.toml")
        .user(
          "yeah ok. and we verify every contract on the explorer right in the deploy command, never as a manual step afterwards where somebody forgets it for two weeks. put --verify in the deploy targets",
        )
        .file("Edit", "Makefile")
        .assistant("--verify added to deploy-sepolia, deploy-base-sepolia and deploy-base in the Makefile.")
        .user("also fyi the basescan key lives in 1password under infra / explorers, it's not in the team .env")
        .stop("Good to know, I'll point people there instead of the .env."),
    planted: [
      { kind: "instruction", keys: ["--verify"] },
      { kind: "fact", keys: ["1password"] },
    ],
  },
  {
    id: "b99-launch-chain",
    build: (s) =>
      s
        .user(
          "long one. we need to pick the L2 for launch. arbitrum has the DeFi liquidity, base has the users and the coinbase onramp, optimism has grants but the grants program is a maze designed by a committee. I was leaning arbitrum because our strategy literally farms GMX and that's where that crowd is. but Dan talked to two market makers this week and I haven't heard back from him yet what they said",
        )
        .bash(
          "cat script/config/chains.json",
          '{\n  "launch": { "chainId": 42161, "name": "arbitrum" },\n  "sequencerUptimeFeed": "0xFdB631F5EE196F0ed6FAa767959853A9F217697D"\n}',
        )
        .assistant(
          "Config already points at Arbitrum (42161). The only chain-specific bit is the Chainlink sequencer uptime feed. If the market makers prefer Base, the liquidity argument flips; the GMX farming can still happen on Arbitrum through an adapter later.",
        )
        .user("fine. arbitrum, keep it")
        .assistant("Leaving chains.json as is.")
        .user("wait. no. Dan just called, the MM on base is committing 2M of liquidity day one. we launch on Base. arbitrum maybe phase 2. switch the config")
        .file("Edit", "script/config/chains.json")
        .assistant("chains.json now targets Base (8453) with Base's sequencer uptime feed.")
        .user("TODO for me: ask the chainlink people if the sequencer uptime feed exists on base sepolia too, we need it to test the oracle guard")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["launch", "base"] },
      { kind: "task", keys: ["uptime feed"] },
    ],
  },
  {
    id: "b99-router-status",
    build: (s) =>
      s
        .user("where are we on the router tests")
        .bash(
          "forge test --match-path 'test/foundry/Router*' --summary",
          "| Test Suite      | Passed | Failed | Skipped |\n|-----------------|--------|--------|---------|\n| RouterSwapTest  | 21     | 0      | 0       |\n| RouterQuoteTest | 14     | 0      | 0       |\n| RouterPermitTest| 11     | 0      | 0       |",
        )
        .assistant("46 passing, 0 failing. Line coverage on Router.sol is 91%; the gap is the emergency pause path.")
        .user("ok")
        .assistant("Want me to cover pause now?")
        .user("sure, go")
        .file("Write", "test/foundry/RouterPause.t.sol")
        .bash(
          "forge test --match-contract RouterPauseTest",
          "Ran 3 tests for test/foundry/RouterPause.t.sol:RouterPauseTest\nSuite result: ok. 3 passed; 0 failed; 0 skipped",
        )
        .assistant("Three tests: pause, unpause, only-guardian. Router line coverage is 97% now.")
        .stop(),
    planted: [],
  },
  {
    id: "b99-fork-pin",
    build: (s) =>
      s
        .user("the fork tests are so slow")
        .bash("time forge test --match-path 'test/foundry/fork/*'", "Suite result: ok. 9 passed; 0 failed; 0 skipped\n\nreal\t3m41.208s")
        .assistant("3m41s, almost all of it RPC round trips fetching mainnet state for 'latest', which is a new block every run so nothing caches.")
        .user("fix")
        .file("Edit", "test/foundry/fork/BaseFork.t.sol")
        .bash("time forge test --match-path 'test/foundry/fork/*'", "Suite result: ok. 9 passed; 0 failed; 0 skipped\n\nreal\t0m22.114s")
        .assistant("Pinned the fork to FORK_BLOCK = 21_400_000; second run hits the RPC cache: 22s. A 10x, or as they say in your industry, a modest pump.")
        .user(
          "lmao. ok rule: fork tests always pin a block, somebody bumps FORK_BLOCK by hand when we need fresher state. oh and fyi the fork url in .env points at our own erigon box, the alchemy free tier doesn't serve archive state so don't swap it back",
        )
        .file("Edit", "README.md")
        .stop("README's testing section says so now."),
    planted: [
      { kind: "instruction", keys: ["fork", "pin"] },
      { kind: "fact", keys: ["erigon"] },
    ],
  },
  {
    id: "b99-deployer-keystore",
    build: (s) =>
      s
        .user("where does the deploy script get the private key from")
        .bash(
          "grep -rn PRIVATE_KEY script/ .env.example",
          'script/Deploy.s.sol:14:        uint256 pk = vm.envUint("PRIVATE_KEY");\n.env.example:3:PRIVATE_KEY=0x... # never commit a real key here',
        )
        .assistant(
          'vm.envUint("PRIVATE_KEY") from .env. So a raw hex key sitting in a dotfile. Foundry\'s encrypted keystore (cast wallet import) lets scripts use --account deployer instead.',
        )
        .user("yeah. keystore from now on, nobody puts a private key in .env again, testnet or not, scripts take --account")
        .file("Edit", "script/Deploy.s.sol")
        .bash("cast wallet list", "deployer (Local)")
        .assistant("Deploy.s.sol broadcasts as the --account sender now, the .env.example line is gone, and your keystore has one account: deployer.")
        .user(
          "the old key in .env is still funded on sepolia and base sepolia. remind me to sweep it and rotate, it was visible in Marco's screen share last month",
        )
        .stop("Will do."),
    planted: [
      { kind: "instruction", keys: ["keystore"] },
      { kind: "task", keys: ["sweep"] },
    ],
  },
  {
    id: "b99-oracle-staleness",
    build: (s) =>
      s
        .user("the oracle adapter doesn't check updatedAt at all?? how did nobody catch this")
        .file("Read", "src/oracles/ChainlinkAdapter.sol")
        .bash(
          "cast call 0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70 'latestRoundData()(uint80,int256,uint256,uint256,uint80)' --rpc-url $BASE_RPC",
          "18446744073709562301\n341205000000\n1732695611\n1732695611\n18446744073709562301",
        )
        .assistant(
          "Correct, it reads answer and ignores updatedAt. The ETH/USD feed on Base has a 1200s heartbeat, meaning it updates at least every 20 minutes even if the price doesn't move. I'd revert with StalePrice when updatedAt is older than 3600s: three missed heartbeats before we call it dead, so a slow sequencer doesn't brick withdrawals.",
        )
        .user("yes")
        .file("Edit", "src/oracles/ChainlinkAdapter.sol")
        .bash("forge test --match-contract ChainlinkAdapterTest", "Suite result: ok. 7 passed; 0 failed; 0 skipped")
        .assistant("StalePrice check in, 3600s threshold, plus a test that warps 3601s and expects the revert.")
        .user("wait is the 1200 heartbeat right? I thought it was an hour")
        .bash(
          "curl -s https://reference-data-directory.vercel.app/feeds-ethereum-mainnet-base-1.json | jq '.[] | select(.name==\"ETH / USD\") | .heartbeat'",
          "1200",
        )
        .assistant("Chainlink's own directory says 1200 for ETH/USD on Base. The one-hour feeds are the mainnet ones.")
        .user("ok good, 1200 on base then")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1200"] },
      { kind: "decision", keys: ["3600"] },
    ],
  },
  {
    id: "b99-no-proxies",
    build: (s) =>
      s
        .user(
          "Priya wants to make the vault upgradeable. UUPS, the whole thing. I get it, if there's a bug we can patch it. but every time I read a postmortem it's 'the proxy admin key got phished' or 'storage collision after upgrade'. and the whole pitch to LPs is 'code is law, nobody can rug you'. thoughts?",
        )
        .assistant(
          "Trade-off in one line: upgradeability buys you bug fixes and costs you trust plus a new attack surface. With immutable contracts the escape hatch is pause + a migration to a new deployment, which is slower but honest. For a vault pitched as non-custodial I'd go immutable.",
        )
        .user("yeah. no proxies. contracts are immutable, if we need v3 we deploy v3 and LPs migrate")
        .bash("grep -rln 'Initializable\\|UUPSUpgradeable' src/ || echo none", "src/Vault.sol")
        .assistant("Vault.sol still inherits Initializable from an earlier experiment. Removing it and going back to a constructor.")
        .file("Edit", "src/Vault.sol")
        .bash("forge build && forge test", "Compiler run successful!\nSuite result: ok. 112 passed; 0 failed; 0 skipped")
        .assistant("Constructor restored, 112 tests green.")
        .user("before mainnet someone has to write the migration runbook for v2 -> v3 LPs, step by step, with the pause. not today")
        .stop("Left for later."),
    planted: [
      { kind: "decision", keys: ["immutable"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b99-hiring-chitchat",
    build: (s) =>
      s
        .user("do you think we need a second solidity dev or a security person first")
        .assistant(
          "Depends on what keeps you up at night. If it's shipping speed, another dev. If it's 'what if the vault gets drained', a security-minded dev who writes invariant tests is both. Those people are rare and expensive, so it's usually a contract auditor plus a dev.",
        )
        .user("everyone good is doing their own token lol")
        .assistant("The eternal web3 hiring problem: the best candidates are busy launching the thing that will compete with you.")
        .user("true. ok whatever, later")
        .assistant("Later it is."),
    planted: [],
  },
  {
    id: "b99-ci-fuzz",
    build: (s) =>
      s
        .user("ci is taking 25 minutes, what's going on")
        .bash(
          "gh run view 7123998421 --log | grep -E 'fuzz|invariant|Killed' | tail -5",
          "[FUZZ] runs: 100000\n[INVARIANT] runs: 256, depth: 500\nVaultInvariant::invariant_solvency  ... \nKilled\nError: Process completed with exit code 137.",
        )
        .assistant(
          "Two things: FOUNDRY_FUZZ_RUNS is 100000 on every PR, and the invariant job gets OOM-killed (exit 137) at depth 500. What RAM do the runners have?",
        )
        .user("the free ones. 7gb")
        .assistant(
          "Then depth 500 with that handler won't fit, confirmed by the 137. Options: depth 200 on CI, or a bigger runner. And fuzz runs could be 256 on PRs with a nightly high-run job.",
        )
        .user(
          "yeah that. 256 fuzz runs on PRs, 50000 nightly on main. invariant depth 200 on CI. that's the setup and nobody cranks it back up in a PR because 'it's more secure'",
        )
        .file("Edit", ".github/workflows/test.yml")
        .bash("gh workflow run test.yml && sleep 5 && gh run list -L1", "completed\tsuccess\ttest\tmain\tworkflow_dispatch\t7124011093\t6m12s")
        .assistant("6m12s, green. Nightly job added with cron at 03:00 UTC.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["7gb"] },
      { kind: "decision", keys: ["50000"] },
    ],
  },
  {
    id: "b99-usdc-decimals",
    build: (s) =>
      s
        .user("the share price test fails with usdc but not weth")
        .bash(
          "forge test --match-test test_sharePrice_usdc -vvv",
          "[FAIL. Reason: assertion failed: 1000000000000 != 1000000] test_sharePrice_usdc() (gas: 98213)",
        )
        .assistant("Off by 10^6 exactly. My bet is the test assumes 18-decimal assets. Checking the token.")
        .bash("cast call 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 'decimals()(uint8)' --rpc-url $BASE_RPC", "6")
        .assistant("Confirmed: USDC on Base has 6 decimals, while vault shares are 18. The test divides by 1e18 where it needs the asset's decimals.")
        .file("Edit", "test/foundry/VaultSharePrice.t.sol")
        .bash("forge test --match-test test_sharePrice", "Suite result: ok. 2 passed; 0 failed; 0 skipped")
        .user(
          "ok. so usdc = 6 decimals, shares = 18, keep that in mind everywhere. TODO add a case with an 8 decimal token too, wbtc style, we'll list cbBTC eventually",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["6 decimals"] },
      { kind: "task", keys: ["wbtc"] },
    ],
  },
  {
    id: "b99-gas-snapshot",
    build: (s) =>
      s
        .user("how do I know if a PR made swaps more expensive")
        .bash(
          "forge snapshot --check",
          'Diff in "RouterSwapTest::test_swapExactIn()": consumed "(gas: 131204)" gas, expected "(gas: 128876)" gas\nError: Snapshots differ from previous run',
        )
        .assistant(
          "forge snapshot writes every test's gas into .gas-snapshot; --check fails when anything moved. Right now it says test_swapExactIn got 2,328 gas pricier since the file was last written.",
        )
        .user(
          "ok. every PR that touches src/ commits an updated .gas-snapshot and the reviewer reads the diff. if a swap path gets more expensive the PR description says why",
        )
        .bash("forge snapshot", "")
        .file("Edit", ".github/pull_request_template.md")
        .assistant("Snapshot regenerated and the PR template has a 'gas diff' section.")
        .stop(),
    planted: [{ kind: "instruction", keys: [".gas-snapshot"] }],
  },
  {
    id: "b99-typo-fix",
    build: (s) =>
      s
        .user("there's a typo in the Vault natspec, 'recieve'")
        .bash("grep -rn recieve src/", "src/Vault.sol:88:    /// @notice Deposit assets and recieve shares")
        .file("Edit", "src/Vault.sol")
        .assistant("Fixed: 'receive'. Only occurrence.")
        .user("ty")
        .assistant("The i-before-e rule claims another victim."),
    planted: [],
  },
  {
    id: "b99-timelock",
    build: (s) =>
      s
        .user("we need a timelock on the admin params right? fees, caps, the oracle address")
        .file("Read", "src/Vault.sol")
        .assistant(
          "Yes, and LPs will ask. Proposal: OZ TimelockController owned by the Safe, 48h delay on setFee, setCap and setOracle. Pause stays instant for the guardian.",
        )
        .user(
          "48 is too long for a v1, if we fat-finger a cap we sit there for two days while twitter screenshots it. timelock is 24 hours. guardian pause instant, agreed",
        )
        .file("Write", "script/DeployTimelock.s.sol")
        .bash("forge test --match-contract TimelockTest", "Suite result: ok. 5 passed; 0 failed; 0 skipped")
        .assistant("Timelock deploy script with minDelay = 86400, proposer and executor are the Safe. 5 tests pass.")
        .user("later we need the guardian to be a separate 1-of-2 safe, not my personal address. not this week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["timelock", "24 hours"] },
      { kind: "task", keys: ["guardian"] },
    ],
  },
  {
    id: "b99-oracle-owner",
    build: (s) =>
      s
        .user("who wrote the keeper bot")
        .bash("git log --format='%an' -- keeper/ src/oracles/ | sort | uniq -c | sort -rn", "     64 Priya Raman\n      3 Marco Bellini")
        .assistant("Priya, by a landslide: 64 of 67 commits across keeper/ and src/oracles/.")
        .user(
          "yeah, Priya owns the oracle adapters and the keeper bot. anything in src/oracles goes through her review before merge, she's the only one who understands the chainlink fallback logic and I've been burned before",
        )
        .file("Edit", ".github/CODEOWNERS")
        .assistant("CODEOWNERS now routes src/oracles/ and keeper/ to @priya-raman.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "keeper"] },
      { kind: "instruction", keys: ["src/oracles"] },
    ],
  },
  {
    id: "b99-meme-chitchat",
    build: (s) =>
      s
        .user("gm")
        .assistant("gm. What are we breaking today?")
        .user("nothing hopefully. just woke up. dan says our discord has 4000 members and 3900 are bots")
        .assistant("Honestly a 2.5% human rate is above average for a pre-launch discord.")
        .user("lmao")
        .assistant("Whenever you've had coffee, I'm here."),
    planted: [],
  },
  {
    id: "b99-lottery-randomness",
    build: (s) =>
      s
        .user("for the weekly LP lottery, VRF or something cheaper?")
        .bash(
          "cast estimate --rpc-url $BASE_RPC 0x5C210eF41CD1a72de73bF76eC39637bB0d3d7BEE 'requestRandomWords(bytes32,uint64,uint16,uint32,uint32)' 0x0 1 3 200000 1",
          "117402",
        )
        .assistant(
          "VRF v2.5 on Base: about 117k gas for the request plus the LINK premium, every week. Cheaper alternative: commit-reveal, where the keeper commits a hash before the round closes and reveals after. Good enough for a weekly draw with capped prizes, weaker if prizes get big.",
        )
        .user("could we just use block.prevrandao?")
        .assistant("On an L2 the sequencer sets it. So 'randomness' means 'whatever Coinbase's sequencer felt like'. I wouldn't.")
        .user(
          "ok commit-reveal then, prizes are capped at 500 usdc anyway. and nobody ever uses block.timestamp or prevrandao as randomness in this codebase, I'll reject the PR on sight",
        )
        .file("Write", "src/lottery/CommitReveal.sol")
        .stop("Skeleton is in src/lottery/CommitReveal.sol."),
    planted: [
      { kind: "decision", keys: ["commit-reveal"] },
      { kind: "instruction", keys: ["block.timestamp"] },
    ],
  },
  {
    id: "b99-events-subgraph",
    build: (s) =>
      s
        .user("the frontend can't show rebalance history, there's no event")
        .file("Read", "src/Vault.sol")
        .assistant("Right, rebalance() changes allocations and emits nothing. Adding Rebalanced(address indexed strategy, uint256 oldAlloc, uint256 newAlloc).")
        .file("Edit", "src/Vault.sol")
        .bash("forge test --match-test test_rebalance", "Suite result: ok. 4 passed; 0 failed; 0 skipped")
        .user(
          "good. in general: every function that changes state emits an event, and address params are indexed. the indexers depend on it. the subgraph needs a handler for Rebalanced too, next sprint, Priya's busy",
        )
        .stop("Event added; the subgraph handler is open."),
    planted: [
      { kind: "instruction", keys: ["indexed"] },
      { kind: "task", keys: ["subgraph"] },
    ],
  },
  {
    id: "b99-eip1559-explain",
    build: (s) =>
      s
        .user("explain to me like I'm five why our tx on base cost 0.0004 ETH when gas price was tiny")
        .assistant(
          "On Base you pay two fees: L2 execution (tiny) and an L1 data fee for posting your calldata to Ethereum (not tiny). The L1 part scales with calldata size and mainnet blob prices. Your tx had a 2 KB calldata payload, so it paid mostly for that.",
        )
        .user("so smaller calldata = cheaper?")
        .assistant(
          "Yes. Packing arguments, fewer bytes32 where a uint96 would do. Since blobs, it's much cheaper than it used to be, but it's still the bigger half.",
        )
        .user("huh. interesting")
        .assistant("Welcome to rollups: where the gas is made up and the L1 fee is what counts."),
    planted: [],
  },
  {
    id: "b99-deploy-addresses",
    build: (s) =>
      s
        .user("the frontend has the wrong router address again")
        .bash(
          "grep -rn '0x2Bd8' ../frontend/src/config/ deployments/",
          '../frontend/src/config/addresses.ts:4:  router: "0x2Bd8f7E31a0C4b9e5D6A17c8F2e0934B7aE51c60",\ndeployments/8453.json:3:  "Router": "0x7e1A9c03D5b2F84E6a0c91B3d7F25e8C4a6b90d1",',
        )
        .assistant(
          "The frontend hardcodes addresses in addresses.ts; deployments/8453.json has the new router. Two options: have the frontend import deployments/<chainId>.json at build time, or deploy through CreateX with CREATE2 salts so addresses are identical on every chain and stop changing on redeploys of the same code.",
        )
        .user("both. deployments/<chainId>.json is the source of truth for addresses, the frontend reads from there and nowhere else")
        .assistant("And CreateX: should I switch the deploy scripts to it?")
        .user("yep")
        .file("Edit", "script/Deploy.s.sol")
        .bash(
          "forge script script/Deploy.s.sol --rpc-url $BASE_SEPOLIA_RPC",
          "== Logs ==\n  Router (CreateX): 0x000000F1c3B9e0a24e6A71dC5283b3f9E1a2b4C7\nSIMULATION COMPLETE. To broadcast these transactions, add --broadcast and wallet configuration(s) to the previous command.",
        )
        .stop("Simulation gives a deterministic Router address."),
    planted: [
      { kind: "instruction", keys: ["deployments/"] },
      { kind: "decision", keys: ["createx"] },
    ],
  },
  {
    id: "b99-huff-withdrawn",
    build: (s) =>
      s
        .user(
          "random idea. what if we rewrote the swap path of the router in huff. I saw a thread where someone got a swap down to 60k gas. we'd crush every aggregator on gas",
        )
        .assistant(
          "You could, and you'd save maybe 15-20k gas per swap. You'd also have code that three auditors in the world can review, no compiler safety, and every bugfix is a hand-written stack shuffle.",
        )
        .user("actually no, scratch that. nobody can audit huff and spearbit would laugh at us")
        .assistant("They'd charge you extra to laugh, too."),
    planted: [],
  },
  {
    id: "b99-testnets",
    build: (s) =>
      s
        .user("the holesky deploy failed again. do we even need holesky?")
        .bash(
          "forge script script/Deploy.s.sol --rpc-url $HOLESKY_RPC --broadcast",
          "Error: insufficient funds for gas * price + value: have 1200000000000000 want 9430000000000000",
          1,
        )
        .assistant(
          "Out of Holesky ETH. Since launch is on Base, Holesky only tests mainnet deployment, and Sepolia already does that. QA could run everything on Base Sepolia.",
        )
        .user("right. we drop holesky. QA tests on base sepolia, mainnet rehearsal on sepolia, that's it")
        .file("Edit", "Makefile")
        .assistant("deploy-holesky target removed, HOLESKY_RPC gone from .env.example.")
        .user("next week we need some drip bot that tops up the QA wallets on base sepolia every morning, they keep running dry")
        .stop(),
    planted: [
      { kind: "decision", keys: ["holesky"] },
      { kind: "task", keys: ["drip"] },
    ],
  },
  {
    id: "b99-todo-comment",
    build: (s) =>
      s
        .user("what does this comment in Router mean, it's scary")
        .bash(
          "grep -n -B2 -A2 'TODO' src/Router.sol",
          "142:    // TODO: never call _settle from a callback, it must always run last\n143:    // or the reserves desync. See incident 2024-03.\n144:    function _settle(address pool) internal {",
        )
        .assistant(
          "It's Marco's note from the March incident: _settle reads the pool's reserves, and if a callback ran it mid-swap the cached reserves would be stale. Today _settle is only called at the end of swapExactIn and swapExactOut, so the comment describes current behavior rather than open work.",
        )
        .user("so it's fine?")
        .assistant("It's fine as the code stands. The comment is just shouting.")
        .user("ok cool"),
    planted: [],
  },
  {
    id: "b99-slippage-keeper",
    build: (s) =>
      s
        .user(
          "users are getting sandwiched. I watched one guy lose 4% on a 20k swap because the frontend sends amountOutMin = 0 when the quote times out. this is embarrassing. what's the standard here?",
        )
        .bash("grep -n amountOutMin ../frontend/src/hooks/useSwap.ts", "57:    amountOutMin: quote ? applySlippage(quote, slippage) : 0n,")
        .assistant(
          "There's your sandwich: no quote → zero minimum. Standard practice: default slippage 0.5%, user-adjustable with a hard ceiling (3% is common), and the router itself rejects amountOutMin = 0 so a frontend bug can't bypass it.",
        )
        .user("yes to all of it. 0.5% default, 3% max, enforced in the router contract, not just the UI")
        .file("Edit", "src/Router.sol")
        .bash("forge test --match-contract RouterSlippageTest", "Suite result: ok. 6 passed; 0 failed; 0 skipped")
        .assistant("Router reverts on zero amountOutMin and on anything implying more than 3%.")
        .user("btw the keeper that rebalances runs on a hetzner box on cron every 5 min, if you see weird rebalance timing that's why")
        .stop(),
    planted: [
      { kind: "decision", keys: ["0.5%"] },
      { kind: "fact", keys: ["hetzner"] },
    ],
  },
  {
    id: "b99-licenses",
    build: (s) =>
      s
        .user("license headers are a mess, some MIT some UNLICENSED some nothing")
        .bash(
          "grep -rhn 'SPDX-License-Identifier' src | sort | uniq -c",
          "      9 // SPDX-License-Identifier: MIT\n      5 // SPDX-License-Identifier: UNLICENSED\n      3 // SPDX-License-Identifier: GPL-3.0",
        )
        .assistant("Three licenses across 17 files. What do you want?")
        .user(
          "BUSL-1.1 on core contracts (vault, router, strategies), MIT on interfaces and libraries so integrators can copy them. that's the policy for every new file too",
        )
        .file("Edit", "src/Vault.sol")
        .bash(
          "grep -rhn 'SPDX-License-Identifier' src | sort | uniq -c",
          "     11 // SPDX-License-Identifier: BUSL-1.1\n      6 // SPDX-License-Identifier: MIT",
        )
        .assistant("11 BUSL-1.1, 6 MIT. Done.")
        .user("need to ask the lawyer if a 2 year change date on the BUSL is normal, uniswap did 2 years I think? remind me")
        .stop("Will remind you."),
    planted: [
      { kind: "instruction", keys: ["busl"] },
      { kind: "task", keys: ["lawyer"] },
    ],
  },
  {
    id: "b99-coverage-report",
    build: (s) =>
      s
        .user("coverage report pls")
        .bash(
          "forge coverage --report summary | tail -6",
          "| src/Router.sol          | 97.12% (135/139) | 96.40% (161/167) | 88.24% (30/34) | 100.00% (18/18) |\n| src/Vault.sol           | 93.75% (120/128) | 92.86% (143/154) | 81.25% (26/32) | 95.00% (19/20)  |\n| Total                   | 94.02% (409/435) | 93.10% (486/522) | 83.33% (85/102) | 97.37% (74/76)  |",
        )
        .assistant(
          "94% lines overall. Router 97, Vault 94. Weakest spot is branch coverage in Vault (81%), mostly the error paths in redeem with partial fills.",
        )
        .user("good enough for now?")
        .assistant("For the audit, yes. Auditors care more about whether invariants hold than whether a revert message has a test.")
        .user("k"),
    planted: [],
  },
  {
    id: "b99-port-staking",
    build: (s) =>
      s
        .user("port Staking.test.js, it's the last js one")
        .file("Read", "test/Staking.test.js")
        .assistant(
          "It leans on evm_increaseTime with 604800 everywhere and a helper that mines to the next epoch. In Foundry that's vm.warp. Question before I guess: is the epoch length fixed, or something governance can change?",
        )
        .user(
          "fixed. staking epochs are 7 days, hardcoded in Staking.sol, and rewards checkpoint at the epoch boundary. don't make it configurable, people will ask, the answer is no",
        )
        .file("Write", "test/foundry/Staking.t.sol")
        .bash(
          "forge test --match-contract StakingTest",
          "Ran 17 tests for test/foundry/Staking.t.sol:StakingTest\nSuite result: ok. 17 passed; 0 failed; 0 skipped",
        )
        .assistant("All 17 cases ported, green. test/Staking.test.js can go.")
        .user("delete it")
        .bash("git rm -q test/Staking.test.js && ls test/*.js 2>/dev/null | wc -l", "0")
        .assistant("Gone. No JS tests left.")
        .user("on friday we rip out hardhat.config.ts and all the @nomicfoundation deps from package.json. not now, Marco has a branch that still touches it")
        .stop("Left for Friday."),
    planted: [
      { kind: "fact", keys: ["7 days", "epoch"] },
      { kind: "task", keys: ["hardhat.config"] },
    ],
  },
  {
    id: "b99-permit2",
    build: (s) =>
      s
        .user(
          "infinite approvals. I hate them. every wallet drainer in history is 'you approved uint256 max to a contract that got upgraded'. our router asks for exactly that on first swap. can we do better without making the UX two signatures every time",
        )
        .assistant(
          "Permit2. The user approves the Permit2 contract once per token, then every swap carries a signed, expiring, amount-bounded permit for our router. One signature per swap, no standing allowance to us. Uniswap's frontend does this already so wallets render it nicely.",
        )
        .user("do it. permit2 for all router approvals")
        .bash("cast code 0x000000000022D473030F116dDEE9F6B43aC78BA3 --rpc-url $BASE_RPC | wc -c", "18942")
        .assistant("Permit2 is deployed on Base at the canonical address. Wiring the router.")
        .file("Edit", "src/Router.sol")
        .bash("forge test --match-contract RouterPermit2Test", "Suite result: ok. 8 passed; 0 failed; 0 skipped")
        .user("it's the same address everywhere right?")
        .assistant("Yes: 0x000000000022D473030F116dDEE9F6B43aC78BA3 on every chain Uniswap deployed it to, Base and mainnet included. Same CREATE2 deployment.")
        .user("nice")
        .stop(),
    planted: [
      { kind: "decision", keys: ["permit2"] },
      { kind: "fact", keys: ["0x000000000022d473"] },
    ],
  },
  {
    id: "b99-audit-call",
    build: (s) =>
      s
        .user("spearbit wants a kickoff call thursday. should I bring Priya?")
        .assistant(
          "If the oracle adapters are in scope, yes. Auditors ask 'why' about fallback logic in the first hour, and you want the person who wrote it answering.",
        )
        .user("are they in scope? I forgot")
        .assistant(
          "The SOW lists Vault, Router and the libraries. Whether the adapters count as 'libraries' depends on how they read src/oracles; worth asking on the call.",
        )
        .user("ugh. ok I'll ask them")
        .assistant("Bring coffee. Kickoff calls are 70% 'can you share your screen'."),
    planted: [],
  },
  {
    id: "b99-ci-profile",
    build: (s) =>
      s
        .user("ci failed on a fuzz case that passes locally, wtf")
        .bash(
          "FOUNDRY_PROFILE=ci forge test --match-test testFuzz_redeem",
          "[FAIL. Reason: panic: arithmetic underflow or overflow (0x11); counterexample: calldata=0x... args=[115792089237316195423570985008687907853269984665640564039457584007913129639935]] testFuzz_redeem(uint256) (runs: 41, μ: 88213, ~: 88104)",
          1,
        )
        .assistant(
          "Reproduced with the ci profile: it has a different fuzz seed and no bound on the input, so it finds type(uint256).max. Locally the default profile uses 256 runs and a fixed seed that never hits it. The fix is a bound() in the test, the contract reverting is correct.",
        )
        .file("Edit", "test/foundry/VaultFuzz.t.sol")
        .bash("FOUNDRY_PROFILE=ci forge test --match-test testFuzz_redeem", "Suite result: ok. 1 passed; 0 failed; 0 skipped")
        .user("ok from now on run FOUNDRY_PROFILE=ci forge test before you push anything, I'm tired of red CI from local-green code")
        .assistant("Will do. There's also a [profile.lint] in foundry.toml that nothing runs. Want it wired into CI?")
        .user("after the audit. add forge lint to CI then, not before, I don't want 300 style warnings in the auditors' faces")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["foundry_profile=ci"] },
      { kind: "task", keys: ["forge lint"] },
    ],
  },
  {
    id: "b99-pause-scope",
    build: (s) =>
      s
        .user("what exactly does pause() stop right now")
        .bash(
          "grep -n 'whenNotPaused' src/Vault.sol src/Router.sol",
          "src/Vault.sol:101:    function deposit(uint256 assets, address receiver) external whenNotPaused returns (uint256) {\nsrc/Vault.sol:133:    function withdraw(uint256 assets, address receiver, address owner) external whenNotPaused returns (uint256) {\nsrc/Router.sol:77:    function swapExactIn(SwapParams calldata p) external whenNotPaused returns (uint256) {",
        )
        .assistant(
          "Everything: deposits, withdrawals, swaps. Which means a paused vault traps LP funds, which is exactly what people call a rug when it happens. My suggestion: pause blocks deposits and swaps, withdraw and redeem keep working.",
        )
        .user(
          "yes. withdrawals never pause, that's a promise we're making to LPs in the docs. if there's a bug in withdraw we'll deal with it with the migration, not by locking people in",
        )
        .file("Edit", "src/Vault.sol")
        .bash("forge test --match-contract VaultPauseTest", "Suite result: ok. 4 passed; 0 failed; 0 skipped")
        .assistant("whenNotPaused removed from withdraw and redeem, with a test that withdraws from a paused vault.")
        .stop(),
    planted: [{ kind: "decision", keys: ["withdraw", "pause"] }],
  },
  {
    id: "b99-bounty-inbox",
    build: (s) =>
      s
        .user("someone emailed security@ saying they found a bug in the router. probably a beg bounty but")
        .bash("forge test --match-contract RouterSwapTest", "Suite result: ok. 21 passed; 0 failed; 0 skipped")
        .assistant(
          "Their 'bug' is that swapExactIn reverts when amountIn is 0. That's intended: ZeroAmount(). Not a vulnerability. Classic beg bounty: a screenshot of a revert and a request for 'a reward for responsible disclosure'.",
        )
        .user(
          "lol yeah. fyi security@ forwards to me and Priya only, nobody else sees it. and after the audit we set up a proper immunefi program so these people have somewhere to go, max payout 100k for critical",
        )
        .assistant("I'll draft a polite no for the email?")
        .user("yes")
        .file("Write", "docs/security/reply-zero-amount.md")
        .stop("Draft is in docs/security/reply-zero-amount.md."),
    planted: [
      { kind: "fact", keys: ["security@"] },
      { kind: "task", keys: ["immunefi"] },
    ],
  },
  {
    id: "b99-commit-style",
    build: (s) =>
      s
        .user("commit the permit2 stuff")
        .bash("git log --oneline -5", "a81c0de fix stuff\n33d9f1b wip\n0f4a2e7 Router: add permit\n9c7b1d4 asdf\nb21e6f3 vault changes")
        .assistant("Will do. The history is... expressive. Any convention you want for the message?")
        .user(
          "ugh look at that. ok rules. conventional commits, with the contract as scope, like feat(router): ... or fix(vault): .... and we squash merge PRs, no merge commits on main, I want one line per change when the auditors read the log",
        )
        .bash(
          "git commit -am 'feat(router): permit2 approvals for swaps'",
          "[permit2 5e2d0a1] feat(router): permit2 approvals for swaps\n 3 files changed, 142 insertions(+), 38 deletions(-)",
        )
        .assistant("Committed as feat(router): permit2 approvals for swaps.")
        .user("👍")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional commits"] },
      { kind: "instruction", keys: ["squash"] },
    ],
  },
  {
    id: "b99-mainnet-rehearsal",
    build: (s) =>
      s
        .user("how much is the base mainnet deploy going to cost us")
        .bash(
          "forge script script/Deploy.s.sol --rpc-url $BASE_FORK_RPC --sender 0xD3910c5a7F2e84b1C06A9e3d5b27F1E08A4c6b39 | tail -4",
          "Estimated gas price: 0.051 gwei\nEstimated total gas used for script: 23482117\nEstimated amount required: 0.001197 ETH\nL1 data fee (est.): 0.0108 ETH",
        )
        .assistant(
          "Simulated against a Base fork: 0.0012 ETH of execution and about 0.0108 ETH of L1 data fee, so ~0.012 ETH all-in. Bytecode is most of the calldata, hence the L1 part dominating. Also: want it as one broadcast, or staged scripts, oracle adapters first, then vault, then router, with a check between each?",
        )
        .user("staged. three scripts, I want to eyeball each step on basescan before the next one")
        .file("Write", "script/deploy/01_Oracles.s.sol")
        .file("Write", "script/deploy/02_Vault.s.sol")
        .file("Write", "script/deploy/03_Router.s.sol")
        .assistant("Three scripts in script/deploy/, each reads the previous step's addresses from deployments/8453.json.")
        .user("and ok so a full deploy is about 0.012 ETH on base, cheaper than lunch. good")
        .stop(),
    planted: [
      { kind: "fact", keys: ["0.012"] },
      { kind: "decision", keys: ["staged"] },
    ],
  },
  {
    id: "b99-gas-compare",
    build: (s) =>
      s
        .user("compare our swap gas to uniswap's router")
        .bash(
          "forge test --match-test test_gasCompare -vv",
          "Logs:\n  ours swapExactIn: 128876\n  univ3 exactInputSingle: 121403\n  univ2 swapExactTokensForTokens: 101220",
        )
        .assistant(
          "We're at 128.9k, Uniswap v3's router does 121.4k for a single-hop swap, v2 does 101k. The 7.5k gap to v3 is mostly our fee accounting and the Permit2 check.",
        )
        .user("is that bad?")
        .assistant("For an aggregator-style router it's normal. At 0.05 gwei on Base, 7.5k gas is a rounding error nobody will notice.")
        .user("ok fine"),
    planted: [],
  },
  {
    id: "b99-oracle-fallback",
    build: (s) =>
      s
        .user("what happens if the chainlink feed for cbETH dies")
        .bash("cast call 0xd7818272B9e248357d13057AAb0B417aF31E817d 'description()(string)' --rpc-url $BASE_RPC", "cbETH / ETH")
        .assistant(
          "First a surprise: the cbETH feed on Base is cbETH/ETH, an exchange rate, not a USD price. The adapter has to multiply by ETH/USD. And if either dies, the adapter reverts, so deposits in that asset stop.",
        )
        .user("wait it's not usd? since when")
        .bash(
          "grep -n cbETH src/oracles/ChainlinkAdapter.sol",
          "48:        // cbETH: rate feed, multiply by ETH/USD below\n49:        int256 rate = _read(CBETH_ETH_FEED);",
        )
        .assistant("It's handled already, line 48. Priya knew.")
        .user(
          "ok phew. so cbETH is rate only, right, good. and the uniswap TWAP fallback for when a feed goes stale doesn't exist yet, that's on Priya's plate after the audit",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cbeth"] },
      { kind: "task", keys: ["twap"] },
    ],
  },
  {
    id: "b99-safe-transfer",
    build: (s) =>
      s
        .user("USDT transfer reverts in the router test on mainnet fork")
        .bash(
          "forge test --match-test test_swap_usdt -vvv",
          "[FAIL. Reason: EvmError: Revert] test_swap_usdt() (gas: 63120)\n    ├─ [5018] TetherToken::transfer(...)\n    │   └─ ← [Stop]\n    └─ ← [Revert] EvmError: Revert",
        )
        .assistant(
          "USDT's transfer returns nothing, and the router does require(token.transfer(...)), so the ABI decoder reverts. Needs a safe-transfer wrapper.",
        )
        .user("just use OZ SafeERC20")
        .assistant(
          "Works. Solady's SafeTransferLib does the same in assembly for about 2-3k gas less per transfer, and it's what a lot of routers use. Your call.",
        )
        .user("hm. ok solady then, swaps are the hot path. SafeTransferLib everywhere we move tokens")
        .file("Edit", "src/Router.sol")
        .bash("forge test --match-test test_swap_usdt", "Suite result: ok. 1 passed; 0 failed; 0 skipped")
        .stop("USDT swap passes."),
    planted: [{ kind: "decision", keys: ["solady"] }],
  },
];

export const BLIND99 = plantedSet(BLIND99_SESSIONS, Date.UTC(2026, 10, 27, 9));
