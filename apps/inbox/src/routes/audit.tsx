import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  PROJECT_TYPES,
  SIGN_IN_REFUSAL_DAYS,
  type AuditEntry,
  type Lang,
  type StudioAudit,
} from '@studio/shared';
import { api } from '../api';
import { dateTime, day } from '../format';
import { Pager } from '../pager';
import { wordsOf } from '../known-words';
import { usePageHeading } from '../page-title';
import { signedIn } from '../router';

export function auditLoader({ request }: LoaderFunctionArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  return signedIn(() => api.audit(page, request.signal)) as Promise<StudioAudit>;
}

function useDetailText() {
  const { t } = useTranslation();
  return (detail: AuditEntry['detail']): string => {
    if (typeof detail.leads === 'number') {
      return t('audit.erasedCounts', {
        leads: detail.leads,
        outbox: detail.outbox ?? 0,
        newsletter: detail.newsletter ?? 0,
      });
    }
    return Object.entries(detail)
      .flatMap(([name, value]) => {
        if (name === 'status' && typeof value === 'string') {
          return [wordsOf(LEAD_STATUSES, value, (status) => t(`statuses.${status}`))];
        }
        if (name === 'type' && typeof value === 'string') {
          return [wordsOf(PROJECT_TYPES, value, (type) => t(`types.${type}`))];
        }
        if (name === 'source' && typeof value === 'string') {
          return [wordsOf(LEAD_SOURCES, value, (source) => t(`sources.${source}`))];
        }
        if (name === 'note') return value === true ? [t('audit.withNote')] : [];
        if (name === 'q') return value === true ? [t('audit.withSearch')] : [];
        if (name === 'count' && typeof value === 'number')
          return [t('audit.rows', { count: value })];
        if (name === 'sessions' && typeof value === 'number')
          return [t('audit.sessions', { count: value })];
        if (name === 'all') return value === true ? [t('audit.allStaff')] : [];
        return [`${name}: ${String(value)}`];
      })
      .join(' · ');
  };
}

export function AuditPage() {
  const detailText = useDetailText();
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { entries, total, page, pageSize, refusals } = useLoaderData() as StudioAudit;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const heading = usePageHeading<HTMLHeadingElement>(t('audit.title'));
  return (
    <>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {t('audit.title')}
        </h1>
        <p className="page-head__meta">{t('audit.intro')}</p>
      </div>
      {entries.length === 0 ? (
        <p className="panel">{t('audit.empty')}</p>
      ) : (
        <table className="leads audit">
          <caption className="visually-hidden">{t('audit.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.what')}</th>
              <th scope="col">{t('audit.lead')}</th>
              <th scope="col">{t('audit.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td data-label={t('audit.when')}>
                  <time dateTime={entry.at}>{dateTime(entry.at, lang)}</time>
                </td>
                <td data-label={t('audit.who')}>{entry.actor}</td>
                <td data-label={t('audit.what')}>{t(`audit.actions.${entry.action}`)}</td>
                <td data-label={t('audit.lead')}>
                  {entry.leadId ? (
                    <Link to={`/leads/${entry.leadId}`}>{entry.leadId.slice(0, 8)}</Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={t('audit.detail')}>{detailText(entry.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={pages} href={(to) => (to > 1 ? `?page=${to}` : '?')} />
      <section className="panel refusals" aria-labelledby="refusals-title">
        <h2 id="refusals-title">{t('audit.refusals.title', { days: SIGN_IN_REFUSAL_DAYS })}</h2>
        {refusals.length === 0 ? (
          <p>{t('audit.refusals.none')}</p>
        ) : (
          <table className="leads audit" aria-labelledby="refusals-title">
            <thead>
              <tr>
                <th scope="col">{t('audit.refusals.day')}</th>
                <th scope="col">{t('audit.refusals.reason')}</th>
                <th scope="col">{t('audit.refusals.count')}</th>
              </tr>
            </thead>
            <tbody>
              {refusals.map((refusal) => (
                <tr key={`${refusal.day}-${refusal.reason}`}>
                  <td data-label={t('audit.refusals.day')}>
                    <time dateTime={refusal.day}>{day(refusal.day, lang)}</time>
                  </td>
                  <td data-label={t('audit.refusals.reason')}>
                    {t(`audit.refusals.reasons.${refusal.reason}`)}
                  </td>
                  <td data-label={t('audit.refusals.count')}>{refusal.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
