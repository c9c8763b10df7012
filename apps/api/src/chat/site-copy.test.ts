import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_LOCALES, SiteCopyError, loadSiteCopy, localeDirs } from './site-copy.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-copy-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The part of services.json the tests edit. */
interface ServicesJson {
  detail: Record<
    string,
    { name: string; extras: Record<string, string>; process: Record<string, unknown> }
  >;
}

/** A copy of the web app's locale files under `folder`, `edit` applied to es/services.json. */
async function localesIn(folder: string, edit?: (services: ServicesJson) => void) {
  await cp(SOURCE_LOCALES, folder, { recursive: true });
  if (edit) {
    const file = path.join(folder, 'es', 'services.json');
    const services = JSON.parse(await readFile(file, 'utf8')) as ServicesJson;
    edit(services);
    await writeFile(file, JSON.stringify(services));
  }
  return folder;
}

describe('the service pages’ copy the chat reads', () => {
  it('fills the placeholders from the pricing table, as the pages do', () => {
    const copy = loadSiteCopy();
    expect(copy.es.detail.ciberseguridad?.extras?.incidentResponse).toBe(
      'Respuesta a incidentes: desde 150 €/hora',
    );
    expect(copy.en.detail['aplicacion-movil']?.extras?.review).toBe(
      'Store review: 1-3 days on Google Play and 1-7 days on the App Store',
    );
    expect(copy.en.detail['aplicacion-movil']?.extras?.storeFees).toMatch(/\$99 a year.*\$25/);
    expect(copy.ca.detail['web-personal']?.tiers?.basic?.includes.sections).toMatch(/3/);
  });

  it('prefers the built site’s locale files, and falls back to the source', async () => {
    const web = path.join(dir, 'web');
    await localesIn(path.join(web, 'locales'), (services) => {
      services.detail['web-personal']!.name = 'Web personal (del build)';
    });
    expect(loadSiteCopy(localeDirs(web)).es.detail['web-personal']?.name).toBe(
      'Web personal (del build)',
    );
    const noBuild = path.join(dir, 'no-build');
    expect(loadSiteCopy(localeDirs(noBuild)).es.detail['web-personal']?.name).toBe(
      loadSiteCopy().es.detail['web-personal']?.name,
    );
  });

  it('fails naming the folders it searched when there are no locale files', () => {
    const missing = [path.join(dir, 'nowhere'), path.join(dir, 'neither')];
    expect(() => loadSiteCopy(missing)).toThrow(SiteCopyError);
    expect(() => loadSiteCopy(missing)).toThrow(/nowhere.*neither/);
  });

  it('fails naming the file and key of a placeholder the pricing table cannot fill', async () => {
    const folder = await localesIn(path.join(dir, 'bad-placeholder'), (services) => {
      services.detail.ciberseguridad!.extras.incidentResponse = 'Respuesta: {{nope}}';
    });
    expect(() => loadSiteCopy([folder])).toThrow(
      /es[/\\]services\.json: detail\.ciberseguridad\.extras\.incidentResponse: \{\{nope\}\}/,
    );
  });

  it('fails when a service page or its process steps are missing', async () => {
    const noPage = await localesIn(path.join(dir, 'no-page'), (services) => {
      delete services.detail['tienda-online'];
    });
    expect(() => loadSiteCopy([noPage])).toThrow(/detail\.tienda-online: missing/);
    const oneStepLess = await localesIn(path.join(dir, 'one-step-less'), (services) => {
      delete services.detail['aplicacion-movil']!.process.stores;
    });
    expect(() => loadSiteCopy([oneStepLess])).toThrow(/process: 5 steps, the pricing table has 6/);
  });
});
