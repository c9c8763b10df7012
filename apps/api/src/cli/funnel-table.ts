import { FUNNEL_EVENTS, FUNNEL_NO_TYPE, type FunnelEvent } from '@studio/shared';
import { noCounts, type FunnelRow } from '../funnel/funnel-repository.js';
import { terminalLine } from './terminal-text.js';

const LABELS: Record<FunnelEvent, string> = {
  form_shown: 'form shown',
  step2_reached: 'step 2 reached',
  step3_reached: 'step 3 reached',
  request_sent: 'request sent',
  request_failed: 'request failed',
};

const SHARE_OF: Partial<Record<FunnelEvent, FunnelEvent>> = {
  step2_reached: 'form_shown',
  step3_reached: 'step2_reached',
  request_sent: 'step3_reached',
  request_failed: 'step3_reached',
};

const BAR_WIDTH = 40;
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

function bar(value: number, max: number): string {
  if (max <= 0 || value <= 0) return '';
  const eighths = Math.max(1, Math.round((value / max) * BAR_WIDTH * 8));
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

function sum(rows: readonly FunnelRow[], lang: string): FunnelRow {
  const counts = noCounts();
  for (const row of rows) for (const name of FUNNEL_EVENTS) counts[name] += row.counts[name];
  return { type: 'all types', lang, counts };
}

function block(row: FunnelRow): string[] {
  const max = Math.max(...FUNNEL_EVENTS.map((name) => row.counts[name]));
  const width = String(max).length;
  return [
    // The names come from the database: the API only stores known ones, but a row put there
    // another way must not act on the terminal either.
    terminalLine(`${row.type} · ${row.lang}`),
    ...FUNNEL_EVENTS.map((name) => {
      const count = row.counts[name];
      const base = SHARE_OF[name];
      const share =
        base && row.counts[base] > 0
          ? `${Math.round((count / row.counts[base]) * 100)}% of ${LABELS[base]}`
          : '';
      return `  ${LABELS[name].padEnd(15)}${String(count).padStart(width)}  ${bar(count, max).padEnd(BAR_WIDTH)}  ${share}`.trimEnd();
    }),
    '',
  ];
}

/** The form is shown before a type is chosen: only the all-types block counts it. */
export function funnelTable(
  rows: readonly FunnelRow[],
  { since, until }: { since?: string; until?: string },
): string[] {
  const period = `${since ?? 'the first day'} to ${until ?? 'today'} (UTC days)`;
  if (rows.length === 0) return [`Quote-form funnel, ${period}: nothing counted.`];
  const lines = [`Quote-form funnel, ${period}`, ''];
  for (const lang of [...new Set(rows.map((row) => row.lang))].sort()) {
    const ofLang = rows.filter((row) => row.lang === lang);
    lines.push(...block(sum(ofLang, lang)));
    for (const row of ofLang.filter((row) => row.type !== FUNNEL_NO_TYPE))
      lines.push(...block(row));
  }
  return lines;
}
