import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The edges of docs/architecture.md ("Edges enforced by the linter"), enforced so a break fails CI instead of
 * waiting for review. Each rule is written both ways: what a layer may not import, and (in the other layer's
 * block) what may not import it.
 *
 * Flat config keeps only the options of the LAST block that sets a rule for a file, so each file gets exactly one
 * `no-restricted-imports` block here: a new block that also sets it for some of these files must repeat these
 * patterns (spread `edges.<layer>`), or it silently switches them off. tests/unit/architecture/import-edges.test.ts
 * lints one forbidden import per edge through this config and fails when that happens.
 * A pattern that must hold in every folder goes in `everywhere`, which each edge block includes.
 */
const web = ['app', 'components'];
/** '@/x…' or a relative path climbing into x. */
const into = (...targets) => `^(@/|(\\.\\./)+)(${targets.join('|')})(/|$)`;
const everywhere = [];
const rule = (patterns, paths = []) => ['error', { paths, patterns: [...patterns, ...everywhere] }];
const edges = {
  domain: [
    { regex: '^(?!zod($|/)|@/domain($|/)|\\.\\.?/)', message: 'domain/ imports only zod and domain/ (docs/architecture.md).' },
    { regex: into('lib', 'server', ...web), message: 'domain/ imports only zod and domain/ (docs/architecture.md).' },
  ],
  shared: [
    {
      regex: into('lib/server', 'lib/browser', 'server', ...web),
      message: 'lib/shared runs anywhere: it imports only domain/ and lib/shared (docs/architecture.md).',
    },
  ],
  server: [
    {
      regex: into('lib/browser', ...web),
      message: 'lib/server is web-server code: no browser modules, components or pages (docs/architecture.md).',
    },
  ],
  browser: [
    {
      regex: into('lib/server', 'server', ...web),
      message: 'lib/browser runs in the browser: no web-server or backend code (docs/architecture.md).',
    },
  ],
  backend: [
    {
      regex: '^(@/|(\\.\\./)+)(app/|components(/|$)|lib/(server|browser|shared/api)(/|$))',
      message:
        'server/ (the backend) imports only domain/ and lib/shared, never lib/shared/api, lib/server, lib/browser or the web (docs/architecture.md).',
    },
  ],
  // Client components call server actions; server components may read the public loaders and the web's
  // environment. Anything else of lib/server stays out of components (pages load data and pass it down); a client
  // component that imports a lib/server module anyway fails `next build` on its `server-only` marker.
  components: [
    { regex: into('server', 'app'), message: 'components/ render: they never import the backend or pages (docs/architecture.md).' },
    {
      regex: '^@/lib/server/(?!.+/actions$|[^/]+/public-api$|env$)',
      allowTypeImports: true,
      message:
        'components/ may use lib/server only for server actions, the public loaders (lib/server/*/public-api) and types; load data in the page (docs/architecture.md).',
    },
  ],
  ui: [{ regex: '^@/(server|lib/server|lib/shared/api)(/|$)', message: 'components/ui holds primitives only: no data fetching.' }],
  // Route handlers (route.ts) mount the backend; pages and layouts reach it only through the API client.
  pages: [
    {
      regex: into('server'),
      message: 'app/ pages and layouts reach the backend through the API client (lib/server/api), not server/ (docs/architecture.md).',
    },
  ],
};
const webRuntime = [
  { name: 'server-only', message: 'lib/shared runs anywhere; web-server-only code belongs in lib/server.' },
  { name: 'client-only', message: 'lib/shared runs anywhere; browser-only code belongs in lib/browser.' },
  { name: 'next/headers', message: 'lib/shared runs anywhere; request headers and cookies belong in lib/server.' },
];
const edgeBlocks = [
  { files: ['domain/**/*.ts'], rules: { 'no-restricted-imports': rule(edges.domain) } },
  { files: ['lib/shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': rule(edges.shared, webRuntime) } },
  { files: ['lib/server/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': rule(edges.server, webRuntime.slice(1, 2)) } },
  { files: ['lib/browser/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': rule(edges.browser, [webRuntime[0], webRuntime[2]]) } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': rule(edges.backend) } },
  { files: ['components/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': rule(edges.components) } },
  {
    files: ['components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': rule(
        [...edges.components, ...edges.ui],
        [{ name: 'next-intl', message: 'components/ui holds primitives only: pass labels in as props.' }],
      ),
    },
  },
  { files: ['app/**/*.{ts,tsx}'], ignores: ['app/**/route.ts'], rules: { 'no-restricted-imports': rule(edges.pages) } },
];
const envEdges = {
  files: ['**/*.{ts,tsx}'],
  ignores: [
    'lib/server/env.ts',
    'server/env.ts',
    'tests/**',
    'e2e/**',
    'scripts/**',
    'bench/**',
    'playwright.config.ts',
    'instrumentation*.ts',
    'sentry.*.ts',
    'next.config.ts',
    'drizzle.config.ts',
  ],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'process', property: 'env', message: 'Read the environment only in lib/server/env.ts (web) or server/env.ts (backend).' },
    ],
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
            message:
              'Only server/app.ts mounts routers: import the named module beside routes.ts (user-document, show-organization, schemas…) instead.',
          },
        ],
      },
    ],
  },
};

/**
 * components/<feature> takes its controls from the kits and the shell-wide layer, never from another feature
 * (docs/architecture.md, "UI kit"): what two features share goes into a kit (or into lib/ when it is a hook or a
 * rule), and a screen that shows another feature's screen gets it from its page as a slot. The shared folders
 * follow the same rule, so they import each other but no feature.
 *
 * no-restricted-imports cannot say "a folder other than this file's own", so this small rule does: it resolves
 * '@/components/<x>/…' and relative paths that climb into components/<x>, and compares <x> with the importing
 * file's folder. Its own rule name, so it adds to the no-restricted-imports edges above instead of replacing them.
 */
const componentKits = [
  'ui', // primitives: no data, no message keys
  'forms', // registered form fields and the form kit
  'data-table', // the admin list kit
  'editor', // the rich-text editor control
  'blocks', // the content kit: content blocks, their images and links, the news card
];
const componentShell = [
  'shell', // site shell, header, footer, menus
  'session', // session provider, account menu, impersonation banner, organization choice
  'errors', // 403/404 screens and error reporting
  'feedback', // toasts, loading bar, scroll restoration
  'providers', // the query client provider
  'monitoring', // the Sentry client
];
const componentsFolder = (file) => /^components\/([^/]+)\//.exec(file)?.[1] ?? null;
/** The components/<x> folder an import specifier points into, or null. */
function importedFolder(file, specifier) {
  if (specifier.startsWith('@/')) return /^components\/([^/]+)(\/|$)/.exec(specifier.slice(2))?.[1] ?? null;
  if (!specifier.startsWith('.')) return null;
  return /^components\/([^/]+)(\/|$)/.exec(path.posix.join(path.posix.dirname(file), specifier))?.[1] ?? null;
}
const featureImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { shared: { type: 'array', items: { type: 'string' } } },
        required: ['shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        'components/{{own}} may not import components/{{target}}: a screen takes its controls from the kits and the shell-wide layer ({{shared}}), never from another feature. Move what both need into a kit or lib/, or let the page pass the other screen in as a slot (docs/architecture.md).',
    },
  },
  create(context) {
    const shared = context.options[0].shared;
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const own = componentsFolder(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importedFolder(file, source.value);
      if (target && target !== own && !shared.includes(target))
        context.report({ node: source, messageId: 'otherFeature', data: { own, target, shared: shared.join(', ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const featureEdges = {
  files: ['components/**/*.{ts,tsx}'],
  plugins: { architecture: { rules: { 'feature-imports': featureImports } } },
  rules: { 'architecture/feature-imports': ['error', { shared: [...componentKits, ...componentShell] }] },
};

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'server/db/migrations/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  ...edgeBlocks,
  featureEdges,
  envEdges,
  routerImports,
];
export default config;
