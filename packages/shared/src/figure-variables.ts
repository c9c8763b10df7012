import type { Lang } from './lang.js';
import { formatMoney, formatPercent, formatPercentRange } from './number-format.js';
import type { Duration, Price, Pricing } from './pricing.js';
import type { ServiceSlug } from './routes.js';

/**
 * The figures of the pricing table as the copy names them, formatted for one language:
 * `{{price.tienda-online.from}}` is the shop's starting price ("2.500 €", "€2,500"),
 * `{{price.<slug>.<tier>}}` a package's (basic, standard, premium) and `{{price.<slug>.<extra>}}`
 * an extra's. Only the amount: the words around it ("desde", "per month") stay in the copy, where
 * each language's grammar puts them. So a price changes in pricing.json alone. The general terms'
 * figures likewise: `{{payment.start}}` ("40 %"), `{{fee.gateway.percent}}`, `{{fee.apple}}`…,
 * and the SaaS enterprise plan's uptime (`{{uptime}}`, "99,9 %").
 */
export type FigureVariables = {
  price: Record<ServiceSlug, Record<string, string>>;
  payment: Record<keyof Pricing['terms']['paymentMilestones'], string>;
  fee: {
    gateway: { percent: string; min: string; max: string; fixed: string };
    apple: string;
    google: string;
  };
  uptime: string;
};

function isPrice(value: Price | Duration): value is Price {
  return 'amount' in value;
}

export function figureVariables(
  { services, terms, storeFees, gatewayFee }: Pricing,
  lang: Lang,
): FigureVariables {
  const price = {} as Record<ServiceSlug, Record<string, string>>;
  for (const [slug, pricing] of Object.entries(services) as [
    ServiceSlug,
    Pricing['services'][ServiceSlug],
  ][]) {
    const own: Record<string, string> = { from: formatMoney(pricing.from.amount, lang) };
    for (const tier of pricing.tiers) own[tier.id] = formatMoney(tier.price.amount, lang);
    for (const [key, extra] of Object.entries(pricing.extras)) {
      if (isPrice(extra)) own[key] = formatMoney(extra.amount, lang);
    }
    price[slug] = own;
  }
  const { start, staging, production } = terms.paymentMilestones;
  const { apple, google } = storeFees;
  const uptime = services['aplicacion-saas'].tiers[2].facts?.uptimePercent;
  if (uptime === undefined) throw new Error("pricing.json: the SaaS premium plan's uptimePercent");
  return {
    price,
    uptime: formatPercent(uptime, lang),
    payment: {
      start: formatPercent(start, lang),
      staging: formatPercent(staging, lang),
      production: formatPercent(production, lang),
    },
    fee: {
      gateway: {
        percent: formatPercentRange(gatewayFee.percentMin, gatewayFee.percentMax, lang),
        min: formatPercent(gatewayFee.percentMin, lang),
        max: formatPercent(gatewayFee.percentMax, lang),
        fixed: formatMoney(gatewayFee.fixed, lang),
      },
      apple: formatMoney(apple.amount, lang, apple.currency),
      google: formatMoney(google.amount, lang, google.currency),
    },
  };
}

/** `variables` as `{{a.b.c}}` names them, for the content files' own filling in. */
export function flattenVariables(
  variables: Readonly<Record<string, unknown>>,
  prefix = '',
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(variables)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') flat[name] = value;
    else if (typeof value === 'object' && value !== null) {
      Object.assign(flat, flattenVariables(value as Record<string, unknown>, `${name}.`));
    }
  }
  return flat;
}
