/**
 * What an outbox row keeps once its message is delivered. Until then its payload is the
 * finished message, tracking, confirm and unsubscribe links included: they carry the plain
 * token, since only its hash is stored anywhere else. After delivery nothing needs them, and a
 * link read from a copy of the database would open the visitor's request (or confirm or end
 * their subscription). So the row keeps who it went to and what it was about, and no body.
 */

export interface SentMailRecord {
  to: unknown;
  replyTo?: unknown;
  subject: unknown;
}

export interface SentWebhookRecord {
  event: unknown;
  lead: { id: unknown };
}

function parse(payload: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The payload a delivered row keeps (JSON): a mail's recipients and subject, a webhook's lead id. */
export function sentRecord(kind: string, payload: string): string {
  const message = parse(payload);
  if (kind === 'mail') {
    const record: SentMailRecord = { to: message.to, subject: message.subject };
    if (message.replyTo !== undefined) record.replyTo = message.replyTo;
    return JSON.stringify(record);
  }
  if (kind === 'webhook') {
    const lead = message.lead;
    const id = typeof lead === 'object' && lead !== null ? (lead as { id?: unknown }).id : null;
    return JSON.stringify({ event: message.event, lead: { id } } satisfies SentWebhookRecord);
  }
  return '{}';
}
