/**
 * The API client for client components: same transport rules and error types as on the server, but every
 * call goes to the web's own `/bff` forwarding route, which adds the session's tokens and the center headers
 * on the server (lib/server/session/bff.ts). The browser never holds a token and names no center: the route resolves
 * its own, and would drop any center header sent.
 */
import 'client-only';
import { ApiClient, type Locale } from '@/lib/shared/api/client';
import { httpTransport } from '@/lib/shared/api/transports';

export interface BrowserApiOptions {
  locale: Locale;
  /** Override for tests; defaults to the page's own origin. */
  baseUrl?: string;
}

export const BFF_BASE_PATH = '/bff';

export function createBrowserApi({ locale, baseUrl }: BrowserApiOptions): ApiClient {
  const origin = baseUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return new ApiClient({
    // Same-origin fetch: the session cookie goes along, nothing else is needed.
    transport: httpTransport((input, init) => fetch(input, { ...init, credentials: 'same-origin' })),
    baseUrl: `${origin.replace(/\/+$/, '')}${BFF_BASE_PATH}`,
    context: {
      tenantKey: '',
      appContext: 'meedoen',
      volunteerCenterId: null,
      locale,
      auth: null,
    },
  });
}
