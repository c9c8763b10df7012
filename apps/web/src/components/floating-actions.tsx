import { useTranslation } from 'react-i18next';
import { PageLink, QUOTE_FORM_ANCHOR } from '../lib/page-links';
import { useRouteId } from '../lib/page-context';
import { whatsappHref } from '../lib/site-settings';
import { WhatsAppIcon } from './icons';

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

export function StickyCta() {
  const { t } = useTranslation();
  const onContactPage = useRouteId() === 'contact';
  const className = 'button button--primary button--block';
  return (
    <div className="sticky-cta">
      {onContactPage ? (
        // A link to the form on this very page: the query (a preselected project type) stays.
        <a href={`#${QUOTE_FORM_ANCHOR}`} className={className}>
          {t('cta.personalisedQuote')}
        </a>
      ) : (
        <PageLink to="contact" className={className}>
          {t('cta.personalisedQuote')}
        </PageLink>
      )}
    </div>
  );
}
