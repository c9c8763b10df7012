import { describe, expect, it } from 'vitest';
import { LANGS } from '@studio/shared';
import settings from '@studio/content/settings.json';
import { createI18n } from './i18n';

describe("the inbox's words", () => {
  it.each(LANGS)('%s: name the studio of settings.json, never a copy of it', (lang) => {
    const i18n = createI18n(lang);
    expect(i18n.t('app.brand').split(' · ')[0]).toBe(settings.studioName);
    const domain = settings.email.split('@')[1]!;
    expect(i18n.t('signIn.offHelp')).toContain(`STUDIO_USERS=marta@${domain},pau@${domain}`);
  });

  it('still say whose address it is when the text is given one', () => {
    expect(createI18n('en').t('app.signedInAs', { email: 'marta@example.com' })).toBe(
      'Signed in as marta@example.com',
    );
  });
});
