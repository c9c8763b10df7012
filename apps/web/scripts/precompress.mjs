/**
 * Build step: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling next to
 * every compressible file of the web build, so the server (@fastify/static `preCompressed`)
 * sends them without compressing on each request. Skips small files and files that do not
 * shrink (images and fonts are compressed already). Pages are compressed by the server itself.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

const root = process.argv[2] ?? fileURLToPath(new URL('../dist/client/', import.meta.url));

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  const size = statSync(file).size;
  if (size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += raw.length;
  after += br.length;
}
console.log(
  `precompress: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
