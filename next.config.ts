import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM and its own loader; bundling it breaks the build (STACK.md).
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'pg', 'nodemailer', 'ioredis', 'sharp'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
