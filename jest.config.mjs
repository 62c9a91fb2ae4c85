/**
 * Two projects: `unit` (pure modules and components, fast) and `api` (the backend through app.fetch
 * on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty.js',
    '^client-only$': '<rootDir>/tests/support/empty.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  // use-intl (the backend's message formatter) and its ICU parser ship ESM only: compile them like our code.
  transformIgnorePatterns: ['/node_modules/(?!(use-intl|intl-messageformat|icu-minify|@formatjs|@schummar)/)'],
};

// scripts/test-all.sh runs the API suite twice, on PGlite and on PostgreSQL side by side. Files whose subject is not that
// run's database (the fault drills and PGlite's lock, each with a database, Redis or SMTP server of its own) run in
// the PostgreSQL run only: API_RUN_ONCE_ELSEWHERE=1 leaves them out of the PGlite run.
const runOnceElsewhere = process.env.API_RUN_ONCE_ELSEWHERE === '1' ? ['/tests/api/(drill-|pglite-lock|redis-cache-handler)'] : [];

const config = {
  // A hook or test may take 30 s, not Jest's 5: an API test file's beforeAll opens a fresh PGlite and runs every
  // migration, which takes 1–2 s alone but more than 5 s when the PGlite and PostgreSQL runs share the 2 cores in CI
  // (scripts/test-all.sh); smoke.test.ts timed out there once.
  testTimeout: 30_000,
  // Test files run in a worker process that is replaced once it holds more than this after a file. Without it one
  // worker (or Jest's own process, with a single worker) ran every file: each file's PGlite and module registry piled
  // up to gigabytes, and the files ran slower and slower under garbage collection.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...runOnceElsewhere],
      setupFiles: ['<rootDir>/tests/support/api-env.ts'],
    },
  ],
};

export default config;
