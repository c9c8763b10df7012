import type { TFunction } from 'i18next';
import {
  SERVICE_SLUGS,
  langUrl,
  routeUrl,
  type Lang,
  type RouteId,
  type PortfolioItem,
  type ServiceSlug,
} from '@studio/shared';
import { formatMoney } from '../lib/format';
import { pricing } from '../lib/pricing';
import { settings } from '../lib/site-settings';
import { serviceNamespace } from '../i18n/namespaces';
import type { PostCard } from '../features/blog/blog-types';

export type JsonLd = Record<string, unknown>;

const DAY_NAMES = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;

const absolute = (id: RouteId, lang: Lang, query = '') => {
  const url = `${settings.siteUrl}${routeUrl(id, lang)}`;
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
};

const ORGANIZATION_ID = `${settings.siteUrl}/#organization`;

/** On every page. */
export function professionalService(lang: Lang, t: TFunction): JsonLd {
  const amounts = SERVICE_SLUGS.flatMap((slug) =>
    pricing.services[slug].tiers.map((tier) => tier.price),
  )
    .filter((price) => !price.per)
    .map((price) => price.amount);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ORGANIZATION_ID,
    name: settings.studioName,
    legalName: settings.legalName,
    description: t('meta.home.description', { ns: 'common', lng: lang }),
    url: absolute('home', lang),
    logo: `${settings.siteUrl}/favicon.svg`,
    telephone: settings.phone.e164,
    email: settings.email,
    inLanguage: lang,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressRegion: settings.address.region,
      addressCountry: settings.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: settings.geo.latitude,
      longitude: settings.geo.longitude,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: settings.hours.days.map((day) => DAY_NAMES[day]),
        opens: settings.hours.opens,
        closes: settings.hours.closes,
      },
    ],
    priceRange: `${formatMoney(Math.min(...amounts), lang)} - ${formatMoney(Math.max(...amounts), lang)}`,
    currenciesAccepted: 'EUR',
    areaServed: { '@type': 'Country', name: 'España' },
    sameAs: settings.social.map((link) => link.url),
  };
}

/** Its three published offers, in euros with VAT. */
export function serviceWithOffers(slug: ServiceSlug, lang: Lang, t: TFunction): JsonLd {
  const id: RouteId = `service-${slug}`;
  const name = t(`summary.${slug}.name`, { ns: 'services', lng: lang });
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: name,
    description: t(`meta.${id}.description`, { ns: 'common', lng: lang }),
    url: absolute(id, lang),
    inLanguage: lang,
    provider: { '@id': ORGANIZATION_ID },
    areaServed: { '@type': 'Country', name: 'España' },
    offers: pricing.services[slug].tiers.map((tier) => ({
      '@type': 'Offer',
      name: t(`tiers.${tier.id}.name`, { ns: serviceNamespace(slug), lng: lang }),
      price: tier.price.amount,
      priceCurrency: 'EUR',
      url: absolute('contact', lang, `tipo=${slug}`),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: tier.price.amount,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
        ...(tier.price.from ? { minPrice: tier.price.amount } : {}),
        ...(tier.price.per ? { unitCode: tier.price.per === 'month' ? 'MON' : 'HUR' } : {}),
      },
    })),
  };
}

export function serviceBreadcrumbs(slug: ServiceSlug, lang: Lang, t: TFunction): JsonLd {
  return breadcrumbList([
    [t('breadcrumb.home', { ns: 'services', lng: lang }), absolute('home', lang)],
    [t('breadcrumb.services', { ns: 'services', lng: lang }), absolute('services', lang)],
    [t(`summary.${slug}.name`, { ns: 'services', lng: lang }), absolute(`service-${slug}`, lang)],
  ]);
}

/** Names and Spanish paths, outermost first, in a language. */
export function breadcrumbs(lang: Lang, items: [name: string, path: string][]): JsonLd {
  return breadcrumbList(
    items.map(([name, path]) => [name, `${settings.siteUrl}${langUrl(path, lang)}`]),
  );
}

function breadcrumbList(items: [name: string, url: string][]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  };
}

/** A post, its author a member of the team page. */
export function blogPosting(post: PostCard, author: string, url: string, lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    inLanguage: lang,
    datePublished: post.published,
    dateModified: post.updated ?? post.published,
    image: `${settings.siteUrl}${post.cover.src}`,
    mainEntityOfPage: url,
    url,
    author: {
      '@type': 'Person',
      name: author,
      url: `${absolute('about', lang)}#team-${post.author}`,
    },
    publisher: { '@id': ORGANIZATION_ID },
    keywords: post.tags.join(', '),
  };
}

/** A case study: the work the studio made, about its client. */
export function creativeWork(
  project: PortfolioItem,
  year: number,
  url: string,
  lang: Lang,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.summary,
    inLanguage: lang,
    dateCreated: String(year),
    image: `${settings.siteUrl}${project.image.src}`,
    mainEntityOfPage: url,
    url,
    creator: { '@id': ORGANIZATION_ID },
    about: {
      '@type': 'Organization',
      name: project.client,
      ...(project.url ? { url: project.url } : {}),
    },
    keywords: project.tags.join(', '),
  };
}

/** `<` escaped: no string can end the script element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
