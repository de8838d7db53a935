/** The dialogue structures the extractor reads across lines and messages (src/core/memories/dialogue.ts). */
import { describe, expect, it } from "vitest";
import { CONFIRMING_REPLY, futureWorkList, offeredOptions, pickedOption } from "../../src/core/memories/dialogue";

describe("offered options and the pick", () => {
  it.each([
    ["Three ways:\n1. `ky` — small\n2. `got` — node only\n3. plain fetch", "got.", "`got` — node only"],
    ["Three ways:\n1. `ky` — small\n2. `got` — node only\n3. plain fetch", "the third one", "plain fetch"],
    ["Two options for the retry policy:\n(a) fixed 1 s\n(b) exponential with jitter", "b, fixed retries stampede", "exponential with jitter"],
    ["A) monolith\nB) two services", "A.", "monolith"],
    ["Option 1: keep the cron. Option 2: move it to the queue.", "option 2 pls", "move it to the queue"],
    ["Sentry or Rollbar for errors?", "rollbar", "Rollbar for errors"],
    ["Options: sqlite (fast), duckdb (columnar), or postgres (exact).", "duckdb. analytics queries", "duckdb"],
    ["Which one: the LRU or memcached?", "lru is enough", "the LRU"],
    ["Approaches:\n**1. Webhooks** — push\n**2. Polling** — pull", "webhooks", "Webhooks — push"],
    ["Two ways:\n1. ky\n2. got", "hmm, the second", "got"],
  ])("%j answered %j picks %j", (offer, answer, option) => {
    const o = offeredOptions(offer);
    expect(o).toBeDefined();
    expect(pickedOption(answer, o!)?.option.text).toBe(option);
  });

  it.each([
    ["Three ways:\n1. ky\n2. got", "which is smaller?"],
    ["Three ways:\n1. ky\n2. got", "neither, keep fetch"],
    ["Sentry or Rollbar for errors?", "not sure yet, let me ask"],
    ["Sentry or Rollbar for errors?", "both are fine"],
    ["Two options:\n- ky\n- got", "thanks, fix the test first"],
  ])("%j answered %j picks nothing", (offer, answer) => {
    const o = offeredOptions(offer);
    expect(o && pickedOption(answer, o)).toBeFalsy();
  });

  it("a list that reports (files checked, places a bug can come from) offers nothing; a guess picks nothing", () => {
    expect(offeredOptions("I checked three files:\n- a.ts\n- b.ts")).toBeUndefined();
    expect(offeredOptions("The 401s can come from three places:\n1. auth\n2. the proxy")).toBeUndefined();
    const o = offeredOptions("Two options:\n1. the proxy\n2. the cache");
    expect(o && pickedOption("the proxy, I bet", o)).toBeFalsy();
    const approaches = offeredOptions("Approach 1: resize inline. Approach 2: push it to a queue.");
    expect(approaches && pickedOption("we'll go with the second approach", approaches)?.option.text).toBe("push it to a queue");
  });

  it('reads the alternatives after "either" and under an "options:" head that names what they are for', () => {
    const either = offeredOptions(
      "Either store them in Redis with `SETNX` and a TTL, or add an `idempotency_key` column with a unique constraint in Postgres.",
    );
    expect(either?.options.map((o) => o.text)).toEqual([
      "store them in Redis with `SETNX` and a TTL",
      "add an `idempotency_key` column with a unique constraint in Postgres",
    ]);
    expect(either && pickedOption("postgres unique constraint. same tx, no redis", either)?.option.index).toBe(2);
    const inline = offeredOptions("For watching, I can either use inotify via watchdog or just poll the size every 250 ms.");
    expect(inline?.options.map((o) => o.text)).toEqual(["use inotify via watchdog", "just poll the size every 250 ms"]);
    const named = offeredOptions("For the CLI layer there are two reasonable options: plain argparse (zero dependencies) or Typer (commands from type hints).");
    expect(named && pickedOption("typer", named)?.option.text).toBe("Typer");
    // "either" in a question, or with nothing to choose between, offers nothing.
    expect(offeredOptions("Do you want either of them?")).toBeUndefined();
    expect(offeredOptions("Neither works on either platform.")).toBeUndefined();
  });

  it("a list of done work offers nothing to pick from by a plain reply", () => {
    const o = offeredOptions("All set.\nDone:\n- fixed the redirect\n- bumped vite");
    expect(o && pickedOption("ok thanks", o)).toBeFalsy();
    expect(offeredOptions("Fixed the redirect and bumped vite.")).toBeUndefined();
  });
});

describe("a list under a head of future work", () => {
  it.each([
    ["parked:\n- a\n- b", 2],
    ["ok stop here. leftovers for monday:\n1. sitemap\n2. og images", 2],
    ["Things I didn't get to:\n- the retry logic", 1],
    ["not done yet:\n* i18n", 1],
    ["## Known gaps\n- no retention\n- no alerts", 2],
    ["still to do before we trust it\n- [ ] rollback\n- [x] dry run\n- [ ] canary", 2],
    ["**Open items:**\n1. **sso** via okta", 1],
    ["for monday (after the release):\n- bump node\n- drop the shim", 2],
  ])("%j gives %i tasks", (text, n) => {
    expect(futureWorkList(text)?.items.length).toBe(n);
  });

  it.each([
    "Done today:\n1. fixed x\n2. added y",
    "steps to reproduce:\n1. open\n2. click",
    "This PR changes:\n- a\n- b",
    "parked:",
    // A head's aside is not its meaning: a handover's items are of every kind.
    "handover from dana (she's off till monday), pasting as is:\n- redis maxclients is 64 on the shared box\n- worker pool size stays at 8",
  ])("%j gives none", (text) => {
    expect(futureWorkList(text)).toBeUndefined();
  });
});

describe("a confirming reply", () => {
  it.each(["right, staging is on 5433", "yes. it's been that way", "ugh yes, known wart", "careful — prod runs node 18", "exactly, nightly"])(
    "%j confirms",
    (t) => {
      expect(CONFIRMING_REPLY.test(t)).toBe(true);
    },
  );
  it.each(["rightly or not, ship it", "no, it's 5432", "why 5433?"])("%j does not", (t) => {
    expect(CONFIRMING_REPLY.test(t)).toBe(false);
  });
});
