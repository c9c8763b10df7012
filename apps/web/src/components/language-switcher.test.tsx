import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LanguageSwitcher from './language-switcher';

afterEach(cleanup);

const hrefs = () =>
  Object.fromEntries(
    screen
      .getAllByRole('link')
      .map((link) => [link.getAttribute('lang'), link.getAttribute('href')]),
  );

describe('the language switcher', () => {
  it('goes to the same page in each language', () => {
    render(<LanguageSwitcher page={{ lang: 'es', routeId: 'faq', ns: [] }} />);
    expect(hrefs()).toEqual({ es: '/faq', ca: '/faq?lang=ca', en: '/faq?lang=en' });
  });

  it('on a post, goes to its translation, or to the blog in a language it lacks', () => {
    const alternates = { es: '/blog/tienda', en: '/blog/tienda?lang=en' };
    render(<LanguageSwitcher page={{ lang: 'es', routeId: 'blog', ns: [], alternates }} />);
    expect(hrefs()).toEqual({
      es: '/blog/tienda',
      ca: '/blog?lang=ca',
      en: '/blog/tienda?lang=en',
    });
  });
});
