/** The tables, as Kysely sees them. Timestamps are ISO-8601 text on both dialects. */
export interface Database {
  app_meta: AppMetaTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}
