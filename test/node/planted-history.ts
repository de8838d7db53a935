/**
 * A generated history with planted long-term memories: decisions (some later superseded on the
 * same subject), conventions, open tasks, reverted attempts and confirmed root causes, said by the
 * user or the agent amid ordinary work — questions, hypotheticals, progress reports, tool output
 * that repeats the planted words — which must not be taken for memories. Each planted item names
 * a marker word no other sentence of the history uses, so an extracted memory is matched to it
 * by kind and marker. Deterministic: a seeded generator, one session per day.
 */
import type { StoredEvent } from "../../src/core/ingest/event";
import type { MemoryKind } from "../../src/core/memories/model";
import { session } from "./session-builder";
import { mulberry32 } from "../../src/core/mulberry32";

export interface PlantedMemory {
  id: string;
  kind: MemoryKind;
  /** A word only this item's sentence holds. */
  marker: string;
  /** Its subject, for decisions that a later one supersedes. */
  key: string | null;
  /** The id of the planted decision that supersedes it. */
  supersededBy: string | null;
  sessionId: string;
}

export interface PlantedHistory {
  sessions: StoredEvent[][];
  planted: PlantedMemory[];
}

const SYLLABLES = ["zor", "quil", "vex", "tram", "plin", "drak", "mul", "fen", "grob", "yar", "snel", "kiv", "wom", "bax", "tep", "lor"];
const SUBJECTS = ["auth tokens", "feature flags", "job queues", "date parsing", "http mocking", "schema migrations", "log shipping", "image resizing"];
const FILES = ["src/server.ts", "src/routes/invoices.ts", "src/db/pool.ts", "test/api.test.ts", "package.json", "README.md"];

const DAY_MS = 86_400_000;

/** `days` sessions from `startMs`, with about `plantedPerSession` planted items each. */
export function plantedHistory(options: { days?: number; seed?: number; startMs?: number } = {}): PlantedHistory {
  const days = options.days ?? 40;
  const random = mulberry32(options.seed ?? 19);
  const startMs = options.startMs ?? Date.UTC(2026, 5, 1, 9);
  const used = new Set<string>();
  const marker = (): string => {
    for (;;) {
      const w = `${SYLLABLES[Math.floor(random() * SYLLABLES.length)]}${SYLLABLES[Math.floor(random() * SYLLABLES.length)]}${Math.floor(random() * 90) + 10}`;
      if (!used.has(w)) {
        used.add(w);
        return w;
      }
    }
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const planted: PlantedMemory[] = [];
  const decisionOn = new Map<string, PlantedMemory>();
  const sessions: StoredEvent[][] = [];

  for (let day = 0; day < days; day++) {
    const sessionId = `planted-${String(day).padStart(3, "0")}`;
    const s = session(sessionId, startMs + day * DAY_MS);
    const plant = (kind: MemoryKind, key: string | null = null): string => {
      const m = marker();
      const item: PlantedMemory = { id: `${sessionId}:${planted.length}`, kind, marker: m, key, supersededBy: null, sessionId };
      if (kind === "decision" && key !== null) {
        const older = decisionOn.get(key);
        if (older) older.supersededBy = item.id;
        decisionOn.set(key, item);
      }
      planted.push(item);
      return m;
    };
    const file = pick(FILES);
    const noise = marker();
    s.user(`Please fix the failing invoice export in ${file}; the ${noise} report is empty.`);
    s.bash("npm test", `FAIL test/api.test.ts\n  ✕ exports invoices (12 ms)\n  TODO: ${noise} fixture never loads`, 1);
    s.file("Read", file);

    const shape = day % 12;
    const subject = pick(SUBJECTS);
    switch (shape) {
      case 0: {
        const m = plant("decision", subject);
        s.user(`We use ${m} for ${subject}, not the old library.`);
        s.assistant(`Understood. I switched ${file} to ${m}.`);
        break;
      }
      case 1: {
        const m = plant("instruction");
        s.user(`Always run npm run ${m} before committing.`);
        s.assistant("Noted, I will run it before each commit.");
        break;
      }
      case 2: {
        const m = plant("task");
        s.assistant(`The export works again. TODO: add a regression test for the ${m} edge case.`);
        break;
      }
      case 3: {
        const m = plant("fact");
        s.assistant(`Root cause: the ${m} cache kept a stale connection after the pool restarted.`);
        break;
      }
      case 4: {
        const m = plant("decision");
        s.assistant(`Reverted the ${m} retry wrapper because it doubled the requests.`);
        break;
      }
      case 5: {
        const m = plant("instruction");
        s.user(`Never push directly to the ${m} branch; open a pull request.`);
        break;
      }
      case 6: {
        const m = plant("decision", subject);
        s.user(`Decided: ${m} for ${subject}.`);
        s.assistant(`Good, ${m} it is.`);
        break;
      }
      case 7: {
        const m = plant("task");
        s.user(`We still need to migrate the ${m} endpoints to the new client.`);
        break;
      }
      // Paraphrases the patterns were not written for.
      case 8: {
        const m = plant("decision", subject);
        s.user(`Let's go with ${m} for ${subject}; the old one is unmaintained.`);
        break;
      }
      case 9: {
        const m = plant("instruction");
        s.user(`Make sure you never log the ${m} token.`);
        break;
      }
      case 10: {
        const m = plant("fact");
        s.assistant(`Found it: the timeouts came from the ${m} proxy dropping idle sockets after 30 s.`);
        break;
      }
      case 11: {
        const m = plant("instruction");
        s.user(`We prefer ${m} over hand-written mocks in tests.`);
        break;
      }
    }
    // Ordinary work around it: none of it is a memory.
    const other = marker();
    const distractors = [
      `Should we use ${other} for ${subject}?`,
      `If we use ${other}, the bundle grows by 40 kB.`,
      `What does the ${other} flag do?`,
      `I ran the tests; 42 passed and 1 failed in ${file}.`,
      `Let me look at ${file} first.`,
      `The ${other} build is slow today.`,
      `I updated ${file} to read the timeout from the config.`,
      `Always-on tracing in ${other} is too noisy for production.`,
      `We never got a reply from the ${other} vendor.`,
      `You always get a timeout when ${other} is down, that is expected.`,
      `Can we use ${other} for ${subject} instead?`,
      `The old code decided the ${other} port at random.`,
    ];
    s.user(pick(distractors));
    s.assistant(pick(distractors));
    s.bash("npm test", `PASS test/api.test.ts\n  ✓ exports invoices (9 ms)\nDecided: ${other} stays`, 0);
    s.assistant(`The invoice export in ${file} works: all tests pass.`);
    s.stop();
    sessions.push(s.events());
  }
  return { sessions, planted };
}
