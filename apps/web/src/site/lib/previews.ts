import type { Lang } from '@studio/shared';

/**
 * The image a link to a page shows where it is shared (WhatsApp, LinkedIn, Slack…): one PNG per
 * entry, drawn at build time (`preview-image.tsx`).
 */
export interface Preview {
  /** Unique across the site, a file name: the route id, or e.g. `blog-<slug>`. */
  key: string;
  lang: Lang;
  title: string;
  /** The page's kind or section, above the title. */
  kicker: string;
}

/** The size Facebook, LinkedIn, WhatsApp and X crop their large previews from (1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
