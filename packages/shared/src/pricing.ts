import { z } from 'zod';
import { SERVICE_SLUGS } from './routes.js';

// The shape of packages/content/data/pricing.json: euros, VAT included. Service pages, the quote
// form's estimate, the copy's figures and the chat all read that file (@studio/content validates
// it), so a price changes there alone; the words around each figure are in the translations.
// Only types leave this module for the browser, which never carries zod (decision 022).

const Count = z.number().nonnegative();

export const DurationSchema = z
  .strictObject({
    min: z.number().positive(),
    max: z.number().positive(),
    unit: z.enum(['days', 'weeks']),
  })
  .refine((duration) => duration.min <= duration.max, {
    message: 'min must not be above max',
    path: ['max'],
  });
export type Duration = z.infer<typeof DurationSchema>;

export const PriceSchema = z.strictObject({
  amount: Count,
  /** Written "from …": the final quote may be higher. */
  from: z.boolean().optional(),
  per: z.enum(['month', 'hour']).optional(),
});
export type Price = z.infer<typeof PriceSchema>;

/** Figures the package's words name (`{{sections}}`, `{{maintenanceMonths}}`…). */
const FactsSchema = z.record(z.string(), Count);

const tier = <const Id extends string>(id: Id) =>
  z.strictObject({ id: z.literal(id), price: PriceSchema, facts: FactsSchema.optional() });

const ServicePricingSchema = z.strictObject({
  from: PriceSchema,
  term: DurationSchema,
  /** The estimate picks a package by its place: basic, standard, premium. */
  tiers: z.tuple([tier('basic'), tier('standard'), tier('premium')]),
  extras: z.record(z.string(), z.union([PriceSchema, DurationSchema])),
  process: z.array(DurationSchema).optional(),
  facts: FactsSchema.optional(),
});
export type ServicePricing = z.infer<typeof ServicePricingSchema>;

const Percent = z.number().min(0).max(100);

export const PricingSchema = z.strictObject({
  services: z.record(z.enum(SERVICE_SLUGS), ServicePricingSchema),
  terms: z.strictObject({
    currency: z.literal('EUR'),
    vatIncluded: z.boolean(),
    warrantyYears: Count,
    paymentMilestones: z
      .strictObject({ start: Percent, staging: Percent, production: Percent })
      .refine((shares) => shares.start + shares.staging + shares.production === 100, {
        message: 'the three payments must add up to 100',
      }),
    replyWithinHours: Count,
    typicalReplyHours: z.strictObject({ min: Count, max: Count }),
    expressDeliveryDays: Count,
  }),
  /** Not included in the mobile prices. */
  storeFees: z.strictObject({
    apple: z.strictObject({ amount: Count, currency: z.literal('USD'), per: z.literal('year') }),
    google: z.strictObject({ amount: Count, currency: z.literal('USD'), per: z.literal('once') }),
  }),
  gatewayFee: z.strictObject({ percentMin: Percent, percentMax: Percent, fixed: Count }),
  /** The express plan's days; their words are keyed by id in the translations. */
  expressPhases: z.array(
    z.strictObject({
      id: z.enum(['analysis', 'development', 'testing', 'launch']),
      days: z.strictObject({ from: z.number().int().positive(), to: z.number().int().positive() }),
    }),
  ),
});
export type Pricing = z.infer<typeof PricingSchema>;
