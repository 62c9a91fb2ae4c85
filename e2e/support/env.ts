/** Shared by playwright.config.ts and the specs: where the e2e server runs and where it drops its mails. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Test-only mail folder: the server also writes every mail there as JSON (E2E_MAILBOX_DIR, server/mail/mailer.ts). */
export const E2E_MAILBOX_DIR = '.data/e2e-mail';

/** A center's site, e.g. centerUrl('oldebroek', '/switch') -> http://oldebroek.localhost:3100/switch. */
export function centerUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${PORT}${path}`;
}

export const DEMO_PASSWORD = 'Welkom123!';
