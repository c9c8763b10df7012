import {
  APP_STORE_FEES,
  GATEWAY_FEE,
  PRICING,
  type Duration,
  type Lang,
  type Price,
  type ServiceSlug,
} from '@studio/shared';
import {
  formatDuration,
  formatFacts,
  formatMoney,
  formatMoneyRange,
  formatPercentRange,
  formatPrice,
} from '../../lib/format';
import type { LooseT } from '../../lib/t-entries';

function isPrice(value: Price | Duration | undefined): value is Price {
  return value !== undefined && 'amount' in value;
}

/**
 * The values each "other costs" line of a service page interpolates, by its key in
 * `extras` in `service-<slug>.json`: every figure comes from the pricing table, formatted per language.
 */
export function extraValues(
  slug: ServiceSlug,
  key: string,
  lang: Lang,
  t: LooseT,
): Record<string, string> {
  const pricing = PRICING[slug];
  const values: Record<string, string> = formatFacts(pricing.facts, lang);
  const own = pricing.extras[key];
  if (isPrice(own)) values.price = formatPrice(own, lang, t);
  else if (own) values.duration = formatDuration(own, lang, t);
  switch (key) {
    case 'blog': {
      const min = pricing.extras.blogMin;
      const max = pricing.extras.blogMax;
      if (isPrice(min) && isPrice(max))
        values.range = formatMoneyRange(min.amount, max.amount, lang);
      break;
    }
    case 'gatewayFee':
      values.percent = formatPercentRange(GATEWAY_FEE.percentMin, GATEWAY_FEE.percentMax, lang);
      values.fixed = formatMoney(GATEWAY_FEE.fixed, lang);
      break;
    case 'term':
      values.duration = formatDuration(pricing.term, lang, t);
      break;
    case 'mvp':
      values.price = formatPrice(pricing.from, lang, t);
      values.duration = formatDuration(pricing.term, lang, t);
      break;
    case 'storeFees':
      values.apple = formatMoney(APP_STORE_FEES.apple.amount, lang, APP_STORE_FEES.apple.currency);
      values.google = formatMoney(
        APP_STORE_FEES.google.amount,
        lang,
        APP_STORE_FEES.google.currency,
      );
      break;
    case 'review': {
      const google = pricing.extras.googleReview;
      const apple = pricing.extras.appleReview;
      if (google && !isPrice(google)) values.google = formatDuration(google, lang, t);
      if (apple && !isPrice(apple)) values.apple = formatDuration(apple, lang, t);
      break;
    }
  }
  return values;
}
