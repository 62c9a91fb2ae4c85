/**
 * The shift reads of the public pages: a vacancy's or workshop's shifts as the visitor sees them. Signed in, the
 * call carries the session, so each shift says whether the viewer is in it (my_signup_status); signed out it is the
 * public list, kept in Next's data cache for the cached signed-out copies of those pages (docs/architecture.md
 * "Cached public pages"). A parent without shifts (or a center without the feature) reads as none.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { type Locale } from '@/domain/values';
import { ApiRequestError, type ApiClient } from '@/lib/shared/api';
import { cacheTags } from '@/lib/shared/cache-tags';
import { createServerApi } from '@/lib/server/api/server';
import type { Center } from '@/lib/shared/center/types';
import { centerKey, publicClient } from '@/lib/server/content/public-api';
import type { Visitor } from '@/lib/server/content/public-page';
import { apiCenter } from '@/lib/server/session/request-context';
import { getViewer, getViewerApi } from '@/lib/server/session/viewer';
import { listShifts, type ShiftParent, type ShiftView } from '@/lib/shared/shifts/api';

/**
 * How stale a signed-out copy's places may be. Shift changes name the vacancies tag, sign-ups cannot (the shift
 * routes explain why), so the counts of places left follow within a minute; a sign-up for a shift that filled up
 * meanwhile is told so and offered the waitlist.
 */
const SIGNED_OUT_SECONDS = 60;

interface PublicShifts {
  shifts: ShiftView[];
  signedIn: boolean;
}

/** The shifts for the page's visitor (lib/server/content/public-page.ts Visitor). */
export function loadPublicShifts(visitor: Visitor, center: Center, locale: Locale, parent: ShiftParent): Promise<PublicShifts> {
  return visitor === 'request' ? loadRequestShifts(center, locale, parent) : loadSignedOutShifts(center, locale, parent);
}

/** Per request, as this visitor sees them. */
async function loadRequestShifts(center: Center, locale: Locale, parent: ShiftParent): Promise<PublicShifts> {
  const viewer = await getViewer();
  const api = viewer ? await getViewerApi(viewer) : await createServerApi({ locale, center: apiCenter(center), auth: null });
  return { shifts: upcoming(await readShifts(api, parent)), signedIn: Boolean(viewer) };
}

/** As every signed-out visitor sees them, from the data cache: reads nothing of the request. */
async function loadSignedOutShifts(center: Center, locale: Locale, parent: ShiftParent): Promise<PublicShifts> {
  const shifts = await unstable_cache(
    async () => readShifts(await publicClient(centerKey(center), locale), parent),
    ['public-shifts', center.id, locale, JSON.stringify(parent)],
    { tags: [cacheTags.vacancies(Number(center.id))], revalidate: SIGNED_OUT_SECONDS },
  )();
  return { shifts: upcoming(shifts), signedIn: false };
}

async function readShifts(api: ApiClient, parent: ShiftParent): Promise<ShiftView[]> {
  try {
    return await listShifts(api, parent);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) return [];
    throw error;
  }
}

/** Only what can still be signed up for or cancelled: a shift that has ended is history. */
function upcoming(shifts: ShiftView[]): ShiftView[] {
  const now = Date.now();
  return shifts.filter((s) => new Date(s.endsAt).getTime() > now);
}
