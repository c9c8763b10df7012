/**
 * After `astro build`: the server sends the Content-Security-Policy itself, allowing inline scripts
 * and styles by the hashes in `csp.json`. Astro (experimental.csp) writes each page's hashes into a
 * `<meta http-equiv="content-security-policy">`: they move to csp.json and the meta goes (a second
 * policy would also block what the server's allows, such as the Google tag after consent). Every
 * inline script and style of every page must be covered.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
// Astro writes its islands' one rule before the first island, inside <body>, where a <style> is
// invalid HTML (the Nu checker, e2e/html-validity.spec.ts): it is moved to the end of <head>.
const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = new Set();
const styleSrc = new Set();
for (const file of htmlFiles(dist)) {
  let html = readFileSync(file, 'utf8');
  const meta = html.match(META);
  if (!meta) throw new Error(`${file}: no CSP meta from Astro`);
  for (const directive of meta[1].split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const hashes = sources.filter((source) => source.startsWith("'sha256-"));
    if (name === 'script-src') hashes.forEach((hash) => scriptSrc.add(hash));
    if (name === 'style-src') hashes.forEach((hash) => styleSrc.add(hash));
  }
  html = html.replace(META, '');
  const islandStyle = html.match(ISLAND_STYLE)?.[0];
  if (islandStyle) html = html.replace(islandStyle, '').replace('</head>', `${islandStyle}</head>`);
  // Every inline script that runs and every inline style must be allowed by a hash.
  for (const [, attrs, code] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="application\/(ld\+)?json"/.test(attrs)) continue;
    // The layout's own script (app/early-taps.ts), which Astro does not hash: allowed by its hash.
    if (/\bid="early-taps"/.test(attrs)) scriptSrc.add(sha256(code));
    if (!scriptSrc.has(sha256(code))) throw new Error(`${file}: inline script not hashed`);
  }
  for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    if (!styleSrc.has(sha256(css))) throw new Error(`${file}: inline style not hashed`);
  }
  if (/\sstyle="/.test(html)) throw new Error(`${file}: a style attribute (the CSP blocks it)`);
  writeFileSync(file, html);
}
writeFileSync(
  path.join(dist, 'csp.json'),
  `${JSON.stringify({ styleSrc: [...styleSrc], scriptSrc: [...scriptSrc] }, null, 2)}\n`,
);
console.log(`csp.json: ${styleSrc.size} style and ${scriptSrc.size} script hashes`);
