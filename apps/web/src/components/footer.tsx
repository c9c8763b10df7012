import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { PageLink } from '../lib/page-links';
import { addressLine, settings } from '../lib/site-settings';
import { LogoMark } from './icons';

/** Anchors of the services page's cards. */
const SERVICE_LINKS = [
  ['web-empresarial', 'business'],
  ['tienda-online', 'shops'],
  ['aplicacion-saas', 'saas'],
  ['aplicacion-movil', 'mobile'],
  ['asistencia-tecnica', 'support'],
] as const;

/** The newsletter signup and the "Cookie settings" button are islands, given as slots. */
export function Footer({
  legalExtra,
  newsletter,
}: {
  legalExtra?: ReactNode;
  newsletter?: ReactNode;
}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="brand brand--footer">
            <LogoMark />
            <span className="brand__name">{t('brand.name')}</span>
          </h2>
          <p>{t('brand.tagline')}</p>
          <ul className="trust-badges" aria-label={t('footer.badges.label')}>
            <li>{t('footer.badges.projects')}</li>
            <li>{t('footer.badges.satisfaction')}</li>
            <li>{t('footer.badges.warranty')}</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.services.title')}</h2>
          <ul>
            <li>
              <PageLink to="services">{t('footer.services.all')}</PageLink>
            </li>
            {SERVICE_LINKS.map(([hash, label]) => (
              <li key={hash}>
                <PageLink to="services" hash={hash}>
                  {t(`footer.services.${label}`)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">{t('footer.resources.title')}</h2>
          <ul>
            <li>
              <PageLink to="portfolio">{t('footer.resources.companies')}</PageLink>
            </li>
            <li>
              <PageLink to="about" hash="trabaja-con-nosotros">
                {t('footer.resources.careers')}
              </PageLink>
            </li>
            <li>
              <PageLink to="faq">{t('footer.resources.faq')}</PageLink>
            </li>
            <li>
              <PageLink to="about">{t('footer.resources.about')}</PageLink>
            </li>
            <li>
              <PageLink to="contact">{t('footer.resources.contact')}</PageLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact.title')}</h2>
          <ul className="contact-list">
            <li>
              <Phone aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.contact.phone')}: </span>
              <a href={`tel:${settings.phone.e164}`}>{settings.phone.display}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.contact.email')}: </span>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
            <li>
              <MapPin aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.contact.location')}: </span>
              <span>{addressLine}</span>
            </li>
            <li>
              <Clock aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.contact.schedule')}: </span>
              <span>{t('footer.contact.scheduleValue')}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className="container">{newsletter}</div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year, name: settings.studioName })}</p>
        <nav aria-label={t('footer.legal.label')}>
          <ul>
            <li>
              <PageLink to="privacy">{t('footer.legal.privacy')}</PageLink>
            </li>
            <li>
              <PageLink to="terms">{t('footer.legal.terms')}</PageLink>
            </li>
            <li>
              <PageLink to="cookies">{t('footer.legal.cookies')}</PageLink>
            </li>
            {/* An island cannot be a child of <ul>: its item is written here, the button inside. */}
            {legalExtra && <li className="site-footer__settings">{legalExtra}</li>}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
