import fp from 'fastify-plugin';
import { API_PREFIX, type SiteSettings } from '@studio/shared';
import type { Config } from '../config.js';
import { allowedHosts, hostName, publicOrigin } from '../lib/public-address.js';
import { splitUrl } from '../lib/url.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Never a request's (lib/public-address.ts). */
    publicOrigin: string;
  }
}

/**
 * The load balancer's probe answers whatever the Host: probes often name an instance by its
 * address, and the answer holds no link nor anything a visitor sent.
 */
const HEALTH_PATH = `${API_PREFIX}/health`;

/**
 * Both the Host header and the host Fastify reports (a trusted proxy's X-Forwarded-Host) must be
 * allowed, so no later check (the CSRF guard's own-origin) sees a host the site does not own.
 */
export const hostGuard = fp<{ config: Config; settings: SiteSettings }>(
  async (app, { config, settings }) => {
    const allowed = allowedHosts(config, settings);
    app.decorate('publicOrigin', publicOrigin(config, settings));
    const isAllowed = (value: string | undefined) => {
      const name = hostName(value);
      return name !== null && allowed.has(name);
    };

    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (splitUrl(request.url)[0] === HEALTH_PATH) return done();
      const raw = request.headers.host;
      if (isAllowed(raw) && (request.host === raw || isAllowed(request.host))) return done();
      if (!warned) {
        // Once: enough to tell an operator why a new proxy or address gets 421, and no more
        // for anyone who scans with made-up hosts.
        warned = true;
        request.log.warn(
          {
            host: String(raw ?? '').slice(0, 100),
            forwardedHost: request.host === raw ? undefined : request.host.slice(0, 100),
            allowed: [...allowed],
          },
          'Refused a request for a host the site does not answer for (421); set PUBLIC_URL or ALLOWED_HOSTS if it is the site',
        );
      }
      done(new HttpError(421, 'Misdirected request: this server does not answer for that host'));
    });
  },
  { name: 'host-guard' },
);
