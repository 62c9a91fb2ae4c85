/**
 * `npm run db:seed`: migrates and seeds the demo data of docs/domain.md#demo-data into an empty database.
 * Refuses in production (demo users must never exist there) and leaves a non-empty database alone.
 */
import { argon2Hasher } from '../server/auth/passwords';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { serverEnv } from '../server/env';

async function main() {
  const env = serverEnv();
  if (env.NODE_ENV === 'production') throw new Error('db:seed refuses to write demo users into a production database.');
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await migrateDatabase(handle);
  const seeded = await seedIfEmpty(handle.db, argon2Hasher);
  await handle.close();
  console.info(seeded ? 'demo data seeded' : 'the database already has data; nothing seeded');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
