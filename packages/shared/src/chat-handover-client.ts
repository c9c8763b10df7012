import { checkLeadConsent, checkLeadEmail, checkLeadName, type LeadMessageKey } from './lead.js';

// The chat's hand-over (decision 017), without zod (see chat-client.ts); the server also checks
// the conversation (chat-handover.ts).

/** In the order the form shows them: focus goes to the first invalid one. */
export const HANDOVER_FIELDS = ['email', 'name', 'consent'] as const;
export type HandoverField = (typeof HANDOVER_FIELDS)[number];

export const LEAD_SOURCES = ['form', 'chat'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

type HandoverContactCheck =
  | { ok: true; contact: { email: string; name: string | null; consent: true } }
  | { ok: false; errors: Partial<Record<HandoverField, LeadMessageKey>> };

export function checkHandoverContact(input: {
  email?: unknown;
  name?: unknown;
  consent?: unknown;
}): HandoverContactCheck {
  const errors: Partial<Record<HandoverField, LeadMessageKey>> = {};
  const email = checkLeadEmail(input.email);
  if (email.error) errors.email = email.error;
  const name = checkLeadName(input.name, false);
  if (name.error) errors.name = name.error;
  // The hand-over's checkbox accepts the privacy policy only (the quote form's, the terms too).
  if (checkLeadConsent(input.consent)) errors.consent = 'lead.errors.privacy_consent';
  if (Object.keys(errors).length > 0 || email.value === null) return { ok: false, errors };
  return { ok: true, contact: { email: email.value, name: name.value, consent: true } };
}
