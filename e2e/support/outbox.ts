import { createDatabase } from '../../apps/api/dist/db/index.js';

/**
 * The mails the e2e server's outbox holds for an address, newest last (the server has no mail
 * transport in the tests, so they stay there, as they would for a studio without SMTP).
 */
export async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const handle = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const rows = await handle.db
      .selectFrom('outbox')
      .select(['payload'])
      .where('recipient', '=', address)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => JSON.parse(row.payload) as { subject: string; text: string });
  } finally {
    await handle.close();
  }
}
