import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  STUDIO_LINK_MINUTES,
  STUDIO_SIGN_IN_PATH,
  isLang,
  parseEmailAddress,
} from '@studio/shared';
import { api, ApiError } from '../api';
import { LanguagePicker } from '../layout';
import { usePageHeading } from '../page-title';

type SignInState = { enabled: boolean; linkFailed: boolean };
type SignInResult = { sent: string } | { error: 'invalidEmail' | 'tooMany' | 'failed' };

export async function signInLoader({
  request,
}: LoaderFunctionArgs): Promise<SignInState | Response> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token) {
    // The link is spent by the exchange below: it leaves the address bar and this page's
    // history entry now, so Back cannot reach it and nothing later reads it there.
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${STUDIO_SIGN_IN_PATH}${url.search}`);
  }
  const { enabled, email } = await api.status(request.signal);
  if (email && !token) return redirect('/');
  if (!enabled || !token) return { enabled, linkFailed: false };
  try {
    await api.exchange(token);
    return redirect('/');
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { enabled, linkFailed: true };
    throw error;
  }
}

export async function signInAction({ request }: ActionFunctionArgs): Promise<SignInResult> {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const lang = String(form.get('lang') ?? 'es');
  if (parseEmailAddress(email.toLowerCase()) === null) return { error: 'invalidEmail' };
  try {
    await api.signIn(email, isLang(lang) ? lang : 'es');
    return { sent: email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { error: 'tooMany' };
    return { error: 'failed' };
  }
}

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const { enabled, linkFailed } = useLoaderData() as SignInState;
  const result = useActionData() as SignInResult | undefined;
  const navigation = useNavigation();
  const heading = usePageHeading<HTMLHeadingElement>(t('signIn.title'));
  const emailId = useId();
  const errorId = useId();
  const sending = navigation.state === 'submitting';
  const error = result && 'error' in result ? result.error : null;

  return (
    <main id="main" className="sign-in">
      <div className="sign-in__card">
        <p className="brand">{t('app.brand')}</p>
        <h1 ref={heading} tabIndex={-1}>
          {t('signIn.title')}
        </h1>
        {!enabled ? (
          <div role="status">
            <p className="notice notice--warn">{t('signIn.off')}</p>
            <p>{t('signIn.offHelp')}</p>
          </div>
        ) : result && 'sent' in result ? (
          <div>
            <p className="notice notice--ok" role="status">
              {t('signIn.sent', { email: result.sent, minutes: STUDIO_LINK_MINUTES })}
            </p>
            <Form method="get" action="/entrar">
              <button type="submit" className="button button--quiet">
                {t('signIn.again')}
              </button>
            </Form>
          </div>
        ) : (
          <>
            {linkFailed && (
              <p className="notice notice--warn" role="alert">
                {t('signIn.linkFailed')}
              </p>
            )}
            <p>{t('signIn.intro')}</p>
            <Form method="post" noValidate className="stack">
              <input type="hidden" name="lang" value={i18n.language} />
              <div className="field">
                <label htmlFor={emailId}>{t('signIn.email')}</label>
                <input
                  id={emailId}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  aria-invalid={error === 'invalidEmail' || undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                {error && (
                  <p id={errorId} className="field__error" role="alert">
                    {error === 'invalidEmail'
                      ? t('signIn.invalidEmail')
                      : error === 'tooMany'
                        ? t('signIn.tooMany')
                        : t('app.error')}
                  </p>
                )}
              </div>
              <button type="submit" className="button" disabled={sending}>
                {sending ? t('signIn.sending') : t('signIn.submit')}
              </button>
            </Form>
          </>
        )}
        <LanguagePicker />
      </div>
    </main>
  );
}
