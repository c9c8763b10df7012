import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercent,
  formatPercentRange,
  type Currency,
  type Duration,
  type Lang,
  type Price,
} from '@studio/shared';
import { useLang } from './page-context';
import { looseT, type LooseT } from './t-entries';

// The pure number formatting is shared, as the content loader fills the same figures into the
// content files; what needs the translations (from, per month, weeks) stays here.
export { formatMoney, formatMoneyRange, formatNumber, formatPercent, formatPercentRange };

export function formatPrice(price: Price, lang: Lang, t: LooseT): string {
  let text = formatMoney(price.amount, lang);
  if (price.per) text = t(`format.per.${price.per}`, { ns: 'common', lng: lang, price: text });
  return price.from ? t('format.from', { ns: 'common', lng: lang, price: text }) : text;
}

export function formatDuration(duration: Duration, lang: Lang, t: LooseT): string {
  const range =
    duration.min === duration.max
      ? formatNumber(duration.min, lang)
      : `${formatNumber(duration.min, lang)}-${formatNumber(duration.max, lang)}`;
  return t(`format.${duration.unit}`, { ns: 'common', lng: lang, count: duration.max, range });
}

/** Also the `FigureFormat` a service page's copy is filled with (shared service-figures.ts). */
export function useFormat() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const loose = looseT(t);
  return {
    lang,
    t: loose,
    number: (value: number) => formatNumber(value, lang),
    money: (amount: number, currency?: Currency) => formatMoney(amount, lang, currency),
    moneyRange: (min: number, max: number) => formatMoneyRange(min, max, lang),
    percentRange: (min: number, max: number) => formatPercentRange(min, max, lang),
    price: (price: Price) => formatPrice(price, lang, loose),
    duration: (duration: Duration) => formatDuration(duration, lang, loose),
    percent: (percent: number) => formatPercent(percent, lang),
    dayRange: (from: number, to: number) =>
      loose('format.dayRange', { from: formatNumber(from, lang), to: formatNumber(to, lang) }),
  };
}
