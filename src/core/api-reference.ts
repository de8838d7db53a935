/**
 * The browsable API reference (GET /docs): one self-contained HTML page rendered from the
 * service's own OpenAPI document, so it can never disagree with /openapi.json and needs no
 * script, font or stylesheet from anywhere (it works offline, in wrangler dev and in tests).
 * Plain functions over the JSON document; no Workers APIs.
 */

/** The parts of an OpenAPI 3.1 document the page reads (everything else is ignored). */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { description?: string; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

type Schema = { [key: string]: unknown };

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
/** Nesting shown inline before a schema is cut short (named schemas are linked, not expanded). */
const MAX_DEPTH = 6;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

/** Descriptions use `code` spans; everything else is plain text. */
function prose(text: string | undefined): string {
  if (!text) return "";
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const operationId = (method: string, path: string): string => `op-${method}-${slug(path)}`;
const schemaId = (name: string): string => `schema-${slug(name)}`;

function refName(schema: Schema): string | undefined {
  const ref = schema["$ref"];
  return typeof ref === "string" && ref.startsWith("#/components/schemas/") ? ref.slice("#/components/schemas/".length) : undefined;
}

/** A one-line type: `string`, `integer ≥ 1 ≤ 100`, `array of TocNode`, `"a" | "b"`, `string | null`. */
function typeLabel(schema: Schema): string {
  const name = refName(schema);
  if (name) return `<a href="#${schemaId(name)}">${escapeHtml(name)}</a>`;
  if (Array.isArray(schema["enum"])) return schema["enum"].map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(" | ");
  if ("const" in schema) return `<code>${escapeHtml(JSON.stringify(schema["const"]))}</code>`;
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const parts = schema[key];
    if (Array.isArray(parts)) return parts.map((p) => typeLabel(p as Schema)).join(key === "allOf" ? " &amp; " : " | ");
  }
  const type = Array.isArray(schema["type"]) ? (schema["type"] as string[]).join(" | ") : typeof schema["type"] === "string" ? schema["type"] : "any";
  if (type.startsWith("array") && typeof schema["items"] === "object" && schema["items"] !== null) {
    return `array of ${typeLabel(schema["items"] as Schema)}${type.includes("null") ? " | null" : ""}`;
  }
  const bounds: string[] = [];
  for (const [key, sign] of [
    ["minimum", "≥"],
    ["maximum", "≤"],
    ["minLength", "length ≥"],
    ["maxLength", "length ≤"],
    ["minItems", "items ≥"],
    ["maxItems", "items ≤"],
  ] as const) {
    if (typeof schema[key] === "number") bounds.push(`${sign} ${schema[key] as number}`);
  }
  if (typeof schema["format"] === "string") bounds.push(schema["format"]);
  if (typeof schema["pattern"] === "string") bounds.push(`pattern <code>${escapeHtml(schema["pattern"])}</code>`);
  return escapeHtml(type) + (bounds.length ? ` <span class="bounds">${bounds.map((b) => (b.includes("<code>") ? b : escapeHtml(b))).join(", ")}</span>` : "");
}

/** Description, default and example of a schema; `said` is a description already shown (a parameter's). */
function notes(schema: Schema, said?: string): string {
  const out: string[] = [];
  if (typeof schema["description"] === "string" && schema["description"] !== said) out.push(prose(schema["description"]));
  if ("default" in schema) out.push(`default <code>${escapeHtml(JSON.stringify(schema["default"]))}</code>`);
  if ("example" in schema) out.push(`e.g. <code>${escapeHtml(JSON.stringify(schema["example"]))}</code>`);
  return out.join("; ");
}

/** The fields of an object schema as a nested list; other schemas as their type line. */
function schemaBody(schema: Schema, depth: number): string {
  if (refName(schema)) return `<p class="type">${typeLabel(schema)}</p>`;
  const properties = schema["properties"];
  const items = schema["items"];
  if (typeof properties === "object" && properties !== null) {
    if (depth >= MAX_DEPTH) return `<p class="type">object …</p>`;
    const required = new Set(Array.isArray(schema["required"]) ? (schema["required"] as string[]) : []);
    const rows = Object.entries(properties as Record<string, Schema>).map(([name, prop]) => {
      const inner =
        !refName(prop) &&
        (typeof prop["properties"] === "object" ||
          (typeof prop["items"] === "object" && prop["items"] !== null && typeof (prop["items"] as Schema)["properties"] === "object"));
      const nested = inner ? schemaBody(typeof prop["properties"] === "object" ? prop : (prop["items"] as Schema), depth + 1) : "";
      const type =
        inner && typeof prop["properties"] === "object"
          ? escapeHtml(Array.isArray(prop["type"]) ? (prop["type"] as string[]).join(" | ") : "object")
          : typeLabel(prop);
      return `<li><code class="field">${escapeHtml(name)}</code>${required.has(name) ? "" : ' <span class="optional">optional</span>'} <span class="type">${type}</span>${notes(prop) ? ` <span class="note">— ${notes(prop)}</span>` : ""}${nested}</li>`;
    });
    return rows.length ? `<ul class="fields">${rows.join("")}</ul>` : `<p class="type">object</p>`;
  }
  if (typeof items === "object" && items !== null && typeof (items as Schema)["properties"] === "object") {
    return `<p class="type">array of:</p>${schemaBody(items as Schema, depth + 1)}`;
  }
  return `<p class="type">${typeLabel(schema)}${notes(schema) ? ` <span class="note">— ${notes(schema)}</span>` : ""}</p>`;
}

function contentSchema(content: Record<string, { schema?: Schema }> | undefined): { type: string; schema: Schema } | undefined {
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  return type && media?.schema ? { type, schema: media.schema } : undefined;
}

function securityLabel(op: Operation, doc: OpenApiDocument): string {
  const security = op.security ?? doc.security ?? [];
  if (security.length === 0 || security.every((s) => Object.keys(s).length === 0)) return "no token";
  const names = security.flatMap((s) => Object.keys(s));
  return names.map((n) => (n === "adminToken" ? "admin token" : n === "bearerToken" ? "user token" : n)).join(" or ");
}

/** The group an operation is listed under: its first tag, else the first path segment after /v1. */
export function groupOf(path: string, op: { tags?: string[] }): string {
  if (op.tags?.[0]) return op.tags[0];
  const segments = path.split("/").filter(Boolean);
  return (segments[0] === "v1" ? segments[1] : segments[0]) ?? "other";
}

function renderOperation(method: string, path: string, op: Operation, doc: OpenApiDocument): string {
  const parts: string[] = [];
  parts.push(`<section class="operation" id="${operationId(method, path)}">`);
  parts.push(`<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>`);
  if (op.summary) parts.push(`<p class="summary">${prose(op.summary)}</p>`);
  if (op.description) parts.push(`<p>${prose(op.description)}</p>`);
  parts.push(`<p class="auth">Authorization: ${escapeHtml(securityLabel(op, doc))}</p>`);
  const params = op.parameters ?? [];
  if (params.length > 0) {
    const rows = params.map((p) => {
      const schema = p.schema ?? {};
      const note = [prose(p.description), notes(schema, p.description)].filter(Boolean).join("; ");
      return `<tr><td><code class="field">${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? "required" : "optional"}</td><td>${typeLabel(schema)}</td><td>${note}</td></tr>`;
    });
    parts.push(
      `<h4>Parameters</h4><table class="params"><thead><tr><th>name</th><th>in</th><th></th><th>type</th><th>notes</th></tr></thead><tbody>${rows.join("")}</tbody></table>`,
    );
  }
  const body = contentSchema(op.requestBody?.content);
  if (body) {
    parts.push(
      `<h4>Request body <span class="media">${escapeHtml(body.type)}</span></h4>${op.requestBody?.description ? `<p>${prose(op.requestBody.description)}</p>` : ""}${schemaBody(body.schema, 0)}`,
    );
  }
  const responses = Object.entries(op.responses ?? {});
  if (responses.length > 0) {
    parts.push('<h4>Responses</h4><dl class="responses">');
    for (const [status, res] of responses) {
      const schema = contentSchema(res.content);
      parts.push(`<dt class="status s${status[0]}">${escapeHtml(status)}</dt><dd>${prose(res.description)}${schema ? schemaBody(schema.schema, 0) : ""}</dd>`);
    }
    parts.push("</dl>");
  }
  parts.push("</section>");
  return parts.join("\n");
}

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d232b;background:#fff}
nav{position:fixed;top:0;bottom:0;left:0;width:270px;overflow:auto;padding:16px;background:#f5f6f8;border-right:1px solid #dde1e6;box-sizing:border-box}
nav h2{font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#5b6572;margin:16px 0 4px}
nav a{display:block;color:#1d232b;text-decoration:none;font-size:13px;padding:2px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
nav a:hover{text-decoration:underline}
main{margin-left:270px;padding:24px 40px;max-width:980px}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f0f2f5;padding:1px 4px;border-radius:3px}
h1{margin-top:0}h2.group{border-bottom:2px solid #dde1e6;padding-bottom:4px;margin-top:40px;text-transform:capitalize}
.operation{border:1px solid #dde1e6;border-radius:6px;padding:4px 16px 12px;margin:16px 0}
.method{display:inline-block;min-width:58px;text-align:center;font-size:12px;font-weight:700;color:#fff;border-radius:4px;padding:2px 6px;margin-right:4px}
.get{background:#2f7d32}.post{background:#1f5fbf}.delete{background:#b3261e}.put,.patch{background:#8a5a00}
.path{font-size:15px;background:none}
.summary{font-weight:600}.auth{color:#5b6572;font-size:13px}
table.params{border-collapse:collapse;width:100%;font-size:13px}table.params td,table.params th{border-bottom:1px solid #e6e9ed;padding:4px 6px;text-align:left;vertical-align:top}
ul.fields{list-style:none;padding-left:16px;margin:4px 0;border-left:2px solid #e6e9ed}ul.fields li{margin:3px 0}
.optional{color:#8a939e;font-size:12px}.type{color:#6b3fa0}.note{color:#4a5561}.bounds{color:#8a939e;font-size:12px}.media{color:#8a939e;font-weight:400;font-size:13px}
dl.responses dt{font-weight:700;font-family:ui-monospace,monospace;margin-top:6px}dl.responses dd{margin-left:24px}
.s2{color:#2f7d32}.s4{color:#b3261e}.s5{color:#8a5a00}
.schema{border-top:1px solid #e6e9ed;padding-top:8px}
`;

/** The whole page. Every path and method of the document appears once, grouped; named schemas last. */
export function renderApiReference(doc: OpenApiDocument): string {
  const groups = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method] as Operation | undefined;
      if (!op) continue;
      const group = groupOf(path, op);
      groups.set(group, [...(groups.get(group) ?? []), { method, path, op }]);
    }
  }
  // What a user calls first; the admin API (another token, another reader) after it.
  const ordered = [...groups].sort(([a], [b]) => Number(a === "admin") - Number(b === "admin"));
  const schemas = Object.entries(doc.components?.schemas ?? {}) as [string, Schema][];
  const nav: string[] = [];
  const body: string[] = [];
  for (const [group, ops] of ordered) {
    nav.push(`<h2>${escapeHtml(group)}</h2>`);
    body.push(`<h2 class="group" id="group-${slug(group)}">${escapeHtml(group)}</h2>`);
    for (const { method, path, op } of ops) {
      nav.push(`<a href="#${operationId(method, path)}" title="${escapeHtml(op.summary ?? "")}"><b>${method.toUpperCase()}</b> ${escapeHtml(path)}</a>`);
      body.push(renderOperation(method, path, op, doc));
    }
  }
  if (schemas.length > 0) {
    nav.push("<h2>Schemas</h2>", ...schemas.map(([name]) => `<a href="#${schemaId(name)}">${escapeHtml(name)}</a>`));
    body.push('<h2 class="group" id="schemas">Schemas</h2>');
    for (const [name, schema] of schemas) {
      body.push(
        `<section class="schema" id="${schemaId(name)}"><h3>${escapeHtml(name)}</h3>${typeof schema["description"] === "string" ? `<p>${prose(schema["description"])}</p>` : ""}${schemaBody(schema, 0)}</section>`,
      );
    }
  }
  const { title, version, description } = doc.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} API reference</title><style>${STYLE}</style></head>
<body><nav><strong>${escapeHtml(title)}</strong> <span class="bounds">v${escapeHtml(version)}</span>${nav.join("\n")}</nav>
<main><h1>${escapeHtml(title)} API reference</h1>
<p>${prose(description)}</p>
<p>Send a token as <code>Authorization: Bearer &lt;token&gt;</code>: a user token for <code>/v1/…</code> and <code>/mcp</code>, the admin token for <code>/v1/admin/…</code>. The machine-readable document: <a href="/openapi.json">/openapi.json</a>.</p>
${body.join("\n")}
</main></body></html>
`;
}
