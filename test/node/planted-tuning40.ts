/**
 * A planted set for the offline long-term-memory extractor: a personal developer environment and
 * its tooling (dotfiles, shell, git config and aliases, editors, terminal, package managers, local
 * dev containers) in Claude Code voice, with very terse, lower-case users who make typos and give
 * personal preferences as standing instructions. Written without reading the extractor
 * (src/core/memories/extract.ts), its dialogue or sentence models, or the other planted sets'
 * sessions. Training set for the sentence classifier (written without reading the extractor).
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions,
 * 18 instructions, 17 facts, 17 tasks) in 53 sessions, 13 of which plant nothing; 128 user or
 * assistant messages carry no item's key words (50 of them in the empty sessions). Every other
 * message must give nothing: questions, hypotheses, proposals not taken or never confirmed,
 * withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output, chit-chat, and requests
 * the agent completes in the same session. Four sessions supersede an earlier decision with a
 * later one; only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set, as in planted-blind.ts):
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

const START = Date.UTC(2026, 11, 7, 20);

export const TUNING40_SESSIONS: BlindSession[] = [
  {
    id: "t40-zsh-slow-start",
    build: (s) =>
      s
        .user("zsh takes like 3s to start now, can u look")
        .bash("for i in 1 2 3; do /usr/bin/time -p zsh -i -c exit 2>&1 | grep real; done", "real 2.91\nreal 2.88\nreal 2.94")
        .bash("grep -n 'nvm' ~/.zshrc", '41:export NVM_DIR="$HOME/.nvm"\n42:source "$NVM_DIR/nvm.sh"  # slow but whatever')
        .assistant(
          "Most of that is `nvm.sh` being sourced eagerly on line 42. Two ways out: lazy-load nvm behind a wrapper function, or replace it with fnm, which starts in a few ms.",
        )
        .user("switch to fnm. and dont ever add nvm back to my rc files")
        .bash("brew install fnm && fnm install 22 && fnm default 22", "==> Pouring fnm--1.38.1.arm64_sonoma.bottle.tar.gz\nInstalled Node v22.11.0")
        .bash(
          "sed -i '' '/NVM_DIR/d' ~/.zshrc && echo 'eval \"$(fnm env --use-on-cd)\"' >> ~/.zshrc && /usr/bin/time -p zsh -i -c exit 2>&1 | grep real",
          "real 0.18",
        )
        .assistant("Done — nvm lines are gone, fnm is wired in with `--use-on-cd`, and startup is down to 0.18s.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fnm"] },
      { kind: "instruction", keys: ["nvm"] },
    ],
  },
  {
    id: "t40-git-lg-alias",
    build: (s) =>
      s
        .user("add a git alias `lg` for the pretty log graph thing")
        .bash(
          "git config --global alias.lg 'log --graph --oneline --decorate --all' && git lg -3",
          "* 9c1e2ab (HEAD -> main) tmux: bind r to reload\n* 41d0f3e zsh: drop unused completions\n* 7aa0c11 nvim: bump lazy.nvim",
        )
        .assistant("Added `git lg`.")
        .user("nice. fyi ~/.gitconfig is just a symlink into ~/dotfiles/git/config")
        .bash("ls -l ~/.gitconfig", "lrwxr-xr-x  1 jdoe  staff  31 Mar  2 10:14 /Users/jdoe/.gitconfig -> /Users/jdoe/dotfiles/git/config")
        .assistant("Right, `git config --global` followed the link, so the alias landed in ~/dotfiles/git/config.")
        .user("k. for dotfiles commits always prefix the msg w/ the tool name, like `git: add lg alias`")
        .bash("cd ~/dotfiles && git commit -am 'git: add lg alias'", "[main 3f2b9d1] git: add lg alias\n 1 file changed, 1 insertion(+)")
        .stop(),
    planted: [
      { kind: "fact", keys: ["symlink", "gitconfig"] },
      { kind: "instruction", keys: ["prefix", "dotfiles"] },
    ],
  },
  {
    id: "t40-empty-direnv-question",
    build: (s) =>
      s
        .user("whats direnv, is it worth it")
        .bash("brew info direnv | head -2", "==> direnv: stable 2.35.0 (bottled), HEAD\nLoad/unload environment variables based on $PWD")
        .assistant(
          "It loads and unloads env vars per directory from an `.envrc` when you `cd`. Handy if you juggle per-project tokens or PATH tweaks; if you don't, it's one more thing to trust. Up to you.",
        )
        .user("hm maybe. not now")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "t40-nvim-ts-lsp",
    build: (s) =>
      s
        .user("my nvim lsp for ts isnt attaching, pls check")
        .bash(
          "nvim --headless '+checkhealth vim.lsp' '+w! /tmp/health.txt' +qa && grep -i ts_ls /tmp/health.txt",
          "- ERROR ts_ls: cmd not executable: typescript-language-server",
        )
        .assistant("`typescript-language-server` isn't on PATH. Install it through mason, or with `npm i -g`?")
        .user("mason. i dont want global npm pkgs at all, everything thru mason or the project itself")
        .bash("nvim --headless '+MasonInstall typescript-language-server' +qa", "[mason.nvim] typescript-language-server was successfully installed")
        .assistant("Installed via mason; `:LspInfo` now shows ts_ls attached to the buffer.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mason"] },
      { kind: "instruction", keys: ["global", "npm"] },
    ],
  },
  {
    id: "t40-tmux-prefix",
    build: (s) =>
      s
        .user("change tmux prefix to C-a")
        .bash("sed -i '' 's/^set -g prefix C-b/set -g prefix C-a/' ~/.tmux.conf && tmux source ~/.tmux.conf", "")
        .assistant("Prefix is C-a now.")
        .user("ugh C-a clashes w/ beginning-of-line in the shell. make it C-space instead, thats final")
        .bash("sed -i '' 's/^set -g prefix C-a/set -g prefix C-Space/' ~/.tmux.conf && tmux source ~/.tmux.conf && tmux show -g prefix", "prefix C-Space")
        .assistant("Switched to C-Space and reloaded.")
        .stop(),
    planted: [{ kind: "decision", keys: ["c-space"] }],
  },
  {
    id: "t40-home-box-ripgrep",
    build: (s) =>
      s
        .user("install ripgrep")
        .bash("command -v brew apt nix", "/run/current-system/sw/bin/nix")
        .assistant("Only nix turned up on PATH. Install it with `nix profile install nixpkgs#ripgrep`?")
        .user("yea no. this box is nixos, cli tools go in home-manager, never nix profile install")
        .bash("sed -i 's/    fd$/    fd\\n    ripgrep/' ~/.config/home-manager/home.nix && home-manager switch 2>&1 | tail -1", "Activating onFilesChange")
        .assistant("Added ripgrep to `home.packages` and switched; `rg --version` reports 14.1.1.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nixos"] },
      { kind: "instruction", keys: ["home-manager"] },
    ],
  },
  {
    id: "t40-empty-font-ligatures",
    build: (s) =>
      s
        .user("morning")
        .assistant("Morning! What are we on today?")
        .user("nothing much, just checkin if the new font renders ok lol  != => -> <=")
        .bash("fc-list | grep -ci 'jetbrainsmono'", "24")
        .assistant("Do they show up as ligatures on your end? I can't see your screen from here.")
        .user("yep looks good")
        .stop(),
    planted: [],
  },
  {
    id: "t40-devcontainer-node-image",
    build: (s) =>
      s
        .user("devcontainer build fails at npm ci")
        .bash(
          "devcontainer build --workspace-folder . 2>&1 | grep -A2 EBADENGINE",
          'npm ERR! code EBADENGINE\nnpm ERR! engine Not compatible with your version of node/npm\nnpm ERR! notsup Required: {"node":">=22"}, Actual: {"node":"v20.11.1"}',
          1,
        )
        .assistant("The base image is node 20 and package.json wants >=22. Bump it to `typescript-node:22`?")
        .user("ya do it")
        .file("Edit", ".devcontainer/devcontainer.json")
        .bash(
          "docker buildx imagetools inspect mcr.microsoft.com/devcontainers/typescript-node:22 | grep -m1 Digest",
          "Digest:    sha256:4be2c8f1a9d07e6b3c2f1d0e9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b",
        )
        .user("pin it by digest not tag. for every devcontainer, learnt that the hard way")
        .file("Edit", ".devcontainer/devcontainer.json")
        .bash("devcontainer build --workspace-folder . 2>&1 | tail -1", '{"outcome":"success","imageName":["vsc-api-5d1f"]}')
        .assistant("Pinned to the sha256 digest; the container builds.")
        .user("fyi the devcontainer mounts ~/.ssh read-only from the host, so git push works from inside w/o extra setup")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["digest"] },
      { kind: "fact", keys: ["ssh", "read-only"] },
    ],
  },
  {
    id: "t40-git-pull-rebase",
    build: (s) =>
      s
        .user("git init in ~/scratch/foo made a master branch, rename it to main")
        .bash("cd ~/scratch/foo && git branch -m master main && git branch", "* main")
        .assistant("Renamed.")
        .user("also from now on i rebase when pulling, never merge commits. set that globally")
        .bash("git config --global pull.rebase true && git config --global --get pull.rebase", "true")
        .assistant("Done — `pull.rebase = true` globally.")
        .stop(),
    planted: [{ kind: "decision", keys: ["rebase", "pulling"] }],
  },
  {
    id: "t40-empty-pi-colors",
    build: (s) =>
      s
        .user("why does ls show weird colors after i ssh into the pi")
        .bash("ssh pi 'echo $TERM; echo $LS_COLORS | cut -c1-60'", "tmux-256color\nrs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35:do=01;35:bd=")
        .assistant(
          "Maybe the Pi's dircolors defaults just differ from the mac's, or TERM being tmux-256color over there changes what it picks. Hard to say without diffing both sides.",
        )
        .user("eh whatever, not important")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "t40-python-scrape-setup",
    build: (s) =>
      s
        .user("new py project in ~/src/scrape, set it up")
        .assistant("poetry, uv, or plain venv + pip?")
        .user("uv. always uv for python stuff, no poetry, no pip installs")
        .bash("cd ~/src/scrape && uv init -q && uv add httpx 2>&1 | tail -1", " + httpx==0.28.1")
        .assistant("Initialized with uv and added httpx.")
        .user("add ruff as dev dep too")
        .bash("cd ~/src/scrape && uv add --dev ruff 2>&1 | tail -1", " + ruff==0.8.4")
        .assistant("Done.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["uv", "python"] }],
  },
  {
    id: "t40-nas-ssh-hangs",
    build: (s) =>
      s
        .user("ssh to the nas hangs")
        .bash(
          "ssh -v -o ConnectTimeout=5 nas true 2>&1 | tail -2",
          "debug1: Connecting to 192.168.1.20 [192.168.1.20] port 2222.\nssh: connect to host 192.168.1.20 port 2222: Operation timed out",
          255,
        )
        .assistant("It's trying 192.168.1.20:2222 and timing out. Is the NAS still at that address?")
        .user("no it moved when i swapped routers. nas is at 192.168.1.40 now, sshd still on 2222")
        .bash("sed -i '' 's/192.168.1.20/192.168.1.40/' ~/.ssh/config && ssh nas 'hostname'", "nas-ds920")
        .assistant("Updated ~/.ssh/config; `ssh nas` connects again.")
        .user("need to give it a dhcp reservation on the router at some point so it stops moving around. not now tho")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nas", "192.168.1.40"] },
      { kind: "task", keys: ["dhcp", "reservation"] },
    ],
  },
  {
    id: "t40-vscode-markdown-format",
    build: (s) =>
      s
        .user("vscode keeps reformating my markdown on save, turn that off for md only")
        .bash(
          'cd ~/Library/Application\\ Support/Code/User && jq \'."[markdown]"."editor.formatOnSave" = false\' settings.json > s.tmp && mv s.tmp settings.json',
          "",
        )
        .assistant("Format-on-save is off for Markdown; every other language keeps it.")
        .user("ty. general rule for my editor config: put settings in the user settings.json, not per workspace, bc i sync them w/ settings sync")
        .stop(),
    planted: [{ kind: "instruction", keys: ["workspace", "sync"] }],
  },
  {
    id: "t40-empty-find-xargs",
    build: (s) =>
      s
        .user("explain this pls `find . -name '*.orig' -print0 | xargs -0 rm -f`")
        .assistant(
          "`find` lists every `*.orig` file under the current dir, separated by NUL bytes (`-print0`); `xargs -0` splits on NUL so odd filenames survive, and passes them to `rm -f`.",
        )
        .bash("find . -name '*.orig' | wc -l", "3")
        .assistant("There are 3 of them here right now, probably merge leftovers. Want them gone?")
        .user("yes")
        .bash("find . -name '*.orig' -delete && find . -name '*.orig' | wc -l", "0")
        .assistant("Deleted.")
        .stop(),
    planted: [],
  },
  {
    id: "t40-terminal-emulator",
    build: (s) =>
      s
        .user("gonna try wezterm instead of alacritty")
        .bash("brew install --cask wezterm 2>&1 | tail -1", "🍺  wezterm was successfully installed!")
        .assistant("Installed. Want me to port the font and colors from alacritty.toml into ~/.wezterm.lua?")
        .user("yes")
        .bash(
          "cat > ~/.wezterm.lua <<'EOF'\nlocal w = require('wezterm')\nreturn { font = w.font('JetBrainsMono Nerd Font'), font_size = 13, color_scheme = 'Tokyo Night' }\nEOF",
          "",
        )
        .user("hmm wezterm sits at 400mb ram idle. nah. going w/ ghostty, uninstall wezterm")
        .bash("brew uninstall --cask wezterm && brew install --cask ghostty 2>&1 | tail -1", "🍺  ghostty was successfully installed!")
        .assistant("WezTerm is gone, Ghostty is installed, and I carried the font and theme over to ~/.config/ghostty/config.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ghostty"] }],
  },
  {
    id: "t40-commit-signing",
    build: (s) =>
      s
        .user("my commits show unverified on github")
        .bash("git config --get commit.gpgsign; git config --get user.signingkey", "", 1)
        .assistant("Signing isn't configured at all. GPG or SSH signing?")
        .user("ssh signing w/ ~/.ssh/id_ed25519. sign everything, commits and tags")
        .bash(
          "git config --global gpg.format ssh && git config --global user.signingkey ~/.ssh/id_ed25519.pub && git config --global commit.gpgsign true && git config --global tag.gpgsign true && git commit --allow-empty -qm 'chore: test signing' && git log --show-signature -1 | sed -n 2p",
          'Good "git" signature for jdoe@hey.com with ED25519 key SHA256:pQ9v3xL0c2mT8sK1wY4eR7uA6dF5gH2jN0bZ',
        )
        .assistant(
          "Local signing works. GitHub will still say unverified until the key is added under Settings → SSH and GPG keys as a *signing* key (separate from the auth key); I can't do that part from here.",
        )
        .user("right, ill add it to github as a signing key tonight")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ssh", "signing"] },
      { kind: "task", keys: ["github", "signing"] },
    ],
  },
  {
    id: "t40-kubectl-alias",
    build: (s) =>
      s
        .user("when u write shell aliases for me put them in ~/.config/zsh/aliases.zsh, not straight in .zshrc")
        .user("and add one: k = kubectl")
        .bash("echo \"alias k='kubectl'\" >> ~/.config/zsh/aliases.zsh && zsh -ic 'type k'", "k is an alias for kubectl")
        .assistant("Added to aliases.zsh.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["aliases.zsh"] }],
  },
  {
    id: "t40-empty-fzf-tab",
    build: (s) =>
      s
        .user("is fzf-tab actually better than the default zsh completion menu or just hype")
        .assistant("Mostly taste: fuzzy matching over the candidates vs. the plain menu. Some people love it, some find it slower to scan.")
        .bash("ls ~/.config/zsh/plugins", "zsh-autosuggestions\nzsh-syntax-highlighting")
        .assistant("You don't have it installed; you could try it in a throwaway `zsh -f` shell if you're curious.")
        .user("nah im good")
        .stop(),
    planted: [],
  },
  {
    id: "t40-side-project-package-manager",
    build: (s) =>
      s
        .user("which pkg manager do my side projects use again?? forgot lol")
        .bash(
          "ls ~/src/*/pnpm-lock.yaml ~/src/*/package-lock.json 2>/dev/null",
          "/Users/jdoe/src/blog/package-lock.json\n/Users/jdoe/src/dash/pnpm-lock.yaml\n/Users/jdoe/src/game/pnpm-lock.yaml\n/Users/jdoe/src/scrape-ui/pnpm-lock.yaml\n/Users/jdoe/src/todo/pnpm-lock.yaml",
        )
        .assistant("Four are on pnpm; `blog` still has a package-lock.json.")
        .user("ok pnpm for all of them from now on, convert blog too")
        .bash("cd ~/src/blog && pnpm import && rm package-lock.json && pnpm install --frozen-lockfile 2>&1 | tail -1", "Done in 3.1s")
        .assistant("blog is on pnpm now (lockfile imported, package-lock.json removed).")
        .user("get pnpm thru corepack btw, dont install it globaly")
        .bash(
          "corepack enable pnpm && cd ~/src/blog && corepack use pnpm@9.15.0 2>&1 | tail -1",
          'Installing pnpm@9.15.0 in the project...\n"packageManager": "pnpm@9.15.0"',
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["pnpm"] },
      { kind: "instruction", keys: ["corepack"] },
    ],
  },
  {
    id: "t40-dotfiles-manager",
    build: (s) =>
      s
        .user("how shoud i manage dotfiles, stow or chezmoi or a bare repo")
        .assistant(
          "stow is the simplest with one or two machines and no secrets; chezmoi adds templates and secret-manager hooks; a bare repo needs no tool but is easy to mess up.",
        )
        .user("stow i think? idk")
        .assistant("stow would be fine if both machines want identical files.")
        .user("actually they dont, i need templating for the work mac vs the nixos box. going w/ chezmoi")
        .bash("chezmoi init && chezmoi add ~/.zshrc ~/.tmux.conf && chezmoi managed", ".tmux.conf\n.zshrc")
        .assistant("chezmoi is initialized in ~/.local/share/chezmoi, managing .zshrc and .tmux.conf.")
        .user("moving the rest into chezmoi is for the weekend, leave it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["chezmoi", "templating"] },
      { kind: "task", keys: ["rest", "chezmoi"] },
    ],
  },
  {
    id: "t40-empty-cron-rsync",
    build: (s) =>
      s
        .user("backup script errors w/ 'rsync: command not found' when cron runs it")
        .bash(
          "crontab -l && head -3 ~/bin/backup.sh",
          "0 3 * * * ~/bin/backup.sh >> ~/.local/log/backup.log 2>&1\n#!/bin/sh\n# TODO never got the exclude list right\nrsync -a --delete ~/src/ nas:/volume1/backup/src/",
        )
        .assistant("cron starts it with a minimal PATH, so the rsync you get in an interactive shell isn't found. I'll call it by its full path in the script.")
        .bash(
          "sed -i '' \"s|^rsync |$(command -v rsync) |\" ~/bin/backup.sh && env -i /bin/sh ~/bin/backup.sh --dry-run 2>&1 | tail -1",
          "total size is 0  speedup is 0.00 (DRY RUN)",
        )
        .assistant("Fixed; a dry run under an empty environment goes through.")
        .user("sweet")
        .stop(),
    planted: [],
  },
  {
    id: "t40-work-mac-brew-prefix",
    build: (s) =>
      s
        .user("on the work mac /usr/local is owned by root and IT wont let me chown it, so homebrew lives in ~/homebrew there")
        .user("fix the brew shellenv line in .zprofile then, its pointing at /usr/local")
        .bash("grep -n shellenv ~/.zprofile", '3:eval "$(/usr/local/bin/brew shellenv)"')
        .bash("sed -i '' 's|/usr/local/bin/brew|$HOME/homebrew/bin/brew|' ~/.zprofile && zsh -lc 'command -v brew'", "/Users/jdoe/homebrew/bin/brew")
        .assistant("Fixed — a login shell now finds brew at ~/homebrew/bin/brew.")
        .user("and never run sudo on that machine, IT security flags it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["homebrew", "work"] },
      { kind: "instruction", keys: ["sudo"] },
    ],
  },
  {
    id: "t40-setup-brain-dump",
    build: (s) =>
      s
        .user(
          "brain dump before i forget, setup stuff for later:\n- move ssh keys to the 1password agent\n- restic backups to b2\n- get rid of oh-my-zsh, its slow",
        )
        .bash("ls ~/.oh-my-zsh | head -3; ls ~/.ssh/*.pub", "cache\ncustom\nlib\n/Users/jdoe/.ssh/id_ed25519.pub")
        .assistant("Got it, all three stay on the list for later.")
        .stop(),
    planted: [
      { kind: "task", keys: ["1password"] },
      { kind: "task", keys: ["restic"] },
      { kind: "task", keys: ["oh-my-zsh"] },
    ],
  },
  {
    id: "t40-empty-vim-motion",
    build: (s) =>
      s
        .user("whats the vim motion to delete till the next comma again")
        .assistant("`dt,` deletes up to but not including the next comma; `df,` takes the comma too.")
        .bash("printf 'alpha, beta, gamma\\n' > /tmp/m.txt && nvim -es '+norm dt,' '+%p' '+q!' /tmp/m.txt", ", beta, gamma")
        .user("ah right ty")
        .stop(),
    planted: [],
  },
  {
    id: "t40-git-hooks-split",
    build: (s) =>
      s
        .user("pre-commit hook in ~/src/api is super slow, it runs the whole test suite")
        .bash("cat ~/src/api/.husky/pre-commit", "#!/bin/sh\nnpm test  # TODO: always run only changed files")
        .assistant(
          "It runs the full `npm test` on every commit. Could move to lint-staged so only staged files get linted, and run the tests in pre-push instead?",
        )
        .user("yes. lint in pre-commit, tests in pre-push. thats how i want hooks in every repo")
        .file("Edit", "package.json")
        .bash(
          "cd ~/src/api && printf 'npx lint-staged\\n' > .husky/pre-commit && printf 'npm test\\n' > .husky/pre-push && git commit --allow-empty -qm 'chore: hooks' && echo ok",
          "✔ Running tasks for staged files...\nok",
        )
        .assistant("pre-commit runs lint-staged now and pre-push runs the tests.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pre-push"] }],
  },
  {
    id: "t40-disk-full-docker",
    build: (s) =>
      s
        .user("disk full again wtf")
        .bash(
          "du -sh ~/.cache/* ~/Library/Containers/com.docker.docker 2>/dev/null | sort -h | tail -3",
          "4.1G\t/Users/jdoe/.cache/pnpm\n9.8G\t/Users/jdoe/.cache/docker-buildx\n22G\t/Users/jdoe/Library/Containers/com.docker.docker",
        )
        .assistant("Docker's VM disk is the big one at 22G, then the buildx cache. Prune images and build cache?")
        .user("prune it")
        .bash("docker system prune -af && docker buildx prune -af | tail -1", "Total reclaimed space: 17.3GB\nTotal:\t9.8GB")
        .assistant("Reclaimed about 27G between the two.")
        .user("fyi the laptop ssd is only 256gb, thats why docker disk is capped at 40gb in docker desktop settings")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ssd", "256gb"] },
      { kind: "fact", keys: ["docker", "40gb"] },
    ],
  },
  {
    id: "t40-shell-prompt",
    build: (s) =>
      s
        .user("my prompt is ugly, whats a good one")
        .assistant("Popular picks: starship (fast, one TOML file), powerlevel10k (fast but in maintenance mode now), or pure (minimal).")
        .user("starship. minimal, and no nerd font icons ever in my prompt pls, plain text only")
        .bash(
          "brew install starship >/dev/null && starship preset plain-text-symbols -o ~/.config/starship.toml && echo 'eval \"$(starship init zsh)\"' >> ~/.zshrc && head -2 ~/.config/starship.toml",
          '[character]\nsuccess_symbol = "[>](bold green)"',
        )
        .assistant("Starship is set up with the plain-text preset, no icon glyphs.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["starship"] },
      { kind: "instruction", keys: ["icons"] },
    ],
  },
  {
    id: "t40-empty-bat-alias",
    build: (s) =>
      s
        .user("make cat an alias for bat")
        .bash("command -v bat", "/opt/homebrew/bin/bat")
        .assistant("I can, though aliasing `cat` can bite scripts that pipe binary data through it. Maybe a separate alias like `b` instead?")
        .user("eh nvm then, forget i asked")
        .assistant("Leaving things as they are.")
        .stop(),
    planted: [],
  },
  {
    id: "t40-work-repo-email",
    build: (s) =>
      s
        .user("commits in ~/work repos go out w/ my personal email")
        .bash("git -C ~/work/api config user.email", "jdoe@hey.com")
        .assistant('No per-directory override exists. I\'d add an `includeIf "gitdir:~/work/"` block that pulls in a work-only config.')
        .user("do it, includeIf for ~/work it is. work email is j.doe@acme-corp.com")
        .bash(
          "printf '[user]\\n\\temail = j.doe@acme-corp.com\\n' > ~/dotfiles/git/work && git config --global includeIf.gitdir:~/work/.path ~/dotfiles/git/work && git -C ~/work/api config user.email",
          "j.doe@acme-corp.com",
        )
        .assistant("Repos under ~/work now pick up the work email.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["includeif"] },
      { kind: "fact", keys: ["email", "acme-corp"] },
    ],
  },
  {
    id: "t40-compose-local-postgres",
    build: (s) =>
      s
        .user("local postgres for the api, put it in compose")
        .file("Write", "compose.yaml")
        .bash("docker compose up -d db && pg_isready -h localhost -p 5433", " ✔ Container api-db-1  Started\nlocalhost:5433 - accepting connections")
        .assistant("Postgres 16 is up on localhost:5433, since 5432 was already taken on the host.")
        .user("ya postgres.app owns 5432, i keep it for other stuff. so dbs in compose always get 5433 and up")
        .assistant("Makes sense.")
        .user("add pgadmin to the compose file some other time, not needed yet")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postgres.app", "5432"] },
      { kind: "instruction", keys: ["5433"] },
      { kind: "task", keys: ["pgadmin"] },
    ],
  },
  {
    id: "t40-empty-broken-origin-head",
    build: (s) =>
      s
        .user("what does this mean\n```\nwarning: ignoring broken ref refs/remotes/origin/HEAD\n```")
        .bash("git remote set-head origin --auto", "origin/HEAD set to main")
        .assistant("origin/HEAD pointed at a branch that no longer exists on the remote; I re-pointed it at main, so the warning is gone.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t40-nvim-telescope-keymap",
    build: (s) =>
      s
        .user("in my nvim config leader is space. when u add keymaps put them in lua/keymaps.lua, not scattered across plugin files")
        .user("add one for telescope live grep, <leader>fg")
        .file("Edit", "nvim/lua/keymaps.lua")
        .bash('nvim --headless -c \'lua io.write(vim.fn.maparg(" fg", "n"))\' -c q', "<Cmd>Telescope live_grep<CR>")
        .assistant("Mapped `<leader>fg` to live grep in keymaps.lua.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["leader", "space"] },
      { kind: "instruction", keys: ["keymaps.lua"] },
    ],
  },
  {
    id: "t40-api-devcontainer-unfinished",
    build: (s) =>
      s
        .user("cant finish the devcontainer for ~/src/api today, still need the redis service and the seed script. leave it, tmrw")
        .bash("git -C ~/src/api status --short", " M .devcontainer/devcontainer.json\n?? .devcontainer/compose.yaml")
        .assistant("Leaving it; the uncommitted changes stay in .devcontainer/.")
        .stop(),
    planted: [
      { kind: "task", keys: ["redis"] },
      { kind: "task", keys: ["seed"] },
    ],
  },
  {
    id: "t40-machine-specs",
    build: (s) =>
      s
        .user("heads up: the home box is a ryzen 7950x w/ 64gb ram, the macbook only has 16gb")
        .user("set make -j for the home box in my zshenv")
        .bash("ssh home 'grep -c MAKEFLAGS ~/.zshenv'", "0", 1)
        .bash("ssh home \"echo 'export MAKEFLAGS=-j32' >> ~/.zshenv && zsh -c 'echo \\$MAKEFLAGS'\"", "-j32")
        .assistant("MAKEFLAGS is `-j32` on the home box.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ryzen", "64gb"] },
      { kind: "fact", keys: ["macbook", "16gb"] },
    ],
  },
  {
    id: "t40-empty-cat-keyboard",
    build: (s) =>
      s
        .user("lol my cat just walked across the keyboard and typed jjjjjjjjj into the terminal")
        .assistant("Ha, at least it wasn't `rm`. Anything broken?")
        .bash("fc -ln -3", "jjjjjjjjjjjj\nls\ngit status")
        .user("nope all good")
        .stop(),
    planted: [],
  },
  {
    id: "t40-global-gitignore",
    build: (s) =>
      s
        .user("stop committing .DS_Store everywhere. global gitignore?")
        .assistant("Yes, via `core.excludesFile`. Put it under ~/.config/git/ignore so it lives next to the rest of your git config?")
        .user("yes. and add .envrc in there, i never want an envrc committed anywhere")
        .bash(
          "git config --global core.excludesFile ~/.config/git/ignore && printf '.DS_Store\\n.envrc\\n' >> ~/.config/git/ignore && git check-ignore -v ~/src/api/.envrc",
          "/Users/jdoe/.config/git/ignore:2:.envrc\t/Users/jdoe/src/api/.envrc",
        )
        .assistant("Both patterns are ignored globally now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["envrc"] }],
  },
  {
    id: "t40-main-editor",
    build: (s) =>
      s
        .user("ok done w/ vscode for real this time, nvim is my main editor now. rip the `code` stuff out of my zshrc")
        .bash("grep -n 'code' ~/.zshrc", '17:export EDITOR="code --wait"\n31:alias c=code')
        .bash("sed -i '' -e 's/^export EDITOR=.*/export EDITOR=nvim/' -e '/^alias c=code/d' ~/.zshrc && git config --global core.editor nvim", "")
        .assistant("EDITOR and git's core.editor are nvim now, and the `c` alias is gone.")
        .user("still gotta port my vscode snippets to luasnip, later tho")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nvim", "editor"] },
      { kind: "task", keys: ["snippets", "luasnip"] },
    ],
  },
  {
    id: "t40-empty-ghostty-font-size",
    build: (s) =>
      s
        .user("13 feels tiny on the external monitor. can ghostty do per-monitor font size?")
        .bash("ghostty +show-config | grep font-size", "font-size = 13")
        .assistant("I'm not sure it can; I don't know of a per-display setting, but I haven't checked the docs. Want to just try 14?")
        .user("try 14")
        .bash("sed -i '' 's/^font-size = 13/font-size = 14/' ~/.config/ghostty/config && ghostty +show-config | grep font-size", "font-size = 14")
        .assistant("Set to 14; reload the config with cmd+shift+, to see it.")
        .user("ok better")
        .stop(),
    planted: [],
  },
  {
    id: "t40-brew-cleanup",
    build: (s) =>
      s
        .user("brew list is a mess, like 200 formulae i dont even use. not today but at some point i wanna go thru them and make a Brewfile")
        .bash("brew list --formula | wc -l", "     214")
        .assistant("214 formulae right now. Parked the Brewfile cleanup for later.")
        .stop(),
    planted: [{ kind: "task", keys: ["brewfile"] }],
  },
  {
    id: "t40-work-npm-registry",
    build: (s) =>
      s
        .user("npm install hangs on the work mac")
        .bash("npm config get registry", "https://npm.acme-corp.internal/")
        .assistant("Your registry is the internal mirror. Are you on the VPN right now?")
        .user("oh right. the internal registry is only reachable over the globalprotect vpn")
        .bash("npm ping 2>&1 | tail -1", "npm notice PONG 85ms")
        .assistant("Reachable now, 85 ms.")
        .stop(),
    planted: [{ kind: "fact", keys: ["registry", "vpn"] }],
  },
  {
    id: "t40-docker-desktop-license",
    build: (s) =>
      s
        .user("docker desktop license thing at work, do i need to switch?")
        .assistant(
          "Only if the company is over the size limit (250 employees or $10M revenue) and hasn't bought a subscription. Alternatives would be colima, OrbStack or podman.",
        )
        .user("idk if acme pays for it. i'd guess no?")
        .assistant("Worth asking IT before changing anything.")
        .user("ok checked w/ IT: we have no docker desktop license. so im moving to colima on the work mac")
        .bash(
          "brew install colima docker >/dev/null && colima start --cpu 4 --memory 8 2>&1 | tail -1 && docker ps",
          "INFO[0031] done\nCONTAINER ID   IMAGE     COMMAND   CREATED   STATUS    PORTS     NAMES",
        )
        .assistant("colima is running and the docker CLI talks to it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["colima"] },
      { kind: "fact", keys: ["license"] },
    ],
  },
  {
    id: "t40-gpg-key-expiry",
    build: (s) =>
      s
        .user("when does my gpg key expire")
        .bash("gpg --list-keys --with-colons jdoe@hey.com | grep '^pub'", "pub:u:4096:1:ABCD1234EF567890:1700000000:1798675200::u:::scESC:")
        .assistant("Your key ABCD1234EF567890 expires on 2026-12-31.")
        .user("ugh thats soon. note it, i need to extend it before then")
        .stop(),
    planted: [
      { kind: "fact", keys: ["expires", "2026-12-31"] },
      { kind: "task", keys: ["extend"] },
    ],
  },
  {
    id: "t40-empty-wifi-drops",
    build: (s) =>
      s
        .user("wifi on the laptop drops every time i start the devcontainer, maybe the docker network clashes w/ my home subnet??")
        .bash("docker network inspect bridge | grep Subnet; ipconfig getifaddr en0", '                    "Subnet": "172.17.0.0/16",\n192.168.1.57')
        .assistant(
          "The docker bridge is 172.17.0.0/16 and your LAN address is 192.168.1.57, so they don't overlap. Could be something else, wifi power management maybe, but that's a guess.",
        )
        .user("hm ok ill keep watching it")
        .stop(),
    planted: [],
  },
  {
    id: "t40-commit-message-style",
    build: (s) =>
      s
        .user("for my personal repos: conventional commits, lowercase, no period at the end")
        .user("and dont ever add the co-authored-by trailer")
        .bash("git log --format=%s -3", "feat: add dark mode toggle\nfix: handle empty rss feed\nchore: bump deps")
        .assistant("Got it. The last three already follow that style.")
        .user("commit the readme fix like that")
        .bash("git commit -qam 'docs: fix typo in readme' && git log --format=%B -1", "docs: fix typo in readme")
        .assistant("Committed as `docs: fix typo in readme`, no trailer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["co-authored-by"] },
    ],
  },
  {
    id: "t40-fish-or-zsh",
    build: (s) =>
      s
        .user("thinking about moving to fish")
        .bash("wc -l ~/.config/zsh/*.zsh", "      84 /Users/jdoe/.config/zsh/aliases.zsh\n     212 /Users/jdoe/.config/zsh/functions.zsh\n     296 total")
        .assistant(
          "The main cost: about 300 lines of zsh aliases and functions wouldn't work as-is and would need porting. Your bash/sh scripts would keep working.",
        )
        .user("yeah no, too much to port. staying on zsh, final answer")
        .assistant("Staying put.")
        .stop(),
    planted: [{ kind: "decision", keys: ["zsh", "staying"] }],
  },
  {
    id: "t40-kube-context",
    build: (s) =>
      s
        .user("kubectl keeps defaulting to the prod context, scary. switch the default to dev")
        .bash("kubectl config get-contexts -o name && kubectl config use-context dev-eu", 'dev-eu\nprod-eu-1\nSwitched to context "dev-eu".')
        .assistant("Current context is dev-eu now.")
        .user("fyi prod cluster is prod-eu-1 and i only have read access there anyway")
        .user("at some point i want a prompt segment that shows the kube ctx in red when its prod. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prod-eu-1"] },
      { kind: "task", keys: ["prompt", "red"] },
    ],
  },
  {
    id: "t40-trash-not-rm",
    build: (s) =>
      s
        .user("never use plain rm -rf in stuff u run for me, use trash so i can undo")
        .bash("command -v trash", "/opt/homebrew/bin/trash")
        .assistant("Will do.")
        .user("clean up the build dirs in ~/src/game")
        .bash("trash ~/src/game/build ~/src/game/.cache && ls ~/src/game", "README.md\nassets\npackage.json\nsrc")
        .assistant("Both moved to the Trash.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["trash"] }],
  },
  {
    id: "t40-dotfiles-readme",
    build: (s) =>
      s
        .user("my dotfiles repo has zero docs. shoud write a readme w/ the bootstrap steps for a fresh machine eventually")
        .bash(
          "chezmoi source-path && git -C $(chezmoi source-path) remote get-url origin",
          "/Users/jdoe/.local/share/chezmoi\ngit@github.com:jdoe/dotfiles.git",
        )
        .assistant("For reference, `chezmoi init --apply jdoe` on a fresh machine clones github.com/jdoe/dotfiles and applies it.")
        .user("yep thats the repo")
        .stop(),
    planted: [
      { kind: "task", keys: ["readme", "bootstrap"] },
      { kind: "fact", keys: ["jdoe/dotfiles"] },
    ],
  },
  {
    id: "t40-node-default-version",
    build: (s) =>
      s
        .user("i have like 3 node versions installed, just pick one default")
        .bash("fnm list", "* v18.20.4\n* v20.17.0\n* v22.11.0 default\n* system")
        .assistant("v22 is already the default.")
        .user("k keep 22 as the default and uninstall 18, nothing of mine uses it anymore")
        .bash("fnm uninstall 18 && fnm list", "* v20.17.0\n* v22.11.0 default\n* system")
        .assistant("18 is gone; 22 stays the default.")
        .stop(),
    planted: [{ kind: "decision", keys: ["default", "22"] }],
  },
  {
    id: "t40-empty-tmux-clipboard",
    build: (s) =>
      s
        .user("pbcopy doesnt work inside tmux over ssh")
        .bash("tmux show -g set-clipboard", "set-clipboard external")
        .assistant(
          "On the remote there's no pbcopy to talk to. Setting tmux's `set-clipboard on` lets yanks travel back through OSC 52 if the terminal accepts it; trying that.",
        )
        .bash("tmux set -g set-clipboard on && tmux show -g set-clipboard", "set-clipboard on")
        .user("works!!")
        .stop(),
    planted: [],
  },
  {
    id: "t40-lockfiles-policy",
    build: (s) =>
      s
        .user("should lockfiles be commited in my libs or just in apps")
        .assistant("Apps: always. Libs: opinions differ; the lockfile doesn't affect consumers, but it makes your own CI reproducible.")
        .user("commit them everywhere, libs too. decided")
        .bash("for d in ~/src/*/; do git -C $d check-ignore -q pnpm-lock.yaml && echo $d; done", "/Users/jdoe/src/tiny-sql/\n/Users/jdoe/src/md-lint/")
        .assistant("Two libs currently gitignore their pnpm-lock.yaml: tiny-sql and md-lint.")
        .user("fix the gitignore in those two libs another day")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lockfiles"] },
      { kind: "task", keys: ["gitignore", "libs"] },
    ],
  },
  {
    id: "t40-backup-target",
    build: (s) =>
      s
        .user("restic to b2 or to the nas first?")
        .assistant("The NAS is faster to restore from and free; B2 gives you an offsite copy. Many people do both.")
        .user("nas first. restic repo on the nas")
        .bash("restic init --repo sftp:nas:/volume1/restic/laptop 2>&1 | head -1", "created restic repository 7d3c1a9e2f at sftp:nas:/volume1/restic/laptop")
        .assistant("The restic repository is initialized on the NAS.")
        .user("offsite copy to b2 comes later once the nas one runs fine for a few weeks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["restic", "nas"] },
      { kind: "task", keys: ["offsite", "b2"] },
    ],
  },
  {
    id: "t40-formatter-choice",
    build: (s) =>
      s
        .user("prettier vs biome for my ts side projects?")
        .assistant("Prettier + ESLint is the well-trodden pair; Biome does both lint and format in one fast binary, with a few ESLint rules still missing.")
        .user("hmm prettier i guess")
        .assistant("Okay, want me to add a shared .prettierrc to the new project?")
        .user("no wait, biome. one tool for lint and fmt in new projects, swapping eslint+prettier out")
        .bash(
          "cd ~/src/todo-v2 && pnpm add -D -E @biomejs/biome && pnpm biome init 2>&1 | tail -1",
          "Welcome to Biome! Let's get you started...\nbiome.json created",
        )
        .assistant("Biome is set up in todo-v2 with a default biome.json.")
        .user("the older projects keep eslint for now, migrate them later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["biome"] },
      { kind: "task", keys: ["eslint", "migrate"] },
    ],
  },
];

/** The tuning40 set: events, segments and scoring of TUNING40_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING40 = plantedSet(TUNING40_SESSIONS, START);
