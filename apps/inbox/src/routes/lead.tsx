import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  LEAD_STATUSES,
  STUDIO_NOTE_MAX,
  isLang,
  sentenceAround,
  type Lang,
  type LeadStatus,
  type StudioLead,
} from '@studio/shared';
import { api, ApiError } from '../api';
import { dateTime } from '../format';
import { useAnswerWords, wordsOf } from '../known-words';
import { es } from '../locales/es';
import { usePageHeading } from '../page-title';
import { SelectField } from '../select-field';
import { signedIn } from '../router';

/** A lead that is not there (erased, or a wrong address) is a 404 page, not a failure. */
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** Opening a lead reads it: it stops standing out in the list. */
export async function leadLoader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return signedIn(() =>
    orNotFound(async () => {
      await api.setRead(id, true);
      return api.lead(id, request.signal);
    }),
  ) as Promise<StudioLead>;
}

type LeadResult = { saved: LeadStatus } | { error: string };

export async function leadAction({ params, request }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const form = await request.formData();
  switch (form.get('intent')) {
    case 'status': {
      const status = String(form.get('status')) as LeadStatus;
      const note = String(form.get('note') ?? '').trim();
      try {
        await signedIn(() => api.setStatus(id, status, note || null));
        return { saved: status } satisfies LeadResult;
      } catch (error) {
        if (error instanceof Response) throw error;
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }
    case 'unread':
      await signedIn(() => api.setRead(id, false));
      return redirect('/?unread=1');
    case 'erase': {
      const report = (await signedIn(() => api.erase(id))) as { leads: number };
      return redirect(`/?erased=${report.leads}`);
    }
    default:
      throw data(null, { status: 400 });
  }
}

const OUTBOX_STATES = Object.keys(es.outbox) as (keyof typeof es.outbox)[];

/** A visitor's value, in any script: `dir="auto"` keeps its direction (and an override) inside. */
function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd dir="auto">{value}</dd>
    </div>
  );
}

function SentenceWith({ sentence, words }: { sentence: (words: string) => string; words: string }) {
  const [before, after] = sentenceAround(sentence);
  return (
    <>
      {before}
      <bdi>{words}</bdi>
      {after}
    </>
  );
}

export function LeadPage() {
  const { t, i18n } = useTranslation();
  const answerWords = useAnswerWords();
  const lang = i18n.language as Lang;
  const lead = useLoaderData() as StudioLead;
  const result = useActionData() as LeadResult | undefined;
  const navigation = useNavigation();
  const heading = usePageHeading<HTMLHeadingElement>(lead.name || lead.email);
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { note: useId(), noteHelp: useId(), dialogTitle: useId() };
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'status';
  const saved = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (result && 'saved' in result) saved.current?.focus();
  }, [result]);

  return (
    <article className="lead">
      <p>
        <Link to="/" className="back">
          ← {t('lead.back')}
        </Link>
      </p>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          <bdi>{lead.name || lead.email}</bdi>
        </h1>
        <p className="page-head__meta">
          <span className={`status status--${lead.status}`}>{t(`statuses.${lead.status}`)}</span>
          <span>{t(`sources.${lead.source}`)}</span>
          <span>{t('lead.received', { when: dateTime(lead.createdAt, lang) })}</span>
        </p>
      </div>

      <div className="lead__grid">
        <div className="lead__main">
          <section className="panel" aria-labelledby="contact-title">
            <h2 id="contact-title">{t('lead.contact')}</h2>
            <dl className="facts">
              <Field label={t('lead.name')} value={lead.name} />
              <div className="facts__row">
                <dt>{t('lead.email')}</dt>
                <dd dir="auto">
                  <a href={`mailto:${lead.email}`}>{lead.email}</a>
                </dd>
              </div>
              <Field label={t('lead.phone')} value={lead.phone} />
              <Field label={t('lead.company')} value={lead.company} />
              <Field
                label={t('lead.lang')}
                value={isLang(lead.lang) ? t(`langs.${lead.lang}`) : lead.lang}
              />
            </dl>
          </section>

          {lead.source === 'form' ? (
            <section className="panel" aria-labelledby="project-title">
              <h2 id="project-title">{t('lead.project')}</h2>
              <dl className="facts">
                <Field label={t('lead.project')} value={t(`types.${lead.projectType ?? 'none'}`)} />
                {Object.entries(lead.details).map(([name, value]) => (
                  <Field
                    key={name}
                    label={answerWords.field(name)}
                    value={answerWords.answer(name, value)}
                  />
                ))}
                <Field
                  label={t('lead.budget')}
                  value={lead.budgetRange && answerWords.budget(lead.projectType, lead.budgetRange)}
                />
              </dl>
              {lead.message && (
                <>
                  <h3>{t('lead.message')}</h3>
                  <p className="prose" dir="auto">
                    {lead.message}
                  </p>
                </>
              )}
            </section>
          ) : (
            <section className="panel" aria-labelledby="conversation-title">
              <h2 id="conversation-title">{t('lead.conversation')}</h2>
              <ol className="conversation">
                {(lead.conversation ?? []).map((message, index) => (
                  <li key={index} className={`conversation__${message.role}`}>
                    <span className="conversation__who">
                      {message.role === 'user' ? t('lead.visitor') : t('lead.assistant')}
                    </span>
                    <p className="prose" dir="auto">
                      {message.content}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          )}

          <section className="panel" aria-labelledby="notifications-title">
            <h2 id="notifications-title">{t('lead.notifications')}</h2>
            {lead.notifications.length === 0 ? (
              <p>{t('lead.noNotifications')}</p>
            ) : (
              <ul className="plain-list">
                {lead.notifications.map((notice, index) => (
                  <li key={index}>
                    <strong>
                      <bdi>{notice.subject ?? notice.kind}</bdi>
                    </strong>
                    <span className="muted">
                      {notice.to ? (
                        <>
                          {' → '}
                          <bdi>{notice.to}</bdi>
                        </>
                      ) : null}{' '}
                      · {wordsOf(OUTBOX_STATES, notice.status, (state) => t(`outbox.${state}`))} ·{' '}
                      {t('lead.attempts', { count: notice.attempts })}
                      {notice.sentAt ? ` · ${dateTime(notice.sentAt, lang)}` : ''}
                    </span>
                    {notice.lastError && (
                      <span className="field__error" dir="auto">
                        {notice.lastError}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="lead__side">
          <section className="panel" aria-labelledby="change-title">
            <h2 id="change-title">{t('lead.change')}</h2>
            <Form method="post" className="stack">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label={t('lead.newStatus')}
                name="status"
                values={LEAD_STATUSES}
                words={(status) => t(`statuses.${status}`)}
                defaultValue={lead.status}
              />
              <div className="field">
                <label htmlFor={ids.note}>{t('lead.note')}</label>
                <textarea
                  id={ids.note}
                  name="note"
                  rows={4}
                  maxLength={STUDIO_NOTE_MAX}
                  aria-describedby={ids.noteHelp}
                />
                <p id={ids.noteHelp} className="field__help">
                  {t('lead.noteHelp', { max: STUDIO_NOTE_MAX })}
                </p>
              </div>
              <button type="submit" className="button" disabled={saving}>
                {saving ? t('lead.saving') : t('lead.save')}
              </button>
              {result && 'saved' in result && (
                <p ref={saved} tabIndex={-1} className="notice notice--ok" role="status">
                  {t('lead.saved', { status: t(`statuses.${result.saved}`) })}
                </p>
              )}
              {result && 'error' in result && (
                <p className="notice notice--warn" role="alert">
                  {t('app.error')}
                </p>
              )}
            </Form>
          </section>

          <section className="panel" aria-labelledby="tracking-title">
            <h2 id="tracking-title">{t('lead.tracking')}</h2>
            <p className="field__help">{t('lead.trackingHelp')}</p>
            {lead.trackingUrl ? (
              <p>
                <a href={lead.trackingUrl} target="_blank" rel="noreferrer">
                  {t('lead.trackingLink')}
                </a>
              </p>
            ) : (
              <p className="field__help">{t('lead.noTrackingLink')}</p>
            )}
            <h3>{t('lead.history')}</h3>
            <ol className="history">
              {lead.history.map((event, index) => (
                <li key={index}>
                  <span className={`status status--${event.status}`}>
                    {t(`statuses.${event.status}`)}
                  </span>{' '}
                  <time dateTime={event.at}>{dateTime(event.at, lang)}</time>
                  <p className="prose" dir="auto">
                    {event.note ?? <span className="muted">{t('lead.noNote')}</span>}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          <section className="panel stack">
            <Form method="post">
              <input type="hidden" name="intent" value="unread" />
              <button type="submit" className="button button--quiet">
                {t('lead.markUnread')}
              </button>
            </Form>
            <button
              type="button"
              className="button button--danger"
              onClick={() => dialog.current?.showModal()}
            >
              {t('lead.erase')}
            </button>
          </section>
        </aside>
      </div>

      <dialog ref={dialog} className="dialog" aria-labelledby={ids.dialogTitle}>
        <Form method="post" className="stack">
          <h2 id={ids.dialogTitle}>
            <SentenceWith
              sentence={(email) => t('lead.eraseTitle', { email })}
              words={lead.email}
            />
          </h2>
          <p>{t('lead.eraseBody')}</p>
          <input type="hidden" name="intent" value="erase" />
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--quiet"
              onClick={() => dialog.current?.close()}
            >
              {t('lead.cancel')}
            </button>
            <button type="submit" className="button button--danger">
              {t('lead.eraseConfirm')}
            </button>
          </div>
        </Form>
      </dialog>
    </article>
  );
}
