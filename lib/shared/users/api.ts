/**
 * The users screens' backend calls, for any ApiClient (useApi() in the browser, createServerApi() on the server),
 * and their TanStack Query keys. Keys carry the viewer's id, so a sign-in-as (or the way back) never shows
 * another person's cache.
 */
import { z } from 'zod';
import type { userAttributesSchema } from '@/domain/users';
import { type ApiClient, serialize } from '@/lib/shared/api';
import type { RoleName } from '@/lib/shared/session/types';
import { toUserView, type UserView } from '@/lib/shared/users/user-view';

export interface UserListParams {
  page: number;
  perPage: number;
  sort: string;
  query: string;
  organizationId?: string;
  role?: string;
  status?: string;
}

export const userKeys = {
  all: (viewerId: string) => ['users', viewerId] as const,
  list: (viewerId: string, params: UserListParams) => ['users', viewerId, 'list', params] as const,
  detail: (viewerId: string, id: string) => ['users', viewerId, 'detail', id] as const,
  organizations: (viewerId: string) => ['users', viewerId, 'organization-options'] as const,
};

const INCLUDE = ['roles', 'organizations'];

export async function fetchUsers(api: ApiClient, p: UserListParams, signal?: AbortSignal) {
  const doc = await api.get<unknown[], { totalCount?: number }>(
    '/api/v1/users',
    {
      include: INCLUDE,
      filter: { organizationIdEq: p.organizationId, withRole: p.role, statusEq: p.status },
      page: { size: p.perPage, number: p.page },
      sort: p.sort,
      query: p.query || undefined,
    },
    { signal },
  );
  return { rows: doc.data.map(toUserView), total: doc.meta.totalCount ?? doc.data.length };
}

export async function fetchUser(api: ApiClient, id: string, signal?: AbortSignal): Promise<UserView> {
  const doc = await api.get<unknown>(`/api/v1/users/${encodeURIComponent(id)}`, { include: INCLUDE }, { signal });
  return toUserView(doc.data);
}

/**
 * What the users screens write (inviting, editing, the status): the user's own attributes (domain/users.ts), each
 * optional, and on an invitation the first role and organization. A field renamed there no longer compiles here.
 */
export type UserAttributes = Partial<
  Pick<z.input<typeof userAttributesSchema>, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'jobTitle' | 'locale' | 'status'>
> & {
  organizationId?: number | null;
  role?: RoleName;
};

export async function inviteUser(api: ApiClient, attributes: UserAttributes): Promise<UserView> {
  const doc = await api.post<unknown>('/api/v1/users', serialize('users', { ...attributes }), { include: INCLUDE });
  return toUserView(doc.data);
}

export async function updateUser(api: ApiClient, id: string, attributes: UserAttributes): Promise<UserView> {
  const doc = await api.patch<unknown>(`/api/v1/users/${encodeURIComponent(id)}`, serialize('users', { ...attributes }, { id }), {
    include: INCLUDE,
  });
  return toUserView(doc.data);
}

export async function deleteUser(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/users/${encodeURIComponent(id)}`);
}

export async function changeRole(
  api: ApiClient,
  id: string,
  action: 'add' | 'remove',
  role: RoleName,
  organizationId: string | null,
): Promise<UserView> {
  const body = serialize('roles', { role, organizationId: organizationId === null ? null : Number(organizationId) });
  const path = `/api/v1/users/${encodeURIComponent(id)}/${action === 'add' ? 'add_role' : 'remove_role'}`;
  const doc =
    action === 'add'
      ? await api.put<unknown>(path, body, { include: INCLUDE })
      : await api.delete<unknown>(path, body, { include: INCLUDE });
  return toUserView(doc.data);
}

export async function resendConfirmation(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/users/${encodeURIComponent(id)}/resend_confirmation_instructions`);
}

/** POST /sign_in_as_user through /bff: the route keeps the admin's tokens for "back to yourself". */
export async function signInAsUser(api: ApiClient, id: string): Promise<void> {
  await api.post('/api/v1/sign_in_as_user', serialize('users', { userId: Number(id) }));
}

const memberSchema = z.array(
  z.object({
    id: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    email: z.string().nullish(),
    status: z.string().nullish(),
    roles: z.array(z.object({ name: z.string().nullish(), organizationId: z.coerce.string().nullish() })).nullish(),
  }),
);

export type OrganizationMember = z.infer<typeof memberSchema>[number];

/** Every user of one organization with their roles, by last name. */
export async function fetchOrganizationMembers(api: ApiClient, organizationId: string): Promise<OrganizationMember[]> {
  const doc = await api.get('/api/v1/users', {
    filter: { organizationIdEq: organizationId },
    include: ['roles'],
    page: { size: 1000 },
    sort: 'last_name',
  });
  return memberSchema.parse(doc.data);
}
