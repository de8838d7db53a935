import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
it("works", async () => {
  const r = await exports.default.fetch("http://x/");
  expect(await r.text()).toBe("ok");
  const row = await env.DB.prepare("select count(*) as n from events").first();
  expect(row).toEqual({ n: 0 });
});
