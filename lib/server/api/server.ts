/**
 * The API client for server components, server actions and route handlers: in-process by default
 * (calls the backend's fetch handler, no socket), over HTTP when API_BASE_URL is set. Auth comes
 * from the sealed session; refreshed headers are sealed back where cookies may be written.
 */
import 'server-only';
import { headers } from 'next/headers';
import { webEnv } from '@/lib/server/env';
import { getSession } from '@/lib/server/session/session';
import { ApiClient, type AuthHeaders, type Locale } from '@/lib/shared/api/client';
import { httpTransport, inProcessTransport } from '@/lib/shared/api/transports';

export interface ServerApiOptions {
  locale: Locale;
  center?: { id: string | number; tenantKey: string } | null;
  /** 'session' (default) signs requests with the visitor's session; null sends none. */
  auth?: AuthHeaders | null | 'session';
  currentOrganizationId?: string | null;
}

const IN_PROCESS_BASE = 'http://backend.internal';

/**
 * The visitor's address travels out of band in process (an argument no HTTP client can set) and, to a remote
 * backend, as the X-Forwarded-For of a proxy that backend trusts (TRUSTED_PROXIES): never copied from the
 * visitor's own headers.
 */
async function transport(clientAddress: string) {
  if (webEnv.API_BASE_URL) {
    const http = httpTransport();
    return {
      transport: (request: Request) => {
        request.headers.set('x-forwarded-for', clientAddress);
        return http(request);
      },
      baseUrl: webEnv.API_BASE_URL.replace(/\/$/, ''),
    };
  }
  const { handleBackendRequest } = await import('@/server/runtime');
  return { transport: inProcessTransport((request) => handleBackendRequest(request, { clientAddress })), baseUrl: IN_PROCESS_BASE };
}

export async function createServerApi(options: ServerApiOptions): Promise<ApiClient> {
  const session = options.auth === 'session' || options.auth === undefined ? await getSession() : null;
  const auth = session ? (session.auth ?? null) : (options.auth as AuthHeaders | null);
  const incoming = await headers();
  const { visitorAddress } = await import('@/server/net/visitor-address');
  const host = incoming.get('host');
  const { transport: t, baseUrl } = await transport(visitorAddress(incoming));
  const geldersHanden = incoming.get('x-app-context') === 'gelderland';
  return new ApiClient({
    transport: (request) => {
      if (host && !request.headers.has('x-forwarded-host')) request.headers.set('x-forwarded-host', host);
      return t(request);
    },
    baseUrl,
    context: {
      tenantKey: options.center?.tenantKey ?? '',
      appContext: geldersHanden ? 'gelderland' : 'meedoen',
      volunteerCenterId: options.center?.id ?? null,
      currentOrganizationId: options.currentOrganizationId ?? session?.currentOrganizationId ?? null,
      locale: options.locale,
      auth,
    },
    onAuthHeaders: async (next) => {
      if (!session || !session.auth) return;
      session.auth = next;
      try {
        await session.save();
      } catch {
        // Server components may not write cookies; the unchanged token stays valid until it expires.
      }
    },
  });
}
