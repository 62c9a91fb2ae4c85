import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The edges of docs/architecture.md, enforced so a break fails CI instead of waiting for review. */
const serverEdges = {
  files: ['server/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/app/*', '@/components/*', '@/lib/api/*', '@/lib/shared/api', '../app/*', '../components/*'], message: 'server/ must not import the web (docs/architecture.md).' },
        ],
      },
    ],
  },
};
const uiEdges = {
  files: ['components/ui/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'next-intl', message: 'components/ui holds primitives only: pass labels in as props.' }],
        patterns: [{ group: ['@/lib/api/*', '@/lib/shared/api', '@/server/*'], message: 'components/ui holds primitives only: no data fetching.' }],
      },
    ],
  },
};
const envEdges = {
  files: ['**/*.{ts,tsx}'],
  ignores: ['lib/server/env.ts', 'server/env.ts', 'tests/**', 'e2e/**', 'scripts/**', 'bench/**', 'playwright.config.ts', 'instrumentation*.ts', 'sentry.*.ts', 'next.config.ts', 'drizzle.config.ts'],
  rules: {
    'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment only in lib/server/env.ts (web) or server/env.ts (backend).' }],
  },
};

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'coverage/**', 'playwright-report/**', 'test-results/**', 'server/db/migrations/**'] },
  ...nextVitals,
  ...nextTs,
  serverEdges,
  uiEdges,
  envEdges,
];
export default config;
