/// <reference types="astro/client" />
/** Set by Vite at build time (astro.config.mjs). */
declare const __CONTENT_DIR__: string;
