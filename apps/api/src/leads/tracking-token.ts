import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { hashToken, newTrackingToken } from './lead-repository.js';

// With COOKIE_SECRET set (in the environment only), the token is derived from the lead's id, so
// the inbox can show the link again (decision 023). Without it the secret would be in the
// database beside the tokens' hashes, so tokens stay random and the inbox shows no link.
declare module 'fastify' {
  interface FastifyInstance {
    trackingTokens: TrackingTokens;
  }
}

interface TrackingTokens {
  forNewLead(id: string): string;
  /** Null unless it can be derived and its hash is the stored one. */
  known(id: string, storedHash: string): string | null;
}

export function trackingTokens(cookieSecret: string | undefined): TrackingTokens {
  if (!cookieSecret) {
    return { forNewLead: () => newTrackingToken(), known: () => null };
  }
  const key = Buffer.from(hkdfSync('sha256', cookieSecret, '', 'tracking-link', 32));
  const derive = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    forNewLead: derive,
    known(id, storedHash) {
      const token = derive(id);
      const hash = Buffer.from(hashToken(token));
      const stored = Buffer.from(storedHash);
      return hash.length === stored.length && timingSafeEqual(hash, stored) ? token : null;
    },
  };
}
