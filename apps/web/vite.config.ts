import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The build id versions the translation files, so a deploy never mixes old and new strings.
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    noExternal: ['@studio/shared'],
    external: ['@studio/content'],
  },
  // No data: URIs: the CSP allows fonts and images from the site only.
  build: { outDir: 'dist/client', manifest: true, emptyOutDir: true, assetsInlineLimit: 0 },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/logos/index.json': 'http://localhost:3000' },
  },
});
