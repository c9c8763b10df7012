import type { APIRoute, GetStaticPaths } from 'astro';
import { previewPages, type Preview } from '../../lib/previews';
import { renderPreview } from '../../lib/preview-image';
import { postPreviews } from '../../lib/blog';
import { projectPreviews } from '../../lib/projects';

/** Written as `/og/<key>.<lang>.png` at build time (a static endpoint): `previewUrl()`. */
export const getStaticPaths = (async () =>
  [...previewPages(), ...(await postPreviews()), ...(await projectPreviews())].map((preview) => ({
    params: { preview: `${preview.key}.${preview.lang}` },
    props: { preview },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ preview: Preview }> = async ({ props }) =>
  new Response(await renderPreview(props.preview), { headers: { 'content-type': 'image/png' } });
