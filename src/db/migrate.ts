import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { COMPILED, ROOT, BUNDLE_DIR } from '../lib/paths';
import type { AnyModule } from '../lib/module';
import type { Db } from './knex';

const MIGRATIONS_DIR = join(ROOT, 'migrations');

/**
 * Reads migrations/ directly so the same list works under tsx, tap and the CLI. The compiled
 * server and command line (dist/server, dist/cli) import each one as compiled next to them, under the same name.
 */
class FolderSource implements Knex.MigrationSource<string> {
  async getMigrations() {
    return readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{14}_.+\.ts$/.test(f))
      .sort();
  }
  getMigrationName(file: string) {
    return file;
  }
  async getMigration(file: string) {
    const path = COMPILED ? join(BUNDLE_DIR, 'migrations', file.replace(/\.ts$/, '.js')) : join(MIGRATIONS_DIR, file);
    return (await import(pathToFileURL(path).href)) as Knex.Migration;
  }
}

const options = { migrationSource: new FolderSource(), tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = await db.migrate.latest(options);
  return applied as string[];
}

/**
 * What every start and every command that opens a database for use does: the pending migrations,
 * then each module's reference data where it is missing (`reference`: Spain's places), in the
 * module list's order. Production included; the demo academy is another step (`seedDemo`).
 */
export async function prepareDatabase(db: Db, modules: readonly AnyModule[]): Promise<string[]> {
  const applied = await migrateLatest(db);
  for (const module of modules) await module.reference?.(db);
  return applied;
}

export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  const [, reverted] = await db.migrate.rollback(options, all);
  return reverted as string[];
}
