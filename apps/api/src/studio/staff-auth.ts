import { randomBytes, randomUUID } from 'node:crypto';
import {
  STUDIO_IDLE_HOURS,
  STUDIO_LINK_MINUTES,
  STUDIO_SESSION_DAYS,
  parseEmailAddress,
} from '@studio/shared';
import type { Db } from '../db/index.js';
import { hashToken, outboxRow, type OutboxMessage } from '../leads/lead-repository.js';

// Passwordless: the outbox mails a link that signs in once within STUDIO_LINK_MINUTES. The
// database keeps the hashes of links and sessions only, so a copy of it opens neither.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** In a window of STUDIO_LINK_MINUTES. */
export const LINKS_PER_ADDRESS = 3;
/** A session's last-seen time is not written on every request. */
const SEEN_EVERY_MS = MINUTE;

export const newSecret = () => randomBytes(32).toString('base64url');

export function staffAddress(staff: readonly string[], typed: string): string | null {
  const email = parseEmailAddress(typed.trim().toLowerCase());
  return email !== null && staff.includes(email) ? email : null;
}

/**
 * The link has no token yet: the outbox makes one when it delivers the mail (mintSignInToken),
 * so nothing stored before then can sign in. Null, and nothing stored, past LINKS_PER_ADDRESS.
 */
export async function createSignInLink(
  db: Db,
  email: string,
  mail?: (linkId: string) => OutboxMessage,
  now = new Date(),
): Promise<string | null> {
  const since = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  const recent = await db
    .selectFrom('studio_links')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('email', '=', email)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (Number(recent?.count ?? 0) >= LINKS_PER_ADDRESS) return null;
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('studio_links')
      .values({ id, token_hash: null, email, created_at: at, sent_at: null, used_at: null })
      .execute();
    if (mail)
      await trx
        .insertInto('outbox')
        .values(outboxRow(mail(id), null, at))
        .execute();
  });
  return id;
}

/**
 * A retry after a failed delivery replaces the hash, making the earlier mail's link useless.
 * Null when the link is gone, used, or was asked for too long ago: its mail is not worth sending.
 */
export async function mintSignInToken(
  db: Db,
  linkId: string,
  now = new Date(),
): Promise<string | null> {
  const since = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  const token = newSecret();
  const minted = await db
    .updateTable('studio_links')
    .set({ token_hash: hashToken(token), sent_at: now.toISOString() })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(minted.numUpdatedRows) === 1 ? token : null;
}

/**
 * For the command line to print (`leads sign-in-link`), for a studio without SMTP_URL or a mail
 * that did not arrive. It counts against the address's links like a mailed one.
 */
export async function issueSignInToken(
  db: Db,
  email: string,
  now = new Date(),
): Promise<string | null> {
  const linkId = await createSignInLink(db, email, undefined, now);
  return linkId === null ? null : mintSignInToken(db, linkId, now);
}

/** The link is spent by the one conditional update that finds it: two tabs cannot both sign in. */
export async function signInWithLink(
  db: Db,
  token: string,
  staff: readonly string[],
  now = new Date(),
): Promise<{ id: string; email: string } | null> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  const link = await db
    .updateTable('studio_links')
    .set({ used_at: at })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('sent_at', '>=', since)
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

export async function sessionEmail(
  db: Db,
  id: string,
  staff: readonly string[],
  now = new Date(),
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

/** An empty list means the inbox is off: every session and link goes. */
export async function endUnlistedSessions(db: Db, staff: readonly string[]): Promise<number> {
  const sessions = db.deleteFrom('studio_sessions');
  const links = db.deleteFrom('studio_links');
  const ended = await (
    staff.length === 0 ? sessions : sessions.where('email', 'not in', [...staff])
  ).executeTakeFirst();
  await (staff.length === 0 ? links : links.where('email', 'not in', [...staff])).execute();
  return Number(ended.numDeletedRows);
}

export async function endSessionsOf(db: Db, email: string | null): Promise<number> {
  const sessions = db.deleteFrom('studio_sessions');
  const ended = await (
    email === null ? sessions : sessions.where('email', '=', email)
  ).executeTakeFirst();
  return Number(ended.numDeletedRows);
}

export async function purgeStaffAuth(db: Db, now = new Date()): Promise<void> {
  const linkCutoff = new Date(now.getTime() - STUDIO_LINK_MINUTES * MINUTE).toISOString();
  // A link lives STUDIO_LINK_MINUTES from its request until its mail goes, then as long again.
  await db
    .deleteFrom('studio_links')
    .where((eb) =>
      eb.or([
        eb('sent_at', '<', linkCutoff),
        eb.and([eb('sent_at', 'is', null), eb('created_at', '<', linkCutoff)]),
      ]),
    )
    .execute();
  const idle = new Date(now.getTime() - STUDIO_IDLE_HOURS * HOUR).toISOString();
  const old = new Date(now.getTime() - STUDIO_SESSION_DAYS * 24 * HOUR).toISOString();
  await db
    .deleteFrom('studio_sessions')
    .where((eb) => eb.or([eb('seen_at', '<', idle), eb('created_at', '<', old)]))
    .execute();
}
