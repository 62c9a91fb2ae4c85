/**
 * The one server-side API factory, for server components, server actions and route handlers: in-process by
 * default, over HTTP when API_BASE_URL is set (backendConnection). Auth comes from the sealed session; refreshed
 * headers are sealed back where cookies may be written. The calls themselves live per feature in
 * lib/<feature>/api.ts and take the client, so the browser's useApi() client runs the same ones.
 */
import 'server-only';
import { headers } from 'next/headers';
import { webEnv } from '@/lib/server/env';
import { getSession } from '@/lib/server/session/session';
import { ApiClient, type AppContext, type AuthHeaders, type Locale, type Transport } from '@/lib/shared/api/client';
import { httpTransport, inProcessTransport } from '@/lib/shared/api/transports';

export interface ServerApiOptions {
  locale: Locale;
  center?: { id: string | number; tenantKey: string } | null;
  /** 'session' (default) signs requests with the visitor's session; null sends none. */
  auth?: AuthHeaders | null | 'session';
  currentOrganizationId?: string | null;
  /**
   * A read that fills Next's shared data cache (`unstable_cache`, lib/server/content/public-api.ts) rather than
   * answering one visitor: signed out, no request headers (a cache scope cannot read them) and no visitor address
   * (the web server's own request, docs/decisions.md), in the app context the caller read before the cache.
   */
  sharedCache?: { appContext: AppContext };
}

const IN_PROCESS_BASE = 'http://backend.internal';

export interface BackendConnection {
  transport: Transport;
  baseUrl: string;
}

/**
 * The web server's one way to reach the backend: in process by default (calls the backend's fetch handler, no
 * socket), over HTTP when API_BASE_URL is set. Used by createServerApi below (the session client and the cached
 * public reads) and the /bff forwarding route.
 *
 * The visitor's address travels out of band in process (an argument no HTTP client can set) and, to a remote
 * backend, as the X-Forwarded-For of a proxy that backend trusts (TRUSTED_PROXIES): never copied from the
 * visitor's own headers. `null` is the web server's own request (a shared cache fill): no visitor to name.
 */
export async function backendConnection(clientAddress: string | null, init: RequestInit = {}): Promise<BackendConnection> {
  if (webEnv.API_BASE_URL) {
    const http = httpTransport((input, defaults) => fetch(input, { ...defaults, ...init }));
    return {
      transport: (request: Request) => {
        if (clientAddress !== null) request.headers.set('x-forwarded-for', clientAddress);
        return http(request);
      },
      baseUrl: webEnv.API_BASE_URL.replace(/\/+$/, ''),
    };
  }
  const { handleBackendRequest } = await import('@/server/runtime');
  return {
    transport: inProcessTransport((request) => handleBackendRequest(request, { clientAddress: clientAddress ?? '127.0.0.1' })),
    baseUrl: IN_PROCESS_BASE,
  };
}

export async function createServerApi(options: ServerApiOptions): Promise<ApiClient> {
  if (options.sharedCache) {
    const { transport, baseUrl } = await backendConnection(null);
    return new ApiClient({
      transport,
      baseUrl,
      context: {
        tenantKey: options.center?.tenantKey ?? '',
        appContext: options.sharedCache.appContext,
        volunteerCenterId: options.center?.id ?? null,
        locale: options.locale,
        auth: null,
      },
    });
  }
  const session = options.auth === 'session' || options.auth === undefined ? await getSession() : null;
  const auth = session ? (session.auth ?? null) : (options.auth as AuthHeaders | null);
  const incoming = await headers();
  const { visitorAddress } = await import('@/server/net/visitor-address');
  const host = incoming.get('host');
  const { transport: t, baseUrl } = await backendConnection(visitorAddress(incoming));
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
