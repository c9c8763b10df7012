import { useTranslation } from 'react-i18next';
import { PageLink } from '../lib/page-links';
import { whatsappHref } from '../lib/site-settings';
import { WhatsAppIcon } from './icons';

/** The floating WhatsApp link, on every page, with a prefilled message. */
export function WhatsAppLink() {
  const { t } = useTranslation();
  return (
    <a
      className="whatsapp-float"
      href={whatsappHref(t('whatsapp.message'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
    >
      <WhatsAppIcon />
    </a>
  );
}

/** The phone-width sticky call-to-action that leads to the quote form. */
export function StickyCta() {
  const { t } = useTranslation();
  return (
    <div className="sticky-cta">
      <PageLink to="contact" className="button button--primary button--block">
        {t('cta.personalisedQuote')}
      </PageLink>
    </div>
  );
}
