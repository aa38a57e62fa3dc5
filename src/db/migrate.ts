import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Reads migrations/ directly so the same list works under tsx, tap and the CLI. */
class FolderSource implements Knex.MigrationSource<string> {
  async getMigrations() {
    return readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{14}_.+\.ts$/.test(f)).sort();
  }
  getMigrationName(file: string) {
    return file;
  }
  async getMigration(file: string) {
    return (await import(pathToFileURL(join(MIGRATIONS_DIR, file)).href)) as Knex.Migration;
  }
}

const options = { migrationSource: new FolderSource(), tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = await db.migrate.latest(options);
  return applied as string[];
}

export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  const [, reverted] = await db.migrate.rollback(options, all);
  return reverted as string[];
}
