import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEAD_LETTER_QUEUE } from "../../src/core/outbox/dead-letter";

const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");

describe("queue configuration", () => {
  it("the outbox dead-letters into the queue the worker consumes as its dead-letter queue", () => {
    expect(toml).toContain(`dead_letter_queue = "${DEAD_LETTER_QUEUE}"`);
    expect(toml).toMatch(new RegExp(`\\[\\[queues\\.consumers\\]\\]\\s*queue = "${DEAD_LETTER_QUEUE}"`));
  });
});
