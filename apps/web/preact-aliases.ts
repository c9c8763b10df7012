/**
 * The site ships Preact through `preact/compat` instead of React (docs/decisions/007-preact-compat.md):
 * the code, React Router, react-i18next and lucide-react keep importing `react`, and these aliases
 * point those imports at Preact in the browser build, the prerender build and the web unit tests,
 * so the tests run what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's shim for React 17 (CommonJS, requires `react`): Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** Packages that import `react` themselves: bundled (not loaded by Node) so the aliases apply. */
export const REACT_USING_PACKAGES = ['react-router', 'react-i18next', 'lucide-react'];
