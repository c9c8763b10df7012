import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  PROJECT_TYPES,
  StudioLeadQuerySchema,
  type Lang,
  type StudioLeadList,
  type StudioLeadQuery,
} from '@studio/shared';
import { api, leadQuery } from '../api';
import { age, dateTime } from '../format';
import { usePageHeading } from '../page-title';
import { signedIn } from '../router';

interface LeadsData {
  list: StudioLeadList;
  query: StudioLeadQuery;
}

/** The filters from the address bar; one that is not valid is left out rather than refused. */
function queryOf(url: URL): StudioLeadQuery {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    const one = StudioLeadQuerySchema.shape[name as keyof StudioLeadQuery];
    if (value !== '' && one?.safeParse(value).success) query[name] = value;
  }
  return StudioLeadQuerySchema.parse(query);
}

export async function leadsLoader({ request }: LoaderFunctionArgs) {
  const query = queryOf(new URL(request.url));
  const list = (await signedIn(() => api.leads(query, request.signal))) as StudioLeadList;
  return { list, query } satisfies LeadsData;
}

export function LeadsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { list, query } = useLoaderData() as LeadsData;
  const [params] = useSearchParams();
  const heading = usePageHeading<HTMLHeadingElement>(t('leads.title'));
  const ids = { status: useId(), type: useId(), source: useId(), q: useId() };
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = ['status', 'type', 'source', 'q'].some((name) => params.get(name));
  const pageLink = (page: number) => leadQuery({ ...query, page }) || '?';

  return (
    <>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {t('leads.title')}
        </h1>
        <p className="page-head__meta">
          <span>{t('leads.total', { count: list.total })}</span>
          {list.unread > 0 && (
            <span className="badge badge--unread">{t('leads.unread', { count: list.unread })}</span>
          )}
        </p>
      </div>

      {params.get('erased') !== null && (
        <p className="notice notice--ok" role="status">
          {t('leads.erased', { count: Number(params.get('erased')) || 0 })}
        </p>
      )}
      {params.get('unread') !== null && (
        <p className="notice notice--ok" role="status">
          {t('lead.markedUnread')}
        </p>
      )}

      <Form method="get" className="filters" aria-label={t('leads.filters')}>
        <div className="field">
          <label htmlFor={ids.q}>{t('leads.search')}</label>
          <input id={ids.q} name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{t('leads.status')}</label>
          <select id={ids.status} name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('leads.any')}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.type}>{t('leads.type')}</label>
          <select id={ids.type} name="type" defaultValue={query.type ?? ''}>
            <option value="">{t('leads.any')}</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.source}>{t('leads.source')}</label>
          <select id={ids.source} name="source" defaultValue={query.source ?? ''}>
            <option value="">{t('leads.any')}</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`sources.${source}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="filters__actions">
          <button type="submit" className="button">
            {t('leads.apply')}
          </button>
          {filtered && (
            <Link to="." className="button button--quiet">
              {t('leads.clear')}
            </Link>
          )}
          <a className="button button--quiet" href={api.exportUrl(query)} download>
            {t('leads.export')}
          </a>
        </div>
      </Form>

      {list.leads.length === 0 ? (
        <p className="panel">{t('leads.empty')}</p>
      ) : (
        <table className="leads">
          <caption className="visually-hidden">{t('leads.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('leads.columns.who')}</th>
              <th scope="col">{t('leads.columns.type')}</th>
              <th scope="col">{t('leads.columns.source')}</th>
              <th scope="col">{t('leads.columns.lang')}</th>
              <th scope="col">{t('leads.columns.status')}</th>
              <th scope="col">{t('leads.columns.age')}</th>
            </tr>
          </thead>
          <tbody>
            {list.leads.map((lead) => (
              <tr key={lead.id} className={lead.read ? undefined : 'is-unread'}>
                <th scope="row" data-label={t('leads.columns.who')}>
                  <Link to={`/leads/${lead.id}`} className="leads__name">
                    {!lead.read && (
                      <span className="badge badge--unread">{t('leads.unreadMark')}</span>
                    )}
                    {lead.name || lead.email}
                  </Link>
                  <span className="leads__sub">
                    {lead.name ? lead.email : null}
                    {lead.company ? ` · ${lead.company}` : null}
                  </span>
                </th>
                <td data-label={t('leads.columns.type')}>
                  {t(`types.${lead.projectType ?? 'none'}`)}
                </td>
                <td data-label={t('leads.columns.source')}>{t(`sources.${lead.source}`)}</td>
                <td data-label={t('leads.columns.lang')}>{lead.lang.toUpperCase()}</td>
                <td data-label={t('leads.columns.status')}>
                  <span className={`status status--${lead.status}`}>
                    {t(`statuses.${lead.status}`)}
                  </span>
                </td>
                <td data-label={t('leads.columns.age')}>
                  <time dateTime={lead.createdAt} title={dateTime(lead.createdAt, lang)}>
                    {age(lead.createdAt, lang)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {pages > 1 && (
        <nav className="pager" aria-label={t('leads.pages')}>
          {list.page > 1 ? (
            <Link to={pageLink(list.page - 1)}>{t('leads.previous')}</Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span>{t('leads.page', { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={pageLink(list.page + 1)}>{t('leads.next')}</Link> : null}
        </nav>
      )}
    </>
  );
}
