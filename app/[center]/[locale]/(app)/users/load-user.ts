/**
 * Shared by /users/{id}, /users/{id}/edit and /users/{id}/add_role: the API decides who may see the user.
 * A malformed id, 400 or 404 -> notFound(); 403 -> { forbidden: true } (the page renders the 403 screen).
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { ApiRequestError } from '@/lib/shared/api';
import type { Viewer } from '@/lib/shared/session/types';
import { getViewerApi } from '@/lib/server/session/viewer';
import { fetchUser } from '@/lib/shared/users/api';
import type { UserView } from '@/lib/shared/users/user-view';

export type LoadedUser = { forbidden: false; user: UserView } | { forbidden: true; user: null };

export async function loadUser(viewer: Viewer, id: string): Promise<LoadedUser> {
  if (!/^\d{1,12}$/.test(id)) notFound();
  const api = await getViewerApi(viewer);
  try {
    return { forbidden: false, user: await fetchUser(api, id) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    if (error instanceof ApiRequestError && error.status === 403) return { forbidden: true, user: null };
    throw error;
  }
}
