import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** Content lists and the logo index: fresh for five minutes, then revalidated by ETag. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';

/** Below this size compression saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

/** A body that never changes while the server runs: hashed once, compressed once per encoding. */
export class CachedResponse {
  readonly body: Buffer;
  private readonly hash: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(
    body: string | Buffer,
    readonly contentType: string,
  ) {
    this.body = typeof body === 'string' ? Buffer.from(body) : body;
    this.hash = createHash('sha256').update(this.body).digest('base64url');
  }

  static json(value: unknown): CachedResponse {
    return new CachedResponse(JSON.stringify(value), 'application/json; charset=utf-8');
  }

  /** Each encoding is its own representation, so it gets its own strong ETag. */
  etag(encoding: Encoding | null): string {
    return encoding === null ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** If-None-Match compares weakly, and every encoding holds the same content. */
  matches(ifNoneMatch: string | undefined): boolean {
    if (ifNoneMatch === undefined) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const own = new Set([this.etag(null), this.etag('br'), this.etag('gzip')]);
    return ifNoneMatch.split(',').some((tag) => own.has(tag.trim().replace(/^W\//, '')));
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let result = this.compressed.get(encoding);
    if (!result) {
      result =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body, { level: constants.Z_BEST_COMPRESSION });
      this.compressed.set(encoding, result);
    }
    return result;
  }
}

function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  cacheControl: string,
): void {
  const encoding =
    cached.body.length >= MIN_COMPRESS_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // Validators belong to successful answers only (RFC 9110 13.2.1): a 404 page is never a 304.
  if (reply.statusCode < 300) {
    reply.header('etag', cached.etag(encoding));
    if (cached.matches(request.headers['if-none-match'])) {
      reply.code(304).send();
      return;
    }
  }
  reply.type(cached.contentType);
  if (encoding === null) {
    reply.send(cached.body);
    return;
  }
  cached.encoded(encoding).then(
    (body) => reply.header('content-encoding', encoding).send(body),
    (error: unknown) => reply.send(error),
  );
}
