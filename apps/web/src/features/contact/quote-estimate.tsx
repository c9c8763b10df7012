import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { estimateQuote, type Lang, type LeadDetails, type ProjectType } from '@studio/shared';
import { formatMoney } from '../../lib/format';
import { pricing } from '../../lib/pricing';

/** An addition of ours: the instant estimate of step 3, from the published prices. */
export function QuoteEstimate({
  type,
  details,
  lang,
}: {
  type: ProjectType;
  details: LeadDetails;
  lang: Lang;
}) {
  const { t } = useTranslation('contact');
  const { price, term } = estimateQuote(pricing.services, type, details);
  // "1.200 €": whole euros, four-digit amounts grouped in every language.
  const amount = formatMoney(Math.round(price.amount), lang);
  const span = t(term.unit === 'weeks' ? 'form.estimate.weeks' : 'form.estimate.days', term);
  return (
    <aside className="quote-estimate" aria-labelledby="quote-estimate-title">
      <span className="quote-estimate__icon" aria-hidden="true">
        <Calculator size={22} />
      </span>
      <div>
        <h3 id="quote-estimate-title" className="quote-estimate__title">
          {t('form.estimate.title')}
        </h3>
        <p className="quote-estimate__figure" data-testid="estimate">
          <strong>
            {t(price.per === 'month' ? 'form.estimate.fromMonthly' : 'form.estimate.from', {
              price: amount,
            })}
          </strong>
          <span>{t('form.estimate.term', { term: span })}</span>
        </p>
        <p className="quote-estimate__note">{t('form.estimate.note')}</p>
      </div>
    </aside>
  );
}
