import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; migrations are applied by server/db/migrate.ts at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
