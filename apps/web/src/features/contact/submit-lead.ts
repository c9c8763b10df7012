import type { Lang } from '@studio/shared';
import { submitLeadForm, type SubmitOutcome } from '../../lib/submit-lead-form';
import type { QuoteValues } from './quote-state';

export type { SubmitOutcome };

/** Sends the quote request; the answer mapped as every lead form maps it (submitLeadForm). */
export function submitLead(values: QuoteValues, lang: Lang): Promise<SubmitOutcome> {
  return submitLeadForm('/leads', { ...values, lang }, lang);
}
