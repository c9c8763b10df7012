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
import { Pager } from '../pager';
import { SelectField } from '../select-field';
import { signedIn } from '../router';

interface LeadsData {
  list: StudioLeadList;
  query: StudioLeadQuery;
}

/** A filter that is not valid is left out rather than refused. */
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
  const searchId = useId();
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
          <label htmlFor={searchId}>{t('leads.search')}</label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            maxLength={200}
          />
        </div>
        <SelectField
          label={t('leads.status')}
          name="status"
          values={LEAD_STATUSES}
          words={(status) => t(`statuses.${status}`)}
          defaultValue={query.status ?? ''}
          any={t('leads.any')}
        />
        <SelectField
          label={t('leads.type')}
          name="type"
          values={PROJECT_TYPES}
          words={(type) => t(`types.${type}`)}
          defaultValue={query.type ?? ''}
          any={t('leads.any')}
        />
        <SelectField
          label={t('leads.source')}
          name="source"
          values={LEAD_SOURCES}
          words={(source) => t(`sources.${source}`)}
          defaultValue={query.source ?? ''}
          any={t('leads.any')}
        />
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
              <th scope="col">{t('leads.source')}</th>
              <th scope="col">{t('leads.columns.lang')}</th>
              <th scope="col">{t('leads.status')}</th>
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
                    <bdi>{lead.name || lead.email}</bdi>
                  </Link>
                  <span className="leads__sub">
                    {lead.name ? <bdi>{lead.email}</bdi> : null}
                    {lead.company ? (
                      <>
                        {' · '}
                        <bdi>{lead.company}</bdi>
                      </>
                    ) : null}
                  </span>
                </th>
                <td data-label={t('leads.columns.type')}>
                  {t(`types.${lead.projectType ?? 'none'}`)}
                </td>
                <td data-label={t('leads.source')}>{t(`sources.${lead.source}`)}</td>
                <td data-label={t('leads.columns.lang')}>{lead.lang.toUpperCase()}</td>
                <td data-label={t('leads.status')}>
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

      <Pager page={list.page} pages={pages} href={pageLink} />
    </>
  );
}
