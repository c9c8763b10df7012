/**
 * Every figure the studio publishes (its claims, prices and terms) is on the page it belongs on, in each language: the
 * prerendered HTML of each page is read and searched for the figure as that language writes it.
 * Section 9 figures are computed from pricing.json with Intl (support/figures.ts),
 * independently of the web app's own formatting code.
 */
import {
  LANGS,
  SERVICE_SLUGS,
  routeUrl,
  type Lang,
  type Price,
  type RouteId,
} from '@studio/shared';
import { loadContent, loadPricing } from '@studio/content';
import { test, expect } from './support/fixtures';
import { bodyText, fetchPage } from './support/html';
import { LOCALE, duration, fill, money, num, percent, price, spaces } from './support/figures';
import { text } from './support/locales';

/** Section 1 figures, as each language writes them, by page. */
const PRICING = loadPricing();
const TERMS = PRICING.terms;

const SECTION_1: Record<'home' | 'about' | 'portfolio', Record<Lang, string[]>> = {
  home: {
    es: [
      '16x',
      '350K',
      '30 %',
      '20K',
      '+80 % reservas online en 3 meses',
      '~40 %',
      '~30 %',
      'Primera consulta gratuita',
      'Soporte 24/7',
      'Garantía de devolución',
    ],
    ca: [
      '16x',
      '350K',
      '30 %',
      '20K',
      '+80 % reserves en línia en 3 mesos',
      '~40 %',
      '~30 %',
      'Primera consulta gratuïta',
      'Suport 24/7',
      'Garantia de devolució',
    ],
    en: [
      '16x',
      '350K',
      '30%',
      '20K',
      '+80% online bookings in 3 months',
      '~40%',
      '~30%',
      'Free first consultation',
      '24/7 support',
      'Money-back guarantee',
    ],
  },
  about: { es: [], ca: [], en: [] },
  portfolio: {
    es: ['2-4 semanas', '3-6 semanas', '16x', '2 años', '< 24 h', '350.000', '80 %'],
    ca: ['2-4 setmanes', '3-6 setmanes', '16x', '2 anys', '< 24 h', '350.000', '80 %'],
    en: ['2-4 weeks', '3-6 weeks', '16x', '2 years', '< 24 h', '350,000', '80%'],
  },
};

/** "1,2M €", "€1.2M": the revenue for clients as the home page's figure writes it. */
function millions(amount: number, lang: Lang): string {
  const value = num(Math.round(amount / 1e5) / 10, lang);
  return lang === 'en' ? `€${value}M` : `${value}M €`;
}

/**
 * Section 1 figures that are the data's: the general terms (pricing.json), the studio's own
 * figures and hours (settings.json) and the express plan's days, in each language's words.
 */
function dataFigures(page: keyof typeof SECTION_1, lang: Lang): string[] {
  const { warrantyYears, replyWithinHours, typicalReplyHours } = TERMS;
  const { figures, team, hours } = loadContent().settings;
  if (page === 'home') {
    const [opens, closes] = [hours.opens, hours.closes].map((time) => time.replace(/^0/, ''));
    const words = {
      es: { warranty: 'años de garantía', hours: 'horas', to: 'a' },
      ca: { warranty: 'anys de garantia', hours: 'hores', to: 'a' },
      en: { warranty: '-year warranty', hours: 'hours', to: 'to' },
    }[lang];
    return [
      `${num(figures.projectsDelivered, lang)}+`,
      millions(figures.revenueForClientsEur, lang),
      percent(figures.satisfactionPercent, lang),
      String(TERMS.expressDeliveryDays),
      `${warrantyYears}${lang === 'en' ? '' : ' '}${words.warranty}`,
      `${replyWithinHours} h`,
      `${typicalReplyHours.min}-${typicalReplyHours.max} ${words.hours}`,
      `${opens} ${words.to} ${closes} CET`,
    ];
  }
  if (page === 'about') {
    const years = text(lang, 'about', 'team.years_other');
    return [
      `${num(figures.teamCombinedYears, lang)}+`,
      `${num(figures.teamProjects, lang)}+`,
      num(figures.yearsInBusiness, lang),
      num(team.length, lang),
      // Each member's role and years, on their card.
      ...team.map(
        ({ id, years: count }) =>
          `${text(lang, 'about', `team.members.${id}.role`)} ${fill(years, { count: String(count) })}`,
      ),
      ...PRICING.expressPhases.map(({ days }) =>
        fill(text(lang, 'common', 'format.dayRange'), {
          from: num(days.from, lang),
          to: num(days.to, lang),
        }),
      ),
    ];
  }
  return [];
}

function expectAll(pageText: string, figures: string[], where: string) {
  const missing = figures.filter((figure) => !spaces(pageText).includes(spaces(figure)));
  expect(missing, `figures missing on ${where}`).toEqual([]);
}

for (const lang of LANGS) {
  test.describe(`figures in ${lang}`, () => {
    for (const page of ['home', 'about', 'portfolio'] as const) {
      test(`section 1 on ${page}`, async ({ request }) => {
        const pageText = bodyText(await fetchPage(request, routeUrl(page, lang)));
        const figures = [...SECTION_1[page][lang], ...dataFigures(page, lang)];
        expectAll(pageText, figures, routeUrl(page, lang));
      });
    }

    for (const slug of SERVICE_SLUGS) {
      const id: RouteId = `service-${slug}`;
      test(`section 9 on ${slug}`, async ({ request }) => {
        const pageText = bodyText(await fetchPage(request, routeUrl(id, lang)));
        const pricing = PRICING.services[slug];
        const figures = [
          price(pricing.from, lang),
          duration(pricing.term, lang),
          ...pricing.tiers.map((tier) => price(tier.price, lang)),
          ...pricing.tiers.flatMap((tier) =>
            Object.values(tier.facts ?? {}).map((n) => num(n, lang)),
          ),
          ...Object.values(pricing.facts ?? {}).map((n) => num(n, lang)),
          ...(pricing.process ?? []).map((d) => duration(d, lang)),
          percent(TERMS.paymentMilestones.start, lang),
          percent(TERMS.paymentMilestones.production, lang),
          fill(text(lang, 'services', 'page.warrantyValue'), {
            count: String(TERMS.warrantyYears),
          }),
        ];
        for (const [key, value] of Object.entries(pricing.extras)) {
          if (key === 'blogMin' || key === 'blogMax') continue;
          figures.push('amount' in value ? price(value, lang) : duration(value, lang));
        }
        if (slug === 'web-personal') {
          const min = pricing.extras.blogMin as Price;
          const max = pricing.extras.blogMax as Price;
          figures.push(
            new Intl.NumberFormat(LOCALE[lang], {
              style: 'currency',
              currency: 'EUR',
              maximumFractionDigits: 0,
              useGrouping: 'always',
            }).formatRange(min.amount, max.amount),
          );
        }
        if (slug === 'tienda-online') {
          figures.push(
            new Intl.NumberFormat(LOCALE[lang], {
              style: 'percent',
              maximumFractionDigits: 1,
            }).formatRange(
              PRICING.gatewayFee.percentMin / 100,
              PRICING.gatewayFee.percentMax / 100,
            ),
            money(PRICING.gatewayFee.fixed, lang),
          );
        }
        if (slug === 'aplicacion-movil') {
          figures.push(
            money(PRICING.storeFees.apple.amount, lang, 'USD'),
            money(PRICING.storeFees.google.amount, lang, 'USD'),
          );
        }
        if (slug === 'ciberseguridad') figures.push('24/7');
        expectAll(pageText, figures, routeUrl(id, lang));
      });
    }

    test('general terms on the terms page', async ({ request }) => {
      const pageText = bodyText(await fetchPage(request, routeUrl('terms', lang)));
      const { start, staging, production } = TERMS.paymentMilestones;
      // The courts of the studio's city (settings.json) settle a dispute.
      const { city } = loadContent().settings.address;
      expectAll(
        pageText,
        [percent(start, lang), percent(staging, lang), percent(production, lang), city],
        'terms',
      );
    });
  });
}
