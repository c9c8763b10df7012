import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NavLink,
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import { LANGS, isLang, type StudioMe } from '@studio/shared';
import { api } from './api';
import { rememberLang } from './i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id}>{t('app.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const lang = event.target.value;
          if (!isLang(lang)) return;
          rememberLang(lang);
          document.documentElement.lang = lang;
          void i18n.changeLanguage(lang);
        }}
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`langs.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const me = useLoaderData() as StudioMe;
  const navigation = useNavigation();
  const navigate = useNavigate();
  return (
    <>
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="top">
        <div className="top__inner">
          <p className="brand">{t('app.brand')}</p>
          <nav aria-label={t('app.title')} className="top__nav">
            <NavLink to="/" end>
              {t('app.nav.leads')}
            </NavLink>
            <NavLink to="/embudo">{t('app.nav.funnel')}</NavLink>
            <NavLink to="/registro">{t('app.nav.audit')}</NavLink>
          </nav>
          <div className="top__tools">
            <LanguagePicker />
            <p className="who">{t('app.signedInAs', { email: me.email })}</p>
            <button
              type="button"
              className="button button--quiet"
              onClick={async () => {
                await api.signOut().catch(() => undefined);
                await navigate('/entrar', { replace: true });
              }}
            >
              {t('app.signOut')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
    </>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('app.loading')}
    </p>
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="panel" role="alert">
      <h1>{missing ? t('lead.notFound') : t('app.error')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </section>
  );
}
