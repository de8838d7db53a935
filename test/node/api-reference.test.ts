import { describe, expect, it } from "vitest";
import { groupOf, renderApiReference } from "../../src/core/api-reference";

describe("renderApiReference", () => {
  it("escapes every text of the document and links named schemas", () => {
    const html = renderApiReference({
      info: { title: "t<i>", version: "1", description: "see `a<b>`" },
      paths: {
        "/v1/things/{id}": {
          get: {
            summary: "<script>alert(1)</script>",
            parameters: [
              { name: "id", in: "path", required: true, schema: { type: "string", maxLength: 5 } },
              { name: "from", in: "query", description: "inclusive", schema: { type: "string", description: "inclusive", example: "2026" } },
            ],
            responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } } },
          },
        },
      },
      components: { schemas: { Thing: { type: "object", properties: { name: { type: ["string", "null"], description: "x & y" } }, required: ["name"] } } },
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<title>t&lt;i&gt; API reference</title>");
    expect(html).toContain("see <code>a&lt;b&gt;</code>");
    expect(html).toContain('<a href="#schema-thing">Thing</a>');
    expect(html).toContain('<code class="field">name</code> <span class="type">string | null</span> <span class="note">— x &amp; y</span>');
    expect(html).toContain("length ≤ 5");
    // zod-openapi repeats a parameter's description in its schema: shown once.
    expect(html).toContain("<td>inclusive; e.g. <code>&quot;2026&quot;</code></td>");
  });

  it("groups by tag, else by the path's first segment after /v1", () => {
    expect(groupOf("/v1/admin/users", {})).toBe("admin");
    expect(groupOf("/v1/toc/nodes/{id}", {})).toBe("toc");
    expect(groupOf("/healthz", {})).toBe("healthz");
    expect(groupOf("/v1/search", { tags: ["Reading"] })).toBe("Reading");
  });
});
