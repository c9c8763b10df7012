import { randomBytes } from 'node:crypto';
import {
  STUDIO_IDLE_HOURS,
  STUDIO_LINK_MINUTES,
  STUDIO_SESSION_DAYS,
  parseEmailAddress,
} from '@studio/shared';
import type { Db } from '../db/index.js';
import { hashToken, outboxRow, type OutboxMessage } from '../leads/lead-repository.js';

/**
 * Signing in to the studio's inbox without passwords: a staff member asks for a link, the
 * outbox mails it, and the link signs in once within STUDIO_LINK_MINUTES. A session is a random
 * id in a cookie; the database keeps the hashes of links and sessions only, so a copy of it
 * opens neither. Who is staff is STUDIO_USERS, read on every request: removing an address ends
 * its sessions at their next request.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Sign-in links one address may ask for in a window of STUDIO_LINK_MINUTES. */
export const LINKS_PER_ADDRESS = 3;
/** A session's last-seen time is written at most this often (not on every request). */
const SEEN_EVERY_MS = MINUTE;

/** A new secret for a link or a session: 256 random bits, base64url (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** The address as STUDIO_USERS holds it (lower case), or null when it is none. */
export function staffAddress(staff: readonly string[], typed: string): string | null {
  const email = parseEmailAddress(typed.trim().toLowerCase());
  return email !== null && staff.includes(email) ? email : null;
}

/**
 * Stores a new sign-in link for a staff address and, in the same transaction, its mail in the
 * outbox. False, and nothing stored, when the address has asked for LINKS_PER_ADDRESS links
 * already in the last STUDIO_LINK_MINUTES.
 */
export async function createSignInLink(
  db: Db,
  email: string,
  mail: (token: string) => OutboxMessage,
  now: Date = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  const recent = await db
    .selectFrom('studio_links')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('email', '=', email)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (Number(recent?.count ?? 0) >= LINKS_PER_ADDRESS) return false;
  const token = newSecret();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('studio_links')
      .values({ token_hash: hashToken(token), email, created_at: at, used_at: null })
      .execute();
    await trx
      .insertInto('outbox')
      .values(outboxRow(mail(token), null, at))
      .execute();
  });
  return true;
}

export interface StaffSession {
  /** The cookie's value. */
  id: string;
  email: string;
}

/**
 * Exchanges a link's token for a new session: once, within STUDIO_LINK_MINUTES, for an address
 * still in STUDIO_USERS. The link is spent by the one conditional update that finds it, so two
 * tabs opening it at once cannot both sign in.
 */
export async function signInWithLink(
  db: Db,
  token: string,
  staff: readonly string[],
  now: Date = new Date(),
): Promise<StaffSession | null> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  const link = await db
    .updateTable('studio_links')
    .set({ used_at: at })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('created_at', '>=', since)
    .returning('email')
    .executeTakeFirst();
  if (!link || !staff.includes(link.email)) return null;
  const id = newSecret();
  await db
    .insertInto('studio_sessions')
    .values({ id_hash: hashToken(id), email: link.email, created_at: at, seen_at: at })
    .execute();
  return { id, email: link.email };
}

/**
 * The staff address of a session, or null when it is unknown, idle for STUDIO_IDLE_HOURS,
 * older than STUDIO_SESSION_DAYS, or its address is no longer staff (then it is deleted).
 */
export async function sessionEmail(
  db: Db,
  id: string,
  staff: readonly string[],
  now: Date = new Date(),
): Promise<string | null> {
  const idHash = hashToken(id);
  const row = await db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const time = now.getTime();
  const expired =
    time - Date.parse(row.seen_at) > STUDIO_IDLE_HOURS * HOUR ||
    time - Date.parse(row.created_at) > STUDIO_SESSION_DAYS * 24 * HOUR ||
    !staff.includes(row.email);
  if (expired) {
    await db.deleteFrom('studio_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (time - Date.parse(row.seen_at) > SEEN_EVERY_MS) {
    await db
      .updateTable('studio_sessions')
      .set({ seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return row.email;
}

export async function endSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('studio_sessions').where('id_hash', '=', hashToken(id)).execute();
}

/** Deletes spent and expired links and sessions (the retention job runs it). */
export async function purgeStaffAuth(db: Db, now: Date = new Date()): Promise<void> {
  const linkCutoff = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  await db.deleteFrom('studio_links').where('created_at', '<', linkCutoff).execute();
  const idle = new Date(now.getTime() - STUDIO_IDLE_HOURS * HOUR).toISOString();
  const old = new Date(now.getTime() - STUDIO_SESSION_DAYS * 24 * HOUR).toISOString();
  await db
    .deleteFrom('studio_sessions')
    .where((eb) => eb.or([eb('seen_at', '<', idle), eb('created_at', '<', old)]))
    .execute();
}
