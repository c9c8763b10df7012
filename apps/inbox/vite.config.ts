import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The inbox is its own app and bundle, served under /estudio by the API server: nothing of it
 * reaches the public pages, whose budgets it does not touch. Rendered in the browser only
 * (staff behind a sign-in; never indexed).
 */
export default defineConfig({
  base: '/estudio/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No data: URIs: the CSP allows images and fonts from the site only.
    assetsInlineLimit: 0,
    // One bundle of ~155 KB gzip (React, React Router, zod, i18next): staff load it once and
    // their browser keeps it; splitting it would only add requests.
    chunkSizeWarningLimit: 600,
  },
});
