/**
 * GET /api/v1/current_user (deserialized, a JSON:API graph) -> the plain Viewer view model. Pure; the shape is
 * checked with zod at this boundary because every guard and menu trusts it.
 */
import 'server-only';
import { z } from 'zod';
import { resolveSelectedOrganization } from './selected-organization';
import { type Viewer, type ViewerOrganization, type ViewerRole, isRoleName } from '@/lib/shared/session/types';

const id = z.union([z.string(), z.number()]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const organizationSchema = z.object({
  id,
  name: optionalText,
  organizationType: optionalText,
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

const roleSchema = z.object({
  id,
  name: z.string(),
  organizationId: id.nullish(),
  organization: z.object({ id, name: z.string().nullish() }).nullish(),
});

const userSchema = z.object({
  id,
  firstName: optionalText,
  lastName: optionalText,
  fullName: optionalText,
  email: z.string(),
  roles: z.array(roleSchema).nullish(),
  organizations: z.array(organizationSchema).nullish(),
});

export function toViewer(resource: unknown, options: { storedOrganizationId: string | null; impersonating: boolean }): Viewer {
  const user = userSchema.parse(resource);
  const organizations: ViewerOrganization[] = (user.organizations ?? []).map((o) => ({
    id: o.id,
    name: o.name,
    organizationType: o.organizationType,
    status: o.status,
  }));
  const names = new Map(organizations.map((o) => [o.id, o.name]));
  const roles: ViewerRole[] = (user.roles ?? []).flatMap((r) => {
    if (!isRoleName(r.name)) return [];
    const organizationId = r.organizationId ?? r.organization?.id ?? null;
    const organizationName = organizationId ? (r.organization?.name ?? names.get(organizationId) ?? null) : null;
    return [{ id: r.id, name: r.name, organizationId, organizationName }];
  });
  const selection = resolveSelectedOrganization(organizations, options.storedOrganizationId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.email,
    email: user.email,
    roles,
    organizations,
    selectedOrganizationId: selection.selected?.id ?? null,
    impersonating: options.impersonating,
  };
}
