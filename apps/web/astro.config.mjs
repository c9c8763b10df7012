// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { defaultClientConditions, defaultServerConditions } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Another studio's settings and prices in place of ours (README, "Make it yours"): the pages'
// imports of settings.json and pricing.json get the files STUDIO_SETTINGS and STUDIO_PRICING
// name, as @studio/content's loader (studioFile) reads them for the prerender step.
const studioFileAliases = Object.entries({
  'settings.json': process.env.STUDIO_SETTINGS,
  'pricing.json': process.env.STUDIO_PRICING,
}).flatMap(([name, file]) =>
  file ? [{ find: `@studio/content/${name}`, replacement: path.resolve(file) }] : [],
);

export default defineConfig({
  output: 'static',
  srcDir: './src/site',
  // The app's public files (favicon, images, logos) as they are.
  publicDir: './public',
  outDir: './dist/client',
  integrations: [react()],
  build: {
    // `src/site/pages/faq/[index].astro` with `index.ca` → `faq/index.ca.html`, the server's name.
    format: 'file',
    // Hashed files under /assets/: the server caches them as immutable.
    assets: 'assets',
    // Every page's stylesheets inline, as the current pages have them (hashes in csp.json).
    inlineStylesheets: 'always',
  },
  // Astro hashes its own inline scripts and styles (the island loader among them).
  experimental: { csp: true },
  vite: {
    define: {
      // Where @studio/content's data files are (it is bundled, so it cannot find them itself).
      __CONTENT_DIR__: JSON.stringify(`${root}packages/content/data`),
    },
    resolve: {
      alias: studioFileAliases,
      // One React: the root's.
      dedupe: ['react', 'react-dom'],
      // @studio/shared ships TypeScript under the 'source' condition.
      conditions: ['source', ...defaultClientConditions],
    },
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions] },
      // Bundled, so zod is the root's (Astro has a zod 3 of its own, which Node would find first).
      noExternal: ['@studio/shared', 'zod'],
    },
    // The share previews' renderer (src/site/lib/preview-image.tsx) runs in Node only: its native
    // module is no dependency the dev server's pre-bundler can read.
    optimizeDeps: { exclude: ['@resvg/resvg-js'] },
    // `npm run dev` (scripts/dev.mjs): the API the islands call.
    server: { proxy: { '/api': 'http://localhost:3000' } },
    build: {
      // No data: URIs: the CSP allows fonts and images from the site only.
      assetsInlineLimit: 0,
      rollupOptions: {
        // Small shared modules merged into the chunks that use them: each script a page loads
        // is a request with about 0.9 KB of response headers (the security headers), which the
        // first-visit budget counts (e2e/support/page-weight.ts).
        output: {
          experimentalMinChunkSize: 20_000,
          // The chat's and the cookie settings' strings, which src/i18n/create-i18n.ts imports
          // on first use, keep a chunk per language and namespace: being small and free of side
          // effects, they would be merged into chunks that every page loads.
          manualChunks(id) {
            const lazy = /\/packages\/content\/locales\/(\w+)\/(chat|consent)\.json$/.exec(id);
            return lazy ? `${lazy[2]}.${lazy[1]}` : undefined;
          },
        },
      },
      sourcemap: Boolean(process.env.SOURCEMAP),
    },
  },
});
