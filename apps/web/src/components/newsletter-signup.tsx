import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@studio/shared';
import { apiPost } from '../lib/api-client';
import { useLang } from '../lib/page-context';
import { useHydrated } from '../lib/use-hydrated';
import { withPage } from '../site/react/page-root';
import './newsletter-signup.css';

const OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;

/**
 * Light, being on every page: the server validates, in the page's language. A confirm or
 * unsubscribe link leads to `/?newsletter=<outcome>`.
 */
function NewsletterSignup() {
  const { t } = useTranslation();
  const lang = useLang();
  const param = useHydrated()
    ? new URLSearchParams(window.location.search).get('newsletter')
    : null;
  const outcome = OUTCOMES.find((known) => known === param);

  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [hp, setHp] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setGeneral('');
    setErrors({});
    try {
      const result = await apiPost<{ status: string }>('/newsletter', { email, consent, hp, lang });
      if (result.ok) setDone(true);
      else if (result.error.errors) setErrors(result.error.errors);
      else setGeneral(t(result.status === 429 ? 'newsletter.rateLimited' : 'newsletter.general'));
    } catch {
      setGeneral(t('newsletter.network'));
    }
    setSending(false);
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="newsletter__intro">
        <h2 id="newsletter-title">{t('newsletter.title')}</h2>
        <p>{t('newsletter.lead')}</p>
        {outcome && (
          <p className="newsletter__status" role="status">
            {t(`newsletter.${outcome}`)}
          </p>
        )}
      </div>
      {done ? (
        <p className="newsletter__status" role="status">
          {t('newsletter.success')}
        </p>
      ) : (
        <form className="newsletter__form" noValidate onSubmit={onSubmit}>
          <fieldset disabled={sending}>
            <div className="newsletter__row">
              <label className="visually-hidden" htmlFor="newsletter-email">
                {t('newsletter.email')}
              </label>
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder={t('newsletter.email')}
                value={email}
                maxLength={254}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
              />
              <button type="submit" className="button button--primary">
                {sending ? t('newsletter.sending') : t('newsletter.submit')}
              </button>
            </div>
            {errors.email && (
              <p className="newsletter__error" id="newsletter-email-error">
                {errors.email}
              </p>
            )}
            <div className="newsletter__consent">
              <input
                id="newsletter-consent"
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'newsletter-consent-error' : undefined}
              />
              <label htmlFor="newsletter-consent">
                {t('newsletter.consentBefore')}
                <a href={routeUrl('privacy', lang)} target="_blank" rel="noopener">
                  {t('newsletter.consentPrivacy')}
                  <span className="visually-hidden"> {t('newsletter.newTab')}</span>
                </a>
                {t('newsletter.consentAfter')}
              </label>
            </div>
            {errors.consent && (
              <p className="newsletter__error" id="newsletter-consent-error">
                {errors.consent}
              </p>
            )}
            <div className="newsletter__hp" aria-hidden="true">
              <label htmlFor="newsletter-hp">{t('newsletter.honeypot')}</label>
              <input
                id="newsletter-hp"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={hp}
                onChange={(event) => setHp(event.target.value)}
              />
            </div>
            {general && (
              <p className="newsletter__error" role="alert">
                {general}
              </p>
            )}
          </fieldset>
        </form>
      )}
    </section>
  );
}

export default withPage(NewsletterSignup);
