import { z } from 'zod';
import { CONSENT_POLICY_VERSION } from './consent-tags.js';
import { LANGS } from './lang.js';

/** Proof of consent (decision 013): nothing that identifies the person, no address or browser. */
export const ConsentRecordSchema = z.strictObject({
  consentId: z.uuid(),
  analytics: z.boolean(),
  advertising: z.boolean(),
  policyVersion: z.literal(CONSENT_POLICY_VERSION),
  lang: z.enum(LANGS),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;
