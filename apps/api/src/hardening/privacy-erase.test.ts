import { execFile, execFileSync } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/index.js';
import {
  backends,
  createPgSchema,
  getCsrf,
  makeTempDir,
  postHeaders,
  startServer,
} from '../test/helper.js';
import { columnsHolding } from '../test/traces.js';

/**
 * Privacy: `npm run leads -- erase <email>` and `purge` (the built CLI, in a child process)
 * leave nothing of a person in any table: every text column of every table is searched for
 * the e-mail address, the name, the phone and the company. The person's data is made by the
 * real API: two quote requests and a hand-over from the chat (its conversation quotes the
 * phone and company), with the studio mail, the confirmation and the webhook in the outbox,
 * some sent, some pending, and a newsletter sign-up (pending or confirmed).
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

/** The person whose data must go, written as she typed it. */
const MARTA = {
  email: 'Marta.Soler@Example.com',
  name: 'Martí Solé Vidal',
  phone: '+34 611 222 333',
  company: 'Estudi Solé',
};
/** Another visitor, whose data must stay. */
const JORDI = {
  email: 'jordi.puig@example.net',
  name: 'Jordi Puig',
  phone: '+34 699 888 777',
  company: 'Puig Fusters',
};
type Person = typeof MARTA;

/** What to look for: every piece of the person, and the address as the newsletter keeps it. */
function needles(person: Person): string[] {
  return [person.email, person.email.toLowerCase(), person.name, person.phone, person.company];
}

beforeAll(() => {
  // The CLI runs from the build (incremental: quick when `npm run build` already ran).
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'],
    { cwd: root, stdio: 'inherit' },
  );
}, 180_000);

function leadBody(person: Person, message: string) {
  return {
    project_type: 'web-empresarial',
    industry: `Arquitectura (${person.company})`,
    functionalities: ['blog', 'multiidioma'],
    budget_range: '3k-8k',
    name: person.name,
    email: person.email,
    phone: person.phone,
    company: person.company,
    message,
    consent: true,
    hp: '',
  };
}

describe.each(backends)('erase and purge on $name', ({ postgres }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  /**
   * Seeds both people through the real API, with Marta's subscription left `pending` or
   * `confirmed` and a few of the messages marked sent; answers the CLI's environment.
   */
  async function seed(subscription: 'pending' | 'confirmed') {
    const dataDir = await makeTempDir();
    const schema = postgres ? await createPgSchema() : null;
    const env = { DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? '' };
    cleanup = async () => {
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hooks/leads',
      },
    });
    try {
      const headers = postHeaders(await getCsrf(server.url), server.url);
      const post = async (endpoint: string, body: unknown, status: number) => {
        const response = await fetch(`${server.url}/api/v1/${endpoint}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        expect(response.status, await response.text()).toBe(status);
      };
      await post('leads', leadBody(MARTA, `Soy ${MARTA.name}: llamadme al ${MARTA.phone}`), 201);
      await post('leads', leadBody({ ...MARTA, email: MARTA.email.toUpperCase() }, 'Otra'), 201);
      await post('leads', leadBody(JORDI, `Soy ${JORDI.name}`), 201);
      for (const person of [MARTA, JORDI]) {
        const handover = {
          email: person.email,
          name: person.name,
          consent: true,
          hp: '',
          lang: 'ca',
          messages: [
            { role: 'user', content: `Feu manteniment per a ${person.company}? ${person.phone}` },
            { role: 'assistant', content: 'No ho sé. Passem la pregunta a l’equip?' },
          ],
        };
        await post('chat/handover', handover, 201);
      }
      for (const person of [MARTA, JORDI]) {
        await post('newsletter', { email: person.email, consent: true, hp: '', lang: 'ca' }, 202);
      }
      const db = server.app.db;
      if (subscription === 'confirmed') {
        const mail = await db
          .selectFrom('outbox')
          .select('payload')
          .where('recipient', '=', MARTA.email.toLowerCase())
          .executeTakeFirstOrThrow();
        // The link names the site's public address (settings.json's here): follow its path
        // and token on the test server.
        const link = /\/api\/v1\/newsletter\/confirm\?t=[\w-]+/.exec(
          (JSON.parse(mail.payload) as { text: string }).text,
        )?.[0];
        const confirmed = await fetch(`${server.url}${link ?? '/missing'}`, { redirect: 'manual' });
        expect(confirmed.headers.get('location')).toContain('newsletter=confirmed');
      }
      // Half of the messages went out, the rest wait. Marked sent here, not by the worker, so
      // they keep their payload: erase must find the person wherever they are.
      const rows = await db.selectFrom('outbox').select('id').orderBy('created_at').execute();
      expect(rows.length).toBeGreaterThanOrEqual(5 * 3 + 2);
      const sent = rows.filter((_, index) => index % 2 === 0).map((row) => row.id);
      await db
        .updateTable('outbox')
        .set({ status: 'sent', attempts: 1, sent_at: new Date().toISOString() })
        .where('id', 'in', sent)
        .execute();
      const status = await db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email', '=', MARTA.email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(status.status).toBe(subscription);
      // Before: both people are all over the tables.
      const everywhere = [
        'leads.',
        'leads.conversation',
        'newsletter_subscribers.email',
        'outbox.payload',
      ];
      for (const person of [MARTA, JORDI]) {
        const traces = (await columnsHolding(db, needles(person))).join(' ');
        for (const table of everywhere) expect(traces).toContain(table);
      }
    } finally {
      await server.close();
    }
    return env;
  }

  async function leadsCli(env: Record<string, string>, ...args: string[]) {
    // From a temporary folder, so that no ./.env of the repository is read.
    const { stdout } = await run(
      process.execPath,
      [path.join(root, 'apps/api/dist/cli/leads.js'), ...args],
      { cwd: env.DATA_DIR, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
    );
    return stdout.trim();
  }

  async function traces(env: Record<string, string>, person: Person): Promise<string[]> {
    const handle = await createDatabase({
      DATABASE_URL: env.DATABASE_URL || undefined,
      DATA_DIR: env.DATA_DIR ?? '',
    });
    try {
      return await columnsHolding(handle.db, needles(person));
    } finally {
      await handle.close();
    }
  }

  it.each(['pending', 'confirmed'] as const)(
    'erase <email> leaves no trace of the person (subscription %s), and the others intact',
    async (subscription) => {
      const env = await seed(subscription);
      const out = await leadsCli(env, 'erase', 'MARTA.soler@example.COM');
      // 3 leads x (studio mail, confirmation, webhook) + the newsletter confirmation.
      expect(out).toBe(
        'Erased 3 lead(s), 10 message(s), 1 subscription(s) of MARTA.soler@example.COM',
      );
      expect(await traces(env, MARTA)).toEqual([]);
      expect(await traces(env, JORDI)).toEqual([
        'leads.company',
        'leads.conversation',
        'leads.details',
        'leads.email',
        'leads.message',
        'leads.name',
        'leads.phone',
        'newsletter_subscribers.email',
        'outbox.payload',
        'outbox.recipient',
      ]);
      if (!postgres) {
        // SQLite: not in the file's free pages either (secure_delete), nor in a left-over WAL.
        const files = await readdir(env.DATA_DIR ?? '');
        expect(files).toContain('studio.db');
        for (const file of files) {
          // SQLite deletes its -wal and -shm files when its last connection closes (the server's
          // may close while this reads): a file gone since the listing holds nothing any more.
          const content = await readFile(path.join(env.DATA_DIR ?? '', file)).catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code === 'ENOENT' && file !== 'studio.db') return null;
              throw error;
            },
          );
          if (!content) continue;
          const bytes = content.toString('latin1');
          for (const needle of needles(MARTA)) {
            const encoded = Buffer.from(needle, 'utf8').toString('latin1');
            expect(bytes.includes(encoded), `${needle} in ${file}`).toBe(false);
          }
        }
      }
      // Erasing again finds nothing.
      expect(await leadsCli(env, 'erase', MARTA.email)).toMatch(/^Erased 0 lead\(s\), 0 message/);
    },
    60_000,
  );

  it.each(['pending', 'confirmed'] as const)(
    'purge removes what is past the retention period (subscription %s)',
    async (subscription) => {
      const env = await seed(subscription);
      // Everything of Marta's was written 800 days ago; Jordi's today.
      const handle = await createDatabase({
        DATABASE_URL: env.DATABASE_URL || undefined,
        DATA_DIR: env.DATA_DIR ?? '',
      });
      try {
        const old = new Date(Date.now() - 800 * 24 * 60 * 60 * 1000).toISOString();
        const db = handle.db;
        const ids = (
          await db.selectFrom('leads').select('id').where('name', '=', MARTA.name).execute()
        ).map((row) => row.id);
        expect(ids).toHaveLength(3);
        await db
          .updateTable('leads')
          .set({ created_at: old, updated_at: old })
          .where('id', 'in', ids)
          .execute();
        await db
          .updateTable('lead_events')
          .set({ created_at: old })
          .where('lead_id', 'in', ids)
          .execute();
        await db
          .updateTable('outbox')
          .set({ created_at: old, next_attempt_at: old })
          .where((eb) =>
            eb.or([eb('lead_id', 'in', ids), eb('recipient', '=', MARTA.email.toLowerCase())]),
          )
          .execute();
        await db
          .updateTable('newsletter_subscribers')
          .set({ created_at: old, updated_at: old })
          .where('email', '=', MARTA.email.toLowerCase())
          .execute();
      } finally {
        await handle.close();
      }

      const out = await leadsCli(env, 'purge');
      const unconfirmed = subscription === 'pending' ? 1 : 0;
      expect(out).toMatch(
        new RegExp(
          `^Purged 3 lead\\(s\\), 10 message\\(s\\), ${unconfirmed} unconfirmed or unsubscribed subscription\\(s\\) from before `,
        ),
      );
      // A confirmed subscription is kept while the person wants it (docs/privacy-and-security.md):
      // its address, and nothing else, stays.
      expect(await traces(env, MARTA)).toEqual(
        subscription === 'confirmed' ? ['newsletter_subscribers.email'] : [],
      );
      expect(await traces(env, JORDI)).toContain('leads.email');
      expect(await traces(env, JORDI)).toContain('outbox.payload');
      expect(await traces(env, JORDI)).toContain('leads.conversation');
    },
    60_000,
  );
});
