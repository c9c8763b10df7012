import { describe, expect, it } from 'vitest';
import type { SiteSettings } from './content.js';
import { fillVariables, placeholdersIn, studioVariables } from './studio-variables.js';

const settings: SiteSettings = {
  studioName: 'Taller Norte',
  legalName: 'Taller Norte Software S.L.',
  taxId: 'B87654321',
  siteUrl: 'https://tallernorte.example',
  phone: { display: '+34 981 00 11 22', e164: '+34981001122' },
  email: 'hola@tallernorte.example',
  whatsappNumber: '34600112233',
  address: {
    street: 'Rúa Nova 5',
    postalCode: '15705',
    city: 'Santiago',
    neighbourhood: 'Zona Vella',
    region: 'Galicia',
    country: 'ES',
  },
  geo: { latitude: 42.88, longitude: -8.54 },
  hours: { opens: '08:00', closes: '16:00', timeZone: 'Europe/Madrid', days: ['Mo'] },
  social: [],
  figures: {
    yearsInBusiness: 7,
    projectsDelivered: 1400,
    satisfactionPercent: 95,
    revenueForClientsEur: 3450000,
    teamCombinedYears: 90,
    teamProjects: 61,
  },
  team: [
    { id: 'commercial', years: 19 },
    { id: 'architect', years: 24 },
    { id: 'qa', years: 9 },
  ],
  adsConversionId: null,
  ga4MeasurementId: null,
};

describe('studioVariables', () => {
  it('names the studio, its contact details, its address and its figures from the settings', () => {
    expect(studioVariables(settings, 'es')).toEqual({
      studio: 'Taller Norte',
      legalName: 'Taller Norte Software S.L.',
      taxId: 'B87654321',
      phone: '+34 981 00 11 22',
      email: 'hola@tallernorte.example',
      emailDomain: 'tallernorte.example',
      street: 'Rúa Nova 5',
      postalCode: '15705',
      city: 'Santiago',
      neighbourhood: 'Zona Vella',
      address: 'Rúa Nova 5, 15705 Santiago',
      opens: '8:00',
      closes: '16:00',
      teamSize: '3',
      minYears: '9',
      maxYears: '24',
      combinedYears: '90',
      yearsInBusiness: '7',
      projects: '1400',
      teamProjects: '61',
      satisfaction: '95\u00a0%',
      revenue: '3,5M\u00a0€',
    });
  });

  it('writes the figures as each language does', () => {
    expect(studioVariables(settings, 'ca')).toMatchObject({
      projects: '1.400',
      satisfaction: '95\u00a0%',
      revenue: '3,5M\u00a0€',
    });
    expect(studioVariables(settings, 'en')).toMatchObject({
      projects: '1,400',
      satisfaction: '95%',
      revenue: '€3.5M',
    });
  });

  it('gives a smaller revenue in thousands', () => {
    const small = { ...settings, figures: { ...settings.figures, revenueForClientsEur: 350000 } };
    expect(studioVariables(small, 'es').revenue).toBe('350K\u00a0€');
    expect(studioVariables(small, 'en').revenue).toBe('€350K');
  });
});

describe('fillVariables', () => {
  const variables = studioVariables(settings, 'es');

  it('fills every placeholder it knows, with or without spaces inside', () => {
    expect(fillVariables('Hola, {{studio}}. Llámanos al {{ phone }}.', variables)).toBe(
      'Hola, Taller Norte. Llámanos al +34 981 00 11 22.',
    );
  });

  it('leaves an unknown placeholder as written, for the caller to report', () => {
    const text = fillVariables('{{studio}} en {{ciudad}}', variables);
    expect(text).toBe('Taller Norte en {{ciudad}}');
    expect(placeholdersIn(text)).toEqual(['{{ciudad}}']);
  });

  it('does not take a name from the object’s prototype', () => {
    expect(fillVariables('{{toString}}', variables)).toBe('{{toString}}');
  });

  it('finds placeholders that are not a plain name too', () => {
    expect(placeholdersIn('a {{ studio, upper }} b {{}}')).toEqual(['{{ studio, upper }}', '{{}}']);
  });
});
