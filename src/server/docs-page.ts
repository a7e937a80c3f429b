// A plain HTML page of the OpenAPI document for GET /api/docs: no scripts, no CDN, every
// operation with its access, parameters, body and answers. The JSON at /api/openapi.json is
// the machine-readable original.
import type { OpenApiDocument } from "../contract/openapi";

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Json = Record<string, unknown>;

function schemaBlock(schema: unknown): string {
  const json = JSON.stringify(schema);
  if (json === '{"$ref":"#/components/schemas/Message"}') return " <code>{message}</code>";
  if (json === '{"type":"string"}') return "";
  return `<details><summary>skema</summary><pre>${esc(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function typeOf(schema: Json | undefined): string {
  if (!schema) return "";
  if (schema.enum) return (schema.enum as unknown[]).join(" | ");
  const parts = [schema.type ?? (schema.anyOf ? "salah satu" : "")];
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) parts.push(`bawaan ${JSON.stringify(schema.default)}`);
  return parts.filter(Boolean).join(", ");
}

function operationHtml(path: string, method: string, op: Json): string {
  const params = (op.parameters as Json[]) ?? [];
  const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  const responses = op.responses as Record<string, { description: string; content?: Json }>;
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? "wajib" : ""}</td><td>${esc(typeOf(p.schema as Json))}</td></tr>`,
    )
    .join("");
  const bodyHtml = body
    ? Object.entries(body.content)
        .map(([type, c]) => `<p>Body <code>${esc(type)}</code></p>${schemaBlock(c.schema)}`)
        .join("")
    : "";
  const answers = Object.entries(responses)
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {})[0] as
        [string, { schema: unknown }] | undefined;
      return `<li><b>${esc(status)}</b> ${esc(r.description)}${content ? ` <code>${esc(content[0])}</code>${schemaBlock(content[1].schema)}` : ""}</li>`;
    })
    .join("");
  return `<section id="${esc(op.operationId)}">
<h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)} <i>${esc(op.description)}</i></p>
${rows ? `<table><tr><th>parameter</th><th>di</th><th></th><th>tipe</th></tr>${rows}</table>` : ""}
${bodyHtml}<ul>${answers}</ul></section>`;
}

export function docsPage(doc: OpenApiDocument): string {
  const server = doc.servers[0].url;
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops as Record<string, Json>)) {
      const tag = (op.tags as string[])[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(server + path, method, op)]);
    }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(" · ");
  const body = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${ops.join("")}`)
    .join("");
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1c2127}
h2{border-bottom:2px solid #d3d8de;padding-top:1rem}section{border:1px solid #e5e8eb;border-radius:6px;padding:.25rem 1rem;margin:.75rem 0}
h3{font-size:15px}.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:3px;color:#fff;font-size:12px;padding:2px 4px}
.get{background:#2d72d2}.post{background:#238551}.put{background:#c87619}.delete{background:#cd4246}
table{border-collapse:collapse}td,th{border:1px solid #e5e8eb;padding:2px 8px;text-align:left}
pre{background:#f6f7f9;padding:.5rem;overflow:auto;max-height:24rem}code{font-size:13px}
</style></head><body>
<h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<p>Dokumen mesin: <a href="${esc(server)}/openapi.json"><code>${esc(server)}/openapi.json</code></a> (OpenAPI ${esc(doc.openapi)}).</p>
<nav>${toc}</nav>${body}</body></html>`;
}
