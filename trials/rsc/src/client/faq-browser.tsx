'use client';
/**
 * The FAQ page's search, categories and questions: apps/web/src/features/faq/faq-page.tsx's
 * middle section, with the questions given by the server page as a prop (not the app's content
 * cache) and the opened question read from the address's hash after hydration.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, SearchX } from 'lucide-react';
import { FAQ_CATEGORIES, type Faq, type Lang } from '@studio/shared';
import { AccordionItem } from '../../../../apps/web/src/components/accordion-item';
import { useAfterHydration } from '../../../../apps/web/src/lib/use-hydrated';
import {
  filterFaqs,
  type FaqFilterCategory,
} from '../../../../apps/web/src/features/faq/faq-filter';

const CATEGORIES: readonly FaqFilterCategory[] = ['all', ...FAQ_CATEGORIES];

export function FaqBrowser({ faqs, lang }: { faqs: readonly Faq[]; lang: Lang }) {
  const { t } = useTranslation('faq');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqFilterCategory>('all');
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const searchId = useId();
  // Opening /faq#some-id expands that question; the prerendered HTML has no hash.
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  const target = useAfterHydration(decodeURIComponent(hash.replace(/^#/, '')), '');
  const isOpen = (key: string) => toggled[key] ?? key === target;

  const shown = filterFaqs(faqs, lang, category, query);
  const reset = () => {
    setQuery('');
    setCategory('all');
  };
  const toggle = (key: string) => setToggled((current) => ({ ...current, [key]: !isOpen(key) }));

  return (
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
          {t('count', { count: shown.length })}
        </p>
      </div>

      <div className="faq-results">
        {shown.length === 0 ? (
          <div className="faq-empty">
            <SearchX aria-hidden="true" size={36} />
            <p>{t('empty.text')}</p>
            <button type="button" className="button button--ghost" onClick={reset}>
              {t('empty.reset')}
            </button>
          </div>
        ) : (
          <div className="accordion" data-testid="faq-list">
            {shown.map((faq) => {
              const key = faq.id ?? faq.question;
              return (
                <AccordionItem
                  key={key}
                  baseId={faq.id ? `faq-${faq.id}` : `faq-item-${sortedIndex(faqs, faq)}`}
                  anchorId={faq.id}
                  question={faq.question}
                  answer={faq.answer}
                  headingLevel={2}
                  open={isOpen(key)}
                  onToggle={() => toggle(key)}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

/** A stable position for a FAQ without an id, so its element ids survive filtering. */
function sortedIndex(list: readonly { question: string }[], faq: { question: string }): number {
  return list.findIndex((item) => item.question === faq.question);
}
