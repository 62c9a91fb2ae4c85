/** Server-side loading for the profile pages: the signed-in user's own record, through the session's API client. */
import 'server-only';
import type { Viewer } from '@/lib/shared/session/types';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type EmailStatus, fetchEmailStatus, fetchProfile } from '@/lib/shared/profile/api';
import type { ProfileView } from '@/lib/shared/profile/profile-view';

export async function loadProfile(viewer: Viewer): Promise<ProfileView> {
  // current_user is always read without Current-Organization-Id (see lib/server/session/viewer.ts).
  const api = (await getViewerApi(viewer)).withContext({ currentOrganizationId: null });
  return fetchProfile(api);
}

export async function loadEmailStatus(viewer: Viewer): Promise<EmailStatus> {
  const api = (await getViewerApi(viewer)).withContext({ currentOrganizationId: null });
  return fetchEmailStatus(api);
}
