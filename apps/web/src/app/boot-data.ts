import type { Resource } from 'i18next';
import type { Lang } from '@studio/shared';
import type { ContentData } from '../lib/content-data';

/**
 * What the prerendered HTML hands to the browser: its language, that language's strings and
 * the content lists the page shows (build-time data, see RouteDef.data).
 */
export interface BootData {
  lang: Lang;
  resources: Resource;
  content?: ContentData;
  /** The page's own module, whose stylesheets the page carries inline (absent on a 404). */
  page?: PageModule;
}

/** A page's module: its path under src/ (as in `PAGE_MODULES`) and its URL in the build. */
export interface PageModule {
  module: string;
  url: string;
}

export const BOOT_DATA_ID = 'boot-data';

/**
 * JSON for a `<script type="application/json">` block. It never executes (so the CSP stays
 * strict), and `<` is escaped so no string can close the element.
 */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's boot data; null on the Vite dev server, which serves the bare template. */
export function readBootData(): BootData | null {
  const element = document.getElementById(BOOT_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as BootData) : null;
}

/** Whether the document is a prerendered page (its head already written for its URL). */
export function isPrerendered(): boolean {
  return typeof document !== 'undefined' && document.getElementById(BOOT_DATA_ID) !== null;
}
