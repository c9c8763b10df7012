import { useTranslation } from 'react-i18next';
import { Gem, Handshake, Mail, Target, Telescope, type LucideIcon } from 'lucide-react';
import { CtaBand } from '../../components/cta-band';
import { PageIntro } from '../../components/page-intro';
import { FeatureGrid } from '../../components/feature-grid';
import { HeadedSection } from '../../components/section-heading';
import { StatsBand } from '../../components/stat-list';
import { Timeline } from '../../components/timeline';
import { initials } from '../../lib/initials';
import { PageLink } from '../../lib/page-links';
import { useFormat } from '../../lib/format';
import { pricing } from '../../lib/pricing';
import { settings } from '../../lib/site-settings';
import { looseT, tEntries } from '../../lib/t-entries';
import './about.css';

const VALUE_ICONS: Record<string, LucideIcon> = {
  clarity: Telescope,
  craft: Gem,
  results: Target,
  closeness: Handshake,
};

export default function AboutPage() {
  return (
    <>
      <AboutIntro />
      <AboutStats />
      <AboutTeam />
      <AboutWorkflow />
      <AboutValues />
      <AboutCareers />
      <AboutCta />
    </>
  );
}

function AboutIntro() {
  const { t } = useTranslation(['about', 'common']);
  return (
    <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead')}>
      <PageLink to="contact" className="button button--primary button--large">
        {t('intro.cta')}
      </PageLink>
    </PageIntro>
  );
}

function AboutStats() {
  const { t } = useTranslation(['about', 'common']);
  const stats = tEntries<{ value: string; label: string }>(t, 'stats.items');
  return <StatsBand label={t('stats.title')} stats={stats} />;
}

function AboutTeam() {
  const { t } = useTranslation(['about', 'common']);
  // The members are settings.json's, each with its name, role and bio under its id.
  const member = looseT(t);
  return (
    <HeadedSection
      headingId="team-title"
      eyebrow={t('team.eyebrow')}
      title={t('team.title')}
      lead={t('team.lead')}
    >
      <ul className="team-grid">
        {settings.team.map(({ id, years }, index) => {
          const name = member(`team.members.${id}.name`);
          return (
            <li key={id} className="team-card">
              <span className={`avatar avatar--${index % 4}`} aria-hidden="true">
                {initials(name)}
              </span>
              <h3 id={`team-${id}`}>{name}</h3>
              <p className="team-card__role">{member(`team.members.${id}.role`)}</p>
              <p className="team-card__years">{t('team.years', { count: years })}</p>
              <p>{member(`team.members.${id}.bio`)}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}

function AboutWorkflow() {
  const { t } = useTranslation(['about', 'common']);
  const fmt = useFormat();
  return (
    <HeadedSection
      id="proceso"
      headingId="workflow-title"
      tinted
      container="split"
      eyebrow={t('workflow.eyebrow')}
      title={t('workflow.title')}
      lead={t('workflow.lead')}
    >
      <Timeline
        idPrefix="phase"
        steps={pricing.expressPhases.map((phase) => ({
          key: phase.id,
          duration: fmt.dayRange(phase.days.from, phase.days.to),
          title: t(`workflow.phases.${phase.id}.title`),
          text: t(`workflow.phases.${phase.id}.text`),
        }))}
      />
    </HeadedSection>
  );
}

function AboutValues() {
  const { t } = useTranslation(['about', 'common']);
  const values = tEntries<{ title: string; text: string }>(t, 'values.items');
  return (
    <HeadedSection headingId="values-title" eyebrow={t('values.eyebrow')} title={t('values.title')}>
      <FeatureGrid
        items={values}
        idPrefix="value"
        icons={VALUE_ICONS}
        fallbackIcon={Gem}
        columns="four"
      />
    </HeadedSection>
  );
}

function AboutCareers() {
  const { t } = useTranslation(['about', 'common']);
  const mailto = `mailto:${settings.email}?subject=${encodeURIComponent(t('careers.subject'))}`;
  return (
    <section id="trabaja-con-nosotros" className="section" aria-labelledby="careers-title">
      <div className="container">
        <div className="careers">
          <div>
            <p className="eyebrow">{t('careers.eyebrow')}</p>
            <h2 id="careers-title">{t('careers.title')}</h2>
            <p>{t('careers.text')}</p>
          </div>
          <a className="button button--ghost button--large" href={mailto}>
            <Mail aria-hidden="true" size={20} />
            {t('careers.button')}
          </a>
        </div>
      </div>
    </section>
  );
}

function AboutCta() {
  const { t } = useTranslation(['about', 'common']);
  return (
    <CtaBand id="about-cta-title" title={t('cta.title')} text={t('cta.text')}>
      <PageLink to="contact" className="button button--primary button--large">
        {t('cta.button')}
      </PageLink>
    </CtaBand>
  );
}
