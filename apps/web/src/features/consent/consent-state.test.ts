import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, TAGS_ATTRIBUTE, type TagSettings } from '@studio/shared';
import { saveChoice } from './consent-choice';
import { CONSENT_STORAGE_KEY, consentStore, readTags, validChoice } from './consent-state';

const BOTH: TagSettings = {
  adsConversionId: 'AW-123456789/AbCdEfGh',
  ga4MeasurementId: 'G-ABC123',
};
const now = new Date('2026-11-25T12:00:00Z');
const choice = (overrides: Record<string, unknown> = {}) => ({
  id: '0b6f1d1e-6a0e-4d8b-9f55-1d2a3b4c5d6e',
  analytics: true,
  advertising: false,
  purposes: ['analytics', 'advertising'],
  version: CONSENT_POLICY_VERSION,
  at: '2026-11-01T10:00:00Z',
  ...overrides,
});

describe('a stored cookie choice', () => {
  it('holds while it answers what the site asks now', () => {
    expect(validChoice(choice(), BOTH, now)).toMatchObject({ analytics: true });
  });

  it.each([
    ['after 13 months', { at: '2025-10-20T10:00:00Z' }],
    ['under another policy version', { version: '2020-01-01' }],
    ['for other purposes (a tag was added)', { purposes: ['analytics'] }],
    ['from the future', { at: '2027-01-01T00:00:00Z' }],
    ['without its id', { id: undefined }],
    ['with a choice that is not a yes or no', { analytics: 'yes' }],
  ])('is asked again %s', (_when, overrides) => {
    expect(validChoice(choice(overrides), BOTH, now)).toBeNull();
  });

  it('is asked again when the purposes change: only advertising configured now', () => {
    const adsOnly = { ...BOTH, ga4MeasurementId: null };
    expect(validChoice(choice(), adsOnly, now)).toBeNull();
    expect(validChoice(choice({ purposes: ['advertising'] }), adsOnly, now)).not.toBeNull();
  });

  it('is nothing when it is not an object', () => {
    expect(validChoice('yes', BOTH, now)).toBeNull();
    expect(validChoice(null, BOTH, now)).toBeNull();
  });
});

describe('the consent store', () => {
  beforeEach(() => {
    consentStore.reset();
    window.localStorage.clear();
  });
  afterEach(() => {
    document.documentElement.removeAttribute(TAGS_ATTRIBUTE);
    consentStore.reset();
  });

  it('knows no tag and asks nothing when the page names none', () => {
    expect(readTags()).toBeNull();
    expect(consentStore.get()).toEqual({ tags: null, choice: null, settingsOpen: false });
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('keeps a choice with a random id, and never grants a purpose the site does not use', () => {
    document.documentElement.setAttribute(TAGS_ATTRIBUTE, 'ads=AW-123456789/AbCdEfGh');
    expect(consentStore.get().tags).toEqual({
      adsConversionId: 'AW-123456789/AbCdEfGh',
      ga4MeasurementId: null,
    });
    const tags = consentStore.get().tags!;
    const saved = saveChoice(tags, null, { analytics: true, advertising: true }, 'es');
    expect(consentStore.get().choice).toEqual(saved);
    expect(saved).toMatchObject({ analytics: false, advertising: true, purposes: ['advertising'] });
    expect(saved.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toEqual(saved);
    // A later change keeps the same id: the server's proof is one history per browser.
    consentStore.openSettings();
    expect(consentStore.get().settingsOpen).toBe(true);
    const changed = saveChoice(tags, saved, { analytics: false, advertising: false }, 'es');
    expect(changed.id).toBe(saved.id);
    expect(consentStore.get().settingsOpen).toBe(false);
  });

  it('ignores an attribute that names no valid id', () => {
    document.documentElement.setAttribute(TAGS_ATTRIBUTE, 'ads=<script>;ga4=nope');
    expect(readTags()).toBeNull();
  });
});
