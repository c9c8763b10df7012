import { z } from 'zod';
import { ADS_CONVERSION_ID_PATTERN, GA4_MEASUREMENT_ID_PATTERN } from './consent-tags.js';
import { FAQ_CATEGORIES } from './faq.js';

const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase-hyphenated slug');
const Text = z.string().trim().min(1);

const ProductSchema = z.strictObject({
  slug: Slug,
  title: Text,
  description: Text,
  estimacion: z.strictObject({ plazo: Text }),
});
export type Product = z.infer<typeof ProductSchema>;

const ExtraSchema = z.strictObject({
  slug: Slug,
  title: Text,
  description: Text,
});
export type Extra = z.infer<typeof ExtraSchema>;

const FaqSchema = z.strictObject({
  /** The question's anchor on the FAQ page (`/faq#id`) and what the chat's data names it by. */
  id: Slug,
  /** The filter it shows under besides "all"; null: under "all" only. */
  category: z.enum(FAQ_CATEGORIES).nullable(),
  question: Text,
  answer: Text,
  orden: z.number().int().optional(),
});
export type Faq = z.infer<typeof FaqSchema>;

const ImageSchema = z.strictObject({
  src: z.string().regex(/^\/[\w./-]+$/, 'must be a site path such as /images/x.svg'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

const PortfolioItemSchema = z.strictObject({
  slug: Slug,
  title: Text,
  client: Text,
  sector: Text,
  summary: Text,
  result: Text,
  image: ImageSchema,
  url: z.url().optional(),
  tags: z.array(Text).default([]),
});
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

export const CONTENT_LISTS = {
  products: z.array(ProductSchema),
  extras: z.array(ExtraSchema),
  faqs: z.array(FaqSchema),
  portfolio: z.array(PortfolioItemSchema),
} as const;
export type ContentListName = keyof typeof CONTENT_LISTS;
export type ContentList<N extends ContentListName> = z.infer<(typeof CONTENT_LISTS)[N]>;
export const CONTENT_LIST_NAMES = Object.keys(CONTENT_LISTS) as ContentListName[];

export const LogoIndexSchema = z.array(z.string().regex(/^[\w.-]+\.(svg|png|webp)$/));

const Count = z.number().int().positive();

/** One of the team, by the id its name, role and bio have in about.json's translations. */
const TeamMemberSchema = z.strictObject({ id: Slug, years: Count });

export const SiteSettingsSchema = z.strictObject({
  studioName: Text,
  legalName: Text,
  taxId: Text,
  siteUrl: z.url(),
  phone: z.strictObject({ display: Text, e164: z.string().regex(/^\+\d{8,15}$/) }),
  email: z.email(),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, 'digits only, with country code'),
  address: z.strictObject({
    street: Text,
    postalCode: Text,
    city: Text,
    /** Where in the city the studio is ("Poblenou"), as the copy names it. */
    neighbourhood: Text,
    region: Text,
    country: z.string().length(2),
  }),
  geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  hours: z.strictObject({
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    timeZone: Text,
    days: z.array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])).min(1),
  }),
  social: z.array(z.strictObject({ name: Text, url: z.url() })),
  /** The studio's own figures, as the copy states them (`{{projects}}+`, `{{satisfaction}}`…). */
  figures: z.strictObject({
    yearsInBusiness: Count,
    projectsDelivered: Count,
    satisfactionPercent: Count.max(100),
    revenueForClientsEur: Count,
    /** A stated figure ("245+"), not the sum of the team's years. */
    teamCombinedYears: Count,
    teamProjects: Count,
  }),
  /** The about page's team, in its order; their years give the copy's range (28 to 36). */
  team: z
    .array(TeamMemberSchema)
    .min(1)
    .superRefine((team, ctx) => {
      const seen = new Set<string>();
      for (const [index, { id }] of team.entries()) {
        if (seen.has(id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `${id} is listed twice` });
        }
        seen.add(id);
      }
    }),
  /** ADS_CONVERSION_ID overrides it (decision 013). */
  adsConversionId: z
    .string()
    .regex(ADS_CONVERSION_ID_PATTERN, 'must look like AW-123456789/AbCdEfGh')
    .nullable(),
  /** GA4_MEASUREMENT_ID overrides it. */
  ga4MeasurementId: z
    .string()
    .regex(GA4_MEASUREMENT_ID_PATTERN, 'must look like G-ABC123XYZ')
    .nullable(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
