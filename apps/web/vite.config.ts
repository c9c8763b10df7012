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
    // The shared package ships TypeScript ('source' condition): bundled, not loaded by Node.
    noExternal: ['@studio/shared'],
    external: ['@studio/content'],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    // No data: URIs: the CSP allows fonts and images from the site only.
    assetsInlineLimit: 0,
    // Each page's stylesheet in its own file: the prerender writes the site's and the page's into
    // the page (no render-blocking request; their hashes go into the CSP), and the rest load with
    // their code (another page's, the chat's) when a visitor goes there.
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // react-dom (and its scheduler) in a chunk of its own: the entry evaluates the
              // page's modules one per task, and react-dom's evaluation alone is most of what
              // the app's chunk cost in one task (decision 015).
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            },
            {
              // A lead's rules, words and sending, which the quote form and the chat's hand-over
              // share, ride with the form's state: one request, not four.
              name: 'quote',
              test: /[\\/](src[\\/]lib[\\/]submit-lead-form\.ts|features[\\/]contact[\\/]quote-state\.ts|shared[\\/](src|dist)[\\/]lead(-messages)?\.[jt]s)$/,
              // Not what they import: the API client and the languages are every page's.
              includeDependenciesRecursively: false,
            },
            {
              // The components and icons pages share, in one chunk rather than one small chunk
              // each: every module is a request the entry starts after the first paint, and
              // starting one costs the main thread about 2 ms under Lighthouse (decision 009).
              // So are two small modules: the cookie choice's state (the layout and two pages) and
              // the translation-list helpers (most pages), each a chunk of its own otherwise.
              name: 'ui',
              test: /[\\/](src[\\/]components[\\/]|node_modules[\\/]lucide-react[\\/]|src[\\/]features[\\/]consent[\\/]consent-state\.ts$|src[\\/]lib[\\/]t-entries\.ts$)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/logos/index.json': 'http://localhost:3000' },
  },
});
