import rawSettings from '@studio/content/settings.json';
import type { SiteSettings } from '@studio/shared';

/**
 * The studio's contact details and switches. The file is validated against SiteSettingsSchema
 * by the prerender step and by the server at start-up, so the bundle skips zod here.
 */
export const settings = rawSettings as SiteSettings;

/** The studio's address on one line, as the footer and the legal texts give it. */
export const addressLine = `${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}`;

/** A WhatsApp chat link with a prefilled message. */
export function whatsappHref(message: string): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
