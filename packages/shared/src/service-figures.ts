import { APP_STORE_FEES, GATEWAY_FEE, PRICING, type Duration, type Price } from './pricing.js';
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

function isPrice(value: Price | Duration | undefined): value is Price {
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
  slug: ServiceSlug,
  key: string,
  format: FigureFormat,
): Record<string, string> {
  const pricing = PRICING[slug];
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
      values.percent = format.percentRange(GATEWAY_FEE.percentMin, GATEWAY_FEE.percentMax);
      values.fixed = format.money(GATEWAY_FEE.fixed, 'EUR');
      break;
    case 'term':
      values.duration = format.duration(pricing.term);
      break;
    case 'mvp':
      values.price = format.price(pricing.from);
      values.duration = format.duration(pricing.term);
      break;
    case 'storeFees':
      values.apple = format.money(APP_STORE_FEES.apple.amount, APP_STORE_FEES.apple.currency);
      values.google = format.money(APP_STORE_FEES.google.amount, APP_STORE_FEES.google.currency);
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
