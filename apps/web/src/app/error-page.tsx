import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../lib/page-links';

/** Shown when a page fails to render: translated, with a way out, never a blank screen. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page container" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="lead">{t('error.lead')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </button>
        <PageLink to="home" className="button button--ghost">
          {t('error.home')}
        </PageLink>
      </div>
    </section>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's URL) clears the error: the visitor may go elsewhere. */
  resetKey?: string;
}

/** Renders `ErrorPage` instead of children that threw while rendering (and logs the error). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
