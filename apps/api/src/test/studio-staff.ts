import { expect } from 'vitest';
import {
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  type CsrfPair,
  type TestServer,
  type TestServerOptions,
} from './helper.js';
import { decode, startSmtpSink, type SmtpSink } from './smtp-sink.js';

/**
 * The studio's inbox as its staff reach it in the API tests: a server with STUDIO_USERS and an
 * SMTP sink the sign-in links reach, and a staff member's browser (cookies, request token).
 */

export const STAFF = 'Marta@OnaStudio.es';

export async function withBackend(
  postgres: boolean,
  env: Record<string, string> = {},
  options: Pick<TestServerOptions, 'logStream' | 'setup'> = {},
) {
  // A database of the caller's (DATABASE_URL or DATA_DIR in env) is kept across servers.
  const schema = postgres && !env.DATABASE_URL ? await createPgSchema() : null;
  const smtp = await startSmtpSink();
  const server = await startServer({
    env: {
      ...(schema ? { DATABASE_URL: schema.url } : {}),
      SMTP_URL: smtp.url,
      STUDIO_USERS: `${STAFF}, pau@onastudio.es`,
      LEADS_RATE_LIMIT_MAX: '1000',
      STUDIO_SIGN_IN_RATE_LIMIT_MAX: '1000',
      COOKIE_SECRET: 'a-test-secret-of-at-least-32-characters',
      // Storing 53 leads in a row holds SQLite's event loop long enough, on a busy machine, for
      // the overload guard to shed the next request (503): it is tested in pressure.test.ts.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    ...options,
  });
  sinks.set(server, smtp);
  return {
    server,
    async close() {
      await server.close();
      await smtp.close();
      await schema?.drop();
    },
  };
}

/** Each test server's SMTP sink: the sign-in links reach it as they reach staff. */
const sinks = new Map<TestServer, SmtpSink>();

/** A staff member's browser: the request token's cookie and, once signed in, the session's. */
export class Browser {
  cookies = new Map<string, string>();
  private csrf: CsrfPair | null = null;

  constructor(private readonly server: TestServer) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value = ''] = (pair ?? '').split('=');
      if (!name) continue;
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) {
        this.cookies.delete(name);
      } else this.cookies.set(name, value);
    }
  }

  /** The request token this browser sends with its POSTs (fetched once). */
  async requestToken(): Promise<CsrfPair> {
    if (!this.csrf) {
      this.csrf = await getCsrf(this.server.url);
      const [name, value = ''] = this.csrf.cookie.split('=');
      this.cookies.set(name ?? '', value);
    }
    return this.csrf;
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}) {
    this.csrf = await this.requestToken();
    const response = await fetch(`${this.server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { ...postHeaders(this.csrf, this.server.url), cookie: this.cookie, ...headers },
      body: JSON.stringify(body),
    });
    this.keep(response);
    return response;
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.server.url}/api/v1${path}`, {
      headers: { cookie: this.cookie, ...headers },
    });
    this.keep(response);
    return response;
  }
}

/** The sign-in mails delivered to an address (the outbox delivers what is due first), oldest first. */
export async function mailsTo(server: TestServer, to: string): Promise<string[]> {
  await server.app.afterReply.settled();
  await server.app.outbox.deliverDue();
  return (sinks.get(server)?.received ?? [])
    .filter((mail) => mail.to.includes(to))
    .map((mail) => decode(mail.raw));
}

/** The sign-in links mailed to an address, newest last. */
export async function mailedLinks(server: TestServer, to: string): Promise<string[]> {
  return (await mailsTo(server, to)).flatMap((mail) => {
    const link = /https?:\/\/\S+\/estudio\/entrar\?\S+/.exec(mail)?.[0];
    return link ? [link] : [];
  });
}

/** A JSON answer, read loosely: each test checks the fields it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = async (response: Response): Promise<any> => response.json();

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

export async function signIn(server: TestServer, browser = new Browser(server)): Promise<Browser> {
  // An address gets 3 links in 15 minutes (the limits' own test in routes/studio.test.ts): the earlier ones are
  // made older here, so each test can sign in afresh.
  await server.app.db
    .updateTable('studio_links')
    .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
    .where('sent_at', 'is not', null)
    .execute();
  expect((await browser.post('/studio/sign-in', { email: STAFF, lang: 'es' })).status).toBe(202);
  const link = (await mailedLinks(server, STAFF.toLowerCase())).at(-1) ?? '';
  const response = await browser.post('/studio/session', { token: tokenOf(link) });
  expect(response.status).toBe(200);
  return browser;
}
