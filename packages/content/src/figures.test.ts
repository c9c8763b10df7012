import { describe, expect, it } from 'vitest';
import { figureVariables, flattenVariables, LANGS } from '@studio/shared';
import { copy, ownPricing } from './test/helpers.js';

/** The repository's prices, which its copy is written against, whichever studio the suite runs on. */
const pricing = ownPricing();
const { services, terms, gatewayFee, storeFees } = pricing;

/** Every amount of pricing.json: starting prices, packages and priced extras. */
const AMOUNTS = [
  ...new Set(
    Object.values(services).flatMap((service) => [
      service.from.amount,
      ...service.tiers.map((tier) => tier.price.amount),
      ...Object.values(service.extras).flatMap((extra) =>
        'amount' in extra ? [extra.amount] : [],
      ),
    ]),
  ),
].sort((a, b) => b - a);

/**
 * An amount in euros however a language writes it: "2.500 €", "2500 €", "€2,500", "2.500 euros",
 * with or without a (non-breaking) space. Not a digit of a longer number ("12.500 €").
 */
function writtenOut(amount: number): RegExp {
  const plain = String(amount);
  const digits =
    amount < 1000
      ? [plain]
      : [
          plain,
          ...['.', ',', ' ', '\u00a0'].map((group) => plain.replace(/\B(?=(\d{3})+$)/g, group)),
        ];
  const number = `(?:${digits.map((d) => d.replace(/\./g, '\\.')).join('|')})`;
  return new RegExp(
    `(?<![\\d.,])(?:€\\s?${number}|${number}(?:[.,]00)?\\s?(?:€|euros?\\b))(?![.,]?\\d)`,
    'iu',
  );
}

/** "40 %", "40%", "1,5 %": a percentage of the general terms, however a language writes it. */
function percentWrittenOut(percent: number): RegExp {
  const digits = String(percent).replace('.', '[.,]');
  return new RegExp(`(?<![\\d.,])${digits}\\s?%`, 'u');
}

/** "0,25 €", "99 $", "$99": the fees' amounts, in their currency. */
function feeWrittenOut(amount: number, symbol: '€' | '$'): RegExp {
  const digits = String(amount).replace('.', '[.,]');
  const sym = symbol === '$' ? '\\$' : symbol;
  return new RegExp(`(?<![\\d.,])(?:${sym}\\s?${digits}|${digits}\\s?${sym})(?![.,]?\\d)`, 'u');
}

/** Each figure of the data the copy must name by variable, with how it is written out. */
const FIGURES: { figure: string; pattern: RegExp }[] = [
  ...AMOUNTS.map((amount) => ({ figure: String(amount), pattern: writtenOut(amount) })),
  ...[
    ...new Set([
      ...Object.values(terms.paymentMilestones),
      gatewayFee.percentMin,
      gatewayFee.percentMax,
      ...services['aplicacion-saas'].tiers.flatMap((tier) =>
        tier.facts?.uptimePercent === undefined ? [] : [tier.facts.uptimePercent],
      ),
    ]),
  ].map((percent) => ({ figure: `${percent}%`, pattern: percentWrittenOut(percent) })),
  { figure: `${gatewayFee.fixed}€`, pattern: feeWrittenOut(gatewayFee.fixed, '€') },
  ...Object.values(storeFees).map(({ amount }) => ({
    figure: `${amount}$`,
    pattern: feeWrittenOut(amount, '$'),
  })),
];

const UNIT_WORDS = {
  days: '(?:días|dies|days?|-day)',
  weeks: '(?:semanas|setmanes|weeks?)',
  hours: '(?:horas|hores|hours?|-hour)',
  years: '(?:años|anys|years?|-year)',
} as const;

/** "4-6 semanas", "4 - 6 weeks", "24 horas", "2-year": a span of the data with its unit. */
function durationWrittenOut(min: number, max: number, unit: keyof typeof UNIT_WORDS): RegExp {
  const span = min === max ? String(min) : `${min}\\s?[-–]\\s?${max}`;
  // "2-4 business hours": English puts a qualifier between the figure and its unit.
  return new RegExp(
    `(?<![\\d.,-])${span}\\s?(business |working )?${UNIT_WORDS[unit]}(?![\\p{L}])`,
    'iu',
  );
}

/** The services' terms, the reply times, the express delivery and the warranty. */
const DURATIONS: { figure: string; pattern: RegExp }[] = [
  ...Object.entries(services).map(([slug, { term }]) => ({
    figure: `term.${slug}`,
    pattern: durationWrittenOut(term.min, term.max, term.unit),
  })),
  {
    figure: 'reply.hours',
    pattern: durationWrittenOut(terms.replyWithinHours, terms.replyWithinHours, 'hours'),
  },
  {
    figure: 'reply.typical',
    pattern: durationWrittenOut(terms.typicalReplyHours.min, terms.typicalReplyHours.max, 'hours'),
  },
  {
    figure: 'express.days',
    pattern: durationWrittenOut(terms.expressDeliveryDays, terms.expressDeliveryDays, 'days'),
  },
  {
    figure: 'warranty',
    pattern: durationWrittenOut(terms.warrantyYears, terms.warrantyYears, 'years'),
  },
];

const OF = "\\s(?:de\\s|d'|of\\s)?";
const HOURS = '\\s?(?:h\\b|horas?|hores|hours?|-hour)';

/**
 * How the copy words each count of a package (`facts` of pricing.json): what follows the number
 * ("50 productos", "3 meses de hosting", "2 h de formación"), or what comes before it ("forma a
 * tu equipo durante 2 h"). A fact without words here (a gateway, the uptime, the warranty's
 * years) is looked for elsewhere or only ever written as a word.
 */
const FACT_WORDS: Record<string, { after?: string; before?: string }> = {
  products: { after: '\\s?(?:new\\s)?(?:productos|productes|products)' },
  maintenanceProductsPerMonth: { after: '\\s?(?:new\\s)?(?:productos|productes|products)' },
  sections: { after: '\\s?(?:secciones|seccions|sections)' },
  maintenanceMonths: {
    after: `\\s?(?:meses|mesos|months?)${OF}(?:mantenimiento|manteniment|maintenance)`,
  },
  hostingMonths: { after: `\\s?(?:meses|mesos|months?)${OF}(?:hosting|allotjament)` },
  supportMonths: { after: `\\s?(?:meses|mesos|months?)${OF}(?:soporte|suport|support)` },
  supportDays: {
    after: `\\s?(?:días|dies|days?)${OF}(?:post-launch\\s)?(?:soporte|suport|support)`,
  },
  consultingHours: { after: `${HOURS}${OF}(?:consultoría|consultoria|consulting)` },
  trainingHours: {
    after: `${HOURS}${OF}(?:formación|formació|training)`,
    before: '(?:equipo|equip|team)\\s(?:\\S+\\s){0,2}',
  },
  responseHours: { after: HOURS },
  maintenanceHoursPerMonth: { after: `${HOURS}${OF}(?:cambios|canvis|changes)` },
  previousOsVersions: {
    after: '\\s(?:versiones|versions|previous versions)',
  },
};

function factWrittenOut(value: number, { after, before }: (typeof FACT_WORDS)[string]): RegExp {
  const number = `(?<![\\d.,/-])${value}(?![\\d.,]?\\d)`;
  const ways = [
    ...(after ? [`${number}${after}(?![\\p{L}])`] : []),
    ...(before ? [`${before}${number}${HOURS}`] : []),
  ];
  return new RegExp(ways.join('|'), 'iu');
}

/** Every package's counts, the extras' durations and the express phases' days. */
const COUNTS: { figure: string; pattern: RegExp }[] = [
  ...Object.entries(services).flatMap(([slug, service]) =>
    [
      ...Object.entries(service.facts ?? {}).map(([fact, value]) => ({
        figure: `fact.${slug}.${fact}`,
        fact,
        value,
      })),
      ...service.tiers.flatMap((tier) =>
        Object.entries(tier.facts ?? {}).map(([fact, value]) => ({
          figure: `fact.${slug}.${tier.id}.${fact}`,
          fact,
          value,
        })),
      ),
    ].flatMap(({ figure, fact, value }) => {
      const words = FACT_WORDS[fact];
      return words ? [{ figure, pattern: factWrittenOut(value, words) }] : [];
    }),
  ),
  ...Object.entries(services).flatMap(([slug, service]) =>
    Object.entries(service.extras).flatMap(([key, extra]) =>
      'amount' in extra
        ? []
        : [
            {
              figure: `extra.${slug}.${key}`,
              pattern: spanWrittenOut(extra.min, extra.max, extra.unit),
            },
          ],
    ),
  ),
  ...pricing.expressPhases.map(({ id, days }) => ({
    figure: `phase.${id}`,
    pattern: new RegExp(`(?:días|dies|days)\\s?${days.from}\\s?[-–]\\s?${days.to}(?!\\d)`, 'iu'),
  })),
  {
    figure: 'express.days',
    pattern: new RegExp(`(?:día|dia|day)\\s?${terms.expressDeliveryDays}(?!\\d)`, 'iu'),
  },
];

/** "30 días", "de 1 a 3 días", "d'1 a 7 dies", "1-3 days": a span however a sentence joins it. */
function spanWrittenOut(min: number, max: number, unit: keyof typeof UNIT_WORDS): RegExp {
  if (min === max) return durationWrittenOut(min, max, unit);
  const join = '\\s?(?:[-–]|a|to|i|y|and)\\s?';
  return new RegExp(`(?<![\\d.,-])${min}${join}${max}\\s?${UNIT_WORDS[unit]}(?![\\p{L}])`, 'iu');
}

/**
 * Figures that coincide with one of the data by accident: in the files `where` matches, the
 * `phrase` is taken out before looking. Each says why it is not the data's figure; an entry here
 * must never hide a figure of pricing.json written out by hand.
 */
const ACCIDENTAL: { where: RegExp; phrase: RegExp }[] = [
  // The quote form's budget brackets are the visitor's budget, in round thousands that happen to
  // equal some packages' prices; the estimate (shared estimate.ts) keys them by id.
  { where: /^locales\/\w+\/contact\.json\.form\.options\.budget_range\./, phrase: /.*/s },
  // "about 40 % faster": how much sooner we launch, a claim of the home page and its FAQ, not
  // the first payment's share.
  {
    where: /^(locales\/\w+\/home|data\/\w+\/faqs)\.json/,
    phrase: /(~|about |alrededor de un |al voltant d'un )40\s?%/gu,
  },
  // "open 24 hours": a shop that never closes, not how soon we reply.
  { where: /./, phrase: /\b(las|les|round the|around the) 24 (horas|hores|hours)/giu },
  // How long a cookie lives and the ages and record-keeping of the privacy policy are the law's.
  { where: /^locales\/\w+\/legal\.json\.(cookies|privacy)\./, phrase: /.*/s },
  // The case studies' own timelines: how long that client's project took.
  { where: /^(locales|data)\/\w+\/portfolio\.json\.(?!.*warranty)/, phrase: /.*/s },
];

function withoutAccidents(where: string, text: string): string {
  return ACCIDENTAL.filter((entry) => entry.where.test(where)).reduce(
    (rest, { phrase }) => rest.replace(phrase, ''),
    text,
  );
}

describe('figures of pricing.json', () => {
  it('are never written out by hand in a translation or content file', () => {
    const found: string[] = [];
    for (const { figure, pattern } of [...FIGURES, ...DURATIONS, ...COUNTS]) {
      for (const { where, text } of copy) {
        const match = pattern.exec(withoutAccidents(where, text));
        if (match) found.push(`${where}: "${match[0]}" (${figure})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('are named only by variables that exist, in every language', () => {
    const unknown: string[] = [];
    for (const lang of LANGS) {
      const names = new Set(Object.keys(flattenVariables(figureVariables(pricing, lang))));
      for (const { where, text } of copy.filter((entry) => entry.where.includes(`/${lang}/`))) {
        for (const [, name] of text.matchAll(
          /{{\s*((?:price|payment|fee|term|extra|review|fact|reply|express|phase)\.[^}\s]*|uptime|warranty)\s*}}/g,
        )) {
          if (!names.has(name!)) unknown.push(`${where}: {{${name}}}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('are recognised however a language writes them', () => {
    const shop = writtenOut(2500);
    for (const text of [
      'desde 2.500 € con IVA',
      'from €2,500',
      'des de 2500 €',
      'per 2.500 euros',
    ]) {
      expect(text).toMatch(shop);
    }
    for (const text of ['12.500 €', '2.500,50 €', '2.5000 €', '{{price.tienda-online.from}}']) {
      expect(text).not.toMatch(shop);
    }
    expect('un 40 % al inicio').toMatch(percentWrittenOut(40));
    expect('40% at the start').toMatch(percentWrittenOut(40));
    expect('140 %').not.toMatch(percentWrittenOut(40));
    expect('del 1,5-2,5 %').toMatch(percentWrittenOut(2.5));
    expect('$99 a year').toMatch(feeWrittenOut(99, '$'));
    expect('más 0,25 € por venta').toMatch(feeWrittenOut(0.25, '€'));
    const products = factWrittenOut(20, FACT_WORDS.products!);
    expect('hasta 20 productos nuevos').toMatch(products);
    expect('up to 20 new products').toMatch(products);
    expect('120 productos').not.toMatch(products);
    expect('{{fact.tienda-online.maintenanceProductsPerMonth}} productos').not.toMatch(products);
    const training = factWrittenOut(2, FACT_WORDS.trainingHours!);
    expect('formem el teu equip durant 2 h').toMatch(training);
    expect('2 horas de formación').toMatch(training);
    expect('train your team for 2 weeks').not.toMatch(training);
    expect('la resposta en 4 hores').toMatch(factWrittenOut(4, FACT_WORDS.responseHours!));
    expect('en 2-4 h').not.toMatch(factWrittenOut(4, FACT_WORDS.responseHours!));
    expect('1-3 secciones').not.toMatch(factWrittenOut(3, FACT_WORDS.sections!));
    const review = spanWrittenOut(1, 3, 'days');
    for (const text of ['de 1 a 3 días', "d'1 a 3 dies", '1-3 days', '1 to 3 days']) {
      expect(text).toMatch(review);
    }
    expect('11 a 3 días').not.toMatch(review);
    expect('a 14-day express option').toMatch(durationWrittenOut(14, 14, 'days'));
  });
});
