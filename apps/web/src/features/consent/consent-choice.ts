import { CONSENT_POLICY_VERSION, purposesOf, type Lang, type TagSettings } from '@studio/shared';
import { apiSend } from '../../lib/api-client';
import { randomUuid } from '../../lib/random-uuid';
import { CONSENT_STORAGE_KEY, consentStore, type ConsentChoice } from './consent-state';

export { applyChoice } from './google-tag';

export type Allowed = Pick<ConsentChoice, 'analytics' | 'advertising'>;

/** Every later change of this browser's keeps the same id; the server keeps the proof. */
export function saveChoice(
  tags: TagSettings,
  previous: ConsentChoice | null,
  allowed: Allowed,
  lang: Lang,
): ConsentChoice {
  const asked = purposesOf(tags);
  const choice: ConsentChoice = {
    id: previous?.id ?? randomUuid(),
    analytics: allowed.analytics && asked.includes('analytics'),
    advertising: allowed.advertising && asked.includes('advertising'),
    purposes: asked,
    version: CONSENT_POLICY_VERSION,
    at: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage disabled: the choice holds for this page, and is asked again on the next.
  }
  consentStore.set(choice);
  void apiSend('/consent', {
    consentId: choice.id,
    analytics: choice.analytics,
    advertising: choice.advertising,
    policyVersion: CONSENT_POLICY_VERSION,
    lang,
  });
  return choice;
}
