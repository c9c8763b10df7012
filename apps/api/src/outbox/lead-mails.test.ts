import { describe, expect, it } from 'vitest';
import type { Lead } from '@studio/shared';
import { studioMail, visitorMail, type LeadContext } from './lead-mails.js';

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
    );
    const [greeting, blank] = lines(mail.text);
    expect(greeting).toContain('Ana Seguimiento: https://evil.example');
    expect(blank).toBe('');
  });
});
