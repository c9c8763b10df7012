import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, type ConsentRecord, type Lead } from '@studio/shared';
import { createDatabase, type DatabaseHandle } from '../db/index.js';
import { findLeadById, insertChatLead, insertLead, leadHistory } from '../leads/lead-repository.js';
import { admitFunnel, recordFunnel } from '../funnel/funnel-repository.js';
import { consentHistory, recordConsent } from '../consent/consent-repository.js';
import { backends, createPgSchema, makeTempDir } from '../test/helper.js';
import { runLeadsCli } from './leads-cli.js';
import { csvCell } from '../leads/lead-csv.js';
import { funnelTable } from './funnel-table.js';

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
  let config: Parameters<typeof runLeadsCli>[1];
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
      CONSENT_RETENTION_DAYS: 760,
    };
    handle = await createDatabase(config);
    cleanup = async () => {
      await handle.close();
      await schema?.drop();
      await rm(dir, { recursive: true, force: true });
    };
    const day = (iso: string) => new Date(iso);
    ids.old = (
      await insertLead(handle.db, lead({ name: 'Old' }), 'es', { now: day('2024-01-10T10:00:00Z') })
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
        {
          outbox: () => [{ kind: 'mail', recipient: 'Pau@Example.com', payload: { to: 'x' } }],
          now: day('2026-03-01T09:00:00Z'),
        },
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
        { now: day('2026-03-05T09:00:00Z') },
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

  it('logs what it changed in the audit log the inbox reads, and prints it', async () => {
    await run('set-status', ids.saas ?? '', 'in_review', '--note', 'Mirando el alcance');
    await run('export', '--status', 'in_review');
    await run('erase', 'nobody@example.com');
    // As `cli`, newest last, with no person's data (not the note, not the address).
    const lines = (await run('audit')).out.split('\n').slice(-3);
    expect(lines[0]).toMatch(
      new RegExp(`^\\S+  cli  status  ${ids.saas}  status=in_review note=true$`),
    );
    expect(lines[1]).toMatch(/^\S+ {2}cli {2}export {2}- {2}status=in_review$/);
    expect(lines[2]).toMatch(/^\S+ {2}cli {2}erase {2}- {2}leads=0 outbox=0 newsletter=0$/);
    const { entries } = JSON.parse((await run('audit', '--json')).out) as {
      entries: { actor: string }[];
    };
    expect(entries.every((entry) => entry.actor === 'cli')).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/Mirando|nobody@example\.com/);
  });

  it('purges leads older than the retention period', async () => {
    const { out } = await run('purge');
    expect(out).toBe(
      [
        'Purged 1 lead(s), 0 message(s), 0 unconfirmed or unsubscribed subscription(s) from before 2025-03-10T12:00:00.000Z',
        'Purged 0 consent record(s) from before 2024-02-09T12:00:00.000Z',
      ].join('\n'),
    );
    expect(await findLeadById(handle.db, ids.old ?? '')).toBeNull();
    expect(await findLeadById(handle.db, ids.saas ?? '')).not.toBeNull();
    expect((await run('purge', '--days', '1')).out).toMatch(/^Purged 1 lead/);
  });

  it('purges proof of consent older than its own period, CONSENT_RETENTION_DAYS', async () => {
    const choice = (consentId: string): ConsentRecord => ({
      consentId,
      analytics: true,
      advertising: false,
      policyVersion: CONSENT_POLICY_VERSION,
      lang: 'es',
    });
    const expired = '6f1c2b9e-1d7a-4c1e-9a55-0b8d7f1e2a01';
    const kept = '6f1c2b9e-1d7a-4c1e-9a55-0b8d7f1e2a02';
    // 760 days before 2026-03-10T12:00Z is 2024-02-09T12:00Z.
    await recordConsent(handle.db, choice(expired), new Date('2024-02-09T11:59:59Z'));
    await recordConsent(handle.db, choice(kept), new Date('2024-02-09T12:00:00Z'));
    await recordConsent(handle.db, choice(kept), new Date('2026-03-01T00:00:00Z'));
    const { code, out } = await run('purge');
    expect(code).toBe(0);
    expect(out.split('\n')[1]).toBe(
      'Purged 1 consent record(s) from before 2024-02-09T12:00:00.000Z',
    );
    expect(await consentHistory(handle.db, expired)).toEqual([]);
    expect(await consentHistory(handle.db, kept)).toHaveLength(2);
    // Its own option, apart from the leads' --days.
    expect((await run('purge', '--days', '3650')).out).toContain('Purged 0 consent record(s)');
    // Never shorter than a choice holds: that would erase the proof of choices in force.
    const short = await run('purge', '--consent-days', '394');
    expect(short.code).toBe(2);
    expect(short.err).toContain('--consent-days must be at least 395');
    expect(await consentHistory(handle.db, kept)).toHaveLength(2);
    expect((await run('purge', '--consent-days', '395')).out.split('\n')[1]).toMatch(
      /^Purged 1 consent record\(s\) from before 2025-02-08T12:00:00\.000Z$/,
    );
    expect(await consentHistory(handle.db, kept)).toHaveLength(1);
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

    expect(lines.at(-1)).toBe(
      'Not counted: 0 event(s) no page view could have sent (repeated or out of order)',
    );

    const json = JSON.parse((await run('stats', '--json', '--since', '2026-03-01')).out) as {
      rows: { type: string; lang: string; counts: Record<string, number> }[];
      dropped: number;
    };
    expect(json.rows.find((row) => row.type === 'none')?.counts.form_shown).toBe(10);
    expect(json.dropped).toBe(0);
    const everything = JSON.parse((await run('stats', '--json')).out) as typeof json;
    expect(everything.rows.find((row) => row.type === 'none')?.counts.form_shown).toBe(16);

    // A batch of twenty "request sent" (the form sends it once a page view, after step 3):
    // none counts, all twenty are shown as dropped, on the day they came.
    await admitFunnel(
      handle.db,
      { events: events('request_sent', 'tienda-online', 'ca', 20) },
      new Date('2026-03-03T10:00:00Z'),
    );
    const poisoned = await run('stats', '--since', '2026-03-03', '--until', '2026-03-03');
    expect(poisoned.out).toContain(
      'Quote-form funnel, 2026-03-03 to 2026-03-03 (UTC days): nothing counted.',
    );
    expect(poisoned.out).toContain(
      'Not counted: 20 event(s) no page view could have sent (repeated or out of order)',
    );
    const march = JSON.parse(
      (await run('stats', '--json', '--since', '2026-03-01')).out,
    ) as typeof json;
    expect(march.dropped).toBe(20);
    expect(march.rows.find((row) => row.type === 'tienda-online')?.counts.request_sent).toBe(3);
    expect(
      (JSON.parse((await run('stats', '--json', '--until', '2026-03-02')).out) as typeof json)
        .dropped,
    ).toBe(0);

    const bad = await run('stats', '--since', '2026-3-1');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--since must be a day such as 2026-01-31');
    expect((await run('stats', '--since', '2026-03-10', '--until', '2026-03-01')).err).toContain(
      '--since must not come after --until',
    );
  });
});

describe.each(backends)('npm run leads with hand-overs from the chat on $name', ({ postgres }) => {
  let config: Parameters<typeof runLeadsCli>[1];
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const dir = await makeTempDir();
    const schema = postgres ? await createPgSchema() : null;
    config = {
      DATABASE_URL: schema?.url,
      DATA_DIR: path.join(dir, 'data'),
      LEAD_RETENTION_DAYS: 365,
      CONSENT_RETENTION_DAYS: 760,
    };
    const handle = await createDatabase(config);
    ids.form = (
      await insertLead(handle.db, lead({}), 'es', { now: new Date('2026-03-01T09:00:00Z') })
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
        { now: new Date('2026-03-02T09:00:00Z') },
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

/** What a terminal would act on: every control and format character but the line break. */
const TERMINAL_UNSAFE = /[^\n\P{Cc}]|\p{Cf}|\u2028|\u2029/u;

describe.each(backends)('npm run leads with hostile text on $name', ({ postgres }) => {
  let config: Parameters<typeof runLeadsCli>[1];
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};
  const NAME = 'Mallory\u001b[4A\u001b[J';

  beforeAll(async () => {
    const dir = await makeTempDir();
    const schema = postgres ? await createPgSchema() : null;
    config = {
      DATABASE_URL: schema?.url,
      DATA_DIR: path.join(dir, 'data'),
      LEAD_RETENTION_DAYS: 365,
      CONSENT_RETENTION_DAYS: 760,
    };
    const handle = await createDatabase(config);
    ids.form = (
      await insertLead(
        handle.db,
        lead({
          name: NAME,
          email: 'mallory@example.com',
          company: '\u202Eevil',
          message: 'línea 1\rstatus: won\n\u009b2J fin',
          details: { web_purpose: 'portfolio\u0007' },
        }),
        'es',
        { now: new Date('2026-03-01T09:00:00Z') },
      )
    ).id;
    ids.chat = (
      await insertChatLead(
        handle.db,
        {
          email: 'eve@example.com',
          name: 'Eve\u2028status: won',
          consent: true,
          messages: [
            { role: 'user', content: 'hola\r  assistant: gratis' },
            { role: 'assistant', content: 'Lo paso al equipo.' },
          ],
        },
        'es',
        { now: new Date('2026-03-02T09:00:00Z') },
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

  it('lists each lead on one line, with control characters shown as escapes', async () => {
    const { out } = await run('list');
    expect(out).not.toMatch(TERMINAL_UNSAFE);
    const lines = out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Mallory\\u001b[4A\\u001b[J <mallory@example.com>  \\u202eevil');
    expect(lines[0]).toContain('Eve\\u2028status: won <eve@example.com>');
  });

  it('shows a chat whose message fakes another speaker as one visitor turn', async () => {
    const { out } = await run('show', ids.chat ?? '');
    expect(out).not.toMatch(TERMINAL_UNSAFE);
    expect(out).toContain(
      [
        'conversation:',
        '  visitor: hola\\u000d  assistant: gratis',
        '  assistant: Lo paso al equipo.',
      ].join('\n'),
    );
    expect(out.match(/^ {2}assistant:/gm)).toHaveLength(1);
    expect(out).not.toMatch(/^status: won/m);
  });

  it('shows a form lead whose fields hold controls, each value within its own field', async () => {
    const { out } = await run('show', ids.form ?? '');
    expect(out).not.toMatch(TERMINAL_UNSAFE);
    expect(out).toContain(`name: Mallory\\u001b[4A\\u001b[J`);
    expect(out).toContain('company: \\u202eevil');
    expect(out).toContain('message: línea 1\\u000dstatus: won\n    \\u009b2J fin');
    expect(out).toContain('web_purpose: portfolio\\u0007');
    expect(out.match(/^status:/gm)).toEqual(['status:']);
  });

  it('keeps the exact values in JSON and CSV', async () => {
    const json = JSON.parse((await run('list', '--json')).out) as { lead: { name: string } }[];
    expect(json.map((item) => item.lead.name).sort()).toEqual(['Eve\u2028status: won', NAME]);
    const csv = (await run('export')).out;
    expect(csv).toContain(`"${NAME}"`);
    expect(csv).toContain('"\u202Eevil"');
    expect(csv).toContain('"user: hola\r  assistant: gratis\nassistant: Lo paso al equipo."');
  });

  it('escapes the names of a funnel row read from the database', () => {
    const counts = {
      form_shown: 1,
      step2_reached: 0,
      step3_reached: 0,
      request_sent: 0,
      request_failed: 0,
    };
    const lines = funnelTable([{ type: 'none', lang: 'es\u001b[2J', counts }], {});
    expect(lines.join('\n')).not.toMatch(TERMINAL_UNSAFE);
    expect(lines).toContain('all types · es\\u001b[2J');
  });
});
