import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import rsc from '@vitejs/plugin-rsc';
import { staticSite } from './build/static-site';

const here = path.dirname(fileURLToPath(import.meta.url));
const appSrc = path.resolve(here, '../../apps/web/src');

// The build id versions the translation files and the pages' RSC payloads (as in apps/web).
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

/**
 * The app's interactive components. In a real migration each of these files gets a
 * `'use client'` line at its top; the trial may not edit apps/web, so this plugin adds the line
 * as the file is read, before @vitejs/plugin-rsc looks for it.
 */
const CLIENT_FILES = [
  'components/mobile-menu.tsx',
  'components/language-switcher.tsx',
  'components/newsletter-signup.tsx',
  'features/chat/chat-launcher.tsx',
  'features/consent/consent-manager.tsx',
  'features/contact/quote-form.tsx',
].map((file) => path.join(appSrc, file));

function useClientDirective(): Plugin {
  return {
    name: 'trial:use-client-directive',
    enforce: 'pre',
    transform(code, id) {
      if (CLIENT_FILES.includes(id.split('?')[0]!)) return `'use client';\n${code}`;
    },
  };
}

/**
 * The server side of the two hook libraries the app's static components call: in the `rsc`
 * environment `react-i18next` and `react-router` resolve to server versions (src/server/) that
 * read the page being rendered from React's per-request `cache`, as React itself and
 * react-router resolve differently under the `react-server` condition.
 */
function serverHooks(): Plugin {
  const shims: Record<string, string> = {
    'react-i18next': path.join(here, 'src/server/react-i18next.ts'),
    'react-router': path.join(here, 'src/server/react-router.tsx'),
  };
  return {
    name: 'trial:server-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'rsc' || !(source in shims)) return;
      if (importer && Object.values(shims).includes(importer)) return;
      return shims[source];
    },
  };
}

export default defineConfig({
  root: here,
  publicDir: path.resolve(here, '../../apps/web/public'),
  plugins: [
    useClientDirective(),
    serverHooks(),
    react(),
    rsc({
      entries: {
        client: './src/framework/entry.browser.tsx',
        ssr: './src/framework/entry.ssr.tsx',
        rsc: './src/framework/entry.rsc.tsx',
      },
      // No request handler: every page is prerendered (build/static-site.ts).
      serverHandler: false,
    }),
    staticSite({ buildId }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    // No data: URIs: the CSP allows fonts and images from the site only.
    assetsInlineLimit: 0,
  },
  environments: {
    client: { build: { outDir: 'dist/client' } },
    ssr: {
      resolve: {
        conditions: ['source', ...defaultServerConditions],
        // One React: everything bundled but the content package (it reads its files at run time).
        noExternal: true,
        external: ['@studio/content'],
      },
    },
    rsc: {
      resolve: {
        conditions: ['source', 'react-server', ...defaultServerConditions],
        noExternal: true,
        external: ['@studio/content'],
      },
    },
  },
});
