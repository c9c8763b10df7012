import rawPricing from '@studio/content/pricing.json';
import type { Pricing } from '@studio/shared';

/**
 * Validated by the prerender step and the server at start-up (PricingSchema), so the bundle
 * skips zod; TypeScript's reading of the JSON knows no tuples or enums, hence `unknown` first.
 */
export const pricing = rawPricing as unknown as Pricing;
