import { useTranslation } from 'react-i18next';
import { PageLink } from '../lib/page-links';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { LogoMark } from './icons';

export function Header() {
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
          <LanguageSwitcher />
          <PageLink to="contact" className="button button--primary site-header__cta">
            {t('cta.quote')}
          </PageLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
