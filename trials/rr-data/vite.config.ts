import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

const app = (path: string) => fileURLToPath(new URL(`../../apps/web/${path}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  publicDir: app('public'),
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)) },
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', 'react-router', 'react-i18next', 'i18next'],
    // The pages' content comes from the route loaders, not from the app's own cache.
    alias: [{ find: /^.*\/lib\/content-data$/, replacement: fileURLToPath(new URL('src/content-data.tsx', import.meta.url)) }],
  },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    noExternal: ['@studio/shared'],
    external: ['@studio/content'],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    // No data: URIs: the CSP allows fonts and images from the site only.
    assetsInlineLimit: 0,
    // An experiment (PRELOAD=none): Vite's documented switch for its preload links.
    ...(process.env.PRELOAD === 'none' ? { modulePreload: false, outDir: 'dist-nopreload' } : {}),
  },
});
