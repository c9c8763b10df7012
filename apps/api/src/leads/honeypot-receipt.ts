import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PROJECT_TYPES, type LeadSource, type ProjectType } from '@studio/shared';
import { getOrCreateMeta, type Db } from '../db/index.js';

// A filled honeypot is answered as a person would be (201 with a tracking link) and nothing is
// stored; if that link then answered 404, the bot would learn it had been caught. So the token
// is one the server recognises later without storing anything, 32 bytes like a real one:
//
//   nonce (12 random bytes) · sealed (8 bytes) · tag (12 bytes)
//
// `sealed` is what the tracking page needs to answer plausibly (time, source, project type)
// masked with an HMAC of the nonce; `tag` is an HMAC of the rest. Without the server's key a
// receipt looks like 256 random bits, as a real token does.

const NONCE = 12;
const SEALED = 8;
const TAG = 12;
const SOURCES: readonly LeadSource[] = ['form', 'chat'];

interface HoneypotReceipt {
  id: string;
  createdAt: Date;
  source: LeadSource;
  projectType: ProjectType | null;
}

function hmac(key: Buffer, label: string, ...parts: Buffer[]): Buffer {
  const mac = createHmac('sha256', key).update(label);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/** A v4-shaped id, the same for the same token: the 201 and the tracking page agree. */
function receiptId(key: Buffer, token: string): string {
  const bytes = hmac(key, 'id', Buffer.from(token)).subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function issueHoneypotReceipt(
  key: Buffer,
  { source, projectType }: { source: LeadSource; projectType: ProjectType | null },
  now = new Date(),
): { id: string; token: string } {
  const nonce = randomBytes(NONCE);
  const payload = Buffer.alloc(SEALED);
  payload.writeUIntBE(now.getTime(), 0, 6);
  payload[6] = SOURCES.indexOf(source);
  payload[7] = projectType === null ? 0 : PROJECT_TYPES.indexOf(projectType) + 1;
  const mask = hmac(key, 'mask', nonce);
  const sealed = Buffer.from(payload.map((byte, i) => byte ^ mask[i]!));
  const tag = hmac(key, 'tag', nonce, sealed).subarray(0, TAG);
  const token = Buffer.concat([nonce, sealed, tag]).toString('base64url');
  return { id: receiptId(key, token), token };
}

export function readHoneypotReceipt(key: Buffer, token: string): HoneypotReceipt | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== NONCE + SEALED + TAG || bytes.toString('base64url') !== token) return null;
  const nonce = bytes.subarray(0, NONCE);
  const sealed = bytes.subarray(NONCE, NONCE + SEALED);
  const expected = hmac(key, 'tag', nonce, sealed).subarray(0, TAG);
  if (!timingSafeEqual(expected, bytes.subarray(NONCE + SEALED))) return null;
  const mask = hmac(key, 'mask', nonce);
  const payload = Buffer.from(sealed.map((byte, i) => byte ^ mask[i]!));
  const source = SOURCES[payload[6]!];
  const type = payload[7]!;
  if (!source || type > PROJECT_TYPES.length) return null;
  return {
    id: receiptId(key, token),
    createdAt: new Date(payload.readUIntBE(0, 6)),
    source,
    projectType: type === 0 ? null : PROJECT_TYPES[type - 1]!,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    honeypotKey: Buffer;
  }
}

/** Kept in the database, so every instance on it, and the next start, recognise the receipts. */
export async function loadHoneypotKey(db: Db): Promise<Buffer> {
  const secret = await getOrCreateMeta(db, 'honeypot_receipt_key', () =>
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(secret, 'base64url');
}

export const honeypotReceipts = fp(
  async (app) => {
    app.decorate('honeypotKey', await loadHoneypotKey(app.db));
  },
  { name: 'honeypot-receipts', dependencies: ['database'] },
);

/** The receipt tells the tracking page what the bot sent: a quote request's type, or a chat. */
export function honeypotReceipt(request: FastifyRequest): { id: string; token: string } {
  const body = request.body as Record<string, unknown>;
  const source: LeadSource = Array.isArray(body.messages) ? 'chat' : 'form';
  const projectType =
    source === 'form' && (PROJECT_TYPES as readonly unknown[]).includes(body.project_type)
      ? (body.project_type as ProjectType)
      : null;
  return issueHoneypotReceipt(request.server.honeypotKey, { source, projectType });
}
