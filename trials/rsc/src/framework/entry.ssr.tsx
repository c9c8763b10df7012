/**
 * The `ssr` environment's entry: turns a page's RSC payload into static HTML with react-dom's
 * `prerender` (every Suspense boundary resolved). The client entry is a module script, not an
 * inline bootstrap: the Content-Security-Policy allows no other inline script.
 */
import { use } from 'react';
import { preinit } from 'react-dom';
import { prerender } from 'react-dom/static.edge';
import { createFromReadableStream, getClientEntryUrl } from '@vitejs/plugin-rsc/ssr';
import type { RscPayload } from './shared';

export async function renderHtml(
  rscStream: ReadableStream<Uint8Array>,
  { siteCss }: { siteCss: string },
): Promise<ReadableStream<Uint8Array>> {
  let payload: Promise<RscPayload> | undefined;
  function SsrRoot() {
    // The site's stylesheet first in the cascade, in a precedence of its own, before the
    // payload's client components add theirs: @vitejs/plugin-rsc orders the server's and the
    // client components' stylesheets by discovery (vitejs/vite-plugin-react#1100).
    preinit(siteCss, { as: 'style', precedence: 'site' });
    payload ??= createFromReadableStream<RscPayload>(rscStream);
    return use(payload).root;
  }
  const { prelude } = await prerender(<SsrRoot />, {
    bootstrapModules: [getClientEntryUrl()],
  });
  return prelude;
}
