import type { Db } from '../db/index.js';
import { asSignInRequest, signInMail, signInUrl } from '../studio/sign-in-mail.js';
import { mintSignInToken } from '../studio/staff-auth.js';
import { chatNoticeMessage } from './chat-notices.js';
import type { MailStudio } from './mail-copy.js';

/** A sign-in mail gets its token now (studio/staff-auth.ts); null when it came too late. */
export async function deliverablePayload(
  db: Db,
  payload: unknown,
  studio: MailStudio,
  now = new Date(),
): Promise<unknown> {
  const signIn = asSignInRequest(payload);
  if (!signIn) return chatNoticeMessage(db, payload, studio);
  const { linkId, origin, lang } = signIn.signIn;
  const token = await mintSignInToken(db, linkId, now);
  return token === null
    ? null
    : signInMail(signIn.to, signInUrl(origin, token, lang), lang, studio.name);
}
