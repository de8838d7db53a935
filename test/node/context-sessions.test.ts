import { describe, expect, it } from "vitest";
import { groupSessions, type ProjectSegment } from "../../src/core/context/sessions";

const seg = (sessionId: string, startTsMs: number, title = `${sessionId}@${startTsMs}`): ProjectSegment => ({
  nodeId: `toc:segment:2026-01-01:${String(startTsMs).padStart(26, "0")}`,
  sessionId,
  agent: sessionId.startsWith("c") ? "codex" : "claude-code",
  title,
  bullets: [{ text: "did a thing", grip_ids: ["grip:1:a"] }],
  startTsMs,
  endTsMs: startTsMs + 10,
});

describe("groupSessions", () => {
  it("takes the newest sessions, each with its latest segments oldest first", () => {
    const newestFirst = [seg("s3", 90), seg("s2", 80), seg("s3", 70), seg("s3", 60), seg("s1", 50), seg("c0", 40)];
    const out = groupSessions(newestFirst, { sessions: 2, segmentsPerSession: 2 });
    expect(out.map((s) => s.sessionId)).toEqual(["s3", "s2"]);
    expect(out[0]!.segments.map((s) => s.startTsMs)).toEqual([70, 90]);
    expect(out[0]).toMatchObject({ startTsMs: 70, endTsMs: 100, agent: "claude-code" });
    expect(out[1]!.segments.map((s) => s.startTsMs)).toEqual([80]);
  });

  it("answers nothing for no rows, and every session when there are fewer than asked", () => {
    expect(groupSessions([], { sessions: 5, segmentsPerSession: 4 })).toEqual([]);
    expect(groupSessions([seg("c0", 1)], { sessions: 5, segmentsPerSession: 4 }).map((s) => s.agent)).toEqual(["codex"]);
  });
});
