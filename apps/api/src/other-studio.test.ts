import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPricing, loadSettings } from '@studio/content';
import { LANGS, studioVariables, type Lang, type SiteSettings } from '@studio/shared';
import { buildApp, type App } from './app.js';
import { loadConfig } from './config.js';
import type { MailPayload } from './outbox/lead-mails.js';
import { chatEnv, getCsrf, postHeaders } from './test/helper.js';
import { SHOP_QUOTE } from './test/quote-request.js';

/**
 * A studio that adopts the project changes settings.json and pricing.json and nothing else
 * (README, "Make it yours"): the site built with another studio's settings and one price of its
 * own, and the server started on them, show that studio and its price and nothing of ours, in
 * every page, mail and chat answer.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OTHER_STUDIO = fileURLToPath(new URL('./test/other-studio.json', import.meta.url));

const readSettings = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SiteSettings;
/**
 * Ours: the studio the suite runs on, whose files built apps/web/dist (ours, or the ones
 * STUDIO_SETTINGS and STUDIO_PRICING name: `npm test` passes on another studio's content too).
 */
const ours = loadSettings();

/**
 * Another studio made of `settings`: every detail that says who it is, and every figure, its
 * own. Used when the suite already runs on other-studio.json, so that "theirs" is never "ours".
 */
function variantOf(settings: SiteSettings): SiteSettings {
  const { figures } = settings;
  return {
    ...settings,
    studioName: 'Obrador Llevant',
    legalName: 'Obrador Llevant Programari S.L.',
    taxId: 'B11223344',
    siteUrl: 'https://obradorllevant.example',
    phone: { display: '+34 963 12 34 56', e164: '+34963123456' },
    email: 'hola@obradorllevant.example',
    whatsappNumber: '34611223344',
    address: {
      ...settings.address,
      street: 'Carrer de la Pau 3',
      postalCode: '46002',
      neighbourhood: 'El Carme',
    },
    social: [{ name: 'GitHub', url: 'https://github.com/obradorllevant' }],
    figures: {
      yearsInBusiness: figures.yearsInBusiness + 1,
      projectsDelivered: figures.projectsDelivered + 13,
      satisfactionPercent:
        figures.satisfactionPercent === 100 ? 99 : figures.satisfactionPercent + 1,
      revenueForClientsEur: figures.revenueForClientsEur + 300_000,
      teamCombinedYears: figures.teamCombinedYears + 7,
      teamProjects: figures.teamProjects + 3,
    },
  };
}

const out = mkdtempSync(path.join(tmpdir(), 'other-studio-'));
const fixture = readSettings(OTHER_STUDIO);
const theirs = isDeepStrictEqual(fixture, ours) ? variantOf(fixture) : fixture;
const THEIR_SETTINGS = theirs === fixture ? OTHER_STUDIO : path.join(out, 'settings.json');
if (theirs !== fixture) writeFileSync(THEIR_SETTINGS, JSON.stringify(theirs));

/** What says who we are, as the pages, mails and answers could write it. */
const OUR_DETAILS = [
  ours.studioName,
  ours.legalName,
  ours.taxId,
  ours.phone.display,
  ours.phone.e164,
  ours.whatsappNumber,
  ours.email,
  new URL(ours.siteUrl).host,
  ours.address.street,
  ours.address.postalCode,
  ...ours.social.map((link) => link.url),
];

const oursIn = (text: string) => OUR_DETAILS.filter((detail) => text.includes(detail));

/** Every number of a value, however deep. */
const numbersOf = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(numbersOf)
      : [];

/** Our prices (the loaded ones) with one changed: the SaaS standard package's. */
const ourPricing = loadPricing();
const theirPricing = structuredClone(ourPricing);
const changed = theirPricing.services['aplicacion-saas'].tiers[1].price;
const OLD_PRICE = changed.amount;
const figures = numbersOf(ourPricing);
if (figures.filter((n) => n === OLD_PRICE).length !== 1) {
  throw new Error(`pricing.json: ${OLD_PRICE} is also another of its figures`);
}

/** An amount as a page, mail or answer writes it: "12.000", "12,000", "12000", "12 000". */
const written = (amount: number) =>
  new RegExp(
    `(?<![\\w.,])${String(amount).replace(/\B(?=(\d{3})+$)/g, '[.,\\s\\u00a0\\u202f]?')}(?!\\w|[.,]\\d)`,
    'gu',
  );
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Their price: ours raised by 1,500, or the next hundred up that neither the data nor our built
 * pages write (a budget range says "15.000 €"), so that finding it can only mean that price.
 */
const ourText = [...files(chatEnv().WEB_DIST!)]
  .filter((file) => file.endsWith('.html'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
let NEW_PRICE = OLD_PRICE + 1500;
while (figures.includes(NEW_PRICE) || count(ourText, written(NEW_PRICE)) > 0) NEW_PRICE += 100;
changed.amount = NEW_PRICE;
/** As a minified script writes it too: 12000 is "12e3". */
const scripted = (amount: number) =>
  new RegExp(
    `(?<![\\w.])(?:${amount}|${String(amount).replace(/0+$/, (zeros) => `e${zeros.length}`)})(?![\\w.])`,
  );

/** A `{{name}}` left unfilled (a stylesheet's `}}` is no placeholder). */
const PLACEHOLDER = /{{\s*[\w.-]+\s*}}/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...STUDIO_ENV },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

const web = path.join(out, 'client');
const inbox = path.join(out, 'inbox');
const OTHER_PRICING = path.join(out, 'pricing.json');
writeFileSync(OTHER_PRICING, JSON.stringify(theirPricing));
const STUDIO_ENV = { STUDIO_SETTINGS: THEIR_SETTINGS, STUDIO_PRICING: OTHER_PRICING };

let app: App;
let url: string;

beforeAll(async () => {
  // Built apart from apps/web/dist, which the other tests read. The font is the build's (npm
  // run build made it); only a clone that never built needs it made.
  const webApp = path.join(ROOT, 'apps/web');
  if (!existsSync(path.join(webApp, 'generated/manrope.woff2'))) {
    run(process.execPath, ['scripts/subset-font.mjs'], webApp);
  }
  run('npx', ['astro', 'build', '--silent', '--outDir', web], webApp);
  run(process.execPath, ['scripts/finish-csp.mjs', web], webApp);
  run(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', inbox],
    path.join(ROOT, 'apps/inbox'),
  );

  for (const [name, file] of Object.entries(STUDIO_ENV)) vi.stubEnv(name, file);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(out, 'data'),
    WEB_DIST: web,
    STUDIO_USERS: `marta@${theirs.email.split('@')[1]}`,
    CHAT_RATE_LIMIT_MAX: '100',
    LEADS_RATE_LIMIT_MAX: '100',
    HANDOVER_RATE_LIMIT_MAX: '100',
  });
  app = await buildApp(config, { outboxPollMs: 0 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  url = `http://127.0.0.1:${address.port}`;
}, 240_000);

afterAll(async () => {
  await app?.close();
  vi.unstubAllEnvs();
  rmSync(out, { recursive: true, force: true });
});

async function post(route: string, body: unknown): Promise<Response> {
  const pair = await getCsrf(url);
  return fetch(`${url}/api/v1${route}`, {
    method: 'POST',
    headers: postHeaders(pair, url),
    body: JSON.stringify(body),
  });
}

// A whole build of the site: `npm test` and CI run it, `npm run test:quick` leaves it out.
const whole = describe.skipIf(Boolean(process.env.TEST_QUICK));

whole('the site built with another studio’s settings', () => {
  it('shows that studio on every page, and nothing of ours', () => {
    const pages = [...files(web)].filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(54);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const where = path.relative(web, page);
      expect(oursIn(html), where).toEqual([]);
      expect(html, where).toContain(theirs.studioName);
      // A placeholder the strings' script carries is filled in the browser; none shows unfilled.
      expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''), where).not.toMatch(
        PLACEHOLDER,
      );
      // Our neighbourhood is named only by a client of ours in the portfolio.
      if (!where.startsWith('portafolio'))
        expect(html, where).not.toContain(ours.address.neighbourhood);
    }
    const all = pages.map((page) => readFileSync(page, 'utf8')).join('\n');
    for (const detail of [
      theirs.legalName,
      theirs.taxId,
      theirs.phone.display,
      theirs.email,
      theirs.address.street,
      theirs.address.neighbourhood,
      theirs.address.city,
    ]) {
      expect(all).toContain(detail);
    }
  });

  it('states its own figures and team on the home and about pages, and none of ours', () => {
    const shown = (file: string) =>
      readFileSync(path.join(web, file), 'utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/&nbsp;|\u00a0/g, ' ');
    const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
    for (const lang of LANGS) {
      const suffix = lang === 'es' ? '' : `.${lang}`;
      const home = shown(`index${suffix}.html`);
      const about = shown(`quienes-somos/index${suffix}.html`);
      const their = studioVariables(theirs, lang);
      const our = studioVariables(ours, lang);
      for (const [html, figures] of [
        [home, (v: typeof their) => [`${v.projects}+`, v.revenue, v.satisfaction]],
        [about, (v: typeof their) => [`${v.combinedYears}+`, `${v.teamProjects}+`]],
      ] as const) {
        for (const figure of figures(their)) expect(html, lang).toContain(spaced(figure));
        for (const figure of figures(our)) expect(html, lang).not.toContain(spaced(figure));
      }
      expect(about.match(/class="team-card"/g), lang).toHaveLength(theirs.team.length);
    }
  });

  it('shows its price wherever ours showed ours, and ours nowhere', () => {
    // Our build (npm run build), page for page: the same places name the price.
    const ourWeb = chatEnv().WEB_DIST!;
    let places = 0;
    for (const page of [...files(web)].filter((file) => file.endsWith('.html'))) {
      const where = path.relative(web, page);
      const html = readFileSync(page, 'utf8');
      expect(count(html, written(OLD_PRICE)), where).toBe(0);
      const ourHtml = readFileSync(path.join(ourWeb, where), 'utf8');
      expect(count(html, written(NEW_PRICE)), where).toBe(count(ourHtml, written(OLD_PRICE)));
      places += count(ourHtml, written(OLD_PRICE));
    }
    // At least the SaaS page's package and its offer's structured data, in every language.
    expect(places).toBeGreaterThanOrEqual(2 * LANGS.length);
  });

  it('carries nothing of ours in the scripts the pages load, and its prices', () => {
    const scripts = [...files(path.join(web, 'assets'))].filter((file) => file.endsWith('.js'));
    for (const file of scripts) {
      const source = readFileSync(file, 'utf8');
      expect(oursIn(source), path.basename(file)).toEqual([]);
      expect(source, path.basename(file)).not.toMatch(scripted(OLD_PRICE));
    }
    // The quote form's estimate.
    const withNew = scripts.filter((file) => scripted(NEW_PRICE).test(readFileSync(file, 'utf8')));
    expect(withNew).not.toEqual([]);
  });

  it('names that studio in the inbox, from its first title on', () => {
    const html = readFileSync(path.join(inbox, 'index.html'), 'utf8');
    expect(html).toContain(`<title>Bandeja · ${theirs.studioName}</title>`);
    for (const file of [...files(inbox)].filter((name) => /\.(html|js)$/.test(name))) {
      expect(oursIn(readFileSync(file, 'utf8')), path.basename(file)).toEqual([]);
    }
  });
});

whole('the server started on another studio’s settings', () => {
  it('writes every mail in that studio’s name, and none in ours', async () => {
    for (const lang of LANGS) {
      expect((await post('/leads', { ...SHOP_QUOTE, lang })).status).toBe(201);
      const handover = await post('/chat/handover', {
        email: 'lucia@example.com',
        consent: true,
        hp: '',
        lang,
        messages: [{ role: 'user', content: '¿Reparáis lavadoras?' }],
      });
      expect(handover.status).toBe(201);
      expect(
        (await post('/newsletter', { email: `nuria.${lang}@example.com`, consent: true, lang }))
          .status,
      ).toBe(202);
      expect(
        (await post('/studio/sign-in', { email: `marta@${theirs.email.split('@')[1]}`, lang }))
          .status,
      ).toBe(202);
    }
    // The sign-in is written after its answer.
    await vi.waitFor(async () => {
      const rows = await app.db.selectFrom('outbox').select('payload').execute();
      expect(rows.filter((row) => row.payload.includes('"signIn"'))).toHaveLength(LANGS.length);
    });
    const rows = await app.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('kind', '=', 'mail')
      .execute();
    const mails = await Promise.all(
      rows.map(
        async (row) => (await app.outbox.deliverable(JSON.parse(row.payload))) as MailPayload,
      ),
    );
    // Per language: the studio's and the visitor's of a quote and of a hand-over, the
    // newsletter's and the sign-in link's.
    expect(mails).toHaveLength(6 * LANGS.length);
    for (const mail of mails) {
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(oursIn(whole), mail.subject).toEqual([]);
      expect(count(whole, written(OLD_PRICE)), mail.subject).toBe(0);
      expect(whole, mail.subject).not.toMatch(PLACEHOLDER);
    }
    const toVisitors = mails.filter(
      (mail) => !mail.to.startsWith('marta@') && mail.to !== theirs.email,
    );
    const named = toVisitors.filter((mail) =>
      `${mail.subject}\n${mail.text}`.includes(theirs.studioName),
    );
    // The visitor's mails sign with the name; the newsletter's subject carries it.
    expect(named).toHaveLength(3 * LANGS.length);
    // The confirmations of a quote and of a hand-over say when the studio answers: its hours.
    const { opens, closes } = studioVariables(theirs, 'es');
    const hours = new RegExp(`${opens}\\D{1,3}${closes}`);
    expect(toVisitors.filter((mail) => hours.test(mail.text))).toHaveLength(2 * LANGS.length);
    const signIns = mails.filter((mail) => mail.to.startsWith('marta@'));
    for (const mail of signIns) expect(mail.subject).toContain(theirs.studioName);
  });

  const QUESTIONS: Record<Lang, string[]> = {
    es: [
      'Hola',
      '¿Cuál es vuestro teléfono?',
      '¿Cuál es vuestro correo?',
      '¿Dónde está vuestra oficina?',
      '¿Cuál es la razón social y el NIF de la empresa?',
      '¿Quién forma el equipo?',
      '¿Hacéis videojuegos?',
    ],
    ca: [
      'Hola',
      'Quin és el vostre telèfon?',
      'On teniu l’oficina?',
      'Quina és la raó social de l’empresa?',
      'Feu videojocs?',
    ],
    en: [
      'Hello',
      'What is your phone number?',
      'Where is your office?',
      'What is the company’s legal name and tax ID?',
      'Do you build video games?',
    ],
  };

  it('answers in the chat with that studio’s details, never ours', async () => {
    const replies: string[] = [];
    for (const lang of LANGS) {
      for (const question of QUESTIONS[lang]) {
        const response = await post('/chat', {
          messages: [{ role: 'user', content: question }],
          lang,
        });
        expect(response.status, question).toBe(200);
        const { reply } = (await response.json()) as { reply: string };
        expect(oursIn(reply), question).toEqual([]);
        expect(count(reply, written(OLD_PRICE)), question).toBe(0);
        expect(reply, question).not.toMatch(PLACEHOLDER);
        replies.push(reply);
      }
    }
    const all = replies.join('\n');
    // The greetings and the answers that cannot find it name the studio; the contact and legal
    // passages give its details.
    expect(all.split(theirs.studioName).length - 1).toBeGreaterThanOrEqual(2 * LANGS.length);
    for (const detail of [theirs.phone.display, theirs.legalName, theirs.address.street]) {
      expect(all).toContain(detail);
    }
  });

  /** Questions our chat answers with the changed price: the SaaS package's, the MVP's FAQ. */
  const PRICE_QUESTIONS: Record<Lang, string> = {
    es: '¿Cuánto cuesta la versión completa de un SaaS?',
    ca: "Quant costa la versió completa d'un SaaS, no el MVP?",
    en: 'How much is the Complete SaaS plan?',
  };

  it('answers in the chat with that studio’s price, never ours', async () => {
    for (const lang of LANGS) {
      const question = PRICE_QUESTIONS[lang];
      const response = await post('/chat', {
        messages: [{ role: 'user', content: question }],
        lang,
      });
      expect(response.status, question).toBe(200);
      const { reply } = (await response.json()) as { reply: string };
      expect(count(reply, written(OLD_PRICE)), question).toBe(0);
      expect(count(reply, written(NEW_PRICE)), question).toBeGreaterThan(0);
    }
  });
});
