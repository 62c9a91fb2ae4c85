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

/**
 * A resource's routes.ts exports only its router, which server/app.ts mounts; what other modules need (documents,
 * cache invalidation, query specs) lives in named modules beside it (docs/architecture.md, "Backend layers").
 * Its own rule name, so that it adds to the no-restricted-imports boundaries above instead of replacing them.
 */
const routerImports = {
  files: ['**/*.{ts,tsx}'],
  ignores: ['server/app.ts', 'tests/**', 'e2e/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/routes', '**/*-routes'],
            message: 'Only server/app.ts mounts routers: import the named module beside routes.ts (user-document, show-organization, contract…) instead.',
          },
        ],
      },
    ],
  },
};

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'coverage/**', 'playwright-report/**', 'test-results/**', 'server/db/migrations/**'] },
  ...nextVitals,
  ...nextTs,
  serverEdges,
  uiEdges,
  envEdges,
  routerImports,
];
export default config;
