/**
 * Which messages go to the browser. Client components read their texts from the nearest NextIntlClientProvider, and
 * whatever a provider holds is written into every page's HTML (the RSC payload), so each layout hands over only what
 * the client components under it use: the root layout what its own boundaries, toasts and loading bar need, the
 * public layout the public pages' namespaces (a cached public page stays small: docs/architecture.md "Cached public
 * pages"), the signed-in and auth layouts everything but the server's own namespaces.
 */
import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/shared/i18n/client-namespaces';

/** Used only on the server (API errors, e-mails): never sent to the browser. */
const SERVER_ONLY_NAMESPACES = new Set(['api', 'mail']);

export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[] | 'all'; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked =
    namespaces === 'all'
      ? Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)))
      : pickMessages(messages, namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
