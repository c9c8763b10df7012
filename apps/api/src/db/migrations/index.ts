import type { Migration } from 'kysely';
import * as appMeta from './001-app-meta.js';
import * as leads from './002-leads.js';
import * as newsletter from './003-newsletter.js';
import * as funnel from './004-funnel.js';
import * as consent from './005-consent.js';
import * as chatLeads from './006-chat-leads.js';
import * as sentOutboxBodies from './007-sent-outbox-bodies.js';
import * as funnelViews from './008-funnel-views.js';
import * as studioInbox from './009-studio-inbox.js';
import * as signInLinksAtDelivery from './010-sign-in-links-at-delivery.js';

/**
 * Names sort the order, so keep the numeric prefix. Only portable schema-builder calls, so one
 * list serves SQLite and PostgreSQL. Forward only, with no `down`: they only add, so the code
 * before a migration still runs on the schema after it (docs/deploy.md).
 */
export const migrations: Record<string, Migration> = {
  '001_app_meta': appMeta,
  '002_leads': leads,
  '003_newsletter': newsletter,
  '004_funnel': funnel,
  '005_consent': consent,
  '006_chat_leads': chatLeads,
  '007_sent_outbox_bodies': sentOutboxBodies,
  '008_funnel_views': funnelViews,
  '009_studio_inbox': studioInbox,
  '010_sign_in_links_at_delivery': signInLinksAtDelivery,
};
