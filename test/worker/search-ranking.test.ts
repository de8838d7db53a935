import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, makeEvent, postJson, type TestUser } from "./helpers";

let user: TestUser;
const TEXTS = {
  answer: "Raised SUBSCRIPTION_MAX_BATCH_SIZE from 5 to 25 in config/production.env.",
  distractor: "Edit helm/values-prod.yaml",
};

beforeAll(async () => {
  user = await createUser();
  const filler = [
    "run the linter and fix what it finds",
    "Lint is clean.",
    "explain how the invoice flow works",
    "git status --short",
    "One modified file, nothing staged.",
    "README now describes the refund settings.",
    "review my change to the date picker",
    "npm run lint -- --fix",
    "PASS test/auth.test.ts (12 tests)",
    "the payout list endpoint takes 2898 ms",
  ];
  const events = [...filler.map((text) => makeEvent({ text })), makeEvent({ text: TEXTS.distractor }), makeEvent({ text: TEXTS.answer })];
  expect((await postJson("/v1/events", { events }, user.auth)).status).toBe(201);
});

async function eventTexts(q: string): Promise<string[]> {
  const res = await call(`/v1/search?kind=event&q=${encodeURIComponent(q)}`, { headers: user.auth });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { snippet: string }[] };
  return body.results.map((h) => h.snippet.replace(/\*\*/g, ""));
}

describe("ranking", () => {
  it("puts the event naming the asked identifier above a shorter one matching a plain word", async () => {
    // Both match one term each, with the same document frequency; without the identifier's
    // weight the shorter event would win on length alone.
    const texts = await eventTexts("what value did we give SUBSCRIPTION_MAX_BATCH_SIZE?");
    expect(texts).toEqual([TEXTS.answer, TEXTS.distractor]);
  });

  it("still ranks plain words by bm25 when no identifier is asked about", async () => {
    expect(await eventTexts("which values?")).toEqual([TEXTS.distractor]);
  });
});
