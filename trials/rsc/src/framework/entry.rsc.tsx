/**
 * The `rsc` environment's entry: renders a page's server components to its RSC payload and,
 * through the `ssr` environment, to HTML (called by build/static-site.ts at build time).
 */
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc/server';
import { Document } from '../document';
import { pageTargets, type PageTarget } from '../pages/pages';
import type { RscPayload } from './shared';
import siteCss from '../../../../apps/web/src/styles/global.css?url';

export { pageTargets };

export async function renderPage(
  target: PageTarget,
  payloadUrl: string,
): Promise<{ html: ReadableStream<Uint8Array>; rsc: ReadableStream<Uint8Array> }> {
  const payload: RscPayload = { root: <Document target={target} payloadUrl={payloadUrl} /> };
  const [forHtml, forFile] = renderToReadableStream<RscPayload>(payload).tee();
  const ssr = await import.meta.viteRsc.loadModule<typeof import('./entry.ssr')>('ssr', 'index');
  return { html: await ssr.renderHtml(forHtml, { siteCss }), rsc: forFile };
}
