import type { ServiceSlug } from '@studio/shared';

/** A case study's front matter (site/content.config.ts): what portfolio.json does not hold. */
export interface ProjectFacts {
  /** When it was delivered. */
  year: number;
  /** From the first meeting to the launch. */
  duration: { value: number; unit: 'days' | 'weeks' };
  stack: string[];
  /** The service page it is a case of. */
  service?: ServiceSlug;
}
