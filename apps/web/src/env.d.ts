interface ImportMetaEnv {
  /** Another origin for the API, when the site is not served by it (default: same origin). */
  readonly VITE_API_BASE?: string;
}
