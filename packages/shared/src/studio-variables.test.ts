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
  adsConversionId: null,
  ga4MeasurementId: null,
};

describe('studioVariables', () => {
  it('names the studio, its contact details and its address from the settings', () => {
    expect(studioVariables(settings)).toEqual({
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
    });
  });
});

describe('fillVariables', () => {
  const variables = studioVariables(settings);

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
