import { z } from 'zod';
import { CONSENT_POLICY_VERSION } from './consent-tags.js';
import { LANGS } from './lang.js';

/**
 * `POST /api/v1/consent`: a visitor's choice, kept as proof of consent (decision 013). A random
 * id the browser made for this choice, what was allowed, the policy version; nothing that
 * identifies the person (no address, no browser details).
 */
export const ConsentRecordSchema = z.strictObject({
  consentId: z.uuid(),
  analytics: z.boolean(),
  advertising: z.boolean(),
  policyVersion: z.literal(CONSENT_POLICY_VERSION),
  lang: z.enum(LANGS),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;
