// Until delivery an outbox row holds the finished message, whose tracking, confirm and
// unsubscribe links carry plain tokens. After it nothing needs them, and a link read from a copy
// of the database would open the visitor's request: the row keeps no body.

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

export function sentRecord(kind: string, payload: string): string {
  const message = parse(payload);
  if (kind === 'mail') {
    // JSON leaves out a replyTo the mail did not have.
    return JSON.stringify({ to: message.to, subject: message.subject, replyTo: message.replyTo });
  }
  if (kind === 'webhook') {
    const lead = message.lead;
    const id = typeof lead === 'object' && lead !== null ? (lead as { id?: unknown }).id : null;
    return JSON.stringify({ event: message.event, lead: { id } });
  }
  return '{}';
}
