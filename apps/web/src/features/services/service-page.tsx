import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  Check,
  CheckCircle2,
  Clock,
  Euro,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { extraValues, factValues, isServiceSlug, type ServiceSlug } from '@studio/shared';
import { AccordionItem } from '../../components/accordion-item';
import { CtaBand } from '../../components/cta-band';
import { WhatsAppIcon } from '../../components/icons';
import { FeatureGrid } from '../../components/feature-grid';
import { HeadedSection } from '../../components/section-heading';
import { Timeline } from '../../components/timeline';
import { useFormat } from '../../lib/format';
import { PageLink, pageHref } from '../../lib/page-links';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { pricing } from '../../lib/pricing';
import { useLang, useRouteId } from '../../lib/page-context';
import { whatsappHref } from '../../lib/site-settings';
import { looseT, tEntries } from '../../lib/t-entries';
import { serviceNamespace } from '../../i18n/namespaces';
import { withPage } from '../../site/react/page-root';
import { FEATURE_ICONS } from './feature-icons';
import { SERVICE_ICONS } from './service-icons';
import { RELATED_SERVICES } from './service-list';
import './services.css';

type Titled = { title: string; text: string };
type Tier = { name: string; summary: string; includes: Record<string, string> };

function useServiceSlug(): ServiceSlug {
  const routeId = useRouteId();
  const slug = routeId.replace(/^service-/, '');
  if (!isServiceSlug(slug)) throw new Error(`Not a service page: ${routeId}`);
  return slug;
}

/** `t`: the services' shared words; `copy`: this service's own, keys built from its data. */
function useService() {
  const { t } = useTranslation('services');
  const slug = useServiceSlug();
  const { t: own } = useTranslation(serviceNamespace(slug));
  const fmt = useFormat();
  return { t, copy: looseT(own), fmt, slug };
}

/** `faq` is the questions' island: the one part of the page a visitor opens and closes. */
export default function ServicePage({ faq }: { faq: ReactNode }) {
  return (
    <>
      <ServiceBreadcrumbs />
      <ServiceHero />
      <ServiceFeatures />
      <ServiceBenefits />
      <ServiceProcess />
      <ServicePricing />
      {faq}
      <ServiceCta />
      <RelatedServices />
    </>
  );
}

function ServiceBreadcrumbs() {
  const { t, slug } = useService();
  const lang = useLang();
  return (
    <Breadcrumbs
      label={t('breadcrumb.label')}
      trail={[
        { name: t('breadcrumb.home'), href: pageHref('home', lang) },
        { name: t('breadcrumb.services'), href: pageHref('services', lang) },
      ]}
      current={t(`summary.${slug}.name`)}
    />
  );
}

function ServiceHero() {
  const { t, copy, fmt, slug } = useService();
  const service = pricing.services[slug];
  const isSecurity = slug === 'ciberseguridad';
  const heroFacts: { key: string; icon: LucideIcon; label: string; value: string }[] = [
    { key: 'price', icon: Euro, label: t('page.fromLabel'), value: fmt.price(service.from) },
    { key: 'term', icon: Clock, label: t('page.term'), value: fmt.duration(service.term) },
    {
      key: 'warranty',
      icon: ShieldCheck,
      label: t('page.warranty'),
      value: t('page.warrantyValue', { count: pricing.terms.warrantyYears }),
    },
  ];
  return (
    <section className="page-hero page-hero--service">
      <div className="container service-hero">
        <div>
          <p className="eyebrow">{t(`summary.${slug}.name`)}</p>
          <h1>{copy('title')}</h1>
          <p className="lead">{t(`summary.${slug}.lead`)}</p>
          <div className="button-row">
            <PageLink
              to="contact"
              query={{ tipo: slug }}
              className="button button--primary button--large"
            >
              {t('page.ctaQuote')}
              <ArrowRight aria-hidden="true" size={20} />
            </PageLink>
            <a
              href={isSecurity ? '#servicios' : '#proceso'}
              className="button button--ghost button--large"
            >
              {isSecurity ? t('page.servicesLink') : t('page.processLink')}
            </a>
          </div>
        </div>
        <dl className="hero-facts">
          {heroFacts.map(({ key, icon: Icon, label, value }) => (
            <div key={key} className="hero-facts__item">
              <dt>
                <Icon aria-hidden="true" size={22} />
                {label}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ServiceFeatures() {
  const { t, copy, slug } = useService();
  const features = tEntries<Titled>(copy, 'features.items');
  return (
    <HeadedSection
      id={slug === 'ciberseguridad' ? 'servicios' : 'incluye'}
      headingId="features-title"
      eyebrow={t('page.featuresEyebrow')}
      title={copy('features.title')}
    >
      <FeatureGrid
        items={features}
        idPrefix="feature"
        icons={FEATURE_ICONS}
        fallbackIcon={Sparkles}
      />
    </HeadedSection>
  );
}

function ServiceBenefits() {
  const { t, copy } = useService();
  const benefits = tEntries<Titled>(copy, 'benefits.items');
  return (
    <HeadedSection
      headingId="benefits-title"
      tinted
      container="split"
      eyebrow={t('page.benefitsEyebrow')}
      title={t('page.benefitsTitle')}
    >
      <ul className="benefit-list">
        {benefits.map(([key, item]) => (
          <li key={key}>
            <CheckCircle2 aria-hidden="true" size={24} />
            <div>
              <h3 id={`benefit-${key}`}>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function ServiceProcess() {
  const { t, copy, fmt, slug } = useService();
  const service = pricing.services[slug];
  const processCopy = tEntries<Titled>(copy, 'process');
  const steps = service.process
    ? processCopy.map(([key, step], index) => {
        const duration = service.process?.[index];
        return { key, ...step, duration: duration ? fmt.duration(duration) : '' };
      })
    : pricing.expressPhases.map((phase) => ({
        key: phase.id,
        title: t(`page.phases.${phase.id}.title`),
        text: t(`page.phases.${phase.id}.text`),
        duration: fmt.dayRange(phase.days.from, phase.days.to),
      }));
  return (
    <HeadedSection
      id="proceso"
      headingId="process-title"
      container="split"
      eyebrow={t('page.processEyebrow')}
      title={t('page.processTitle')}
      lead={
        service.process
          ? undefined
          : t('page.expressNote', {
              term: fmt.duration(service.term),
              days: fmt.number(pricing.terms.expressDeliveryDays),
            })
      }
    >
      <Timeline steps={steps} idPrefix="step" />
    </HeadedSection>
  );
}

function ServicePricing() {
  const { t, copy, fmt, slug } = useService();
  const tiers = Object.fromEntries(tEntries<Tier>(copy, 'tiers'));
  const extras = tEntries<string>(copy, 'extras');
  const milestones = pricing.terms.paymentMilestones;
  return (
    <HeadedSection
      id="precios"
      headingId="pricing-title"
      tinted
      eyebrow={t('page.pricingEyebrow')}
      title={t('page.pricingTitle')}
      lead={t('page.pricingLead', {
        start: fmt.percent(milestones.start),
        staging: fmt.percent(milestones.staging),
        production: fmt.percent(milestones.production),
      })}
      centered
    >
      <ul className="price-table">
        {pricing.services[slug].tiers.map((tier) => {
          const words = tiers[tier.id];
          if (!words) return null;
          const facts = factValues(tier.facts, fmt);
          const featured = tier.id === 'standard';
          return (
            <li key={tier.id} className={`price-tier${featured ? ' price-tier--featured' : ''}`}>
              {featured && <p className="price-tier__badge">{t('page.popular')}</p>}
              <h3 id={`plan-${tier.id}`}>{words.name}</h3>
              <p className="price-tier__summary">{words.summary}</p>
              <p className="price-tier__price">{fmt.price(tier.price)}</p>
              <ul className="price-tier__includes">
                {Object.keys(words.includes).map((key) => (
                  <li key={key}>
                    <Check aria-hidden="true" size={18} />
                    {copy(`tiers.${tier.id}.includes.${key}`, facts)}
                  </li>
                ))}
              </ul>
              <PageLink
                to="contact"
                query={{ tipo: slug }}
                className={`button button--block ${featured ? 'button--primary' : 'button--ghost'}`}
              >
                {t('page.choose')}
                <span className="visually-hidden"> ({words.name})</span>
              </PageLink>
            </li>
          );
        })}
      </ul>
      <div className="extras-note">
        <h3 id="other-costs">{t('page.extrasTitle')}</h3>
        <ul>
          {extras.map(([key]) => (
            <li key={key}>{copy(`extras.${key}`, extraValues(pricing, slug, key, fmt))}</li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  );
}

export const ServiceFaq = withPage(function ServiceFaq() {
  const { t, copy } = useService();
  const faqs = tEntries<{ q: string; a: string }>(copy, 'faq');
  const [openFaq, setOpenFaq] = useState<string | null>(null);
  return (
    <HeadedSection
      headingId="service-faq-title"
      container="split"
      eyebrow={t('page.faqEyebrow')}
      title={t('page.faqTitle')}
    >
      <div className="accordion">
        {faqs.map(([key, item]) => (
          <AccordionItem
            key={key}
            baseId={`service-faq-${key}`}
            anchorId={`service-faq-${key}`}
            question={item.q}
            answer={item.a}
            open={openFaq === key}
            onToggle={() => setOpenFaq(openFaq === key ? null : key)}
          />
        ))}
        <PageLink to="faq" className="card__link">
          {t('page.faqMore')}
          <ArrowRight aria-hidden="true" size={18} />
        </PageLink>
      </div>
    </HeadedSection>
  );
});

function ServiceCta() {
  const { t, copy, fmt, slug } = useService();
  return (
    <CtaBand id="service-cta-title" title={copy('cta.title')} text={copy('cta.text')}>
      <PageLink
        to="contact"
        query={{ tipo: slug }}
        className="button button--primary button--large"
      >
        {t('page.ctaQuote')}
      </PageLink>
      <a
        className="button button--whatsapp button--large"
        href={whatsappHref(copy('whatsapp'))}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="service-whatsapp"
      >
        <WhatsAppIcon />
        {t('page.ctaWhatsapp')}
        <span className="visually-hidden"> {fmt.t('newTab')}</span>
      </a>
    </CtaBand>
  );
}

function RelatedServices() {
  const { t, fmt, slug } = useService();
  return (
    <HeadedSection
      headingId="related-title"
      eyebrow={t('page.relatedEyebrow')}
      title={t('page.relatedTitle')}
    >
      <ul className="related-grid" data-testid="related-services">
        {RELATED_SERVICES[slug].map((related) => {
          const Icon = SERVICE_ICONS[related] ?? Sparkles;
          return (
            <li key={related} className="related-card">
              <span className="icon-badge">
                <Icon aria-hidden="true" size={22} />
              </span>
              <h3 id={`related-${related}`}>
                <PageLink to={`service-${related}`} className="related-card__link">
                  {t(`summary.${related}.name`)}
                </PageLink>
              </h3>
              <p>{t(`summary.${related}.lead`)}</p>
              <p className="related-card__price">{fmt.price(pricing.services[related].from)}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
