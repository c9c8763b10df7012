// How many bytes the RSC client runtime adds: React's Flight client (react-server-dom-webpack
// client.browser) plus @vitejs/plugin-rsc's browser glue, minified, react and react-dom external.
import { mkdirSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from '../../../node_modules/vite/dist/node/index.js';

const dir = new URL('./.size/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true });
for (const [name, code] of Object.entries({
  flight: "export { createFromFetch, createFromReadableStream } from 'react-server-dom-webpack/client.browser';",
  plugin: "export { createFromFetch } from '@vitejs/plugin-rsc/browser';",
})) {
  writeFileSync(`${dir}${name}.js`, code);
  await build({
    configFile: false, logLevel: 'silent', root: dir,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: `${dir}out-${name}`, minify: true, lib: { entry: `${dir}${name}.js`, formats: ['es'], fileName: name },
      rollupOptions: { external: (id) => /^(react|react-dom)(\/|$)|^virtual:/.test(id) } },
  });
  const out = readdirSync(`${dir}out-${name}`).map((f) => readFileSync(`${dir}out-${name}/${f}`)).reduce((a, b) => Buffer.concat([a, b]));
  console.log(`${name}: ${out.length} B raw, ${gzipSync(out, { level: 9 }).length} B gzip`);
}
