import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { PageLink } from '../../lib/page-links';
import { trackingPath } from '../../lib/tracking-path';
import { withPage } from '../../site/react/page-root';
import { useConsent } from '../consent/consent-manager';
import { fireConversion } from './conversion';
import { TRACKING_STORAGE_KEY } from './quote-state';
import { useSessionValue } from './use-session-value';
import './contact.css';

function ThanksPage() {
  const { t } = useTranslation('contact');
  const tracking = trackingPath(useSessionValue(TRACKING_STORAGE_KEY));

  // The conversion goes to Google Ads only with a conversion id configured and advertising
  // allowed (decision 013); a withdrawal stops it.
  const { tags, choice } = useConsent();
  const conversionId = choice?.advertising ? (tags?.adsConversionId ?? null) : null;
  useEffect(
    () =>
      fireConversion(conversionId, {
        window: window as { gtag?: unknown },
        storage: window.sessionStorage,
      }),
    [conversionId],
  );

  return (
    <PageIntro title={t('thanks.title')} lead={t('thanks.lead')}>
      <PageLink to="portfolio" className="button button--primary">
        {t('thanks.portfolio')}
      </PageLink>
      <PageLink to="services" className="button button--ghost">
        {t('thanks.services')}
      </PageLink>
      <PageLink to="home" className="button button--ghost">
        {t('thanks.home')}
      </PageLink>
      <p className="quote-tracking-link">
        {t('thanks.tracking')}{' '}
        {tracking && (
          <a href={tracking} data-testid="tracking-link">
            {t('thanks.trackingLink')}
          </a>
        )}
      </p>
    </PageIntro>
  );
}

export default withPage(ThanksPage);
