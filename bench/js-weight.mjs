/**
 * The JavaScript a prerendered page loads before any interaction: each island's component and
 * renderer (`<astro-island component-url renderer-url>`) and the modules they import statically,
 * gzip-compressed (level 9), from the build in apps/web/dist/client.
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

/** `file` and what it imports statically (`import"./x.js"`, not `import()`), transitively. */
function collect(file, files) {
  if (files.has(file)) return;
  files.add(file);
  const dir = path.posix.dirname(file);
  const code = readFileSync(path.join(client, file), 'utf8');
  for (const [, name] of code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]+?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    collect(path.posix.join(dir, name), files);
  }
}

for (const page of pages) {
  const html = readFileSync(path.join(client, page), 'utf8');
  const files = new Set();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const [, url] of tag.matchAll(/\s(?:component|renderer)-url="\/([^"]+)"/g))
      collect(url, files);
  }
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
