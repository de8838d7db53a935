import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Tiktoken } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import { describe, expect, it } from "vitest";
import { jsonAnswer } from "../src/query/output";
import { estimateTokens } from "../src/query/tokens";

const root = join(import.meta.dirname, "../..");
const tokenizer = new Tiktoken(cl100k);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/**
 * What the query commands print and what they print it about: agent transcripts and hook
 * payloads (code, paths, test output, ids), the hook's events as the service returns them
 * (ULIDs, UUIDs, grip ids, JSON) in the --json form, source code and prose.
 */
function corpus(): { name: string; text: string }[] {
  const texts = [
    ...files(join(root, "test/fixtures/agents")),
    ...files(join(root, "hook-client/src/cli")),
    join(root, "docs/architecture.md"),
    join(root, "hook-client/README.md"),
  ].map((p) => ({ name: p.slice(root.length + 1), text: readFileSync(p, "utf8").slice(0, 20_000) }));
  let n = 0;
  for (const agent of readdirSync(join(root, "hook-client/test/golden"))) {
    const events = readdirSync(join(root, "hook-client/test/golden", agent)).flatMap((f) => {
      const parsed = JSON.parse(readFileSync(join(root, "hook-client/test/golden", agent, f), "utf8")) as unknown;
      return (Array.isArray(parsed) ? parsed : []) as Record<string, unknown>[];
    });
    const page = events.map((e) => {
      const ts = 1_795_428_000_000 + 1_337 * n++;
      return { ...e, event_id: `01M83XJ8802PB2AMXFWD${String(n).padStart(6, "0")}`, ts_ms: ts, ts: new Date(ts).toISOString() };
    });
    texts.push({ name: `${agent} events --json`, text: jsonAnswer({ events: page, next_cursor: null }) });
    texts.push({ name: `${agent} events --json --full`, text: jsonAnswer({ events: page, next_cursor: null }, true) });
  }
  return texts.filter((t) => t.text.length >= 200);
}

describe("token estimate", () => {
  it("is within 10 % of cl100k_base on every text of the corpus (characters / 4 was not)", () => {
    const rows = corpus().map(({ name, text }) => {
      const real = tokenizer.encode(text).length;
      return { name, real, estimate: estimateTokens(text) / real - 1, quarter: Math.ceil(text.length / 4) / real - 1 };
    });
    expect(rows.length).toBeGreaterThan(40);
    const summary = (key: "estimate" | "quarter") => {
      const errors = rows.map((r) => Math.abs(r[key]));
      return { mean: errors.reduce((a, b) => a + b, 0) / errors.length, max: Math.max(...errors) };
    };
    const now = summary("estimate");
    const before = summary("quarter");
    console.log(
      `token estimate vs cl100k over ${rows.length} texts: mean ${(100 * now.mean).toFixed(1)} %, max ${(100 * now.max).toFixed(1)} % (characters / 4: mean ${(100 * before.mean).toFixed(1)} %, max ${(100 * before.max).toFixed(1)} %)`,
    );
    for (const r of rows) expect(Math.abs(r.estimate), `${r.name}: ${r.real} tokens`).toBeLessThanOrEqual(0.1);
    expect(before.max).toBeGreaterThan(0.1);
  });

  it("counts the shapes that make ids and JSON dense", () => {
    const cases = [
      "01M83XJ8802PB2AMXFWDRHHHHB 01M83XM8YSQ3CEAC86H7T762RB 01M8802WKDG1G302W3RQD440PB",
      "grip:1795428066265:3916e1fb6b187f49 toc:segment:2026-11-23:01M83XJ8802PB2AMXFWDRHHHHB",
      '{"event_id":"01M83XJ8802PB2AMXFWDRHHHHB","session_id":"5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f5","ts":"2026-11-23T10:00:00.000Z"}',
      "/home/dev/projects/invoice-api/src/middleware/requireAuth.ts:42:7 - error TS2345",
      "The expired token is falling through to the generic error handler (500). I'll map JWT verification errors to 401s.",
    ];
    for (const text of cases) {
      const real = tokenizer.encode(text).length;
      expect(Math.abs(estimateTokens(text) / real - 1), `${text}: ${real}`).toBeLessThanOrEqual(0.15);
    }
    expect(estimateTokens("")).toBe(0);
  });
});
