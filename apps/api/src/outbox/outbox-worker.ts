import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseEmailAddress } from '@studio/shared';
import type { Db } from '../db/index.js';
import type { OutboxTable } from '../db/schema.js';
import { describeError } from '../lib/describe-error.js';
import { redactEmails } from '../lib/redact.js';
import { deliverablePayload } from './deliverable.js';
import type { MailPayload, WebhookPayload } from './lead-mails.js';
import type { MailStudio } from './mail-copy.js';
import { sentRecord } from './sent-record.js';

export const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Past it (the claiming worker died mid-send), any worker takes the row again. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

/**
 * nodemailer waits 10 min on a silent socket: a hung mail server must fail the attempt long
 * before the claim's lease ends and another worker sends it again. SMTP_URL's query overrides.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
} as const;

/**
 * An object, so nodemailer never parses the text for display names, groups or comments and mails
 * exactly the address that was stored (and that `leads erase` finds).
 */
function recipient(value: unknown): { name: string; address: string } {
  const address = typeof value === 'string' ? parseEmailAddress(value) : null;
  if (address === null) throw new Error('the recipient is not a bare e-mail address');
  return { name: '', address };
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

interface OutboxSettings {
  smtpUrl?: string;
  mailFrom: string;
  studio: MailStudio;
  webhookUrl?: string;
  /** 0: no timer and no kicks (tests call deliverDue themselves). */
  pollMs: number;
  now?: () => Date;
}

interface DeliveryReport {
  sent: number;
  failed: number;
  held: number;
}

/**
 * A row is claimed (pending -> sending, leased in next_attempt_at) by one conditional UPDATE, so
 * two ticks, or two instances on one PostgreSQL, never send it twice. A kind nothing is set up to
 * deliver is kept (`held`) until the server starts with the setting.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DeliveryReport> | undefined;
  private again = false;
  private transport: Transporter | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly settings: OutboxSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.now = settings.now ?? (() => new Date());
    if (settings.smtpUrl) {
      this.transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    }
  }

  private get messageIdDomain(): string {
    return /@([\w.-]+)/.exec(this.settings.mailFrom)?.[1] ?? 'localhost';
  }

  get delivers(): boolean {
    return this.transport !== undefined || this.settings.webhookUrl !== undefined;
  }

  /** Rows another process left 'sending' are left alone: it may be alive, and their lease ends. */
  async start(): Promise<void> {
    const deliverable = [
      ...(this.transport ? ['mail'] : []),
      ...(this.settings.webhookUrl ? ['webhook'] : []),
    ];
    if (deliverable.length > 0) {
      await this.db
        .updateTable('outbox')
        .set({ status: 'pending' })
        .where('status', '=', 'held')
        .where('kind', 'in', deliverable)
        .execute();
    }
    if (this.settings.pollMs > 0) {
      this.timer = setInterval(() => void this.kick(), this.settings.pollMs);
      this.timer.unref();
      void this.kick();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  /** Never throws. */
  kick(): Promise<DeliveryReport> {
    if (this.settings.pollMs <= 0) return Promise.resolve({ sent: 0, failed: 0, held: 0 });
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'Outbox pass failed');
        return { sent: 0, failed: 0, held: 0 };
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0, held: 0 };
    // In one statement (one commit), not row by row.
    const undeliverable = [
      ...(this.transport ? [] : ['mail']),
      ...(this.settings.webhookUrl ? [] : ['webhook']),
    ];
    if (undeliverable.length > 0) {
      const held = await this.db
        .updateTable('outbox')
        .set({ status: 'held' })
        .where('status', '=', 'pending')
        .where('kind', 'in', undeliverable)
        .executeTakeFirst();
      report.held = Number(held.numUpdatedRows);
      if (report.held > 0) {
        this.log.info(
          { held: report.held, kinds: undeliverable },
          'Outbox: nothing configured to deliver these messages (SMTP_URL / LEAD_WEBHOOK_URL); kept until it is',
        );
      }
    }
    for (;;) {
      const now = this.now().toISOString();
      const due = await this.db
        .selectFrom('outbox')
        .selectAll()
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return report;
      for (const row of due) {
        const lease = new Date(this.now().getTime() + CLAIM_LEASE_MS).toISOString();
        const claimed = await this.db
          .updateTable('outbox')
          .set({ status: 'sending', next_attempt_at: lease })
          .where('id', '=', row.id)
          .where('status', '=', row.status)
          .where('next_attempt_at', '=', row.next_attempt_at)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        const outcome = await this.deliver(row.kind, row.payload, row.id);
        if (outcome === 'held') {
          report.held += 1;
          this.log.info(
            { outboxId: row.id, kind: row.kind, leadId: row.lead_id },
            `Outbox: nothing configured to deliver this ${row.kind}; kept until it is`,
          );
          await this.settle(row.id, { status: 'held', next_attempt_at: this.now().toISOString() });
        } else if (outcome === 'dropped') {
          this.log.info(
            { outboxId: row.id, kind: row.kind },
            'Outbox: a sign-in link asked for too long ago was not sent',
          );
          await this.db.deleteFrom('outbox').where('id', '=', row.id).execute();
        } else if (outcome === true) {
          report.sent += 1;
          // The delivered row keeps no body: its links carry plain tokens (sent-record.ts).
          await this.settle(row.id, {
            status: 'sent',
            attempts: row.attempts + 1,
            sent_at: this.now().toISOString(),
            last_error: null,
            payload: sentRecord(row.kind, row.payload),
          });
        } else {
          report.failed += 1;
          const attempts = row.attempts + 1;
          // No personal data in logs: SMTP errors quote the recipient's address.
          const error = redactEmails(outcome);
          const next = new Date(this.now().getTime() + backoffMs(attempts)).toISOString();
          this.log.warn(
            { outboxId: row.id, kind: row.kind, attempts, retryAt: next, error },
            'Outbox delivery failed; will retry',
          );
          await this.settle(row.id, {
            status: 'pending',
            attempts,
            next_attempt_at: next,
            last_error: error.slice(0, 500),
          });
        }
      }
    }
  }

  private async settle(id: string, values: Updateable<OutboxTable>): Promise<void> {
    await this.db.updateTable('outbox').set(values).where('id', '=', id).execute();
  }

  /** What a row's payload sends, made as it goes out (tests read it the same way). */
  deliverable(payload: unknown): Promise<unknown> {
    return deliverablePayload(this.db, payload, this.settings.studio, this.now());
  }

  /**
   * A string is the error. At least once: a crash after the SMTP server took a mail sends it
   * again on restart, with the same Message-ID (one per row), so mail clients show it once.
   */
  private async deliver(
    kind: string,
    payload: string,
    id: string,
  ): Promise<true | 'held' | 'dropped' | string> {
    try {
      if (kind === 'mail') {
        if (!this.transport) return 'held';
        const mail = (await this.deliverable(JSON.parse(payload))) as MailPayload | null;
        if (mail === null) return 'dropped';
        await this.transport.sendMail({
          from: this.settings.mailFrom,
          messageId: `<${id}@${this.messageIdDomain}>`,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          to: recipient(mail.to),
          ...(mail.replyTo === undefined ? {} : { replyTo: recipient(mail.replyTo) }),
        });
        return true;
      }
      if (kind === 'webhook') {
        if (!this.settings.webhookUrl) return 'held';
        const body = (await this.deliverable(JSON.parse(payload))) as WebhookPayload;
        const response = await fetch(this.settings.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        await response.body?.cancel();
        return response.ok ? true : `webhook answered ${response.status}`;
      }
      return `unknown outbox kind ${kind}`;
    } catch (error) {
      return describeError(error);
    }
  }
}
