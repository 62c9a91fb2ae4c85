/**
 * Who is signed in, once per request (React cache): GET /api/v1/current_user with roles and organizations,
 * mapped to a plain view model. Guards for server components and actions:
 *
 * - `getViewer()`: the viewer or null. A refused token (401) signs out: the session is cleared where cookies
 *   may be written, otherwise the visitor goes through /uitloggen, which clears it and goes on to sign-in.
 * - `requireViewer({ returnTo })`: signed-out visitors go to `/auth/login-1?redirect=<returnTo>` (SPEC §2).
 * - `requireOrganization({ returnTo })`: also needs an organization (SPEC §2: otherwise 403
 *   "Geen organisatie gevonden", rendered by the page with `<NoOrganizationScreen />`).
 */
import 'server-only';
import { cache } from 'react';
import { ApiRequestError, type ApiClient, type Resource } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { redirect } from '@/lib/shared/i18n/navigation';
import { isCompleteAuth } from './auth-headers';
import { clearSession, storeSelectedOrganization } from './auth';
import { SIGN_OUT_PATH, sanitizeRedirect, signInPath } from './redirect';
import { apiCenter, getRequestContext } from './request-context';
import { resolveSelectedOrganization } from './selected-organization';
import { getSession } from './session';
import type { Viewer, ViewerOrganization } from '@/lib/shared/session/types';
import { toViewer } from './viewer-model';

type ViewerState = { state: 'signedIn'; viewer: Viewer; staleOrganization: boolean } | { state: 'signedOut' } | { state: 'expired' };

const loadViewer = cache(async (): Promise<ViewerState> => {
  const session = await getSession();
  if (!isCompleteAuth(session.auth)) return { state: 'signedOut' };
  const stored = session.currentOrganizationId ?? null;
  const { center, locale } = await getRequestContext();
  // Without Current-Organization-Id: a stale selection would make the backend refuse the whole request.
  const api = (await createServerApi({ locale, center: apiCenter(center) })).withContext({ currentOrganizationId: null });
  try {
    const doc = await api.get<Resource, { impersonatorId?: string }>('/api/v1/current_user', { include: ['roles', 'organizations'] });
    const impersonating = Boolean(session.impersonator) || Boolean(doc.meta.impersonatorId);
    const viewer = toViewer(doc.data, { storedOrganizationId: stored, impersonating });
    const staleOrganization = resolveSelectedOrganization(viewer.organizations, stored).cleared;
    return { state: 'signedIn', viewer, staleOrganization };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { state: 'expired' };
    throw error;
  }
});

async function endRefusedSession(returnTo: string | undefined): Promise<never> {
  const { locale } = await getRequestContext();
  const target = returnTo ? sanitizeRedirect(returnTo, '') : '';
  // In a server action or route handler the cookie can go right away; a server component cannot write
  // cookies, so /uitloggen clears it and sends the visitor on to the sign-in page.
  if (await clearSession()) redirect({ href: signInPath(target || null), locale });
  const query = target ? `?${new URLSearchParams({ redirect: target }).toString()}` : '?expired=1';
  return redirect({ href: `${SIGN_OUT_PATH}${query}`, locale });
}

/** Clears a stored organization that is no longer one of the user's (where cookies may be written). */
async function forgetStaleOrganization(viewer: Viewer): Promise<void> {
  try {
    await storeSelectedOrganization(viewer.id, null);
  } catch {
    // A server component: every API call of this request passes the viewer's valid selection explicitly.
  }
}

export async function getViewer(): Promise<Viewer | null> {
  const result = await loadViewer();
  if (result.state === 'expired') return endRefusedSession(undefined);
  if (result.state === 'signedOut') return null;
  if (result.staleOrganization) await forgetStaleOrganization(result.viewer);
  return result.viewer;
}

export async function requireViewer({ returnTo }: { returnTo?: string | null } = {}): Promise<Viewer> {
  const result = await loadViewer();
  if (result.state === 'expired') return endRefusedSession(returnTo ?? undefined);
  if (result.state === 'signedOut') {
    const { locale } = await getRequestContext();
    return redirect({ href: signInPath(returnTo), locale });
  }
  if (result.staleOrganization) await forgetStaleOrganization(result.viewer);
  return result.viewer;
}

export type OrganizationGuard =
  | { viewer: Viewer; organization: ViewerOrganization }
  | { viewer: Viewer; organization: null };

/**
 * The viewer and the organization they act for. When they have none the page renders
 * `<NoOrganizationScreen />` (components/session) instead of its content:
 *
 *   const { viewer, organization } = await requireOrganization({ returnTo: '/vacancies' });
 *   if (!organization) return <NoOrganizationScreen />;
 */
export async function requireOrganization({ returnTo }: { returnTo?: string | null } = {}): Promise<OrganizationGuard> {
  const viewer = await requireViewer({ returnTo });
  const organization = viewer.organizations.find((o) => o.id === viewer.selectedOrganizationId) ?? null;
  return { viewer, organization };
}

/**
 * An API client for the signed-in viewer: session tokens, and the viewer's valid organization as
 * Current-Organization-Id (not a stale stored one).
 */
export async function getViewerApi(viewer: Viewer | null): Promise<ApiClient> {
  const { center, locale } = await getRequestContext();
  const api = await createServerApi({ locale, center: apiCenter(center) });
  return api.withContext({ currentOrganizationId: viewer?.selectedOrganizationId ?? null });
}
