import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Clock, Mail } from 'lucide-react';
import type { LeadTracking } from '@studio/shared';
import { PageIntro } from '../../components/page-intro';
import { ApiRequestError, apiGet } from '../../lib/api-client';
import { useLang } from '../../lib/page-context';
import { settings } from '../../lib/site-settings';
import { useHydrated } from '../../lib/use-hydrated';
import { withPage } from '../../site/react/page-root';
import './contact.css';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; data: LeadTracking }
  | { kind: 'notFound' }
  | { kind: 'error' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /seguimiento?t=TOKEN: the request's summary and status history (read after hydration). */
function TrackingPage() {
  const { t: typed } = useTranslation('contact');
  // Option and status keys come from the API's data, so they are plain strings here.
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang = useLang();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const load = useCallback(async (token: string, signal?: AbortSignal) => {
    try {
      const data = await apiGet<LeadTracking>(`/leads/track?t=${encodeURIComponent(token)}`, {
        signal,
      });
      setState({ kind: 'found', data });
    } catch (error) {
      if (signal?.aborted) return;
      const missing = error instanceof ApiRequestError && error.status === 404;
      setState({ kind: missing ? 'notFound' : 'error' });
    }
  }, []);

  // The prerendered HTML has no query: the token is read once hydrated.
  const hydrated = useHydrated();
  const token = hydrated ? new URLSearchParams(window.location.search).get('t') : null;
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state only after the fetch settles
    void load(token, controller.signal);
    return () => controller.abort();
  }, [load, token]);
  const view: State = hydrated && !token ? { kind: 'notFound' } : state;

  const dateFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : `${lang}-ES`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: settings.hours.timeZone,
  });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));
  const optionLabel = (field: string, value: string) =>
    t(`form.options.${field}.${value}`, { defaultValue: value });

  return (
    <>
      <PageIntro title={t('tracking.title')} lead={t('tracking.lead')} />
      <section className="section quote-section">
        <div className="container quote-container">
          <div
            className="quote-form tracking"
            aria-live="polite"
            aria-busy={view.kind === 'loading'}
          >
            {(view.kind === 'idle' || view.kind === 'loading') && (
              <p className="tracking__message">{t('tracking.loading')}</p>
            )}
            {view.kind === 'notFound' && (
              <div className="tracking__message" role="alert">
                <p>{t('tracking.notFound')}</p>
                <a className="button button--ghost" href={`mailto:${settings.email}`}>
                  <Mail size={18} aria-hidden="true" />
                  {t('tracking.contact')}
                </a>
              </div>
            )}
            {view.kind === 'error' && (
              <div className="tracking__message" role="alert">
                <p>{t('tracking.error')}</p>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    if (!token) return;
                    setState({ kind: 'loading' });
                    void load(token);
                  }}
                >
                  {t('tracking.retry')}
                </button>
              </div>
            )}
            {view.kind === 'found' && (
              <>
                <h2 className="quote-step__title">{t('tracking.summary')}</h2>
                <dl className="tracking__summary">
                  {view.data.project_type ? (
                    <Fact label={t('tracking.type')}>
                      {t(`form.types.${view.data.project_type}.label`)}
                    </Fact>
                  ) : (
                    // A hand-over from the chat: no project type, the visitor's question instead.
                    <Fact label={t('tracking.origin')}>{t('tracking.fromChat')}</Fact>
                  )}
                  {view.data.question && (
                    <div className="tracking__wide">
                      <dt>{t('tracking.question')}</dt>
                      <dd className="tracking__question">{view.data.question}</dd>
                    </div>
                  )}
                  <Fact label={t('tracking.date')}>{formatDate(view.data.created_at)}</Fact>
                  <Fact label={t('tracking.status')}>
                    <span className={`tracking__status tracking__status--${view.data.status}`}>
                      {t(`tracking.statuses.${view.data.status}`)}
                    </span>
                  </Fact>
                  {view.data.budget_range && (
                    <Fact label={t('tracking.budget')}>
                      {optionLabel('budget_range', view.data.budget_range)}
                    </Fact>
                  )}
                  {Object.entries(view.data.details).map(([field, value]) => (
                    <Fact key={field} label={t(`form.fields.${field}`, { defaultValue: field })}>
                      {Array.isArray(value)
                        ? value.map((item) => optionLabel(field, item)).join(', ')
                        : optionLabel(field, value)}
                    </Fact>
                  ))}
                </dl>
                <h2 className="quote-step__title">{t('tracking.history')}</h2>
                <ol className="tracking__history">
                  {[...view.data.history].reverse().map((event, index) => (
                    <li key={`${event.at}-${event.status}`}>
                      <span className="tracking__dot" aria-hidden="true">
                        {index === 0 ? <CircleCheck size={18} /> : <Clock size={16} />}
                      </span>
                      <span>
                        <strong>{t(`tracking.statuses.${event.status}`)}</strong>
                        <time dateTime={event.at}>{formatDate(event.at)}</time>
                        {event.note && <span className="tracking__note">{event.note}</span>}
                      </span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

export default withPage(TrackingPage);
