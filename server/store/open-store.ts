// Opens the lead store the settings ask for: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
import type { LeadStore } from './lead-store.js';
import { createDataFiles } from './data-files.js';
import { PostgresLeadStore } from './postgres-store.js';
import { SqliteLeadStore } from './sqlite-store.js';

export interface StoreSettings {
  dataDir: string;
  databaseUrl?: string;
}

export function openLeadStore(settings: StoreSettings, options: { mustExist?: boolean } = {}): Promise<LeadStore> {
  if (settings.databaseUrl) return PostgresLeadStore.open(settings.databaseUrl);
  if (!options.mustExist) createDataFiles(settings.dataDir);
  return SqliteLeadStore.open(settings.dataDir, options);
}
