import { parseArgs } from 'node:util';
import {
  CONSENT_MAX_AGE_DAYS,
  LEAD_STATUSES,
  SIGN_IN_REFUSAL_DAYS,
  LANGS,
  STUDIO_PAGE_SIZE,
  isLang,
  parseEmailAddress,
  type LeadStatus,
} from '@studio/shared';
import { loadContent } from '@studio/content';
import type { Config } from '../config.js';
import { createDatabase, scrubDeleted } from '../db/index.js';
import { purgeConsentRecords } from '../consent/consent-repository.js';
import { funnelDropped, funnelReport } from '../funnel/funnel-repository.js';
import { funnelTable } from './funnel-table.js';
import { terminalBlock, terminalLine } from './terminal-text.js';
import { csvTable, CSV_PLAIN, detailText } from '../leads/lead-csv.js';
import { CLI_ACTOR, listAudit, listRefusals, recordAudit } from '../studio/audit.js';
import { signInUrl } from '../studio/sign-in-mail.js';
import {
  LINKS_PER_ADDRESS,
  endSessionsOf,
  issueSignInToken,
  staffAddress,
} from '../studio/staff-auth.js';
import { publicOrigin } from '../lib/public-address.js';
import {
  eraseEmail,
  findLeadById,
  leadHistory,
  leadNotifications,
  listLeads,
  purgeExpired,
  setLeadStatus,
  type LeadFilter,
} from '../leads/lead-repository.js';

const USAGE = `Usage: npm run leads -- <command> [options]

  list [--status S] [--since DATE] [--until DATE] [--json]
                                   leads, newest first, with their source: form (the quote
                                   form) or chat (a hand-over from the chat) (DATE: YYYY-MM-DD
                                   or ISO time)
  show <id>                        every field, the chat conversation, the status history and
                                   the notifications
  export [--status S] [--since DATE] [--until DATE]
                                   CSV on standard output
  set-status <id> <status> [--note TEXT]
                                   statuses: ${LEAD_STATUSES.join(', ')}
  erase <email>                    erases every lead, message and subscription of an address
  purge [--days N] [--consent-days N]
                                   erases what is older than N days (default LEAD_RETENTION_DAYS):
                                   leads, messages, unconfirmed or unsubscribed subscriptions; and
                                   proof of cookie consent older than CONSENT_RETENTION_DAYS
                                   (decision 021)
  sign-in-link <email> [--lang L]  prints a one-time link to the inbox for a staff address
                                   (15 minutes), where no mail can bring it (no SMTP_URL)
  sign-out <email> | --all         ends the inbox sessions of a staff address, or of everyone
                                   (taking an address out of STUDIO_USERS ends its sessions at
                                   the server's next start)
  audit [--page N] [--json]        what staff did in the inbox and here: sign-ins, status
                                   changes, exports and erasures, with who and when, a page
                                   of ${STUDIO_PAGE_SIZE} at a time (1: the newest), after the refused
                                   sign-in attempts of the last ${SIGN_IN_REFUSAL_DAYS} days
  stats [--since DAY] [--until DAY] [--json]
                                   the quote form's funnel per language and project type, and
                                   how many events were not counted as no page view could have
                                   sent them (DAY: YYYY-MM-DD, UTC; without cookies, decision 014)

The database is the server's: DATABASE_URL (PostgreSQL) or DATA_DIR/studio.db (SQLite).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

class UsageError extends Error {}

function status(value: string | undefined): LeadStatus | undefined {
  if (value === undefined) return undefined;
  if (!(LEAD_STATUSES as readonly string[]).includes(value)) {
    throw new UsageError(`Unknown status "${value}" (use ${LEAD_STATUSES.join(', ')})`);
  }
  return value as LeadStatus;
}

function date(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed.getTime())) {
    throw new UsageError(`--${name} must be a date such as 2026-01-31`);
  }
  return parsed.toISOString();
}

function day(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime())) {
    throw new UsageError(`--${name} must be a day such as 2026-01-31`);
  }
  return value;
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function wholeNumber(value: string | undefined, fallback: number, name: string, of = ''): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${name} must be a whole number${of}`);
  return number;
}

export async function runLeadsCli(
  argv: string[],
  config: Pick<
    Config,
    'DATABASE_URL' | 'DATA_DIR' | 'LEAD_RETENTION_DAYS' | 'CONSENT_RETENTION_DAYS'
  > &
    Partial<Pick<Config, 'STUDIO_USERS' | 'PUBLIC_URL'>>,
  io: CliIo,
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    io.out(USAGE);
    return command ? 0 : 1;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        since: { type: 'string' },
        until: { type: 'string' },
        json: { type: 'boolean' },
        note: { type: 'string' },
        days: { type: 'string' },
        'consent-days': { type: 'string' },
        all: { type: 'boolean' },
        page: { type: 'string' },
        lang: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const handle = await createDatabase(config);
  try {
    const db = handle.db;
    const filter = (): LeadFilter => ({
      status: status(values.status),
      since: date(values.since, 'since'),
      until: date(values.until, 'until'),
    });
    switch (command) {
      case 'list': {
        const leads = await listLeads(db, filter());
        if (values.json) {
          io.out(JSON.stringify(leads, null, 2));
          return 0;
        }
        // One line a lead, whatever its fields hold: what a visitor wrote is escaped.
        for (const lead of leads) {
          io.out(
            terminalLine(
              [
                lead.id,
                lead.createdAt.slice(0, 16).replace('T', ' '),
                lead.status.padEnd(9),
                lead.source.padEnd(4),
                (lead.lead.project_type ?? '-').padEnd(16),
                lead.lead.name ? `${lead.lead.name} <${lead.lead.email}>` : `<${lead.lead.email}>`,
                lead.lead.company ?? '',
              ].join('  '),
            ),
          );
        }
        io.err(`${leads.length} lead${leads.length === 1 ? '' : 's'}`);
        return 0;
      }
      case 'show': {
        const id = positionals[0];
        if (!id) throw new UsageError('show needs a lead id');
        const lead = await findLeadById(db, id);
        if (!lead) {
          io.err(`No lead ${id}`);
          return 1;
        }
        const { details, consent: _consent, ...contact } = lead.lead;
        // Any value may hold what a visitor typed: terminalBlock keeps it from passing for another
        // field or speaker, or rewriting what the terminal shows.
        const field = (name: string, value: string) =>
          io.out(`${name}: ${terminalBlock(value, '    ')}`);
        field('id', lead.id);
        field('created_at', lead.createdAt);
        field('status', lead.status);
        field('lang', lead.lang);
        field('source', lead.source);
        for (const [name, value] of Object.entries(contact)) {
          if (value !== null && value !== '') field(name, String(value));
        }
        for (const [name, value] of Object.entries(details)) {
          field(terminalLine(name), detailText(value));
        }
        if (lead.conversation) {
          io.out('conversation:');
          for (const message of lead.conversation) {
            const speaker = message.role === 'user' ? 'visitor' : 'assistant';
            io.out(`  ${speaker}: ${terminalBlock(message.content, '    ')}`);
          }
        }
        io.out('history:');
        for (const event of await leadHistory(db, lead.id)) {
          const note = event.note ? `  ${terminalBlock(event.note, '    ')}` : '';
          io.out(`  ${event.at}  ${terminalLine(event.status)}${note}`);
        }
        io.out('notifications:');
        for (const message of await leadNotifications(db, lead.id)) {
          const error = message.lastError
            ? `  last error: ${terminalBlock(message.lastError, '    ')}`
            : '';
          io.out(
            `  ${terminalLine(message.kind)}  ${terminalLine(message.status)}  attempts ${message.attempts}${error}`,
          );
        }
        return 0;
      }
      case 'export': {
        io.out(csvTable(await listLeads(db, filter()), CSV_PLAIN).trimEnd());
        await recordAudit(db, {
          actor: CLI_ACTOR,
          action: 'export',
          detail: definedOnly({ status: values.status, since: values.since, until: values.until }),
        });
        return 0;
      }
      case 'set-status': {
        const [id, next] = positionals;
        if (!id || !next) throw new UsageError('set-status needs a lead id and a status');
        const ok = await setLeadStatus(
          db,
          id,
          status(next) as LeadStatus,
          values.note?.trim() || null,
          io.now?.(),
        );
        if (!ok) {
          io.err(`No lead ${id}`);
          return 1;
        }
        await recordAudit(db, {
          actor: CLI_ACTOR,
          action: 'status',
          leadId: id,
          detail: { status: next, note: Boolean(values.note?.trim()) },
        });
        io.out(`${id}: ${next}`);
        return 0;
      }
      case 'erase': {
        const email = positionals[0];
        if (!email || !email.includes('@')) throw new UsageError('erase needs an e-mail address');
        const report = await eraseEmail(db, email);
        await scrubDeleted(handle);
        await recordAudit(db, { actor: CLI_ACTOR, action: 'erase', detail: { ...report } });
        io.out(
          `Erased ${report.leads} lead(s), ${report.outbox} message(s), ${report.newsletter} subscription(s) of ${email}`,
        );
        return 0;
      }
      case 'purge': {
        const days = wholeNumber(values.days, config.LEAD_RETENTION_DAYS, 'days', ' of days');
        const consentDays = wholeNumber(
          values['consent-days'],
          config.CONSENT_RETENTION_DAYS,
          'consent-days',
          ' of days',
        );
        if (consentDays < CONSENT_MAX_AGE_DAYS)
          throw new UsageError(
            `--consent-days must be at least ${CONSENT_MAX_AGE_DAYS}, the days a cookie choice holds: a shorter period would erase the proof of choices still in force`,
          );
        const now = io.now?.() ?? new Date();
        const daysBefore = (count: number) => new Date(now.getTime() - count * 24 * 60 * 60 * 1000);
        const before = daysBefore(days);
        const report = await purgeExpired(db, before);
        // Proof of consent has its own period (decision 021): as long as a choice holds and a
        // year after, whatever happens to the leads.
        const consentBefore = daysBefore(consentDays);
        const consents = await purgeConsentRecords(db, consentBefore);
        await scrubDeleted(handle);
        io.out(
          `Purged ${report.leads} lead(s), ${report.outbox} message(s), ${report.newsletter} unconfirmed or unsubscribed subscription(s) from before ${before.toISOString()}`,
        );
        io.out(`Purged ${consents} consent record(s) from before ${consentBefore.toISOString()}`);
        return 0;
      }
      case 'stats': {
        const period = { since: day(values.since, 'since'), until: day(values.until, 'until') };
        if (period.since && period.until && period.since > period.until)
          throw new UsageError('--since must not come after --until');
        const rows = await funnelReport(db, period);
        const dropped = await funnelDropped(db, period);
        if (values.json) {
          io.out(JSON.stringify({ ...period, rows, dropped }, null, 2));
          return 0;
        }
        for (const line of funnelTable(rows, period)) io.out(line);
        io.out(
          `Not counted: ${dropped} event(s) no page view could have sent (repeated or out of order)`,
        );
        return 0;
      }
      case 'sign-in-link': {
        const email = staffAddress(config.STUDIO_USERS ?? [], positionals[0] ?? '');
        if (!email) throw new UsageError('sign-in-link needs an address of STUDIO_USERS');
        const lang = values.lang ?? 'es';
        if (!isLang(lang)) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}`);
        const token = await issueSignInToken(db, email, io.now?.());
        if (!token) {
          io.err(`${email} has asked for ${LINKS_PER_ADDRESS} links in the last 15 minutes`);
          return 1;
        }
        const origin = publicOrigin(config, loadContent().settings);
        io.out(signInUrl(origin, token, lang));
        return 0;
      }
      case 'sign-out': {
        const typed = positionals[0];
        const email = typed === undefined ? null : parseEmailAddress(typed.trim().toLowerCase());
        if (Boolean(values.all) === (typed !== undefined) || (typed !== undefined && !email)) {
          throw new UsageError('sign-out needs a staff e-mail address or --all');
        }
        const ended = await endSessionsOf(db, email);
        await recordAudit(db, {
          actor: CLI_ACTOR,
          action: 'sign_out',
          detail: { ...(email === null ? { all: true } : { email }), sessions: ended },
        });
        io.out(`Ended ${ended} session(s) of ${email ?? 'every staff address'}`);
        return 0;
      }
      case 'audit': {
        const page = wholeNumber(values.page, 1, 'page');
        const { entries, total } = await listAudit(db, { page, pageSize: STUDIO_PAGE_SIZE });
        const refusals = await listRefusals(db, io.now?.());
        if (values.json) {
          io.out(
            JSON.stringify({ entries, total, page, pageSize: STUDIO_PAGE_SIZE, refusals }, null, 2),
          );
          return 0;
        }
        // The refused sign-ins first, so the log's newest entry stays the last line.
        for (const { day, reason, count } of refusals) {
          io.out(`${day}  refused sign-in  ${reason}  ${count}`);
        }
        for (const entry of entries.reverse()) {
          const detail = Object.entries(entry.detail)
            .map(([name, value]) => `${name}=${String(value)}`)
            .join(' ');
          io.out(
            terminalLine(
              [entry.at, entry.actor, entry.action, entry.leadId ?? '-', detail].join('  '),
            ),
          );
        }
        const pages = Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE));
        io.err(
          `Page ${page} of ${pages} (${total} entries, newest last)${page < pages ? `: --page ${page + 1} for older ones` : ''}`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(USAGE);
    return 2;
  } finally {
    await handle.close();
  }
}
