import { it, expect } from "vitest";
it("node", () => expect(1).toBe(1));
