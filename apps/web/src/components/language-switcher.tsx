import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@studio/shared';
import { pageHref, useLang, useRouteId } from '../lib/page-links';
import { rememberLanguage } from '../i18n/remember-language';

/**
 * Links to the page being shown in each language. The choice is remembered, in local storage and
 * in the cookie the server reads, so the next visit's HTML is already in it (decision 020).
 */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const current = useLang();
  const routeId = useRouteId();
  const location = useLocation();

  const hrefFor = (lang: Lang) => {
    if (routeId !== 'notFound') {
      const query = Object.fromEntries(new URLSearchParams(location.search));
      delete query.lang;
      delete query.lng;
      return pageHref(routeId, lang, { query, hash: location.hash.slice(1) || undefined });
    }
    return lang === 'es' ? location.pathname : `${location.pathname}?lang=${lang}`;
  };

  return (
    <nav className="lang-switcher" aria-label={t('language.label')}>
      <ul>
        {LANGS.map((lang) => (
          <li key={lang}>
            <Link
              to={hrefFor(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              title={t(`language.names.${lang}`)}
              onClick={() => {
                rememberLanguage(lang);
                onSwitch?.();
              }}
            >
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span className="visually-hidden">{t(`language.names.${lang}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
