type OpenApiDoc = {
  info: { title: string; version: string; description?: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        tags?: string[];
        requestBody?: unknown;
        parameters?: unknown[];
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * A self-contained reference page rendered from our own OpenAPI document. Hosted viewers (Swagger UI,
 * Scalar) fetch their scripts from a CDN, which an offline installation cannot reach.
 */
export function renderDocsPage(doc: OpenApiDoc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      const id = `${method}-${path}`.replace(/[^\w-]/g, '-');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><code>${escape(status)}</code> ${escape(r.description ?? '')}</li>`)
        .join('');
      const body = op.requestBody
        ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(op.requestBody, null, 2))}</pre></details>`
        : '';
      const params = op.parameters?.length
        ? `<details><summary>Parameters</summary><pre>${escape(JSON.stringify(op.parameters, null, 2))}</pre></details>`
        : '';
      const html = `<section id="${id}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3><p>${escape(op.summary ?? '')}</p>${params}${body}<ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)} — API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1.5rem;color:#111827;background:#fff}
h1{margin-bottom:.25rem}h2{border-bottom:1px solid #e5e7eb;padding-bottom:.25rem;margin-top:2rem}h3{font-size:1rem;margin:.75rem 0 .25rem}
section{padding:.5rem 0;border-bottom:1px dashed #e5e7eb}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:12px;border-radius:6px}
.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:1px 6px}
.get{background:#047857}.post{background:#1d4ed8}.patch{background:#b45309}.delete{background:#b91c1c}.put{background:#6d28d9}code{font-size:14px}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>Version ${escape(doc.info.version)} · <a href="/api/openapi.json">openapi.json</a></p><p>${escape(doc.info.description ?? '')}</p>${sections}</body></html>`;
}
