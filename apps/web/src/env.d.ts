/** Set by Vite at build time: versions the translation files. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Another origin for the API, when the site is not served by it (default: same origin). */
  readonly VITE_API_BASE?: string;
}
