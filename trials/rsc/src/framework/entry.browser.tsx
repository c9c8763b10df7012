/**
 * The client entry: fetches the page's RSC payload (a static file next to the page, preloaded
 * by its `<link rel="preload" as="fetch">`, document.tsx) and hydrates the document with it.
 */
import { hydrateRoot } from 'react-dom/client';
import { createFromFetch } from '@vitejs/plugin-rsc/browser';
import type { RscPayload } from './shared';

const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')!;
const payload = await createFromFetch<RscPayload>(fetch(link.href));
hydrateRoot(document, payload.root);
