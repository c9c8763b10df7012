import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  LANGS,
  PRICING,
  SERVICE_SLUGS,
  extraValues,
  factValues,
  type FigureFormat,
  type Lang,
  type ServiceSlug,
} from '@studio/shared';
import {
  formatDuration,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercentRange,
  formatPrice,
} from './format.js';

/**
 * The service pages' copy (the web app's `locales/<lang>/services.json` and
 * `service-<slug>.json`: features, process steps, packages, other costs and FAQs of each service), read at start-up so the chat knows
 * what the pages say. Placeholders are filled from the pricing table the way the pages fill
 * them (`extraValues` of @studio/shared, with the chat's number formats). Decision 016.
 */

/** The web app's locale folder in the source tree, from src/chat or dist/chat alike. */
export const SOURCE_LOCALES = fileURLToPath(
  new URL('../../../web/public/locales', import.meta.url),
);

/** Where the chat looks for the locale files, in order: the built site, then the source. */
export function localeDirs(webDist: string): string[] {
  return [path.join(webDist, 'locales'), SOURCE_LOCALES];
}

const EntrySchema = z.object({ title: z.string(), text: z.string() });
const EntriesSchema = z.record(z.string(), EntrySchema);

const ServiceCopySchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  lead: z.string(),
  features: z.object({ title: z.string(), items: EntriesSchema }).optional(),
  benefits: z.object({ items: EntriesSchema }).optional(),
  process: EntriesSchema.optional(),
  tiers: z
    .record(
      z.string(),
      z.object({
        name: z.string(),
        summary: z.string(),
        includes: z.record(z.string(), z.string()),
      }),
    )
    .optional(),
  extras: z.record(z.string(), z.string()).optional(),
  faq: z.record(z.string(), z.object({ q: z.string(), a: z.string() })).optional(),
});
export type ServiceCopy = z.infer<typeof ServiceCopySchema>;

/** `services.json`: the overview's words and each service's name and lead. */
const ServicesFileSchema = z.object({
  benefits: z.object({ items: EntriesSchema }),
  page: z.object({ processEyebrow: z.string(), processTitle: z.string() }),
  summary: z.record(z.string(), z.object({ name: z.string(), lead: z.string() })),
});

/** `service-<slug>.json`: the rest of one service page's copy. */
const ServiceFileSchema = ServiceCopySchema.omit({ name: true, lead: true });

/** What the chat reads: the services' words, and each service's copy whole. */
export type ServicesCopy = Omit<z.infer<typeof ServicesFileSchema>, 'summary'> & {
  detail: Record<string, ServiceCopy>;
};

/** The service pages' copy per language, placeholders filled. */
export type SiteCopy = Record<Lang, ServicesCopy>;

/** The locale files are missing, or do not match what the chat reads. */
export class SiteCopyError extends Error {
  override name = 'SiteCopyError';
}

/** How the chat writes a language's figures: the same text the page shows. */
function figureFormat(lang: Lang): FigureFormat {
  return {
    number: (value) => formatNumber(value, lang),
    money: (amount, currency) => formatMoney(amount, lang, currency),
    moneyRange: (min, max) => formatMoneyRange(min, max, lang),
    percentRange: (min, max) => formatPercentRange(min, max, lang),
    price: (price) => formatPrice(price, lang),
    duration: (duration) => formatDuration(duration, lang),
  };
}

/** `{{name}}` placeholders replaced; a placeholder without a value is an error. */
function fill(template: string, values: Record<string, string>, where: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new SiteCopyError(`${where}: {{${name}}} has no value in the pricing table`);
    }
    return value;
  });
}

function fillService(slug: ServiceSlug, copy: ServiceCopy, lang: Lang, file: string): ServiceCopy {
  const pricing = PRICING[slug];
  const format = figureFormat(lang);
  const where = (key: string) => `${file}: ${key}`;
  const problems: string[] = [];
  if (!copy.tiers) problems.push(where('tiers: missing'));
  const stepKeys = Object.keys(copy.process ?? {});
  if ((pricing.process?.length ?? 0) !== stepKeys.length) {
    problems.push(
      where(
        `process: ${stepKeys.length} steps, the pricing table has ${pricing.process?.length ?? 0} durations`,
      ),
    );
  }
  if (problems.length > 0) throw new SiteCopyError(problems.join('\n'));
  const tiers = Object.fromEntries(
    pricing.tiers.map((tier) => {
      const text = copy.tiers?.[tier.id];
      if (!text) throw new SiteCopyError(where(`tiers.${tier.id}: missing`));
      const facts = factValues(tier.facts, format);
      const includes = Object.fromEntries(
        Object.entries(text.includes).map(([key, line]) => [
          key,
          fill(line, facts, where(`tiers.${tier.id}.includes.${key}`)),
        ]),
      );
      return [tier.id, { ...text, includes }];
    }),
  );
  const extras = Object.fromEntries(
    Object.entries(copy.extras ?? {}).map(([key, line]) => [
      key,
      fill(line, extraValues(slug, key, format), where(`extras.${key}`)),
    ]),
  );
  return { ...copy, tiers, extras };
}

/** A locale file, checked against `schema`; every mismatch named with file and key. */
function readCopyFile<T>(file: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SiteCopyError(`${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new SiteCopyError(
      result.error.issues
        .map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`)
        .join('\n'),
    );
  }
  return result.data;
}

/** One language's copy: `services.json` and each service's own file, placeholders filled. */
function readServices(dir: string, lang: Lang): ServicesCopy {
  const file = path.join(dir, lang, 'services.json');
  const { summary, ...shared } = readCopyFile(file, ServicesFileSchema);
  const detail: Record<string, ServiceCopy> = { ...summary };
  for (const slug of SERVICE_SLUGS) {
    const names = summary[slug];
    if (!names) throw new SiteCopyError(`${file}: summary.${slug}: missing`);
    const own = path.join(dir, lang, `service-${slug}.json`);
    if (!existsSync(own)) throw new SiteCopyError(`${own}: missing (the page of ${slug})`);
    detail[slug] = fillService(
      slug,
      { ...names, ...readCopyFile(own, ServiceFileSchema) },
      lang,
      own,
    );
  }
  return { ...shared, detail };
}

/**
 * The service pages' copy in the three languages, from the first folder of `dirs` that holds
 * `es/services.json`. Throws a SiteCopyError naming the folders searched, or the file, key
 * and placeholder that does not match.
 */
export function loadSiteCopy(dirs: readonly string[] = [SOURCE_LOCALES]): SiteCopy {
  const dir = dirs.find((candidate) => existsSync(path.join(candidate, 'es', 'services.json')));
  if (!dir) {
    throw new SiteCopyError(
      `The chat needs the web app's locale files (<lang>/services.json); none in ${dirs.join(', ')}`,
    );
  }
  return Object.fromEntries(LANGS.map((lang) => [lang, readServices(dir, lang)])) as SiteCopy;
}
