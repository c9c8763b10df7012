import type { StoredLead } from './lead-repository.js';

interface CsvFormat {
  separator: ',' | ';';
  bom: boolean;
  newline: '\n' | '\r\n';
}

export const CSV_PLAIN: CsvFormat = { separator: ',', bom: false, newline: '\n' };
/** A spreadsheet in a Spanish locale splits on `;` and reads UTF-8 only after a byte-order mark. */
export const CSV_SPREADSHEET: CsvFormat = { separator: ';', bom: true, newline: '\r\n' };

export function detailText(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Text a spreadsheet would run as a formula is defused. */
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

export function csvTable(leads: readonly StoredLead[], format: CsvFormat): string {
  const lines = [
    CSV_COLUMNS.join(format.separator),
    ...leads.map((lead) => csvRow(lead, format.separator)),
  ];
  return `${format.bom ? '\uFEFF' : ''}${lines.join(format.newline)}${format.newline}`;
}
