import { leadMessage, type Lang, type LeadCreated } from '@studio/shared';
import { apiPost } from './api-client';

export type SubmitOutcome =
  | { ok: true; trackingUrl: string }
  | { ok: false; general: string; fields: Record<string, string> };

/** The quote form's and the chat hand-over's: the answer mapped as decision 005 says. */
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
