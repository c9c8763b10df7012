import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * settings.json, or the file STUDIO_SETTINGS names (another studio's, as @studio/content reads
 * it for the server): the app's imports of it get that file, and the page's first title its name.
 */
const settingsFile = process.env.STUDIO_SETTINGS
  ? path.resolve(process.env.STUDIO_SETTINGS)
  : fileURLToPath(new URL('../../packages/content/data/settings.json', import.meta.url));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `%STUDIO_NAME%` in index.html: the tab's title before the app sets its own. */
function studioName(): Plugin {
  return {
    name: 'studio-name',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const { studioName: name } = JSON.parse(readFileSync(settingsFile, 'utf8')) as {
          studioName: string;
        };
        return html.replaceAll('%STUDIO_NAME%', escapeHtml(name));
      },
    },
  };
}

/**
 * The inbox's own app and bundle, served under /estudio by the API server, outside the public pages
 * and their budgets; rendered in the browser only (staff behind a sign-in; never indexed).
 */
export default defineConfig({
  base: '/estudio/',
  plugins: [react(), studioName()],
  resolve: {
    alias: [{ find: /^@studio\/content\/settings\.json$/, replacement: settingsFile }],
    conditions: ['source', ...defaultClientConditions],
  },
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
