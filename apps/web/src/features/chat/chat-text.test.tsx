import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '@studio/shared';
import { createI18n } from '../../i18n/create-i18n';
import { allVariables } from '../../i18n/page-variables';
import { ChatText, siteTarget } from './chat-text';

function chatCopy(lang: Lang): Record<string, unknown> {
  const file = path.join(
    import.meta.dirname,
    `../../../../../packages/content/locales/${lang}/chat.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function show(text: string, lang: Lang = 'es') {
  const i18n = createI18n(
    lang,
    { [lang]: { chat: chatCopy(lang) } },
    {
      lazy: false,
      variables: allVariables(lang),
    },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <p data-testid="msg">
        <ChatText text={text} />
      </p>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('ChatText', () => {
  it('shows [words](/site-path) as a link with those words', () => {
    show('Puedes pedirlo en [el formulari de pressupost](/contacto?lang=ca).', 'ca');
    expect(href('el formulari de pressupost')).toBe('/contacto?lang=ca');
    expect(screen.getByTestId('msg').textContent).toBe(
      'Puedes pedirlo en el formulari de pressupost.',
    );
  });

  it('names a bare site path from the route table, in the page language', () => {
    show(
      'Pide presupuesto en /contacto?tipo=tienda-online. Mira /servicios, /faq o /servicios/ciberseguridad.',
    );
    expect(href('el formulario de presupuesto (Tienda online)')).toBe(
      '/contacto?tipo=tienda-online',
    );
    expect(href('la página de servicios')).toBe('/servicios');
    expect(href('las preguntas frecuentes (FAQ)')).toBe('/faq');
    expect(href('la página de Ciberseguridad')).toBe('/servicios/ciberseguridad');
    expect(screen.getByTestId('msg').textContent).not.toContain('/servicios');
  });

  it('speaks the page language for bare paths in English and Catalan', () => {
    show('Use /contacto?lang=en or read /legal/privacy.', 'en');
    expect(href('the quote form')).toBe('/contacto?lang=en');
    expect(href('the privacy policy')).toBe('/legal/privacy');
  });

  it('keeps links to anything but the site’s own pages as text', () => {
    const text =
      'Mira [esto](https://evil.example), [eso](//evil.example/x), [aquello](javascript:alert(1)), [nada](/no-existe) y [otro](mailto:a@b.es).';
    show(text);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('msg').textContent).toBe(text);
  });

  it('never turns text into HTML', () => {
    show('[<img src=x onerror="alert(1)">](/faq) <b>/faq</b> <script>alert(1)</script>');
    const message = screen.getByTestId('msg');
    expect(message.querySelector('img, b, script')).toBeNull();
    expect(href('<img src=x onerror="alert(1)">')).toBe('/faq');
    // "/faq" followed by "<" is no boundary: it stays text.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('makes keyboard-reachable links, and plain text stays as it was', () => {
    show('Hola, ¿en qué puedo ayudarte? Mira /portafolio.');
    const link = screen.getByRole('link', { name: 'el portafolio' });
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(screen.getByTestId('msg').textContent).toBe(
      'Hola, ¿en qué puedo ayudarte? Mira el portafolio.',
    );
  });
});

describe('siteTarget', () => {
  it('accepts the route table’s paths only', () => {
    expect(siteTarget('/contacto?tipo=web-personal&lang=en#formulario')).toMatchObject({
      href: '/contacto?tipo=web-personal&lang=en#formulario',
      id: 'contact',
    });
    expect(siteTarget('/legal/privacitat')?.id).toBe('privacy');
    for (const target of [
      'https://evil.example/contacto',
      '//evil.example/contacto',
      '/\\evil.example',
      'javascript:alert(1)',
      '/no-existe',
      'contacto',
    ]) {
      expect(siteTarget(target), target).toBeNull();
    }
  });
});
