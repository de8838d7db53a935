import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEAD_LETTER_QUEUE } from "../../src/core/dead-letter";
import { parseFaults } from "../../src/core/faults";

const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");

describe("queue configuration", () => {
  it("the outbox dead-letters into the queue the worker consumes as its dead-letter queue", () => {
    expect(toml).toContain(`dead_letter_queue = "${DEAD_LETTER_QUEUE}"`);
    expect(toml).toMatch(new RegExp(`\\[\\[queues\\.consumers\\]\\]\\s*queue = "${DEAD_LETTER_QUEUE}"`));
  });

  it("the test-only fault switch is never configured for deployments", () => {
    expect(toml).not.toContain("AMEM_TEST_FAULTS");
    expect(parseFaults(undefined)).toBeNull();
  });

  it("reads the switch's settings and ignores values out of range", () => {
    expect(parseFaults('{"build_failure_rate":0.25,"poison_user_prefix":"p-","max_retry_delay_seconds":1}')).toEqual({
      buildFailureRate: 0.25,
      poisonUserPrefix: "p-",
      maxRetryDelaySeconds: 1,
    });
    expect(parseFaults('{"build_failure_rate":7,"poison_user_prefix":"","max_retry_delay_seconds":-1}')).toEqual({
      buildFailureRate: 0,
      poisonUserPrefix: null,
      maxRetryDelaySeconds: null,
    });
  });
});
