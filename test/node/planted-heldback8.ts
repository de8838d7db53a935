/**
 * A sixth held-back check for the dialogue structures (helper "extract2", 2026-11-26 10:19),
 * written after the fifth round of fixes was merged and measured once before any change it
 * caused, by the same helper (not blind): "X or Y?" asked with "should we", "neither — we'll use
 * Z", heads "for the next PR" / "out of scope here, but worth doing", a short answer to a "where"
 * question, and negatives: "1 or 2, whichever", "right, I forgot about that", a question back.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 11, 10, 8);

export const HELDBACK8_SESSIONS: BlindSession[] = [
  {
    id: "w01",
    planted: [{ kind: "decision", keys: ["fts"] }],
    build: (s) =>
      s
        .bash("psql -c 'select count(*) from products'", "48211")
        .assistant("Should we use Postgres's built-in FTS or add Elasticsearch?")
        .user("built-in fts, 48k rows is nothing")
        .assistant("Added a tsvector column."),
  },
  {
    id: "w02",
    planted: [{ kind: "decision", keys: ["typesense"] }],
    build: (s) =>
      s
        .bash("ls infra", "k8s\nterraform")
        .assistant("Algolia or Meilisearch for the docs search?")
        .user("neither — we'll use typesense, we already host it")
        .assistant("Wired typesense."),
  },
  {
    id: "w03",
    planted: [
      { kind: "task", keys: ["snapshot"] },
      { kind: "task", keys: ["error boundary"] },
    ],
    build: (s) =>
      s
        .bash("pnpm test -- --run", "ok")
        .assistant("The form works.")
        .user("for the next PR:\n- snapshot tests for the form\n- an error boundary around the wizard"),
  },
  {
    id: "w04",
    planted: [{ kind: "task", keys: ["dead code"] }],
    build: (s) =>
      s
        .bash("pnpm knip", "12 unused exports")
        .assistant("Out of scope here, but worth doing:\n- remove the dead code knip found (12 unused exports)")
        .user("agreed"),
  },
  {
    id: "w05",
    planted: [{ kind: "fact", keys: ["launchdarkly"] }],
    build: (s) =>
      s
        .bash("rg -l 'flags' src | head -2", "src/flags.ts")
        .assistant("Where do the feature flags live?")
        .user("in launchdarkly, one project per app, one environment per stage"),
  },
  {
    id: "w06",
    planted: [],
    build: (s) =>
      s
        .bash("ls", "a\nb")
        .assistant("Two options:\n1. cache the response\n2. precompute nightly")
        .user("1 or 2, whichever is faster to build")
        .assistant("Caching it."),
  },
  {
    id: "w07",
    planted: [],
    build: (s) =>
      s.bash("git log -1", "abc").assistant("The webhook secret is read at import time, so a rotation needs a restart.").user("right, I forgot about that"),
  },
  {
    id: "w08",
    planted: [],
    build: (s) => s.bash("ls config", "prod.yaml").assistant("Where should the new config key go?").user("where do the others live?"),
  },
  {
    id: "w09",
    planted: [{ kind: "instruction", keys: ["changeset"] }],
    build: (s) => s.bash("git status", "M packages/ui/src/button.tsx").user("pls always add a changeset when a package changes").assistant("Added one."),
  },
];

export const HELDBACK8 = plantedSet(HELDBACK8_SESSIONS, START);
