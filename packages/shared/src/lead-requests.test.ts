import { describe, expect, it } from 'vitest';
import { validateLead } from './lead.js';
import { LeadRequestSchema, NewsletterRequestSchema } from './lead-requests.js';

const quote = {
  project_type: 'web_personal',
  web_purpose: 'Portfolio',
  name: 'Ana',
  email: 'ana@example.com',
  consent: true,
};

/** The issues of a refused body, as the API answers them: the first message of each field. */
function refused(schema: typeof LeadRequestSchema | typeof NewsletterRequestSchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe('LeadRequestSchema', () => {
  it('answers the lead as validateLead reads it, and the body’s language', () => {
    const lead = validateLead(quote);
    expect(lead.ok).toBe(true);
    expect(LeadRequestSchema.parse({ ...quote, lang: 'CA' })).toEqual({
      lead: lead.ok ? lead.lead : null,
      lang: 'ca',
    });
    // An unknown or odd language is no reason to refuse a request.
    expect(LeadRequestSchema.parse({ ...quote, lang: 5 }).lang).toBeNull();
    expect(LeadRequestSchema.parse(quote).lang).toBeNull();
  });

  it('refuses with validateLead’s message keys, under each field', () => {
    const body = { ...quote, web_purpose: 'shop', email: 'ana@', consent: 'yes' };
    const check = validateLead(body);
    expect(check.ok ? {} : check.errors).toEqual({
      web_purpose: 'lead.errors.web_purpose',
      email: 'lead.errors.email',
      consent: 'lead.errors.consent',
    });
    expect(refused(LeadRequestSchema, body)).toEqual(check.ok ? {} : check.errors);
  });
});

describe('NewsletterRequestSchema', () => {
  it('keeps one subscription per address whatever its case', () => {
    expect(
      NewsletterRequestSchema.parse({ email: ' Marc@Example.COM ', consent: true, lang: 'en' }),
    ).toEqual({ email: 'marc@example.com', consent: true, lang: 'en' });
  });

  it('refuses a bad address and a missing consent with the lead message keys', () => {
    expect(refused(NewsletterRequestSchema, {})).toEqual({
      email: 'lead.errors.email',
      consent: 'lead.errors.consent',
    });
    expect(refused(NewsletterRequestSchema, { email: 'a\u0000@b.es', consent: 'true' })).toEqual({
      email: 'lead.errors.email',
      consent: 'lead.errors.consent',
    });
  });
});
