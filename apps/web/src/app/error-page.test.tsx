import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createI18n } from '../i18n/create-i18n';
import { ErrorBoundary } from './error-page';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorPage', () => {
  it('replaces a page that throws with a translated message and a way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const common = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../public/locales/en/common.json'), 'utf8'),
    ) as Record<string, unknown>;
    const i18n = createI18n('en', { en: { common } }, { http: false });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/?lang=en']}>
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(
      '/?lang=en',
    );
  });
});
