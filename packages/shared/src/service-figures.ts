import type { Duration, Price, Pricing } from './pricing.js';
import type { ServiceSlug } from './routes.js';

/** One per language, in apps/web/src/lib/format.ts. */
export interface FigureFormat {
  number(value: number): string;
  money(amount: number, currency: 'EUR' | 'USD'): string;
  moneyRange(min: number, max: number): string;
  percentRange(min: number, max: number): string;
  price(price: Price): string;
  duration(duration: Duration): string;
}

export function isPrice(value: Price | Duration | undefined): value is Price {
  return value !== undefined && 'amount' in value;
}

export function factValues(
  facts: Readonly<Record<string, number>> | undefined,
  format: FigureFormat,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(facts ?? {}).map(([key, value]) => [key, format.number(value)]),
  );
}

/**
 * The values `extras.<key>` of `service-<slug>.json` interpolates: every figure comes from the
 * pricing table, never from the copy. The chat learns them from the built pages.
 */
export function extraValues(
  { services, gatewayFee, storeFees }: Pricing,
  slug: ServiceSlug,
  key: string,
  format: FigureFormat,
): Record<string, string> {
  const pricing = services[slug];
  const values = factValues(pricing.facts, format);
  const own = pricing.extras[key];
  if (isPrice(own)) values.price = format.price(own);
  else if (own) values.duration = format.duration(own);
  switch (key) {
    case 'blog': {
      const { blogMin: min, blogMax: max } = pricing.extras;
      if (isPrice(min) && isPrice(max)) values.range = format.moneyRange(min.amount, max.amount);
      break;
    }
    case 'gatewayFee':
      values.percent = format.percentRange(gatewayFee.percentMin, gatewayFee.percentMax);
      values.fixed = format.money(gatewayFee.fixed, 'EUR');
      break;
    case 'term':
      values.duration = format.duration(pricing.term);
      break;
    case 'mvp':
      values.price = format.price(pricing.from);
      values.duration = format.duration(pricing.term);
      break;
    case 'storeFees':
      values.apple = format.money(storeFees.apple.amount, storeFees.apple.currency);
      values.google = format.money(storeFees.google.amount, storeFees.google.currency);
      break;
    case 'review': {
      const { googleReview: google, appleReview: apple } = pricing.extras;
      if (google && !isPrice(google)) values.google = format.duration(google);
      if (apple && !isPrice(apple)) values.apple = format.duration(apple);
      break;
    }
  }
  return values;
}
