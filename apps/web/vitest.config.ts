import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { PREACT_ALIASES, REACT_USING_PACKAGES } from './preact-aliases.ts';

export default defineProject({
  plugins: [react({ refreshExclude: /./ })],
  define: { __BUILD_ID__: JSON.stringify('test') },
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...PREACT_ALIASES,
      // Testing Library's React build calls react-dom's internals through require(): use its Preact build.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
    ],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Loaded through Vite (not by Node) so their `react` imports reach Preact, as in the build.
    server: { deps: { inline: [...REACT_USING_PACKAGES, '@testing-library/preact', 'preact'] } },
  },
});
