import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  FUNNEL_EVENTS,
  LANGS,
  type FunnelEvent,
  type Lang,
  type StudioFunnel,
} from '@studio/shared';
import { api } from '../api';
import { day, percent } from '../format';
import { usePageHeading } from '../page-title';
import { signedIn } from '../router';

export function funnelLoader({ request }: LoaderFunctionArgs) {
  return signedIn(() => api.funnel(request.signal)) as Promise<StudioFunnel>;
}

const STEPS = FUNNEL_EVENTS.filter((event) => event !== 'request_failed');

type Counts = Record<FunnelEvent, number>;

function Bars({ counts, label }: { counts: Counts; label: string }) {
  const { t, i18n } = useTranslation();
  const shown = counts.form_shown;
  const top = Math.max(1, ...STEPS.map((step) => counts[step]));
  return (
    <figure className="funnel__group">
      <figcaption>
        <strong>{label}</strong>{' '}
        <span className="muted">
          {t('funnel.conversion', {
            rate: shown > 0 ? percent(counts.request_sent / shown, i18n.language as Lang) : '—',
          })}
        </span>
      </figcaption>
      <dl className="bars">
        {STEPS.map((step) => (
          <div key={step} className="bars__row">
            <dt>{t(`events.${step}`)}</dt>
            <dd>
              <span
                className={`bars__bar bars__bar--${step}`}
                // The bar's length is the one style here that depends on data; a CSS variable
                // keeps it out of inline style rules the CSP would have to hash.
                ref={(node) => node?.style.setProperty('--share', String(counts[step] / top))}
              />
              <span className="bars__value">{counts[step]}</span>
            </dd>
          </div>
        ))}
        {counts.request_failed > 0 && (
          <div className="bars__row">
            <dt>{t('events.request_failed')}</dt>
            <dd>
              <span className="bars__value">{counts.request_failed}</span>
            </dd>
          </div>
        )}
      </dl>
    </figure>
  );
}

export function FunnelPage() {
  const { t, i18n } = useTranslation();
  const { weeks } = useLoaderData() as StudioFunnel;
  const heading = usePageHeading<HTMLHeadingElement>(t('funnel.title'));
  const byWeek = new Map<string, StudioFunnel['weeks']>();
  for (const entry of weeks) byWeek.set(entry.week, [...(byWeek.get(entry.week) ?? []), entry]);
  const total = Object.fromEntries(
    FUNNEL_EVENTS.map((event) => [
      event,
      weeks.reduce((sum, week) => sum + (week.counts[event] ?? 0), 0),
    ]),
  ) as Counts;
  const countsOf = (entry: StudioFunnel['weeks'][number]) =>
    Object.fromEntries(FUNNEL_EVENTS.map((event) => [event, entry.counts[event] ?? 0])) as Counts;

  return (
    <>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {t('funnel.title')}
        </h1>
        <p className="page-head__meta">{t('funnel.intro')}</p>
      </div>
      {weeks.length === 0 ? (
        <p className="panel">{t('funnel.empty')}</p>
      ) : (
        <>
          <section className="panel">
            <Bars counts={total} label={t('funnel.total')} />
          </section>
          {[...byWeek].reverse().map(([week, entries]) => (
            <section
              key={week}
              className="panel"
              aria-label={t('funnel.week', { date: day(week, i18n.language as Lang) })}
            >
              <h2>{t('funnel.week', { date: day(week, i18n.language as Lang) })}</h2>
              <div className="funnel__langs">
                {LANGS.flatMap((lang) => {
                  const entry = entries.find((candidate) => candidate.lang === lang);
                  return entry
                    ? [<Bars key={lang} counts={countsOf(entry)} label={t(`langs.${lang}`)} />]
                    : [];
                })}
              </div>
            </section>
          ))}
        </>
      )}
    </>
  );
}
