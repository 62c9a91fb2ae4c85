/**
 * The organization screens' backend calls, for any ApiClient (useApi() in the browser, createServerApi() on the
 * server), and their TanStack Query keys. Every change invalidates `organizationKeys.all`: lists, the queue and
 * the option lists of other screens all hang under it.
 */
import { z } from 'zod';
import type { organizationAddressSchema, organizationAttributesSchema, organizationProfileSchema } from '@/domain/organizations';
import type { userAttributesSchema } from '@/domain/users';
import { type ApiClient, ApiRequestError, serialize } from '@/lib/shared/api';
import type { ViewerOrganization } from '@/lib/shared/session/types';
import type { OrganizationStatus } from './status';
import { type LookupOption, type OrganizationView, toLookupOptions, toOrganizationView } from './view';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: (centerId: string, params: unknown) => ['organizations', 'list', centerId, params] as const,
  pending: (centerId: string, page: number, perPage: number) => ['organizations', 'pending', centerId, page, perPage] as const,
};

export interface OrganizationListParams {
  page: number;
  perPage: number;
  sort: string;
  query?: string;
  type?: string;
  status?: OrganizationStatus;
}

export async function fetchOrganizations(
  api: ApiClient,
  p: OrganizationListParams,
  signal?: AbortSignal,
): Promise<{ rows: OrganizationView[]; total: number }> {
  const doc = await api.get(
    '/api/v1/organizations',
    {
      include: ['address'],
      query: p.query || undefined,
      filter: { organizationTypeEq: p.type, statusEq: p.status },
      sort: p.sort,
      page: { size: p.perPage, number: p.page },
    },
    { signal },
  );
  const data = Array.isArray(doc.data) ? doc.data : [];
  return { rows: data.map(toOrganizationView), total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length) };
}

/** A path id that the API would refuse (400) is simply not found. */
const validOrganizationId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

export async function fetchOrganization(
  api: ApiClient,
  id: string,
): Promise<{ organization: OrganizationView; movingEnabled: boolean } | null> {
  if (!validOrganizationId(id)) return null;
  try {
    const doc = await api.get(`/api/v1/organizations/${id}`, { include: ['profile', 'address'] });
    return { organization: toOrganizationView(doc.data), movingEnabled: (doc.meta as { movingEnabled?: unknown }).movingEnabled === true };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The choices of the organization form; a list that fails to load leaves its field without options. */
export async function fetchLookups(api: ApiClient): Promise<{ nonProfitTypes: LookupOption[]; activityTypes: LookupOption[] }> {
  const [nonProfitTypes, activityTypes] = await Promise.all([
    api
      .get('/api/v1/non_profit_types')
      .then((d) => toLookupOptions(d.data))
      .catch(() => []),
    api
      .get('/api/v1/activity_types')
      .then((d) => toLookupOptions(d.data))
      .catch(() => []),
  ]);
  return { nonProfitTypes, activityTypes };
}

/**
 * An organization's attributes as the web writes them: the domain's (domain/organizations.ts), each optional, with
 * the address and the non-profit profile nested. A field renamed there no longer compiles here.
 */
export type OrganizationWrite = Partial<z.input<typeof organizationAttributesSchema>> & {
  address?: Partial<z.input<typeof organizationAddressSchema>>;
  profile?: Partial<z.input<typeof organizationProfileSchema>>;
};

type UserInput = z.input<typeof userAttributesSchema>;

/** The public sign-up: the organization and its first user (their fields the user's, domain/users.ts), who chooses a password. */
export type OrganizationSignupWrite = OrganizationWrite & {
  user: Pick<UserInput, 'firstName' | 'lastName' | 'email'> & {
    phoneNumber?: UserInput['phoneNumber'];
    password: string;
    passwordConfirmation: string;
    acceptTerms: boolean;
  };
};

/** Returns the new organization's id (null if the answer named none). */
export async function createOrganization(api: ApiClient, attributes: OrganizationWrite): Promise<string | null> {
  const doc = await api.post('/api/v1/organizations', serialize('organizations', attributes));
  return doc.data && !Array.isArray(doc.data) ? doc.data.id : null;
}

export async function updateOrganization(api: ApiClient, id: string, attributes: OrganizationWrite): Promise<void> {
  await api.put(`/api/v1/organizations/${id}`, serialize('organizations', attributes, { id }));
}

export async function deleteOrganization(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/organizations/${id}`);
}

export async function moveOrganization(api: ApiClient, id: string, volunteerCenterId: number): Promise<void> {
  await api.post(`/api/v1/organizations/${id}/move`, serialize('organizations', { volunteerCenterId }, { id }));
}

/** The public sign-up: the organization and its first user, pending the center's approval. */
export async function signUpOrganization(api: ApiClient, attributes: OrganizationSignupWrite): Promise<void> {
  await api.post('/api/v1/organizations/signup', serialize('organizations', attributes));
}

/** The center's decision on a pending organization; a denial carries its reason. */
export async function decideOrganization(
  api: ApiClient,
  id: string,
  decision: { status: 'approved' | 'denied'; denialReason?: string },
): Promise<void> {
  const attributes = decision.denialReason === undefined ? { status: decision.status } : decision;
  await api.put(`/api/v1/organizations/${id}/approve`, serialize('organizations', attributes, { id }));
}

const optionSchema = z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string().nullish() }));

/** Every organization of the center (all statuses but deleted) by name, as picker options; center staff only. */
export async function fetchOrganizationOptions(api: ApiClient, signal?: AbortSignal): Promise<{ id: string; name: string }[]> {
  const doc = await api.get('/api/v1/organizations', { page: { size: 1000 }, sort: 'name' }, { signal });
  return optionSchema.parse(doc.data).map((o) => ({ id: o.id, name: o.name ?? o.id }));
}

const totalCount = z.object({ totalCount: z.number().int().nonnegative() });

/** How many organizations of the center have this status: one row is asked for, the meta carries the total. */
export async function countOrganizations(api: ApiClient, status: OrganizationStatus): Promise<number> {
  const doc = await api.get('/api/v1/organizations', { filter: { statusEq: status }, page: { size: 1 } });
  return totalCount.parse(doc.meta).totalCount;
}

const currentOrganizationSchema = z.array(
  z.object({ id: z.string(), name: z.string().nullish(), organizationType: z.string().nullish(), status: z.string().nullish() }),
);

/** The organizations the signed-in user belongs to (GET /current_organizations), fresher than the session's copy. */
export async function fetchCurrentOrganizations(api: ApiClient): Promise<ViewerOrganization[]> {
  const doc = await api.get('/api/v1/current_organizations', { page: { size: 100 } });
  return currentOrganizationSchema
    .parse(doc.data)
    .map((o) => ({ id: o.id, name: o.name ?? '', organizationType: o.organizationType ?? '', status: o.status ?? null }));
}
