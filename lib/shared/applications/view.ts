/** An application as the screens read it from the API (JSON:API resource, camelCase). */
import { type ApplicationWire, isApplicationState } from '@/domain/applications';
import type { Resource } from '@/lib/shared/api';

export { APPLICATION_STATES, type ApplicationState, isApplicationState } from '@/domain/applications';

/**
 * The served attributes (domain/applications.ts) the screens show, with the ids as the client's strings, the
 * creation time possibly unknown and the internal note null where the API left it out.
 */
export interface ApplicationView extends Pick<
  ApplicationWire,
  | 'name'
  | 'email'
  | 'phoneNumber'
  | 'message'
  | 'state'
  | 'vacancyTitle'
  | 'organizationName'
  | 'guest'
  | 'decidedAt'
  | 'withdrawnAt'
  | 'withdrawable'
> {
  id: string;
  vacancyId: string;
  /** The applicant's account; null for a guest. */
  userId: string | null;
  createdAt: string | null;
  /** Present only for those who manage the application (the API leaves it out for everyone else). */
  internalNote: string | null;
  manageable: boolean;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function toApplicationView(data: unknown): ApplicationView {
  const r = (data ?? {}) as Resource;
  const user = r.user as { id?: unknown } | null | undefined;
  return {
    id: String(r.id),
    name: str(r.name) ?? '',
    email: str(r.email) ?? '',
    phoneNumber: str(r.phoneNumber),
    message: typeof r.message === 'string' ? r.message : '',
    state: isApplicationState(r.state) ? r.state : 'new',
    vacancyId: String(r.vacancyId ?? ''),
    vacancyTitle: str(r.vacancyTitle) ?? '',
    organizationName: str(r.organizationName) ?? '',
    guest: r.guest === true,
    userId: user && user.id != null ? String(user.id) : null,
    createdAt: str(r.createdAt),
    decidedAt: str(r.decidedAt),
    withdrawnAt: str(r.withdrawnAt),
    internalNote: typeof r.internalNote === 'string' ? r.internalNote : null,
    manageable: 'internalNote' in r,
    withdrawable: r.withdrawable === true,
  };
}

export const applicationKeys = {
  all: ['applications-admin'] as const,
  list: (params: unknown) => ['applications-admin', 'list', params] as const,
};
