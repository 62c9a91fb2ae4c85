/**
 * The volunteer pool's backend calls (docs/api.md, "Volunteer pool") for any ApiClient: the own pool profile, the
 * organizations' search, replies and answers. Resources come flat and camelCased (lib/shared/api/jsonapi.ts).
 */
import type { PoolAvailability, PoolInterest, PoolLanguage, PoolSkill } from '@/domain/volunteer-pool';
import { type ApiClient, serialize } from '@/lib/shared/api';

export interface OwnPoolProfile {
  inPool: boolean;
  bio: string;
  interests: PoolInterest[];
  skills: PoolSkill[];
  availability: PoolAvailability[];
  languages: PoolLanguage[];
  postalCode: string | null;
  city: string | null;
  maxDistanceKm: number | null;
}

export interface PoolProfileView {
  id: string;
  displayName: string;
  city: string | null;
  bio: string;
  interests: PoolInterest[];
  skills: PoolSkill[];
  availability: PoolAvailability[];
  languages: PoolLanguage[];
  maxDistanceKm: number | null;
  distanceKm: number | null;
  updatedAt: string;
}

export interface ProfileReplyView {
  id: string;
  body: string;
  volunteerProfileId: number;
  volunteerName: string;
  organizationId: number;
  organizationName: string;
  senderName: string | null;
  conversationId: number | null;
  read: boolean;
  createdAt: string;
}

/** The search of /vrijwilligerspool, as its URL carries it. */
export interface PoolFilters {
  q?: string;
  interest?: string;
  language?: string;
  availability?: string;
  postalCode?: string;
  distanceKm?: number;
  page: number;
}

export const POOL_PER_PAGE = 20;

type Doc<T> = T & { id: string; type: string };

export async function fetchOwnPoolProfile(api: ApiClient): Promise<OwnPoolProfile> {
  const doc = await api.get<Doc<OwnPoolProfile>>('/api/v1/volunteer_profile');
  return doc.data;
}

export async function saveOwnPoolProfile(api: ApiClient, attributes: Partial<OwnPoolProfile>): Promise<OwnPoolProfile> {
  const doc = await api.patch<Doc<OwnPoolProfile>>('/api/v1/volunteer_profile', serialize('volunteer_profiles', { ...attributes }));
  return doc.data;
}

export async function searchPool(api: ApiClient, f: PoolFilters): Promise<{ rows: PoolProfileView[]; total: number }> {
  const filter: Record<string, string> = {};
  if (f.q) filter.q = f.q;
  if (f.interest) filter.interests = f.interest;
  if (f.language) filter.languages = f.language;
  if (f.availability) filter.availability = f.availability;
  if (f.postalCode) filter.postal_code = f.postalCode;
  if (f.distanceKm && f.postalCode) filter.distance_km = String(f.distanceKm);
  const doc = await api.get<Doc<PoolProfileView>[]>('/api/v1/volunteer_profiles', {
    filter,
    page: { number: f.page, size: POOL_PER_PAGE },
  });
  return { rows: doc.data, total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? doc.data.length) };
}

export async function fetchPoolProfile(api: ApiClient, id: string): Promise<PoolProfileView> {
  return (await api.get<Doc<PoolProfileView>>(`/api/v1/volunteer_profiles/${encodeURIComponent(id)}`)).data;
}

export async function replyToProfile(api: ApiClient, profileId: string, body: string): Promise<ProfileReplyView> {
  const doc = await api.post<Doc<ProfileReplyView>>(
    `/api/v1/volunteer_profiles/${profileId}/replies`,
    serialize('profile_replies', { body }),
  );
  return doc.data;
}

export async function fetchReplies(api: ApiClient, page: number, perPage = 20): Promise<{ rows: ProfileReplyView[]; total: number }> {
  const doc = await api.get<Doc<ProfileReplyView>[]>('/api/v1/profile_replies', { page: { number: page, size: perPage } });
  return { rows: doc.data, total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? doc.data.length) };
}

export async function fetchReply(api: ApiClient, id: string): Promise<ProfileReplyView> {
  return (await api.get<Doc<ProfileReplyView>>(`/api/v1/profile_replies/${encodeURIComponent(id)}`)).data;
}

export async function markReplyRead(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/profile_replies/${encodeURIComponent(id)}/read`);
}

export async function answerReply(api: ApiClient, id: string, body: string): Promise<ProfileReplyView> {
  const doc = await api.post<Doc<ProfileReplyView>>(`/api/v1/profile_replies/${id}/answer`, serialize('profile_replies', { body }));
  return doc.data;
}

/** The search's address: only what is set, so a plain /vrijwilligerspool is the empty search. */
export function poolSearchParams(f: PoolFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.interest) p.set('interest', f.interest);
  if (f.language) p.set('language', f.language);
  if (f.availability) p.set('availability', f.availability);
  if (f.postalCode) p.set('postal_code', f.postalCode);
  if (f.distanceKm) p.set('distance_km', String(f.distanceKm));
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}
