import type { RouteId } from '@studio/shared';

export const NAV_ITEMS = [
  { to: 'home', label: 'nav.home' },
  { to: 'about', label: 'nav.about' },
  { to: 'services', label: 'nav.services' },
  { to: 'portfolio', label: 'nav.portfolio' },
  { to: 'blog', label: 'nav.blog' },
  { to: 'faq', label: 'nav.faq' },
] as const satisfies readonly { to: RouteId; label: string }[];

export function isCurrentSection(item: RouteId, current: string): boolean {
  if (item === 'services') return current === 'services' || current.startsWith('service-');
  return item === current;
}
