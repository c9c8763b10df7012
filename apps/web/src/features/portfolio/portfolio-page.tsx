import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  ArrowUpRight,
  CalendarClock,
  Headset,
  ShieldCheck,
  Store,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { PortfolioItem } from '@studio/shared';
import { ContentStatus } from '../../components/content-status';
import { CtaBand } from '../../components/cta-band';
import { PageIntro } from '../../components/page-intro';
import { HeadedSection } from '../../components/section-heading';
import { useContentList } from '../../lib/content-data';
import { useLang } from '../../lib/page-context';
import { PageLink } from '../../lib/page-links';
import { tEntries } from '../../lib/t-entries';
import { withPage } from '../../site/react/page-root';
import { useLogos } from './logos';
import { projectUrl } from './project-urls';
import './portfolio.css';

/** Featured at the top: an online shop and a restaurant. */
const FEATURED_PROJECTS = ['ceramiques-maragall', 'can-reixac'] as const;

const WHY_ICONS: Record<string, LucideIcon> = {
  web: CalendarClock,
  shops: Store,
  roi: TrendingUp,
  warranty: ShieldCheck,
  support: Headset,
};

function ProjectCard({
  item,
  featured,
  caseStudy,
}: {
  item: PortfolioItem;
  featured?: boolean;
  /** Its case study's address, when it has one in this language. */
  caseStudy?: string;
}) {
  const { t } = useTranslation('portfolio');
  return (
    <li className={`project-card${featured ? ' project-card--featured' : ''}`}>
      <img
        className="project-card__image"
        src={item.image.src}
        width={item.image.width}
        height={item.image.height}
        alt={item.image.alt}
        loading={featured ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="project-card__body">
        <p className="project-card__meta">
          <span className="tag">{item.sector}</span>
          <span className="project-card__client">{item.client}</span>
        </p>
        <h3 id={`project-${item.slug}`}>
          {caseStudy ? <a href={caseStudy}>{item.title}</a> : item.title}
        </h3>
        <p>{item.summary}</p>
        <p className="project-card__result">
          <TrendingUp aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('projects.result')}: </span>
          {item.result}
        </p>
        {item.tags.length > 0 && (
          <ul className="project-card__tags">
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <div className="project-card__links">
          {caseStudy && (
            <a className="card__link" href={caseStudy}>
              {t('projects.caseStudy')}
              <ArrowRight aria-hidden="true" size={18} />
              <span className="visually-hidden">: {item.title}</span>
            </a>
          )}
          {item.url && (
            <a
              className="card__link"
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('featured.visitLabel', { client: item.client })} ${t('newTab', { ns: 'common' })}`}
            >
              {featured ? t('featured.visit') : t('projects.visit')}
              <ArrowUpRight aria-hidden="true" size={18} />
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

/** `projects` and `logos` are the islands that ask the server (the API, the logos' index). */
export default function PortfolioPage({
  projects,
  logos,
}: {
  projects: ReactNode;
  logos: ReactNode;
}) {
  const { t } = useTranslation('portfolio');
  const why = tEntries<{ value: string; title: string; text: string }>(t, 'why.items');

  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead')}>
        <PageLink to="contact" className="button button--primary button--large">
          {t('intro.primary')}
        </PageLink>
        <a href="#proyectos" className="button button--ghost button--large">
          {t('intro.secondary')}
        </a>
      </PageIntro>

      {projects}
      {logos}

      <HeadedSection tinted headingId="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')}>
        <ul className="why-grid">
          {why.map(([key, item]) => {
            const Icon = WHY_ICONS[key] ?? ShieldCheck;
            return (
              <li key={key} className="why-card">
                <Icon aria-hidden="true" size={22} className="why-card__icon" />
                <p className="why-card__value">{item.value}</p>
                <h3 id={`why-${key}`}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <CtaBand id="portfolio-cta-title" title={t('cta.title')} text={t('cta.text')}>
        <PageLink to="contact" className="button button--primary button--large">
          {t('cta.button')}
        </PageLink>
      </CtaBand>
    </>
  );
}

/** `caseStudies`: the projects with a page in this language, as the build wrote them. */
export const PortfolioProjects = withPage(function PortfolioProjects({
  caseStudies = [],
}: {
  caseStudies?: readonly string[];
}) {
  const { t } = useTranslation('portfolio');
  const lang = useLang();
  const portfolio = useContentList('portfolio');
  const caseStudy = (item: PortfolioItem) =>
    caseStudies.includes(item.slug) ? projectUrl(item.slug, lang) : undefined;
  const isFeatured = (item: PortfolioItem) =>
    (FEATURED_PROJECTS as readonly string[]).includes(item.slug);
  const featured = portfolio.list?.filter(isFeatured) ?? [];
  const others = portfolio.list?.filter((item) => !isFeatured(item)) ?? [];
  return (
    <>
      <HeadedSection
        id="proyectos"
        headingId="featured-title"
        eyebrow={t('featured.eyebrow')}
        title={t('featured.title')}
        lead={t('featured.lead')}
      >
        {portfolio.list ? (
          <ul className="featured-grid">
            {featured.map((item) => (
              <ProjectCard key={item.slug} item={item} caseStudy={caseStudy(item)} featured />
            ))}
          </ul>
        ) : (
          <ContentStatus status={portfolio.status} onRetry={portfolio.retry} />
        )}
      </HeadedSection>

      {others.length > 0 && (
        <HeadedSection
          headingId="projects-title"
          tinted
          eyebrow={t('projects.eyebrow')}
          title={t('projects.title')}
        >
          <ul className="project-grid">
            {others.map((item) => (
              <ProjectCard key={item.slug} item={item} caseStudy={caseStudy(item)} />
            ))}
          </ul>
        </HeadedSection>
      )}
    </>
  );
});

export const PortfolioLogos = withPage(function PortfolioLogos() {
  const { t } = useTranslation('portfolio');
  const logos = useLogos();
  return (
    <HeadedSection
      headingId="logos-title"
      eyebrow={t('logos.eyebrow')}
      title={t('logos.title')}
      lead={t('logos.lead')}
      centered
    >
      <ul className="logo-grid" data-testid="logo-grid">
        {logos.map((logo) => (
          <li key={logo.file}>
            <img
              src={logo.src}
              alt={logo.alt}
              width={200}
              height={80}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
});
