import { z } from 'zod';
import { normalizeLang } from './lang.js';
import { checkLeadEmail, validateLead } from './lead.js';
import { ChatHandoverSchema } from './chat-handover.js';

// The bodies of the three POSTs a visitor's forms send. Their issues carry lead message keys
// (`lead.errors.*`) under the field's name, which the API answers in the request's language.

/**
 * A body's `lang`: the language of the answer and the mails when the query names none. Any value
 * is taken, so a request is never refused for it; only a language the site has is kept.
 */
const BodyLangSchema = z
  .unknown()
  .optional()
  .transform((value) => normalizeLang(typeof value === 'string' ? value : null));

/**
 * POST /api/v1/leads. The rules are validateLead's, which the form runs too: the form's chunk
 * carries no zod (decision 022), so the one rule is a plain function this schema calls.
 */
export const LeadRequestSchema = z
  .looseObject({ lang: BodyLangSchema })
  .transform((body, context) => {
    const result = validateLead(body);
    if (result.ok) return { lead: result.lead, lang: body.lang };
    for (const [field, message] of Object.entries(result.errors)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });

/** POST /api/v1/chat/handover: the hand-over (chat-handover.ts) and the visitor's language. */
export const HandoverRequestSchema = ChatHandoverSchema.and(z.object({ lang: BodyLangSchema }));

/**
 * POST /api/v1/newsletter: the quote form's address rule (email.ts), lower-cased so that an
 * address has one subscription whatever its case, and consent.
 */
export const NewsletterRequestSchema = z.object({
  email: z
    .unknown()
    .optional()
    .transform((value, context) => {
      const { value: email } = checkLeadEmail(value);
      if (email !== null) return email.toLowerCase();
      context.addIssue({ code: 'custom', message: 'lead.errors.email' });
      return z.NEVER;
    }),
  consent: z.literal(true, 'lead.errors.consent'),
  lang: BodyLangSchema,
});
