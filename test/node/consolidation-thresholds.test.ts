import { describe, expect, it } from "vitest";
import { MAX_TASK_ATTEMPTS, priorityFor, routeByConfidence, statusAfterFailure, taskLabels, urgencyFor } from "../../src/core/consolidation/thresholds";

describe("routeByConfidence", () => {
  it.each([
    [1, "auto"],
    [0.9, "auto"],
    [0.8999, "logged"],
    [0.75, "logged"],
    [0.7, "logged"],
    [0.6999, "review"],
    [0.3, "review"],
    [0, "review"],
  ] as const)("%s → %s", (confidence, band) => {
    expect(routeByConfidence(confidence)).toBe(band);
  });

  it("refuses a confidence outside [0, 1]", () => {
    for (const bad of [-0.01, 1.01, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => routeByConfidence(bad)).toThrow(RangeError);
  });
});

describe("urgency, priority, labels", () => {
  it.each([
    [1, "high", 1],
    [0.65, "high", 1],
    [0.64, "medium", 2],
    [0.35, "medium", 2],
    [0.34, "low", 3],
    [0, "low", 3],
  ] as const)("score %s → %s, priority %s", (score, urgency, priority) => {
    expect(urgencyFor(score)).toBe(urgency);
    expect(priorityFor(urgencyFor(score))).toBe(priority);
  });

  it("labels name the step and the urgency", () => {
    expect(taskLabels("merge", "high")).toEqual(["consolidation:merge", "urgency:high"]);
  });
});

describe("a failed approval", () => {
  it(`leaves the task open until its ${MAX_TASK_ATTEMPTS}th attempt, then blocked`, () => {
    expect([1, 2, 3, 4].map(statusAfterFailure)).toEqual(["open", "open", "blocked", "blocked"]);
  });
});
