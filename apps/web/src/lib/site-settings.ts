import rawSettings from '@studio/content/settings.json';
import type { SiteSettings } from '@studio/shared';

/** Validated by the prerender step and the server at start-up: the bundle skips zod. */
export const settings = rawSettings as SiteSettings;

export const addressLine = `${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}`;

export function whatsappHref(message: string): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
