import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_DIR, type ContentLists } from '@studio/content';
import type { Lang, SiteSettings } from '@studio/shared';

const settings: SiteSettings = {
  studioName: 'Ona Studio',
  legalName: 'Ona Studio Digital S.L.',
  taxId: 'B12345678',
  siteUrl: 'https://onastudio.es',
  phone: { display: '+34 932 20 45 18', e164: '+34932204518' },
  email: 'info@onastudio.es',
  whatsappNumber: '34611204518',
  address: {
    street: 'Carrer de Pujades 77',
    postalCode: '08005',
    city: 'Barcelona',
    neighbourhood: 'Poblenou',
    region: 'Catalunya',
    country: 'ES',
  },
  geo: { latitude: 41.3985, longitude: 2.1962 },
  hours: {
    opens: '09:00',
    closes: '18:00',
    timeZone: 'Europe/Madrid',
    days: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
  },
  social: [{ name: 'GitHub', url: 'https://github.com/onastudio' }],
  figures: {
    yearsInBusiness: 12,
    projectsDelivered: 200,
    satisfactionPercent: 98,
    revenueForClientsEur: 1200000,
    teamCombinedYears: 245,
    teamProjects: 50,
  },
  team: [
    { id: 'architect', years: 35 },
    { id: 'commercial', years: 32 },
  ],
  adsConversionId: null,
  ga4MeasurementId: null,
};

/** Small lists whose texts name their language, so a test can tell which one it got. */
function lists(lang: Lang): ContentLists {
  return {
    products: [
      {
        slug: 'web-personal',
        title: `Web personal (${lang})`,
        description: `Una web para ti (${lang})`,
        estimacion: { plazo: '1-2 semanas' },
      },
      {
        slug: 'asistencia-tecnica-oficinas',
        title: `Asistencia técnica (${lang})`,
        description: `Soporte en oficinas (${lang}). ${'Texto largo. '.repeat(100)}`,
        estimacion: { plazo: '24 h' },
      },
    ],
    extras: [{ slug: 'hosting', title: `Hosting (${lang})`, description: `Alojamiento (${lang})` }],
    faqs: [
      {
        id: 'pago',
        category: 'payments',
        question: `¿Cómo se paga? (${lang})`,
        answer: `En tres pagos (${lang})`,
        orden: 1,
      },
      {
        id: 'plazos',
        category: 'development',
        question: `¿Plazos? (${lang})`,
        answer: `Dos semanas (${lang})`,
      },
    ],
    portfolio: [
      {
        slug: 'tienda-barcelona',
        title: `Tienda online (${lang})`,
        client: 'Forn Pujades',
        sector: 'Alimentación',
        summary: `Tienda con recogida (${lang})`,
        result: '16x conversiones',
        image: { src: '/images/portfolio/forn.svg', width: 640, height: 400, alt: 'Forn Pujades' },
        tags: ['shop'],
      },
    ],
  };
}

/** Writes a valid content folder (settings.json, our pricing.json, es/ca/en lists) into `dir`. */
export async function writeContentFixture(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'settings.json'), JSON.stringify(settings));
  await copyFile(path.join(CONTENT_DIR, 'pricing.json'), path.join(dir, 'pricing.json'));
  for (const lang of ['es', 'ca', 'en'] as const) {
    await mkdir(path.join(dir, lang), { recursive: true });
    for (const [name, list] of Object.entries(lists(lang))) {
      await writeFile(path.join(dir, lang, `${name}.json`), JSON.stringify(list));
    }
  }
  return dir;
}
