import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { FormattedText } from '../../components/formatted-text';
import { PageLink } from '../../lib/page-links';
import { useRouteId } from '../../lib/page-context';
import { addressLine, settings } from '../../lib/site-settings';
import { looseT, tKeys } from '../../lib/t-entries';
import { purposesOf, type ConsentPurpose, type TagSettings } from '@studio/shared';
import { withPage } from '../../site/react/page-root';
import { CookieSettingsButton, useConsent } from '../consent/consent-manager';
import './legal.css';

const LEGAL_PAGES = ['terms', 'privacy', 'cookies'] as const;

/**
 * Every cookie and storage item the site writes (keys defined in i18n/remember-language.ts,
 * features/chat/chat-storage.ts, features/contact and features/consent); `when`: only with a
 * Google tag configured, or once its purpose is allowed.
 */
export const STORAGE_ROWS = [
  { key: 'csrf', names: ['_csrf'] },
  { key: 'languageCookie', names: ['i18nextLng'] },
  { key: 'language', names: ['i18nextLng'] },
  { key: 'chatSeen', names: ['ona-chat:opened'] },
  { key: 'chat', names: ['ona-chat:conversation', 'ona-chat:open', 'ona-chat:nudged'] },
  { key: 'quote', names: ['ona:quote-form', 'ona:quote-tracking'] },
  { key: 'conversion', names: ['ona:ads-conversion-sent'], when: 'advertising' },
  { key: 'consent', names: ['ona:consent'], when: 'tags' },
  { key: 'analytics', names: ['_ga', '_ga_<ID>'], when: 'analytics' },
  { key: 'advertising', names: ['_gcl_au'], when: 'advertising' },
] as const satisfies readonly {
  key: string;
  names: readonly string[];
  when?: 'tags' | ConsentPurpose;
}[];

export function storageRows(tags: TagSettings | null) {
  const purposes = tags ? purposesOf(tags) : [];
  return STORAGE_ROWS.filter((row) => {
    const when = 'when' in row ? row.when : undefined;
    return when === undefined || (when === 'tags' ? tags !== null : purposes.includes(when));
  });
}
type LegalPageId = (typeof LEGAL_PAGES)[number];

function isLegalPage(id: string): id is LegalPageId {
  return (LEGAL_PAGES as readonly string[]).includes(id);
}

const DETAILS = {
  legalName: settings.legalName,
  taxId: settings.taxId,
  address: addressLine,
  email: settings.email,
  phone: settings.phone.display,
};

const PRIVACY_ROWS = ['controller', 'purposes', 'basis', 'recipients', 'rights', 'more'] as const;

function useLegalPage() {
  const { t, i18n } = useTranslation('legal');
  const routeId = useRouteId();
  if (!isLegalPage(routeId)) throw new Error(`Not a legal page: ${routeId}`);
  // `tx` for the sections' keys, which are read from the strings at run time.
  return { t, tx: looseT(t), i18n, routeId };
}

/** On the cookie page, `cookieTable` is the table's island: Google's rows depend on the server. */
export default function LegalPage({ cookieTable }: { cookieTable?: ReactNode }) {
  const { t, i18n, routeId } = useLegalPage();
  const sectionKeys = tKeys(i18n, 'legal', `${routeId}.sections`);
  return (
    <>
      <PageIntro title={t(`${routeId}.title`)} lead={t(`${routeId}.lead`)} />
      <div className="container legal">
        <LegalAside sectionKeys={sectionKeys} />
        <article className="legal__body">
          {routeId === 'privacy' && <PrivacyBasics />}
          {routeId === 'cookies' && cookieTable}
          {sectionKeys.map((key) => (
            <LegalSection key={key} sectionKey={key} />
          ))}
        </article>
      </div>
    </>
  );
}

function LegalAside({ sectionKeys }: { sectionKeys: string[] }) {
  const { t, tx, routeId } = useLegalPage();
  return (
    <aside className="legal__aside">
      <p className="legal__updated">{t('updated')}</p>
      <nav aria-label={t('toc')}>
        <p className="legal__aside-title">{t('toc')}</p>
        <ol>
          {sectionKeys.map((key) => (
            <li key={key}>
              <a href={`#${routeId}-${key}`}>{tx(`${routeId}.sections.${key}.title`, DETAILS)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <nav aria-label={t('otherPages')}>
        <p className="legal__aside-title">{t('otherPages')}</p>
        <ul>
          {LEGAL_PAGES.filter((id) => id !== routeId).map((id) => (
            <li key={id}>
              <PageLink to={id}>{t(`${id}.title`)}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

function LegalSection({ sectionKey }: { sectionKey: string }) {
  const { tx, routeId } = useLegalPage();
  const id = `${routeId}-${sectionKey}`;
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{tx(`${routeId}.sections.${sectionKey}.title`, DETAILS)}</h2>
      <FormattedText text={tx(`${routeId}.sections.${sectionKey}.body`, DETAILS)} />
    </section>
  );
}

function PrivacyBasics() {
  const { t } = useTranslation('legal');
  return (
    <section className="legal__basic" aria-labelledby="privacy-basic">
      <h2 id="privacy-basic">{t('privacy.basic.title')}</h2>
      <dl>
        {PRIVACY_ROWS.map((row) => (
          <div key={row}>
            <dt>{t(`privacy.basic.${row}.label`)}</dt>
            <dd>{t(`privacy.basic.${row}.value`, DETAILS)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Rows stack into cards on a phone (legal.css). No ARIA roles: browsers keep a table's semantics
 * under `display: block`, and roles on a real table are invalid HTML (e2e/html-validity.spec.ts).
 */
export const CookieTable = withPage(function CookieTable() {
  const { t } = useTranslation('legal');
  // The prerendered page knows no configuration: Google's rows appear once the page runs.
  const { tags } = useConsent();
  const columns = ['kind', 'purpose', 'duration'] as const;
  return (
    <>
      {tags && (
        <p className="legal__tags">
          {t('cookies.tags')}{' '}
          <CookieSettingsButton className="button button--ghost legal__settings" />
        </p>
      )}
      <div className="legal__table-wrap">
        <table className="legal__table">
          <caption>{t('cookies.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cookies.table.name')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`cookies.table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {storageRows(tags).map(({ key, names }) => (
              <tr key={key}>
                <th scope="row">
                  {names.map((name) => (
                    <code key={name}>{name}</code>
                  ))}
                </th>
                {columns.map((column) => (
                  <td key={column}>
                    <span className="legal__cell-label" aria-hidden="true">
                      {t(`cookies.table.${column}`)}
                    </span>
                    {t(`cookies.table.rows.${key}.${column}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
});
