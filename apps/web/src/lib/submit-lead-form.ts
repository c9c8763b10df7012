import { leadMessage, type Lang, type LeadCreated } from '@studio/shared';
import { apiPost } from './api-client';

export type SubmitOutcome =
  | { ok: true; trackingUrl: string }
  | { ok: false; general: string; fields: Record<string, string> };

/**
 * Sends a form that becomes a lead (the quote form, the chat's hand-over) and maps the answer
 * to what the form shows (decision 005): field errors with the "complete all required fields"
 * alert; a network failure; 429; a rejected token is retried once by apiPost; else the
 * server's error text, or the general message on 5xx.
 */
export async function submitLeadForm(
  path: string,
  body: Record<string, unknown>,
  lang: Lang,
): Promise<SubmitOutcome> {
  let result;
  try {
    result = await apiPost<LeadCreated>(path, body);
  } catch {
    return { ok: false, general: leadMessage('lead.errors.network', lang), fields: {} };
  }
  if (result.ok) return { ok: true, trackingUrl: result.data.trackingUrl };
  const { status, error } = result;
  if (error.errors && Object.keys(error.errors).length > 0) {
    return {
      ok: false,
      general: leadMessage('lead.errors.validation', lang),
      fields: error.errors,
    };
  }
  if (status === 429) {
    return { ok: false, general: leadMessage('lead.errors.rate_limited', lang), fields: {} };
  }
  const serverText = status < 500 && typeof error.error === 'string' ? error.error.trim() : '';
  return { ok: false, general: serverText || leadMessage('lead.errors.general', lang), fields: {} };
}
