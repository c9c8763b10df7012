import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@studio/shared';
import { pageHref } from '../lib/page-links';
import { useLang, usePage } from '../lib/page-context';
import { useHydrated } from '../lib/use-hydrated';
import { rememberLanguage } from '../i18n/remember-language';
import { withPage } from '../site/react/page-root';

/** The choice is remembered in the cookie the server reads (decision 020). */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const current = useLang();
  const { routeId, alternates } = usePage();
  // The query (a tracking token) and hash stay with the switch, once hydration makes them known.
  const hydrated = useHydrated();

  const hrefFor = (lang: Lang) => {
    // A "page not found" keeps its address: the server answers it in the language asked for.
    if (routeId === 'notFound') return `?lang=${lang}`;
    if (alternates) return alternates[lang] ?? pageHref(routeId, lang);
    if (!hydrated) return pageHref(routeId, lang);
    const { search, hash } = window.location;
    const query = Object.fromEntries(new URLSearchParams(search));
    delete query.lang;
    delete query.lng;
    return pageHref(routeId, lang, { query, hash: hash.slice(1) || undefined });
  };

  return (
    <nav className="lang-switcher" aria-label={t('language.label')}>
      <ul>
        {LANGS.map((lang) => (
          <li key={lang}>
            <a
              href={hrefFor(lang)}
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
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Pure: mobile-menu.tsx imports this module too, and a module without side effects may join the
// chunk the two islands share instead of adding a request (e2e/page-weight.spec.ts).
export default /* @__PURE__ */ withPage(LanguageSwitcher);
