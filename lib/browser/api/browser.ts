/**
 * The API client for client components: same transport rules and error types as on the server, but every
 * call goes to the web's own `/bff` forwarding route, which adds the session's tokens and the center headers
 * on the server (lib/server/session/bff.ts). The browser never holds a token; the center sent here is informative
 * only (the route resolves its own).
 */
import 'client-only';
import { ApiClient, type Locale } from '@/lib/shared/api/client';
import { httpTransport } from '@/lib/shared/api/transports';

export interface BrowserApiOptions {
  locale: Locale;
  center: { id: string | number; tenantKey: string } | null;
  /** Override for tests; defaults to the page's own origin. */
  baseUrl?: string;
}

export const BFF_BASE_PATH = '/bff';

export function createBrowserApi({ locale, center, baseUrl }: BrowserApiOptions): ApiClient {
  const origin = baseUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return new ApiClient({
    // Same-origin fetch: the session cookie goes along, nothing else is needed.
    transport: httpTransport((input, init) => fetch(input, { ...init, credentials: 'same-origin' })),
    baseUrl: `${origin.replace(/\/+$/, '')}${BFF_BASE_PATH}`,
    context: {
      tenantKey: center?.tenantKey ?? '',
      appContext: 'meedoen',
      volunteerCenterId: center?.id ?? null,
      locale,
      auth: null,
    },
  });
}
