import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../lib/page-links';
import { NavLinks } from './nav-links';
import { LogoMark } from './icons';

/** The language switcher and the menu are islands, given as slots (Astro passes them as props). */
export function Header({
  languageSwitcher,
  menu,
}: {
  languageSwitcher: ReactNode;
  menu: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <PageLink to="home" className="brand" aria-label={t('brand.homeLink')}>
          <LogoMark />
          <span className="brand__name">{t('brand.name')}</span>
        </PageLink>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
        <div className="site-header__actions">
          {languageSwitcher}
          <PageLink to="contact" className="button button--primary site-header__cta">
            {t('cta.quote')}
          </PageLink>
          {menu}
        </div>
      </div>
    </header>
  );
}
