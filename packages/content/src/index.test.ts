import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Pricing } from '@studio/shared';
import { ContentError, loadContent, studioFile } from './index.js';
import { useContentCopy } from './test/helpers.js';

describe('content files', () => {
  it('are valid and match across languages', () => {
    const content = loadContent();
    expect(content.lists.es.products.map((p) => p.slug)).toContain('asistencia-tecnica-oficinas');
    expect(content.lists.ca.faqs).toHaveLength(content.lists.es.faqs.length);
    // The studio's own settings and prices, whatever they say: the files the build reads.
    expect(content.settings).toEqual(JSON.parse(readFileSync(studioFile('settings.json'), 'utf8')));
    expect(content.pricing).toEqual(JSON.parse(readFileSync(studioFile('pricing.json'), 'utf8')));
  });

  describe('with a broken copy', () => {
    const dir = useContentCopy();

    const edit = (file: string, change: (data: unknown[]) => void) => {
      const target = path.join(dir(), file);
      const data = JSON.parse(readFileSync(target, 'utf8')) as unknown[];
      change(data);
      writeFileSync(target, JSON.stringify(data));
    };

    it('names the file, entry and field of a bad value', () => {
      edit('ca/products.json', (data) => {
        (data[1] as { title: string }).title = '';
      });
      expect(() => loadContent(dir())).toThrow(ContentError);
      expect(() => loadContent(dir())).toThrow(
        /ca\/products\.json: entry 1 \(web-empresarial\), field title/,
      );
    });

    it('names the field of a bad price, or of payments that do not add up', () => {
      const file = path.join(dir(), 'pricing.json');
      const pricing = JSON.parse(readFileSync(file, 'utf8')) as Pricing;
      const saas = pricing.services['aplicacion-saas'];
      (saas.tiers[1].price as { amount: unknown }).amount = '12.000 €';
      pricing.terms.paymentMilestones.production += 10;
      writeFileSync(file, JSON.stringify(pricing));
      expect(() => loadContent(dir())).toThrow(ContentError);
      expect(() => loadContent(dir())).toThrow(
        /pricing\.json: services\.aplicacion-saas\.tiers\.1\.price\.amount: .*expected number/,
      );
      expect(() => loadContent(dir())).toThrow(
        /pricing\.json: terms\.paymentMilestones: the three payments must add up to 100/,
      );
    });

    it('names a list whose entries differ from Spanish', () => {
      edit('en/faqs.json', (data) => data.pop());
      expect(() => loadContent(dir())).toThrow(/en\/faqs\.json: entries must match es\/faqs\.json/);
    });

    it('names a FAQ whose category differs from Spanish', () => {
      edit('ca/faqs.json', (data) => {
        (data[0] as { category: string }).category = 'support';
      });
      expect(() => loadContent(dir())).toThrow(
        /ca\/faqs\.json: entry como-funciona-el-pago: category support, es\/faqs\.json says payments/,
      );
    });

    it('takes a new FAQ entry with its category in every language, and nothing else', () => {
      for (const lang of ['es', 'ca', 'en']) {
        edit(`${lang}/faqs.json`, (data) =>
          data.push({
            id: 'videollamadas',
            category: 'development',
            question: `${lang}: ¿videollamada?`,
            answer: `${lang}: sí.`,
          }),
        );
      }
      const added = loadContent(dir()).lists.en.faqs.at(-1);
      expect(added).toMatchObject({ id: 'videollamadas', category: 'development' });
    });

    it('names a file that is not JSON', () => {
      writeFileSync(path.join(dir(), 'es', 'extras.json'), '{ nope');
      expect(() => loadContent(dir())).toThrow(/es\/extras\.json: invalid JSON/);
    });
  });
});
