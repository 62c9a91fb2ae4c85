/**
 * A readable reference page of the OpenAPI document, rendered on the server: operations grouped by tag with
 * their parameters, request body schema and responses. No script and no external resources; the one style
 * block is allowed by its hash in the page's own Content-Security-Policy.
 */
import { createHash } from 'node:crypto';

type Json = Record<string, unknown>;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:0 auto;padding:1rem 2rem;color:#1f2937}
h2{border-bottom:1px solid #d1d5db;padding-top:1rem}
section.op{border:1px solid #e5e7eb;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
code.m{font-weight:700;text-transform:uppercase;margin-right:.5rem}
pre{background:#f3f4f6;padding:.5rem;overflow:auto;max-height:30rem;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #e5e7eb;padding:.2rem .5rem;text-align:left;vertical-align:top}`;

export const REFERENCE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function resolve(doc: Json, node: unknown): Json {
  const pointer = (node as { $ref?: string } | null)?.$ref;
  if (typeof pointer !== 'string') return (node ?? {}) as Json;
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], doc) as Json;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderReference(doc: Json): string {
  const info = doc.info as { title: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const tag = (op.tags as string[])[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push(renderOperation(doc, method, path, op));
      byTag.set(tag, list);
    }
  }
  const tags = [...byTag.keys()];
  const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(info.title)}</title><style>${STYLE}</style></head>
<body><h1>${escape(info.title)}</h1><p>${escape(info.description)}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI ${escape(String(doc.openapi))}).</p>
<nav><ul>${tags.map((t) => `<li><a href="#${slug(t)}">${escape(t)}</a></li>`).join('')}</ul></nav>
${tags.map((t) => `<h2 id="${slug(t)}">${escape(t)}</h2>${(byTag.get(t) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}

function renderOperation(doc: Json, method: string, path: string, op: Json): string {
  const params = ((op.parameters as unknown[]) ?? []).map((p) => resolve(doc, p));
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : ''}</td><td>${escape(String(p.description ?? ''))}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  const bodyHtml = body
    ? Object.entries(body.content)
        .slice(0, 1)
        .map(
          ([, media]) =>
            `<p>Body (${escape(Object.keys(body.content).join(', '))}):</p><pre>${escape(JSON.stringify(resolve(doc, media.schema), null, 2))}</pre>`,
        )
        .join('')
    : '';
  const responses = Object.entries(op.responses as Record<string, unknown>)
    .map(([status, r]) => `<tr><td>${escape(status)}</td><td>${escape(String(resolve(doc, r).description ?? ''))}</td></tr>`)
    .join('');
  return `<section class="op" id="${escape(String(op.operationId))}">
<h3><code class="m">${method}</code><code>${escape(path)}</code></h3>
<p>${escape(String(op.summary))}. ${escape(String(op.description ?? ''))} Sign-in: ${escape(String(op['x-auth']))}.</p>
${rows ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>meaning</th><th>schema</th></tr>${rows}</table>` : ''}
${bodyHtml}
<table><tr><th>status</th><th>meaning</th></tr>${responses}</table>
</section>`;
}
