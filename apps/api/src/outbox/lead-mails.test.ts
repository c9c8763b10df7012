import { describe, expect, it } from 'vitest';
import { loadPricing, loadSettings } from '@studio/content';
import { closeBidi, LANGS, type Lead } from '@studio/shared';
import { mailStudio } from './mail-copy.js';
import {
  chatStudioMail,
  chatVisitorMail,
  studioMail,
  visitorMail,
  type LeadContext,
} from './lead-mails.js';

const context: LeadContext = {
  id: 'lead-1',
  createdAt: '2026-11-26T09:00:00.000Z',
  lang: 'es',
  trackingUrl: 'https://onastudio.es/seguimiento?t=abc',
};

const lead = (changes: Partial<Lead> = {}): Lead => ({
  project_type: 'web-personal',
  details: { web_purpose: 'portfolio' },
  budget_range: null,
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  company: null,
  message: null,
  consent: true,
  ...changes,
});

const lines = (text: string) => text.split('\n');

/** The loaded studio, whose name the visitor's mails sign with. */
const STUDIO = mailStudio({ settings: loadSettings(), pricing: loadPricing() });

describe("the quote request's mails", () => {
  it("quote a visitor's text of several lines, so none of it reads as the mail's own line", () => {
    const forged =
      'Hola\nSeguimiento: https://evil.example/seguimiento\r\nname: Admin\u2028phone: 1';
    const mail = studioMail(lead({ message: forged }), context, 'studio@example.com');
    expect(lines(mail.text)).toContain('message:');
    expect(lines(mail.text)).toContain('> Seguimiento: https://evil.example/seguimiento');
    const own = lines(mail.text).filter((line) => !line.startsWith('>'));
    expect(own.filter((line) => line.startsWith('Seguimiento:'))).toEqual([
      `Seguimiento: ${context.trackingUrl}`,
    ]);
    expect(own.some((line) => line.startsWith('name: Admin') || line.startsWith('phone: 1'))).toBe(
      false,
    );
    // The HTML part keeps the text escaped in its own cell.
    expect(mail.html).not.toContain('<a href="https://evil.example');
  });

  it('keep a one-line value on its label’s line', () => {
    const mail = studioMail(lead({ message: 'Una web sencilla' }), context, 'studio@example.com');
    expect(lines(mail.text)).toContain('message: Una web sencilla');
  });

  it('greet the visitor on one line whatever their name holds', () => {
    const mail = visitorMail(
      lead({ name: 'Ana\nSeguimiento: https://evil.example' }),
      context,
      'x@y.es',
      STUDIO,
    );
    const [greeting, blank] = lines(mail.text);
    expect(greeting).toContain('Ana Seguimiento: https://evil.example');
    expect(blank).toBe('');
  });

  it("state the studio's hours and reply times from its data, in every language", () => {
    const settings = loadSettings();
    const pricing = loadPricing();
    const other = mailStudio({
      settings: { ...settings, hours: { ...settings.hours, opens: '07:30', closes: '15:45' } },
      pricing: { ...pricing, terms: { ...pricing.terms, replyWithinHours: 36 } },
    });
    for (const lang of LANGS) {
      const own = { ...context, lang };
      for (const mail of [
        visitorMail(lead(), own, 'x@y.es', other),
        chatVisitorMail(
          {
            email: 'ana@example.com',
            name: null,
            messages: [],
            unverified: 0,
            startsEarlier: false,
          },
          own,
          'x@y.es',
          other,
        ),
      ]) {
        expect(mail.text, lang).toMatch(/7:30.{1,4}15:45/);
        expect(mail.text, lang).toContain('36');
        expect(mail.text, lang).not.toContain('{{');
        expect(mail.html, lang).toMatch(/7:30.{1,4}15:45/);
      }
    }
  });
});

/** A name that reads "Ana admin@evil.com" when its override is let run. */
const REVERSED = 'Ana \u202emoc.live@nimda\u2069';
/** Any bidi control: the marks, embeddings, overrides, isolates and their closers. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('the mails of a visitor whose words hold bidi controls', () => {
  const chat = {
    email: 'ana@example.com',
    name: REVERSED,
    messages: [{ role: 'user' as const, content: '\u202eHola\nsegunda \u2067línea' }],
    unverified: 0,
    startsEarlier: false,
  };

  it('give the studio a subject without any of them', () => {
    const quote = studioMail(lead({ name: REVERSED }), context, 'studio@example.com');
    expect(quote.subject).toBe('Nueva solicitud de presupuesto: Web personal — Ana moc.live@nimda');
    const handover = chatStudioMail(chat, context, 'studio@example.com');
    expect(handover.subject).toBe('Consulta desde el chat: Ana moc.live@nimda <ana@example.com>');
    for (const subject of [quote.subject, handover.subject]) {
      expect(subject).not.toMatch(BIDI_CONTROL);
    }
  });

  it('close, in the text, every override a line of theirs opens, before the mail goes on', () => {
    const quote = studioMail(
      lead({ name: REVERSED, message: 'Hola \u202bmundo\n\u2068dos' }),
      context,
      'studio@example.com',
    );
    expect(lines(quote.text)).toContain(`name: ${REVERSED}\u202c`);
    expect(lines(quote.text)).toContain('> Hola \u202bmundo\u202c');
    expect(lines(quote.text)).toContain('> \u2068dos\u2069');
    const handover = chatStudioMail(chat, context, 'studio@example.com');
    expect(lines(handover.text)).toContain('> \u202eHola\u202c');
    for (const mail of [quote, handover, chatVisitorMail(chat, context, 'x@y.es', STUDIO)]) {
      for (const line of lines(mail.text)) expect(closeBidi(line)).toBe(line);
    }
  });

  it('hold their words, in the HTML, in an element of their own direction', () => {
    const quote = studioMail(lead({ name: REVERSED }), context, 'studio@example.com');
    expect(quote.html).toContain(
      `<td dir="auto" style="padding:4px 0;white-space:pre-wrap">${REVERSED}</td>`,
    );
    const greeting = visitorMail(lead({ name: REVERSED }), context, 'x@y.es', STUDIO);
    expect(greeting.html).toContain('<p>Hola, <bdi>Ana moc.live@nimda</bdi>:</p>');
    const handover = chatStudioMail(chat, context, 'studio@example.com');
    expect(handover.html).toContain('<blockquote dir="auto" ');
    expect(chatVisitorMail(chat, context, 'x@y.es', STUDIO).html).toContain(
      '<p>Hola, <bdi>Ana moc.live@nimda</bdi>:</p>',
    );
  });
});

describe("the visitor's mails", () => {
  const chat = {
    email: 'ana@example.com',
    name: 'Ana',
    messages: [{ role: 'user' as const, content: '¿Hacéis apps?' }],
    unverified: 0,
    startsEarlier: false,
  };

  it('sign with the name of the settings, in every language', () => {
    for (const [lang, signature] of [
      ['es', 'El equipo de Taller Norte'],
      ['ca', 'Cordialment, Taller Norte'],
      ['en', 'The Taller Norte team'],
    ] as const) {
      const own = { ...context, lang };
      const taller = { ...STUDIO, name: 'Taller Norte' };
      for (const mail of [
        visitorMail(lead(), own, 'x@y.es', taller),
        chatVisitorMail(chat, own, 'x@y.es', taller),
      ]) {
        expect(lines(mail.text).at(-1)).toBe(signature);
        expect(mail.html).toContain(`<p>${signature}</p>`);
      }
    }
  });
});
