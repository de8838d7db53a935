// Scratch (never commit): how the planted sets label sentences matching a regex. IDIOM='\\bit is\\b' npx vitest run --project node test/node/zz-idiom.test.ts
import { it } from "vitest";
import { conversationSentences } from "../../src/core/memories/extract";
import { TRAINING_SETS } from "./memory-classifier-training";
import type { PlantedSet } from "./planted-scoring";

it("idiom", async () => {
  const re = new RegExp(process.env.IDIOM ?? "x", "i");
  const extra: Record<string, PlantedSet> = {};
  for (const n of (process.env.EXTRA ?? "").split(",").filter(Boolean)) extra[`blind${n}`] = (await import(`./planted-blind${n}.ts`))[`BLIND${n}`];
  const counts = new Map<string, number>();
  const lines: string[] = [];
  for (const [name, set] of Object.entries({ ...TRAINING_SETS, ...extra })) {
    set.sessions.forEach((spec, i) => {
      for (const s of conversationSentences(set.segment(i))) {
        if (!re.test(s.text)) continue;
        const kinds = spec.planted.filter((p) => p.keys.every((k) => s.text.toLowerCase().includes(k.toLowerCase()))).map((p) => p.kind);
        const label = kinds.length ? [...new Set(kinds)].join("+") : "none";
        const key = `${s.role} ${label}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        lines.push(`${key.padEnd(22)} ${name}/${spec.id}: ${s.text.slice(0, 150)}`);
      }
    });
  }
  for (const [k, v] of [...counts].sort()) console.log(`${k.padEnd(30)} ${v}`);
  if (process.env.SHOW) for (const l of lines.sort().slice(0, Number(process.env.SHOW))) console.log(l);
}, 600_000);
