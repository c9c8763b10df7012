import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  BadgeEuro,
  Clock,
  MapPin,
  ShieldCheck,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Product } from '@studio/shared';
import { ContentStatus } from '../../components/content-status';
import { CtaBand } from '../../components/cta-band';
import { PageIntro } from '../../components/page-intro';
import { FeatureGrid } from '../../components/feature-grid';
import { HeadedSection } from '../../components/section-heading';
import { StatsBand } from '../../components/stat-list';
import { useContentList } from '../../lib/content-data';
import { PageLink } from '../../lib/page-links';
import { tEntries } from '../../lib/t-entries';
import { withPage } from '../../site/react/page-root';
import { SERVICE_ICONS } from './service-icons';
import { SUPPORT_PRODUCT, productAnchor, productLink } from './service-list';
import './services.css';

const BENEFIT_ICONS: Record<string, LucideIcon> = {
  prices: BadgeEuro,
  warranty: ShieldCheck,
  team: Users,
  reply: Clock,
};

function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('services');
  const link = productLink(product.slug);
  const Icon = SERVICE_ICONS[product.slug] ?? Sparkles;
  const isSupport = product.slug === SUPPORT_PRODUCT;
  return (
    <li id={productAnchor(product.slug)} className="product-card">
      <span className="icon-badge">
        <Icon aria-hidden="true" size={24} />
      </span>
      <h3>
        {isSupport ? (
          <PageLink to="faq" hash={SUPPORT_PRODUCT}>
            {product.title}
          </PageLink>
        ) : (
          product.title
        )}
      </h3>
      <p>{product.description}</p>
      <p className="product-card__term">
        <Clock aria-hidden="true" size={16} />
        <span className="visually-hidden">{t('catalog.term')}: </span>
        {product.estimacion.plazo}
      </p>
      {isSupport && (
        <PageLink to="faq" hash={SUPPORT_PRODUCT} className="product-card__coverage">
          <MapPin aria-hidden="true" size={16} />
          {t('catalog.coverage')}
        </PageLink>
      )}
      <div className="product-card__actions">
        {link.kind === 'detail' ? (
          <PageLink to={`service-${link.slug}`} className="card__link">
            {t('intro.more')}
            <ArrowRight aria-hidden="true" size={18} />
            <span className="visually-hidden">: {product.title}</span>
          </PageLink>
        ) : (
          <PageLink to="contact" query={{ tipo: link.tipo }} className="button button--primary">
            {t('catalog.quote')}
            <span className="visually-hidden">: {product.title}</span>
          </PageLink>
        )}
      </div>
    </li>
  );
}

/** `catalog` and `extras` are the islands of the two lists the API refreshes. */
export default function ServicesPage({
  catalog,
  extras,
}: {
  catalog: ReactNode;
  extras: ReactNode;
}) {
  return (
    <>
      <ServicesIntro />
      <ServicesStats />
      {catalog}
      <ServicesBenefits />
      {extras}
      <ServicesCta />
    </>
  );
}

function ServicesIntro() {
  const { t } = useTranslation('services');
  return (
    <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead')}>
      <PageLink to="contact" className="button button--primary button--large">
        {t('intro.primary')}
      </PageLink>
      <a href="#catalogo" className="button button--ghost button--large">
        {t('intro.secondary')}
      </a>
    </PageIntro>
  );
}

function ServicesStats() {
  const { t } = useTranslation('services');
  const stats = tEntries<{ value: string; label: string }>(t, 'heroStats');
  return <StatsBand label={t('intro.title')} stats={stats} />;
}

export const ServicesCatalog = withPage(function ServicesCatalog() {
  const { t } = useTranslation('services');
  const products = useContentList('products');
  return (
    <HeadedSection
      id="catalogo"
      headingId="catalog-title"
      eyebrow={t('catalog.eyebrow')}
      title={t('catalog.title')}
      lead={t('catalog.lead')}
    >
      {products.list ? (
        <ul className="product-grid">
          {products.list.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </ul>
      ) : (
        <ContentStatus status={products.status} onRetry={products.retry} />
      )}
    </HeadedSection>
  );
});

function ServicesBenefits() {
  const { t } = useTranslation('services');
  const benefits = tEntries<{ title: string; text: string }>(t, 'benefits.items');
  return (
    <HeadedSection
      headingId="benefits-title"
      tinted
      eyebrow={t('benefits.eyebrow')}
      title={t('benefits.title')}
    >
      <FeatureGrid
        items={benefits}
        idPrefix="benefit"
        icons={BENEFIT_ICONS}
        fallbackIcon={ShieldCheck}
        columns="four"
      />
    </HeadedSection>
  );
}

export const ServicesExtras = withPage(function ServicesExtras() {
  const { t } = useTranslation('services');
  const extras = useContentList('extras');
  return (
    <HeadedSection
      headingId="extras-title"
      eyebrow={t('extras.eyebrow')}
      title={t('extras.title')}
      lead={t('extras.lead')}
    >
      {extras.list ? (
        <ul className="extra-grid">
          {extras.list.map((extra) => (
            <li key={extra.slug} className="extra-card">
              <h3 id={`extra-${extra.slug}`}>{extra.title}</h3>
              <p>{extra.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <ContentStatus status={extras.status} onRetry={extras.retry} />
      )}
    </HeadedSection>
  );
});

function ServicesCta() {
  const { t } = useTranslation('services');
  return (
    <CtaBand id="services-cta-title" title={t('cta.title')} text={t('cta.text')}>
      <PageLink to="contact" className="button button--primary button--large">
        {t('cta.button')}
      </PageLink>
    </CtaBand>
  );
}
