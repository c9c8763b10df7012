import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight } from 'lucide-react';
import type { PortfolioItem, ServiceSlug } from '@studio/shared';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { QuoteCtaBand } from '../../components/cta-band';
import { useFormat } from '../../lib/format';
import { PageLink, pageHref } from '../../lib/page-links';
import { withPage } from '../../site/react/page-root';
import type { ProjectFacts } from './project-types';
import '../../styles/prose.css';
import './portfolio.css';

export interface ProjectPageProps {
  /** As portfolio.json has it: title, client, sector, summary, result, image, site. */
  project: PortfolioItem;
  facts: ProjectFacts;
  /** The service page it is a case of, with its name in the page's language. */
  service?: { slug: ServiceSlug; name: string };
  /** The story, rendered from its Markdown (an Astro slot). */
  body?: ReactNode;
}

/** The address without its scheme: what a visitor would type. */
const shownUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

function ProjectPage({ project, facts, service, body }: ProjectPageProps) {
  const { t } = useTranslation('portfolio');
  const { t: common } = useTranslation('common');
  const fmt = useFormat();
  const duration = fmt.duration({
    min: facts.duration.value,
    max: facts.duration.value,
    unit: facts.duration.unit,
  });
  return (
    <>
      <Breadcrumbs
        label={t('project.breadcrumb')}
        trail={[
          { name: t('project.home'), href: pageHref('home', fmt.lang) },
          { name: t('intro.eyebrow'), href: pageHref('portfolio', fmt.lang) },
        ]}
        current={project.title}
      />
      <article className="project">
        <header className="project__header container">
          <p className="eyebrow">{project.client}</p>
          <h1>{project.title}</h1>
          <p className="lead">{project.summary}</p>
          <dl className="project__figures" aria-label={t('project.figures')}>
            <div className="project__figure project__figure--result">
              <dt>{t('projects.result')}</dt>
              <dd data-testid="project-result">{project.result}</dd>
            </div>
            <div className="project__figure">
              <dt>{t('project.duration')}</dt>
              <dd>{duration}</dd>
            </div>
            <div className="project__figure">
              <dt>{t('project.year')}</dt>
              <dd>{facts.year}</dd>
            </div>
          </dl>
        </header>
        <div className="project__image container">
          <img
            src={project.image.src}
            width={project.image.width}
            height={project.image.height}
            alt={project.image.alt}
            fetchPriority="high"
          />
        </div>
        <div className="project__layout container">
          <div className="project__body prose">{body}</div>
          <aside className="project__facts" aria-labelledby="project-facts-title">
            <h2 id="project-facts-title">{t('project.facts')}</h2>
            <dl>
              <div>
                <dt>{t('project.client')}</dt>
                <dd>{project.client}</dd>
              </div>
              <div>
                <dt>{t('project.sector')}</dt>
                <dd>{project.sector}</dd>
              </div>
              <div>
                <dt>{t('project.stack')}</dt>
                <dd>
                  <ul className="project__stack">
                    {facts.stack.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              {service && (
                <div>
                  <dt>{t('project.service')}</dt>
                  <dd>
                    <PageLink to={`service-${service.slug}`}>{service.name}</PageLink>
                  </dd>
                </div>
              )}
              {project.url && (
                <div>
                  <dt>{t('project.site')}</dt>
                  <dd>
                    <a
                      href={project.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t('featured.visitLabel', { client: project.client })} ${common('newTab')}`}
                    >
                      {shownUrl(project.url)}
                      <ArrowUpRight aria-hidden="true" size={16} />
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </aside>
        </div>
      </article>
      <QuoteCtaBand
        id="project-cta-title"
        title={t('cta.title')}
        text={t('cta.text')}
        button={t('cta.button')}
      />
    </>
  );
}

export default withPage(ProjectPage);
