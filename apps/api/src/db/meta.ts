import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Safe when several processes race: the first insert wins, the others return its value. */
export async function getOrCreateMeta(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  const read = () =>
    db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('app_meta')
    .values({ key, value: create(), updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`app_meta ${key} vanished after insert`);
  return stored.value;
}
