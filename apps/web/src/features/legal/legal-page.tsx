import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { FormattedText } from '../../components/formatted-text';
import { PageLink, useRouteId } from '../../lib/page-links';
import { settings } from '../../lib/site-settings';
import { tEntries } from '../../lib/t-entries';
import './legal.css';
import { HydrateEach } from '../../lib/hydrate-later';

const LEGAL_PAGES = ['terms', 'privacy', 'cookies'] as const;

/**
 * The cookie and every browser storage item the site writes, all first-party (the keys are
 * defined in i18n/detect-language.ts, features/chat/chat-storage.ts and features/contact).
 */
export const STORAGE_ROWS = [
  { key: 'csrf', names: ['_csrf'] },
  { key: 'language', names: ['i18nextLng'] },
  { key: 'chatSeen', names: ['ona-chat:opened'] },
  { key: 'chat', names: ['ona-chat:conversation', 'ona-chat:open', 'ona-chat:nudged'] },
  { key: 'quote', names: ['ona:quote-form', 'ona:quote-tracking'] },
  { key: 'conversion', names: ['ona:ads-conversion-sent'] },
] as const;
type LegalPageId = (typeof LEGAL_PAGES)[number];

function isLegalPage(id: string): id is LegalPageId {
  return (LEGAL_PAGES as readonly string[]).includes(id);
}

/** The studio's details the legal texts interpolate. */
const DETAILS = {
  legalName: settings.legalName,
  taxId: settings.taxId,
  address: `${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}`,
  email: settings.email,
  phone: settings.phone.display,
};

const PRIVACY_ROWS = ['controller', 'purposes', 'basis', 'recipients', 'rights', 'more'] as const;

export default function LegalPage() {
  const { t } = useTranslation('legal');
  const routeId = useRouteId();
  if (!isLegalPage(routeId)) throw new Error(`Not a legal page: ${routeId}`);
  const sections = tEntries<{ title: string; body: string }>(t, `${routeId}.sections`, DETAILS);

  return (
    <HydrateEach>
      <PageIntro title={t(`${routeId}.title`)} lead={t(`${routeId}.lead`)} />
      <div className="container legal">
        <aside className="legal__aside">
          <p className="legal__updated">{t('updated')}</p>
          <nav aria-label={t('toc')}>
            <p className="legal__aside-title">{t('toc')}</p>
            <ol>
              {sections.map(([key, section]) => (
                <li key={key}>
                  <a href={`#${routeId}-${key}`}>{section.title}</a>
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
        <article className="legal__body">
          {routeId === 'privacy' && (
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
          )}
          {routeId === 'cookies' && (
            <div className="legal__table-wrap">
              <table className="legal__table">
                <caption>{t('cookies.table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('cookies.table.name')}</th>
                    <th scope="col">{t('cookies.table.kind')}</th>
                    <th scope="col">{t('cookies.table.purpose')}</th>
                    <th scope="col">{t('cookies.table.duration')}</th>
                  </tr>
                </thead>
                <tbody>
                  {STORAGE_ROWS.map(({ key, names }) => (
                    <tr key={key}>
                      <th scope="row">
                        {names.map((name) => (
                          <code key={name}>{name}</code>
                        ))}
                      </th>
                      <td>{t(`cookies.table.rows.${key}.kind`)}</td>
                      <td>{t(`cookies.table.rows.${key}.purpose`)}</td>
                      <td>{t(`cookies.table.rows.${key}.duration`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {sections.map(([key, section]) => (
            <section key={key} id={`${routeId}-${key}`} aria-labelledby={`${routeId}-${key}-title`}>
              <h2 id={`${routeId}-${key}-title`}>{section.title}</h2>
              <FormattedText text={section.body} />
            </section>
          ))}
        </article>
      </div>
    </HydrateEach>
  );
}
