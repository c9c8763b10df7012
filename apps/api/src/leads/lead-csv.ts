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

/** The columns in order, each with its cell of a lead. */
const CSV_COLUMNS: Record<string, (lead: StoredLead) => string | null> = {
  id: (lead) => lead.id,
  created_at: (lead) => lead.createdAt,
  status: (lead) => lead.status,
  lang: (lead) => lead.lang,
  source: (lead) => lead.source,
  project_type: (lead) => lead.lead.project_type,
  budget_range: (lead) => lead.lead.budget_range,
  name: (lead) => lead.lead.name,
  email: (lead) => lead.lead.email,
  phone: (lead) => lead.lead.phone,
  company: (lead) => lead.lead.company,
  message: (lead) => lead.lead.message,
  details: (lead) =>
    Object.entries(lead.lead.details)
      .map(([name, value]) => `${name}=${detailText(value)}`)
      .join('; '),
  conversation: (lead) =>
    lead.conversation?.map((message) => `${message.role}: ${message.content}`).join('\n') ?? null,
};

export function csvTable(leads: readonly StoredLead[], format: CsvFormat): string {
  const cells = Object.values(CSV_COLUMNS);
  const lines = [
    Object.keys(CSV_COLUMNS).join(format.separator),
    ...leads.map((lead) => cells.map((cell) => csvCell(cell(lead))).join(format.separator)),
  ];
  return `${format.bom ? '\uFEFF' : ''}${lines.join(format.newline)}${format.newline}`;
}
