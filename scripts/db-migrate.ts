/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { migrateDatabase, openDatabase } from '../server/db/client';
import { serverEnv } from '../server/env';

async function main() {
  const env = serverEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await migrateDatabase(handle);
  await handle.close();
  console.info(`migrated (${handle.driver})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
