import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, type Pricing, type SiteSettings } from '@studio/shared';
import { ContentError, loadContent, studioFile } from './index.js';
import { stringsOf, useContentCopy } from './test/helpers.js';

describe("the studio's variables in the content", () => {
  it('leave no placeholder in the content as shipped', () => {
    const { lists } = loadContent();
    const left = stringsOf(lists, 'lists').filter(({ text }) => /{{|}}/.test(text));
    expect(left).toEqual([]);
  });

  describe('in a copy', () => {
    const dir = useContentCopy();

    const read = (file: string): unknown =>
      JSON.parse(readFileSync(path.join(dir(), file), 'utf8'));
    const settings = () => read('settings.json') as SiteSettings;
    const write = (file: string, data: unknown) =>
      writeFileSync(path.join(dir(), file), JSON.stringify(data));

    it('are filled from the settings, in every list and language', () => {
      const ours = settings();
      write('settings.json', {
        ...ours,
        studioName: 'Taller Norte',
        address: { ...ours.address, neighbourhood: 'Zona Vella' },
      });
      const portfolio = read('ca/portfolio.json') as { summary: string }[];
      portfolio[0]!.summary = 'Fet per {{studio}}, al barri de {{ neighbourhood }}.';
      write('ca/portfolio.json', portfolio);
      expect(loadContent(dir()).lists.ca.portfolio[0]?.summary).toBe(
        'Fet per Taller Norte, al barri de Zona Vella.',
      );
    });

    it('name the file, entry and field of a placeholder that is no variable', () => {
      const faqs = read('en/faqs.json') as { id: string; answer: string }[];
      faqs[2]!.answer = 'Call {{studioPhone}}.';
      write('en/faqs.json', faqs);
      expect(() => loadContent(dir())).toThrow(ContentError);
      expect(() => loadContent(dir())).toThrow(
        new RegExp(
          `en/faqs\\.json: entry 2 \\(${faqs[2]!.id}\\), field answer: \\{\\{studioPhone\\}\\} is not one of the studio's variables \\(studio, `,
        ),
      );
    });

    it('come from the file STUDIO_SETTINGS names, when it is set', () => {
      const other = path.join(dir(), 'other-studio.json');
      writeFileSync(
        other,
        JSON.stringify({
          ...settings(),
          studioName: 'Taller Norte',
          email: 'hola@tallernorte.example',
        }),
      );
      vi.stubEnv('STUDIO_SETTINGS', other);
      expect(studioFile('settings.json', dir())).toBe(other);
      expect(loadContent(dir()).settings).toMatchObject({
        studioName: 'Taller Norte',
        email: 'hola@tallernorte.example',
      });
    });

    it('name STUDIO_SETTINGS’ file when it is not valid', () => {
      const other = path.join(dir(), 'other-studio.json');
      const { neighbourhood: _left, ...address } = settings().address;
      writeFileSync(other, JSON.stringify({ ...settings(), address }));
      vi.stubEnv('STUDIO_SETTINGS', other);
      expect(() => loadContent(dir())).toThrow(/other-studio\.json: address\.neighbourhood/);
    });

    it('take the figures from the file STUDIO_PRICING names, when it is set', () => {
      const pricing = read('pricing.json') as Pricing;
      const shop = pricing.services['tienda-online'].from;
      shop.amount += 400;
      const other = path.join(dir(), 'other-pricing.json');
      writeFileSync(other, JSON.stringify(pricing));
      const faqs = read('es/faqs.json') as { answer: string }[];
      faqs[0]!.answer = 'Desde {{price.tienda-online.from}}.';
      write('es/faqs.json', faqs);
      vi.stubEnv('STUDIO_PRICING', other);
      expect(studioFile('pricing.json', dir())).toBe(other);
      const content = loadContent(dir());
      expect(content.pricing.services['tienda-online'].from).toEqual(shop);
      expect(content.lists.es.faqs[0]?.answer).toBe(`Desde ${formatMoney(shop.amount, 'es')}.`);
    });

    it('name STUDIO_PRICING’s file when it is not valid', () => {
      const other = path.join(dir(), 'other-pricing.json');
      const { gatewayFee: _left, ...rest } = read('pricing.json') as Pricing;
      writeFileSync(other, JSON.stringify(rest));
      vi.stubEnv('STUDIO_PRICING', other);
      expect(() => loadContent(dir())).toThrow(/other-pricing\.json: gatewayFee: /);
    });
  });
});
