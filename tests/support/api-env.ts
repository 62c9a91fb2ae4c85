// API tests run against a fresh database per test file (tests/support/api.ts); never the dev data folder.
(process.env as Record<string, string | undefined>).NODE_ENV = 'test'; // next's types make NODE_ENV read-only
process.env.AUTO_SEED = 'false';
process.env.RATE_LIMIT_DISABLED = process.env.RATE_LIMIT_DISABLED ?? 'false';
