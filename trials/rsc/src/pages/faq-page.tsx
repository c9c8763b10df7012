/**
 * The FAQ page as a server component: apps/web's faq-page.tsx with its interactive middle
 * (search, categories, questions) in a client component that gets the questions as a prop.
 */
import { useTranslation } from 'react-i18next';
import type { Faq, Lang } from '@studio/shared';
import { CtaBand } from '../../../../apps/web/src/components/cta-band';
import { PageIntro } from '../../../../apps/web/src/components/page-intro';
import { PageLink } from '../../../../apps/web/src/lib/page-links';
import { FaqBrowser } from '../client/faq-browser';
import '../../../../apps/web/src/features/faq/faq.css';

export default function FaqPage({ faqs, lang }: { faqs: readonly Faq[]; lang: Lang }) {
  const { t } = useTranslation('faq');
  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead')} />
      <section className="section faq-section" aria-label={t('intro.title')}>
        <FaqBrowser faqs={faqs} lang={lang} />
      </section>
      <CtaBand id="faq-cta-title" title={t('cta.title')} text={t('cta.text')}>
        <PageLink to="contact" className="button button--primary button--large">
          {t('cta.button')}
        </PageLink>
      </CtaBand>
    </>
  );
}
