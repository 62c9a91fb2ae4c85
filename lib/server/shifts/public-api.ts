/**
 * The shift reads of the public pages: a vacancy's or workshop's shifts as the visitor sees them. Signed in, the
 * call carries the session, so each shift says whether the viewer is in it (my_signup_status); signed out it is the
 * public list. A parent without shifts (or a center without the feature) reads as none.
 */
import 'server-only';
import { type Locale } from '@/domain/values';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import type { Center } from '@/lib/shared/center/types';
import { apiCenter } from '@/lib/server/session/request-context';
import { getViewer, getViewerApi } from '@/lib/server/session/viewer';
import { listShifts, type ShiftParent, type ShiftView } from '@/lib/shared/shifts/api';

export async function loadPublicShifts(
  center: Center,
  locale: Locale,
  parent: ShiftParent,
): Promise<{ shifts: ShiftView[]; signedIn: boolean }> {
  const viewer = await getViewer();
  const api = viewer ? await getViewerApi(viewer) : await createServerApi({ locale, center: apiCenter(center), auth: null });
  try {
    const now = Date.now();
    // Only what can still be signed up for or cancelled: a shift that has ended is history.
    const shifts = (await listShifts(api, parent)).filter((s) => new Date(s.endsAt).getTime() > now);
    return { shifts, signedIn: Boolean(viewer) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
      return { shifts: [], signedIn: Boolean(viewer) };
    throw error;
  }
}
