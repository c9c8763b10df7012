import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Content } from '@studio/content';
import type { TagSettings } from '@studio/shared';
import type { Config } from '../config.js';
import type { ChatProvider } from '../chat/provider.js';
import { chatRoutes } from './chat.js';
import { chatHandoverRoutes } from './chat-handover.js';
import { contentRoutes } from './content.js';
import { csrfRoutes } from './csrf.js';
import { healthRoutes } from './health.js';
import { leadRoutes } from './leads.js';
import { newsletterRoutes } from './newsletter.js';
import { funnelRoutes } from './funnel.js';
import { consentRoutes } from './consent.js';
import { studioRoutes } from './studio.js';
import { honeypotReceipts } from '../leads/honeypot-receipt.js';
import type { MailStudio } from '../outbox/mail-copy.js';

/** POST routes need no guard of their own: the CSRF guard covers every unsafe method here. */
export const apiRoutes: FastifyPluginAsyncZod<{
  content: Content;
  studio: MailStudio;
  config: Config;
  tags: TagSettings;
  chat: ChatProvider | null;
  /** chat/conversation-signature.ts */
  chatSigningKey: Buffer;
}> = async (api, { content, studio, config, tags, chat, chatSigningKey }) => {
  await api.register(honeypotReceipts);
  await api.register(healthRoutes);
  await api.register(csrfRoutes);
  await api.register(contentRoutes, { content });
  await api.register(chatRoutes, { provider: chat, config, signingKey: chatSigningKey });
  await api.register(chatHandoverRoutes, {
    config,
    settings: content.settings,
    studio,
    signingKey: chatSigningKey,
  });
  await api.register(leadRoutes, { config, settings: content.settings, studio });
  await api.register(newsletterRoutes, { config, settings: content.settings });
  await api.register(funnelRoutes, { config });
  await api.register(consentRoutes, { config, tags });
  await api.register(studioRoutes, { config, settings: content.settings });
};
