import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PROJECT_TYPES, type LeadSource, type ProjectType } from '@studio/shared';
import { getOrCreateMeta, type Db } from '../db/index.js';

/**
 * The honeypot's make-believe receipt. A filled honeypot is answered as a person would be (201
 * with a tracking link) and nothing is stored; if that link then answered 404, the bot would
 * learn it had been caught, and try again differently. So the link's token is one the server
 * can recognise later without storing anything: 32 bytes, like a real token, base64url:
 *
 *   nonce (12 random bytes) · sealed (8 bytes) · tag (12 bytes)
 *
 * `sealed` is what the tracking page needs to answer plausibly (the time in milliseconds, the
 * source, the project type) masked with an HMAC of the nonce; `tag` is an HMAC of the rest.
 * Without the server's key a receipt looks like 256 random bits, as a real token does; with it,
 * the tracking endpoint tells a receipt from an unknown token and answers "received". Nothing
 * the bot sent is kept or echoed but which of the known project types it chose.
 */

const NONCE = 12;
const SEALED = 8;
const TAG = 12;
const SOURCES: readonly LeadSource[] = ['form', 'chat'];

/** What a receipt says of its make-believe request. */
export interface HoneypotReceipt {
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

/** The receipt a token is, or null: a real lead's token, a made-up or altered one. */
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

/** What a honeypot-filled body was posted as: a chat hand-over carries messages. */
function describe(body: Record<string, unknown>) {
  const source: LeadSource = Array.isArray(body.messages) ? 'chat' : 'form';
  const projectType =
    source === 'form' && (PROJECT_TYPES as readonly unknown[]).includes(body.project_type)
      ? (body.project_type as ProjectType)
      : null;
  return { source, projectType };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of the honeypot's receipts (leads/honeypot-receipt.ts). */
    honeypotKey: Buffer;
  }
}

/**
 * The receipts' key, kept in the database (`app_meta`) so every instance on it, and the next
 * start, recognise the receipts the others gave.
 */
export async function loadHoneypotKey(db: Db): Promise<Buffer> {
  const secret = await getOrCreateMeta(db, 'honeypot_receipt_key', () =>
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(secret, 'base64url');
}

/** Gives the API routes registered after it the receipts' key (`honeypotKey`). */
export const honeypotReceipts = fp(
  async (app) => {
    app.decorate('honeypotKey', await loadHoneypotKey(app.db));
  },
  { name: 'honeypot-receipts', dependencies: ['database'] },
);

/**
 * The fake 201's id and tracking token for a request whose honeypot is filled (what the
 * honeypot answer in lead-intake.ts sends instead of a random token).
 */
export function honeypotReceipt(
  request: FastifyRequest,
  body: Record<string, unknown>,
): { id: string; token: string } {
  return issueHoneypotReceipt(request.server.honeypotKey, describe(body));
}
