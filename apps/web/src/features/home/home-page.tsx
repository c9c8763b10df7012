import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  BadgeCheck,
  Clock,
  HandCoins,
  LifeBuoy,
  MessagesSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { PortfolioItem } from '@studio/shared';
import { CtaBand } from '../../components/cta-band';
import { FeatureGrid } from '../../components/feature-grid';
import { HeadedSection } from '../../components/section-heading';
import { StatList, StatsBand } from '../../components/stat-list';
import { useLang } from '../../lib/page-context';
import { PageLink, pageHref } from '../../lib/page-links';
import { tEntries } from '../../lib/t-entries';
import { projectUrl } from '../portfolio/project-urls';
import { resultFigure } from '../portfolio/result-figure';
import { HeroArt } from './hero-art';
import './home.css';

type Figure = { value: string; label: string };
type Result = { label: string; text: string };
type Story = { tag: string; title: string; text: string };
type Titled = { title: string; text: string };

/**
 * The portfolio's project each result, story and the hero's figure tells of: its figure is that
 * project's `result` in portfolio.json, so the two pages cannot disagree.
 */
const RESULT_PROJECTS: Record<string, string> = {
  conversion: 'vermuts-sarria',
  users: 'torn-labs',
  costs: 'transports-besos',
  visits: 'assessoria-vallcarca',
};
const STORY_PROJECTS: Record<string, string> = {
  shop: 'vermuts-sarria',
  restaurant: 'can-reixac',
};
const HERO_PROJECT = 'vermuts-sarria';

export interface HomePageProps {
  /** portfolio.json of the page's language. */
  projects: readonly PortfolioItem[];
  /** The projects with a case study in the page's language. */
  caseStudies: readonly string[];
}

/** The project a result or a story names; the build stops if it is gone from portfolio.json. */
function projectOf(projects: readonly PortfolioItem[], slug: string | undefined): PortfolioItem {
  const project = projects.find((item) => item.slug === slug);
  if (!project) throw new Error(`home: no project "${slug}" in portfolio.json`);
  return project;
}

function figureOf(projects: readonly PortfolioItem[], slug: string | undefined): string {
  const project = projectOf(projects, slug);
  const figure = resultFigure(project.result);
  if (!figure) throw new Error(`home: the result of "${slug}" opens with no figure`);
  return figure;
}

const COMMITMENT_ICONS: Record<string, LucideIcon> = {
  warranty: ShieldCheck,
  moneyBack: HandCoins,
  reply: Clock,
  consultation: MessagesSquare,
  support: LifeBuoy,
};

/** Monogram tiles for the technologies (no third-party logos). */
const TECH_MONOGRAMS: Record<string, string> = {
  react: 'Re',
  node: 'No',
  php: 'Ph',
  mysql: 'My',
  aws: 'Aw',
  docker: 'Do',
  wordpress: 'Wp',
  shopify: 'Sh',
};

export default function HomePage({ projects, caseStudies }: HomePageProps) {
  return (
    <>
      <HomeHero metric={figureOf(projects, HERO_PROJECT)} />
      <HomeStats />
      <HomeResults projects={projects} />
      <HomeStories projects={projects} caseStudies={caseStudies} />
      <HomeExpress />
      <HomeTech />
      <HomeCommitments />
      <HomeCta />
    </>
  );
}

function HomeHero({ metric }: { metric: string }) {
  const { t } = useTranslation('home');
  const points = tEntries<string>(t, 'hero.points');
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="lead">{t('hero.lead')}</p>
          <div className="button-row">
            <PageLink to="contact" className="button button--primary button--large">
              {t('hero.primary')}
              <ArrowRight aria-hidden="true" size={20} />
            </PageLink>
            <PageLink to="portfolio" className="button button--ghost button--large">
              {t('hero.secondary')}
            </PageLink>
          </div>
          <ul className="check-list check-list--inline">
            {points.map(([key, text]) => (
              <li key={key}>
                <BadgeCheck aria-hidden="true" size={18} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt metric={metric} />
      </div>
    </section>
  );
}

function HomeStats() {
  const { t } = useTranslation('home');
  const stats = tEntries<Figure>(t, 'stats.items');
  return <StatsBand label={t('stats.title')} stats={stats} />;
}

function HomeResults({ projects }: Pick<HomePageProps, 'projects'>) {
  const { t } = useTranslation('home');
  const results = tEntries<Result>(t, 'results.items');
  return (
    <HeadedSection
      headingId="results-title"
      eyebrow={t('results.eyebrow')}
      title={t('results.title')}
      lead={t('results.lead')}
    >
      <ul className="result-grid">
        {results.map(([key, item]) => (
          <li key={key} className="result-card">
            <p className="result-card__value">{figureOf(projects, RESULT_PROJECTS[key])}</p>
            <h3 id={`result-${key}`} className="result-card__label">
              {item.label}
            </h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function HomeStories({ projects, caseStudies }: HomePageProps) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const stories = tEntries<Story>(t, 'stories.items');
  return (
    <HeadedSection
      headingId="stories-title"
      tinted
      eyebrow={t('stories.eyebrow')}
      title={t('stories.title')}
    >
      <ul className="story-grid">
        {stories.map(([key, story]) => {
          const project = projectOf(projects, STORY_PROJECTS[key]);
          const href = caseStudies.includes(project.slug)
            ? projectUrl(project.slug, lang)
            : pageHref('portfolio', lang, { hash: `project-${project.slug}` });
          return (
            <li key={key} className={`story-card story-card--${key}`}>
              <div className="story-card__art" aria-hidden="true">
                <span className="story-card__shape" />
                <span className="story-card__shape story-card__shape--2" />
              </div>
              <div className="story-card__body">
                <p className="tag">{story.tag}</p>
                <h3 id={`story-${key}`}>{story.title}</h3>
                <p>{story.text}</p>
                <p className="story-card__metric">{project.result}</p>
                <a href={href} className="card__link">
                  {t('stories.more')}
                  <ArrowRight aria-hidden="true" size={18} />
                  <span className="visually-hidden">: {story.title}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}

function HomeExpress() {
  const { t } = useTranslation('home');
  const express = tEntries<Figure>(t, 'express.items');
  return (
    <HeadedSection
      headingId="express-title"
      container="express"
      eyebrow={t('express.eyebrow')}
      title={t('express.title')}
      lead={t('express.lead')}
    >
      <div>
        <StatList
          label={t('express.title')}
          items={express.map(([key, item]) => ({ key, ...item }))}
        />
        <PageLink to="about" hash="proceso" className="card__link express__link">
          {t('express.link')}
          <ArrowRight aria-hidden="true" size={18} />
        </PageLink>
      </div>
    </HeadedSection>
  );
}

function HomeTech() {
  const { t } = useTranslation('home');
  const tech = tEntries<{ name: string; text: string }>(t, 'tech.items');
  return (
    <HeadedSection
      headingId="tech-title"
      tinted
      eyebrow={t('tech.eyebrow')}
      title={t('tech.title')}
      lead={t('tech.lead')}
    >
      <ul className="tech-grid">
        {tech.map(([key, item]) => (
          <li key={key} className="tech-tile">
            <span className={`tech-tile__mark tech-tile__mark--${key}`} aria-hidden="true">
              {TECH_MONOGRAMS[key]}
            </span>
            <span>
              <strong>{item.name}</strong>
              <span className="tech-tile__text">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function HomeCommitments() {
  const { t } = useTranslation('home');
  const commitments = tEntries<Titled>(t, 'commitment.items');
  return (
    <HeadedSection
      headingId="commitment-title"
      eyebrow={t('commitment.eyebrow')}
      title={t('commitment.title')}
      lead={t('commitment.lead')}
    >
      <FeatureGrid
        items={commitments}
        idPrefix="commitment"
        icons={COMMITMENT_ICONS}
        fallbackIcon={ShieldCheck}
        columns="five"
      />
    </HeadedSection>
  );
}

function HomeCta() {
  const { t } = useTranslation('home');
  return (
    <CtaBand id="home-cta-title" title={t('cta.title')} text={t('cta.text')}>
      <PageLink to="contact" className="button button--primary button--large">
        {t('cta.primary')}
      </PageLink>
      <PageLink to="services" className="button button--light button--large">
        {t('cta.secondary')}
      </PageLink>
    </CtaBand>
  );
}
