import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { baselineHeaders } from './lib/shared/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/server/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM and its own loader; bundling it breaks the build (docs/architecture.md).
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'pg', 'nodemailer', 'ioredis', 'sharp'],
  poweredByHeader: false,
  // Next hashes the whole HTML of a cached page on every request to make its ETag: 13 % of the server's CPU per
  // cached page (docs/benchmarks.md "Cached pages: where the time goes"). No client here revalidates a page with
  // If-None-Match (the pages carry s-maxage, no max-age); routes that answer 304 set their own ETag.
  generateEtags: false,
  // The cached public pages answer `s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>`: a CDN
  // may serve a stale copy while it fetches a fresh one for at most a day, not Next's default year
  // (docs/architecture.md "Cached public pages").
  expireTime: 86_400,
  reactStrictMode: true,
  // With REDIS_URL, Next's cache (pages and data, and tag invalidation) lives in Redis so that every instance sees an
  // edit at once; without it the embedded default stays (docs/architecture.md "Several instances"). Decided when the
  // server starts, so one build serves both.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve('lib/server/cache/redis-cache-handler.cjs') } : {}),
  experimental: {
    // Unknown paths render app/global-not-found.tsx, a whole document rendered on the server (the centers' root
    // layouts sit under [center]/[locale], so there is no root layout to compose a 404 from).
    globalNotFound: true,
  },
  // nosniff, Referrer-Policy and (production builds) HSTS on every response, static files included. Pages get
  // their CSP and the rest from proxy.ts, API responses from server/app.ts (lib/shared/security/headers.ts).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(baselineHeaders(process.env.NODE_ENV === 'production')).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

export default withNextIntl(nextConfig);
