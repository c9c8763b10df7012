import { foldText, sortFaqs, type Faq, type FaqCategory } from '@studio/shared';

export type FaqFilterCategory = FaqCategory | 'all';

export function filterFaqs(
  faqs: readonly Faq[],
  category: FaqFilterCategory,
  query: string,
): Faq[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return sortFaqs(faqs).filter((faq) => {
    if (category !== 'all' && faq.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = foldText(`${faq.question} ${faq.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
