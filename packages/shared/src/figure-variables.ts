import type { Lang } from './lang.js';
import { formatMoney, formatNumber, formatPercent, formatPercentRange } from './number-format.js';
import type { Duration, Price, Pricing } from './pricing.js';
import type { ServiceSlug } from './routes.js';
import { isPrice } from './service-figures.js';

/**
 * The figures of the pricing table as the copy names them, formatted for one language:
 * `{{price.tienda-online.from}}` is the shop's starting price ("2.500 €", "€2,500"),
 * `{{price.<slug>.<tier>}}` a package's (basic, standard, premium) and `{{price.<slug>.<extra>}}`
 * an extra's. Only the amount: the words around it ("desde", "per month") stay in the copy, where
 * each language's grammar puts them. So a price changes in pricing.json alone. The general terms'
 * figures likewise: `{{payment.start}}` ("40 %"), `{{fee.gateway.percent}}`, `{{fee.apple}}`…,
 * and the SaaS enterprise plan's uptime (`{{uptime}}`, "99,9 %").
 *
 * The durations and counts too: `{{term.<slug>}}` is a service's term with its unit ("4-6
 * semanas", "4-6 weeks"), `{{extra.<slug>.<key>}}` a duration among the extras ("30 días"),
 * `{{review.google.min}}`/`.max` the store reviews' days as bare numbers for "de 1 a 3 días",
 * `{{fact.<slug>.<fact>}}` and `{{fact.<slug>.<tier>.<fact>}}` a package's counts ("50" products,
 * "3" months), `{{warranty}}` the warranty's years, `{{reply.hours}}` and `{{reply.typical}}` the
 * reply times ("24", "2-4") and `{{express.days}}` the express delivery ("14"), `{{phase.<id>}}`
 * the days of one of its phases ("11-12"). Counts are bare numbers: the noun after them
 * ("productos", "meses") agrees with the copy's own sentence.
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
  term: Record<ServiceSlug, string>;
  extra: Record<ServiceSlug, Record<string, string>>;
  review: Record<'google' | 'apple', { min: string; max: string }>;
  fact: Record<ServiceSlug, Record<string, string | Record<string, string>>>;
  warranty: string;
  reply: { hours: string; typical: string };
  express: { days: string };
  phase: Record<Pricing['expressPhases'][number]['id'], string>;
};

const UNITS: Record<Lang, Record<Duration['unit'], [one: string, many: string]>> = {
  es: { days: ['día', 'días'], weeks: ['semana', 'semanas'] },
  ca: { days: ['dia', 'dies'], weeks: ['setmana', 'setmanes'] },
  en: { days: ['day', 'days'], weeks: ['week', 'weeks'] },
};

/** "4-6 semanas", "30 days", "1 week": a duration as the copy writes it. */
export function formatDuration({ min, max, unit }: Duration, lang: Lang): string {
  const [one, many] = UNITS[lang][unit];
  const span =
    min === max ? formatNumber(min, lang) : `${formatNumber(min, lang)}-${formatNumber(max, lang)}`;
  return `${span} ${min === max && min === 1 ? one : many}`;
}

function numbers(facts: Readonly<Record<string, number>> | undefined, lang: Lang) {
  return Object.fromEntries(
    Object.entries(facts ?? {}).map(([key, value]) => [key, formatNumber(value, lang)]),
  );
}

export function figureVariables(
  { services, terms, storeFees, gatewayFee, expressPhases }: Pricing,
  lang: Lang,
): FigureVariables {
  const price = {} as Record<ServiceSlug, Record<string, string>>;
  const term = {} as FigureVariables['term'];
  const extra = {} as FigureVariables['extra'];
  const fact = {} as FigureVariables['fact'];
  for (const slug of Object.keys(services) as ServiceSlug[]) {
    const pricing = services[slug];
    const own: Record<string, string> = { from: formatMoney(pricing.from.amount, lang) };
    for (const tier of pricing.tiers) own[tier.id] = formatMoney(tier.price.amount, lang);
    const durations: Record<string, string> = {};
    for (const [key, value] of Object.entries(pricing.extras)) {
      if (isPrice(value)) own[key] = formatMoney(value.amount, lang);
      else durations[key] = formatDuration(value, lang);
    }
    price[slug] = own;
    term[slug] = formatDuration(pricing.term, lang);
    extra[slug] = durations;
    fact[slug] = {
      ...numbers(pricing.facts, lang),
      ...Object.fromEntries(pricing.tiers.map((tier) => [tier.id, numbers(tier.facts, lang)])),
    };
  }
  const { start, staging, production } = terms.paymentMilestones;
  const { apple, google } = storeFees;
  const uptime = services['aplicacion-saas'].tiers[2].facts?.uptimePercent;
  if (uptime === undefined) throw new Error("pricing.json: the SaaS premium plan's uptimePercent");
  const { googleReview, appleReview } = services['aplicacion-movil'].extras;
  const review = (duration: Price | Duration | undefined, name: string) => {
    if (duration === undefined || isPrice(duration)) {
      throw new Error(`pricing.json: the mobile app's ${name} duration`);
    }
    return { min: formatNumber(duration.min, lang), max: formatNumber(duration.max, lang) };
  };
  const count = (value: number) => formatNumber(value, lang);
  const typical = terms.typicalReplyHours;
  return {
    price,
    uptime: formatPercent(uptime, lang),
    term,
    extra,
    review: {
      google: review(googleReview, 'googleReview'),
      apple: review(appleReview, 'appleReview'),
    },
    fact,
    warranty: count(terms.warrantyYears),
    reply: {
      hours: count(terms.replyWithinHours),
      typical: `${count(typical.min)}-${count(typical.max)}`,
    },
    express: { days: count(terms.expressDeliveryDays) },
    phase: Object.fromEntries(
      expressPhases.map(({ id, days }) => [
        id,
        days.from === days.to ? count(days.from) : `${count(days.from)}-${count(days.to)}`,
      ]),
    ) as FigureVariables['phase'],
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
