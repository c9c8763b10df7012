import type { StoredLead } from './lead-repository.js';

/**
 * Leads as CSV, for `npm run leads -- export` (plain, comma separated, for scripts) and the
 * inbox's export (for a spreadsheet in a Spanish locale, which splits on `;` and reads UTF-8
 * only after a byte-order mark).
 */

export interface CsvFormat {
  separator: ',' | ';';
  bom: boolean;
  newline: '\n' | '\r\n';
}

export const CSV_PLAIN: CsvFormat = { separator: ',', bom: false, newline: '\n' };
export const CSV_SPREADSHEET: CsvFormat = { separator: ';', bom: true, newline: '\r\n' };

export function detailText(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A CSV cell: quoted, and text a spreadsheet would run as a formula is defused. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'status',
  'lang',
  'source',
  'project_type',
  'budget_range',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'details',
  'conversation',
] as const;

function csvRow(lead: StoredLead, separator: string): string {
  const details = Object.entries(lead.lead.details)
    .map(([name, value]) => `${name}=${detailText(value)}`)
    .join('; ');
  const cells: Record<(typeof CSV_COLUMNS)[number], string | null> = {
    id: lead.id,
    created_at: lead.createdAt,
    status: lead.status,
    lang: lead.lang,
    source: lead.source,
    project_type: lead.lead.project_type,
    budget_range: lead.lead.budget_range,
    name: lead.lead.name,
    email: lead.lead.email,
    phone: lead.lead.phone,
    company: lead.lead.company,
    message: lead.lead.message,
    details,
    conversation: lead.conversation
      ? lead.conversation.map((message) => `${message.role}: ${message.content}`).join('\n')
      : null,
  };
  return CSV_COLUMNS.map((column) => csvCell(cells[column])).join(separator);
}

/** The header and a row per lead, each line ended. */
export function csvTable(leads: readonly StoredLead[], format: CsvFormat): string {
  const lines = [
    CSV_COLUMNS.join(format.separator),
    ...leads.map((lead) => csvRow(lead, format.separator)),
  ];
  return `${format.bom ? '\uFEFF' : ''}${lines.join(format.newline)}${format.newline}`;
}
