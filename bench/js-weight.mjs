/**
 * The JavaScript a prerendered page loads before any interaction: its module script and the
 * modules it starts after the first paint (`data-modules`), gzip-compressed (level 9), from the
 * build in apps/web/dist/client.
 *
 *   node bench/js-weight.mjs                 home page
 *   node bench/js-weight.mjs servicios/index.html faq/index.en.html
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const client = fileURLToPath(new URL('../apps/web/dist/client/', import.meta.url));
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['index.html'];

for (const page of pages) {
  const html = readFileSync(path.join(client, page), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*>/.exec(html);
  const modules = /data-modules="([^"]*)"/.exec(entry?.[0] ?? '')?.[1]?.split(' ') ?? [];
  const files = new Set([entry?.[1], ...modules].filter(Boolean));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(client, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${page}: ${files.size} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip`);
}
