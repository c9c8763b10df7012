import fp from 'fastify-plugin';
import type { SiteSettings } from '@studio/shared';
import type { Config } from '../config.js';
import type { MailStudio } from '../outbox/mail-copy.js';
import { OutboxWorker } from '../outbox/outbox-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

interface OutboxPluginOptions {
  config: Config;
  settings: SiteSettings;
  studio: MailStudio;
  pollMs?: number;
  now?: () => Date;
}

export const outbox = fp<OutboxPluginOptions>(
  async (app, { config, settings, studio, pollMs = 5_000, now }) => {
    const worker = new OutboxWorker(
      app.db,
      {
        smtpUrl: config.SMTP_URL,
        mailFrom: config.MAIL_FROM ?? `"${settings.studioName}" <${settings.email}>`,
        studio,
        webhookUrl: config.LEAD_WEBHOOK_URL,
        pollMs,
        now,
      },
      app.log,
    );
    app.decorate('outbox', worker);
    if (!config.SMTP_URL) {
      app.log.info('SMTP_URL is not set: e-mails are kept in the outbox and logged, not sent');
    }
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'outbox', dependencies: ['database'] },
);
