import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Lang } from '@studio/shared';
import { createI18n } from '../i18n';

/** Resolves once the page's heading shows. */
export async function renderPage(page: ReactElement, data: unknown, lang: Lang = 'en') {
  const router = createMemoryRouter([
    { path: '/', element: page, loader: () => data, HydrateFallback: () => null },
  ]);
  const view = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Any bidi control: the marks, embeddings, overrides, isolates and their closers. */
export const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function isolated(element: Element): boolean {
  return element.closest('bdi, [dir="auto"]') !== null;
}
