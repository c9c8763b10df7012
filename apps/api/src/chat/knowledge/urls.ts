import { ROUTES } from '@studio/shared';

/**
 * The Spanish path of a site URL in any language: "/legal/privacitat?lang=ca#x" →
 * "/legal/privacidad". Passages and the phrasings file name pages by it.
 */
export function canonicalPath(url: string): string {
  const pathname = new URL(url, 'http://site').pathname;
  for (const route of ROUTES) {
    const localized = 'localizedPaths' in route ? Object.values(route.localizedPaths) : [];
    const aliases = 'aliases' in route ? route.aliases : [];
    if ([route.path, ...localized, ...aliases].includes(pathname)) return route.path;
  }
  return pathname;
}
