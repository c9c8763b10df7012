import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@studio/shared';
import { createDatabase, type DatabaseHandle } from '../db/index.js';
import { findLeadById, insertChatLead, insertLead, leadHistory } from '../leads/lead-repository.js';
import { recordFunnel } from '../funnel/funnel-repository.js';
import { backends, createPgSchema, makeTempDir } from '../test/helper.js';
import { csvCell, runLeadsCli } from './leads-cli.js';

function lead(overrides: Partial<Lead>): Lead {
  return {
    project_type: 'web-personal',
    details: { web_purpose: 'portfolio' },
    budget_range: null,
    name: 'Ana',
    email: 'ana@example.com',
    phone: null,
    company: null,
    message: null,
    consent: true,
    ...overrides,
  };
}

describe.each(backends)('npm run leads on $name', ({ postgres }) => {
  let config: { DATABASE_URL: string | undefined; DATA_DIR: string; LEAD_RETENTION_DAYS: number };
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const dir = await makeTempDir();
    const schema = postgres ? await createPgSchema() : null;
    config = {
      DATABASE_URL: schema?.url,
      DATA_DIR: path.join(dir, 'data'),
      LEAD_RETENTION_DAYS: 365,
    };
    handle = await createDatabase(config);
    cleanup = async () => {
      await handle.close();
      await schema?.drop();
      await rm(dir, { recursive: true, force: true });
    };
    const day = (iso: string) => new Date(iso);
    ids.old = (
      await insertLead(
        handle.db,
        lead({ name: 'Old' }),
        'es',
        undefined,
        day('2024-01-10T10:00:00Z'),
      )
    ).id;
    ids.shop = (
      await insertLead(
        handle.db,
        lead({
          project_type: 'tienda-online',
          details: { product_type: 'fisicos', payment_gateways: ['stripe', 'bizum'] },
          name: 'Pau "Botiga"',
          email: 'Pau@Example.com',
          company: '=HYPERLINK("x")',
          message: 'Hola,\nqué tal',
        }),
        'ca',
        () => [{ kind: 'mail', recipient: 'Pau@Example.com', payload: { to: 'x' } }],
        day('2026-03-01T09:00:00Z'),
      )
    ).id;
    ids.saas = (
      await insertLead(
        handle.db,
        lead({
          project_type: 'aplicacion-saas',
          details: { saas_description: 'CRM' },
          email: 'marta@example.com',
        }),
        'en',
        undefined,
        day('2026-03-05T09:00:00Z'),
      )
    ).id;
  });
  afterAll(() => cleanup());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeadsCli(argv, config, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => new Date('2026-03-10T12:00:00Z'),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists leads newest first, filtered by status and date', async () => {
    const all = await run('list');
    expect(all.code).toBe(0);
    const order = all.out.split('\n').map((line) => line.split('  ')[0]);
    expect(order).toEqual([ids.saas, ids.shop, ids.old]);
    const march = await run('list', '--since', '2026-03-01', '--until', '2026-03-02');
    expect(march.out).toContain(ids.shop);
    expect(march.out.split('\n')).toHaveLength(1);
    const json = JSON.parse((await run('list', '--json', '--status', 'received')).out) as unknown[];
    expect(json).toHaveLength(3);
    expect((await run('list', '--status', 'nope')).code).toBe(2);
  });

  it('shows a lead with its fields, history and notifications', async () => {
    const { code, out } = await run('show', ids.shop ?? '');
    expect(code).toBe(0);
    expect(out).toContain('project_type: tienda-online');
    expect(out).toContain('payment_gateways: stripe, bizum');
    expect(out).toContain('email: Pau@Example.com');
    expect(out).toMatch(/history:\n {2}2026-03-01T09:00:00.000Z {2}received/);
    expect(out).toMatch(/notifications:\n {2}mail {2}pending {2}attempts 0/);
    expect((await run('show', 'missing')).code).toBe(1);
  });

  it('exports CSV with quoted, formula-safe cells', async () => {
    const { out } = await run('export', '--since', '2026-01-01');
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      'id,created_at,status,lang,source,project_type,budget_range,name,email,phone,company,message,details,conversation',
    );
    expect(out).toContain('"Pau ""Botiga"""');
    expect(out).toContain(`"'=HYPERLINK(""x"")"`);
    expect(out).toContain('"product_type=fisicos; payment_gateways=stripe, bizum"');
    expect(out).not.toContain(ids.old);
    expect(csvCell('+34 600')).toBe(`"'+34 600"`);
  });

  it('sets a status with a note, recorded in the history', async () => {
    const { code } = await run(
      'set-status',
      ids.saas ?? '',
      'quoted',
      '--note',
      'Enviado por email',
    );
    expect(code).toBe(0);
    expect((await findLeadById(handle.db, ids.saas ?? ''))?.status).toBe('quoted');
    expect((await leadHistory(handle.db, ids.saas ?? '')).at(-1)).toEqual({
      status: 'quoted',
      note: 'Enviado por email',
      at: '2026-03-10T12:00:00.000Z',
    });
    expect((await run('set-status', ids.saas ?? '', 'done')).code).toBe(2);
    expect((await run('set-status', 'missing', 'won')).code).toBe(1);
  });

  it('erases everything about an e-mail address, whatever its case', async () => {
    const { out } = await run('erase', 'pau@example.com');
    expect(out).toBe('Erased 1 lead(s), 1 message(s), 0 subscription(s) of pau@example.com');
    expect(await findLeadById(handle.db, ids.shop ?? '')).toBeNull();
    const outbox = await handle.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toEqual([]);
    const events = await handle.db
      .selectFrom('lead_events')
      .selectAll()
      .where('lead_id', '=', ids.shop ?? '')
      .execute();
    expect(events).toEqual([]);
  });

  it('purges leads older than the retention period', async () => {
    const { out } = await run('purge');
    expect(out).toBe(
      'Purged 1 lead(s), 0 message(s), 0 unconfirmed or unsubscribed subscription(s) from before 2025-03-10T12:00:00.000Z',
    );
    expect(await findLeadById(handle.db, ids.old ?? '')).toBeNull();
    expect(await findLeadById(handle.db, ids.saas ?? '')).not.toBeNull();
    expect((await run('purge', '--days', '1')).out).toMatch(/^Purged 1 lead/);
  });

  it("prints the quote form's funnel per language and type, with rates and bars, and as JSON", async () => {
    const at = new Date('2026-03-02T10:00:00Z');
    const events = (event: string, type: string, lang: string, times: number) =>
      Array.from({ length: times }, () => ({ event, type, lang }) as never);
    await recordFunnel(
      handle.db,
      [
        ...events('form_shown', 'none', 'ca', 10),
        ...events('step2_reached', 'tienda-online', 'ca', 8),
        ...events('step3_reached', 'tienda-online', 'ca', 4),
        ...events('request_sent', 'tienda-online', 'ca', 3),
        ...events('request_failed', 'tienda-online', 'ca', 1),
      ],
      at,
    );
    await recordFunnel(
      handle.db,
      events('form_shown', 'none', 'ca', 6),
      new Date('2026-02-01T10:00:00Z'),
    );

    const { code, out } = await run('stats', '--since', '2026-03-01', '--until', '2026-03-31');
    expect(code).toBe(0);
    expect(out).toContain('Quote-form funnel, 2026-03-01 to 2026-03-31 (UTC days)');
    const lines = out.split('\n');
    const all = lines.indexOf('all types · ca');
    expect(all).toBeGreaterThan(-1);
    expect(lines[all + 1]).toMatch(/^ {2}form shown +10 {2}█{40}$/);
    expect(lines[all + 2]).toMatch(/^ {2}step 2 reached +8 {2}█{32} +80% of form shown$/);
    const shop = lines.indexOf('tienda-online · ca');
    expect(lines[shop + 3]).toMatch(/step 3 reached +4 .*50% of step 2 reached$/);
    expect(lines[shop + 4]).toMatch(/request sent +3 .*75% of step 3 reached$/);
    expect(lines[shop + 5]).toMatch(/request failed +1 .*25% of step 3 reached$/);

    const json = JSON.parse((await run('stats', '--json', '--since', '2026-03-01')).out) as {
      rows: { type: string; lang: string; counts: Record<string, number> }[];
    };
    expect(json.rows.find((row) => row.type === 'none')?.counts.form_shown).toBe(10);
    const everything = JSON.parse((await run('stats', '--json')).out) as typeof json;
    expect(everything.rows.find((row) => row.type === 'none')?.counts.form_shown).toBe(16);

    const bad = await run('stats', '--since', '2026-3-1');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--since must be a day such as 2026-01-31');
    expect((await run('stats', '--since', '2026-03-10', '--until', '2026-03-01')).err).toContain(
      '--since must not come after --until',
    );
  });
});

describe.each(backends)('npm run leads with hand-overs from the chat on $name', ({ postgres }) => {
  let config: { DATABASE_URL: string | undefined; DATA_DIR: string; LEAD_RETENTION_DAYS: number };
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const dir = await makeTempDir();
    const schema = postgres ? await createPgSchema() : null;
    config = {
      DATABASE_URL: schema?.url,
      DATA_DIR: path.join(dir, 'data'),
      LEAD_RETENTION_DAYS: 365,
    };
    const handle = await createDatabase(config);
    ids.form = (
      await insertLead(handle.db, lead({}), 'es', undefined, new Date('2026-03-01T09:00:00Z'))
    ).id;
    ids.chat = (
      await insertChatLead(
        handle.db,
        {
          email: 'lucia@example.com',
          name: null,
          consent: true,
          messages: [
            { role: 'user', content: '¿Reparáis lavadoras?\nLa mía pierde agua' },
            { role: 'assistant', content: 'No lo sé. ¿Pasamos tu pregunta al equipo?' },
          ],
        },
        'es',
        undefined,
        new Date('2026-03-02T09:00:00Z'),
      )
    ).id;
    await handle.close();
    cleanup = async () => {
      await schema?.drop();
      await rm(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const code = await runLeadsCli(argv, config, { out: (line) => out.push(line), err: () => {} });
    return { code, out: out.join('\n') };
  }

  it('lists each lead with its source, and shows the conversation of a chat lead', async () => {
    const lines = (await run('list')).out.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^${ids.chat}  2026-03-02 09:00  received   chat  -  +<lucia@example.com>`),
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${ids.form}  .*  received   form  web-personal  +Ana <ana@example.com>`),
    );

    const { code, out } = await run('show', ids.chat ?? '');
    expect(code).toBe(0);
    expect(out).toContain('source: chat');
    expect(out).toContain('email: lucia@example.com');
    expect(out).not.toMatch(/^name:/m);
    expect(out).toContain(
      [
        'conversation:',
        '  visitor: ¿Reparáis lavadoras?',
        '    La mía pierde agua',
        '  assistant: No lo sé. ¿Pasamos tu pregunta al equipo?',
      ].join('\n'),
    );
    expect((await run('show', ids.form ?? '')).out).toContain('source: form');
    expect((await run('show', ids.form ?? '')).out).not.toContain('conversation:');
  });

  it('exports the source and the conversation in CSV', async () => {
    const { out } = await run('export');
    const [header, ...rows] = out.split('\n');
    expect(header?.split(',')).toEqual(expect.arrayContaining(['source', 'conversation']));
    expect(out).toContain(
      `"${ids.chat}","2026-03-02T09:00:00.000Z","received","es","chat","","","","lucia@example.com"`,
    );
    expect(out).toContain('"user: ¿Reparáis lavadoras?\nLa mía pierde agua\nassistant: No lo sé.');
    expect(rows.some((row) => row.startsWith(`"${ids.form}"`) && row.includes('"form"'))).toBe(
      true,
    );
  });
});
