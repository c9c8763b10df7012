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

/**
 * Every route under /api/v1: GET health, csrf, products, extras, faqs, portfolio;
 * POST chat, chat/handover and GET chat/status; POST leads, newsletter, funnel and consent.
 * and the studio's inbox under /studio (studio.ts).
 * POST routes need nothing more: the CSRF guard covers every unsafe method here.
 */
export const apiRoutes: FastifyPluginAsyncZod<{
  content: Content;
  config: Config;
  tags: TagSettings;
  chat: ChatProvider | null;
  /** Signs the chat's replies and checks them in a hand-over (chat/conversation-signature.ts). */
  chatSigningKey: Buffer;
}> = async (api, { content, config, tags, chat, chatSigningKey }) => {
  // The key of the honeypot's make-believe receipts, for the quote form's and the chat
  // hand-over's honeypot and the tracking page that must recognise them.
  await api.register(honeypotReceipts);
  await api.register(healthRoutes);
  await api.register(csrfRoutes);
  await api.register(contentRoutes, { content });
  await api.register(chatRoutes, { provider: chat, config, signingKey: chatSigningKey });
  await api.register(chatHandoverRoutes, {
    config,
    settings: content.settings,
    signingKey: chatSigningKey,
  });
  await api.register(leadRoutes, { config, settings: content.settings });
  await api.register(newsletterRoutes, { config, settings: content.settings });
  await api.register(funnelRoutes, { config });
  await api.register(consentRoutes, { config, tags });
  await api.register(studioRoutes, { config });
};
