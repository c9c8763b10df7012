import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client';

/** The logo files shipped in public/logos/: shown when /logos/index.json cannot be read. */
export const BUILT_IN_LOGOS = [
  'assessoria-vallcarca.svg',
  'can-reixac.svg',
  'ceramiques-maragall.svg',
  'clinica-dental-sants.svg',
  'editorial-rambla.svg',
  'fusteria-bosch.svg',
  'gimnas-poblenou.svg',
  'llibreria-gracia.svg',
  'optica-eixample.svg',
  'torn-labs.svg',
  'transports-besos.svg',
  'vermuts-sarria.svg',
] as const;

/** The same rule as the server's LogoIndexSchema, without bundling zod. */
function isLogoIndex(data: unknown): data is string[] {
  return (
    Array.isArray(data) &&
    data.every((name) => typeof name === 'string' && /^[\w.-]+\.(svg|png|webp)$/.test(name))
  );
}

interface Logo {
  file: string;
  src: string;
  alt: string;
}

/** "can-reixac.svg" -> "Can Reixac" */
export function logoAlt(file: string): string {
  return file
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function toLogo(file: string): Logo {
  return { file, src: `/logos/${encodeURIComponent(file)}`, alt: logoAlt(file) };
}

/** The built-in list first, so hydration matches the HTML; it stays if the index fails. */
export function useLogos(): Logo[] {
  const [files, setFiles] = useState<readonly string[]>(BUILT_IN_LOGOS);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<unknown>('/logos/index.json', { signal: controller.signal })
      .then((data) => {
        if (isLogoIndex(data) && data.length > 0) setFiles(data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return files.map(toLogo);
}
