import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, SearchX } from 'lucide-react';
import { FAQ_CATEGORIES } from '@studio/shared';
import { AccordionItem } from '../../components/accordion-item';
import { ContentStatus } from '../../components/content-status';
import { CtaBand } from '../../components/cta-band';
import { PageIntro } from '../../components/page-intro';
import { useContentList } from '../../lib/content-data';
import { useHydrated } from '../../lib/use-hydrated';
import { PageLink } from '../../lib/page-links';
import { withPage } from '../../site/react/page-root';
import { filterFaqs, type FaqFilterCategory } from './faq-filter';
import './faq.css';

const CATEGORIES: readonly FaqFilterCategory[] = ['all', ...FAQ_CATEGORIES];

function FaqPage() {
  const { t } = useTranslation('faq');
  const faqs = useContentList('faqs');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqFilterCategory>('all');
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const searchId = useId();
  // /faq#some-id opens that question, once hydrated: the prerendered HTML knows no hash.
  const target = useHydrated() ? decodeURIComponent(window.location.hash.replace(/^#/, '')) : '';
  const isOpen = (key: string) => toggled[key] ?? key === target;

  const shown = faqs.list ? filterFaqs(faqs.list, category, query) : [];
  const reset = () => {
    setQuery('');
    setCategory('all');
  };
  const toggle = (key: string) => setToggled((current) => ({ ...current, [key]: !isOpen(key) }));

  return (
    <>
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead')} />
      <section className="section faq-section" aria-label={t('intro.title')}>
        <div className="container faq-layout">
          <div className="faq-controls">
            <label htmlFor={searchId} className="faq-search__label">
              {t('search.label')}
            </label>
            <div className="faq-search">
              <Search aria-hidden="true" size={20} />
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder={t('search.placeholder')}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
            </div>
            <div className="faq-categories" role="group" aria-label={t('categories.label')}>
              {CATEGORIES.map((id) => (
                <button
                  key={id}
                  type="button"
                  className="chip"
                  aria-pressed={category === id}
                  onClick={() => setCategory(id)}
                >
                  {t(`categories.${id}`)}
                </button>
              ))}
            </div>
            <p className="faq-count" role="status">
              {faqs.list ? t('count', { count: shown.length }) : ''}
            </p>
          </div>

          <div className="faq-results">
            {!faqs.list ? (
              <ContentStatus status={faqs.status} onRetry={faqs.retry} />
            ) : shown.length === 0 ? (
              <div className="faq-empty">
                <SearchX aria-hidden="true" size={36} />
                <p>{t('empty.text')}</p>
                <button type="button" className="button button--ghost" onClick={reset}>
                  {t('empty.reset')}
                </button>
              </div>
            ) : (
              <div className="accordion" data-testid="faq-list">
                {shown.map((faq) => (
                  <AccordionItem
                    key={faq.id}
                    baseId={`faq-${faq.id}`}
                    anchorId={faq.id}
                    question={faq.question}
                    answer={faq.answer}
                    headingLevel={2}
                    open={isOpen(faq.id)}
                    onToggle={() => toggle(faq.id)}
                  />
                ))}
              </div>
            )}
          </div>
        </div>
      </section>
      <CtaBand id="faq-cta-title" title={t('cta.title')} text={t('cta.text')}>
        <PageLink to="contact" className="button button--primary button--large">
          {t('cta.button')}
        </PageLink>
      </CtaBand>
    </>
  );
}

export default withPage(FaqPage);
