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

/** What the tests edit: a service's own file, and services.json's names and leads. */
interface ServiceJson {
  extras: Record<string, string>;
  process: Record<string, unknown>;
}
interface ServicesJson {
  summary: Record<string, { name: string; lead: string }>;
}

/** A copy of the web app's locale files under `folder`, `edit` applied to Spanish `file`. */
async function localesIn<T>(folder: string, file?: string, edit?: (json: T) => void) {
  await cp(SOURCE_LOCALES, folder, { recursive: true });
  if (file && edit) {
    const target = path.join(folder, 'es', file);
    const json = JSON.parse(await readFile(target, 'utf8')) as T;
    edit(json);
    await writeFile(target, JSON.stringify(json));
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
    await localesIn<ServicesJson>(path.join(web, 'locales'), 'services.json', (services) => {
      services.summary['web-personal']!.name = 'Web personal (del build)';
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
    const folder = await localesIn<ServiceJson>(
      path.join(dir, 'bad-placeholder'),
      'service-ciberseguridad.json',
      (service) => {
        service.extras.incidentResponse = 'Respuesta: {{nope}}';
      },
    );
    expect(() => loadSiteCopy([folder])).toThrow(
      /es[/\\]service-ciberseguridad\.json: extras\.incidentResponse: \{\{nope\}\}/,
    );
  });

  it('fails when a service page or its process steps are missing', async () => {
    const noPage = await localesIn(path.join(dir, 'no-page'));
    await rm(path.join(noPage, 'es', 'service-tienda-online.json'));
    expect(() => loadSiteCopy([noPage])).toThrow(
      /service-tienda-online\.json: missing \(the page of tienda-online\)/,
    );
    const noName = await localesIn<ServicesJson>(
      path.join(dir, 'no-name'),
      'services.json',
      (services) => {
        delete services.summary['tienda-online'];
      },
    );
    expect(() => loadSiteCopy([noName])).toThrow(/services\.json: summary\.tienda-online: missing/);
    const oneStepLess = await localesIn<ServiceJson>(
      path.join(dir, 'one-step-less'),
      'service-aplicacion-movil.json',
      (service) => {
        delete service.process.stores;
      },
    );
    expect(() => loadSiteCopy([oneStepLess])).toThrow(/process: 5 steps, the pricing table has 6/);
  });
});
