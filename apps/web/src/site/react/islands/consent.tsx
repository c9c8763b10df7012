import { ConsentManager, CookieSettingsButton } from '../../../features/consent/consent-manager';
import { withPage } from '../page-root';

/** The cookie notice: renders nothing unless the server named a Google tag in <html>. */
export const Consent = withPage(ConsentManager);
/** The footer's "Cookie settings" button (its list item is the footer's), when a tag is configured. */
export const CookieSettings = withPage(function CookieSettings() {
  return <CookieSettingsButton className="site-footer__link-button" />;
});
