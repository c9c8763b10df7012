import { checkLeadConsent, checkLeadEmail, checkLeadName, type LeadMessageKey } from './lead.js';

/**
 * The chat's hand-over to the studio (decision 017): what the chat window needs, in a
 * module without zod (see chat-client.ts). The fields follow the quote form's own rules
 * (lead.ts); the server also checks the conversation with the schema in chat-handover.ts.
 */

/** The form's fields, in the order it shows them (focus goes to the first invalid one). */
export const HANDOVER_FIELDS = ['email', 'name', 'consent'] as const;
export type HandoverField = (typeof HANDOVER_FIELDS)[number];

/** Where a lead came from: the quote form, or the chat's hand-over. */
export const LEAD_SOURCES = ['form', 'chat'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The contact of a hand-over, checked and trimmed. */
export interface HandoverContact {
  email: string;
  name: string | null;
  consent: true;
}

export type HandoverContactCheck =
  | { ok: true; contact: HandoverContact }
  | { ok: false; errors: Partial<Record<HandoverField, LeadMessageKey>> };

/** E-mail (required), name (optional) and consent, by the quote form's rules. */
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
