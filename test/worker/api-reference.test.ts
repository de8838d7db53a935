import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../src/core/api-reference";
import { call } from "./helpers";

interface Doc {
  paths: Record<string, Record<string, { summary?: string }>>;
  components: { schemas: Record<string, unknown> };
}

describe("GET /docs: the API reference page", () => {
  it("answers HTML without a token, listing every operation and schema of /openapi.json", async () => {
    const res = await call("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const doc = (await (await call("/openapi.json")).json()) as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(10);
    for (const { path, method, op } of operations) {
      const heading = `<span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code>`;
      expect(html, `${method} ${path}`).toContain(heading);
      if (op.summary) expect(html).toContain(escapeHtml(op.summary).replace(/`([^`]+)`/g, "<code>$1</code>"));
    }
    for (const name of Object.keys(doc.components.schemas)) expect(html, name).toContain(`id="schema-${name.toLowerCase()}"`);
    // The error shape every route shares, and the parameters of a paginated route.
    expect(html).toContain('<code class="field">error</code>');
    expect(html).toMatch(/<code class="field">cursor<\/code><\/td><td>query<\/td><td>optional<\/td>/);
  });

  it("is self-contained: no script, stylesheet, font or image from anywhere", async () => {
    const html = await (await call("/docs")).text();
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(html.match(/(?:src|href)="https?:\/\/[^"]*"/g) ?? []).toEqual([]);
  });
});
