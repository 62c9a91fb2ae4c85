'use client';

/**
 * The role select and the organization select of the invite and add-role forms. The organization is marked
 * required when the chosen role needs one (or the viewer may only grant within organizations), and only
 * organizations in which the chosen role may be granted are offered.
 */
import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSession } from '@/components/session/session-provider';
import type { RoleName } from '@/lib/shared/session/types';
import { mayManageRole } from '@/domain/roles';
import { isCenterStaff, organizationRequired, roleNeedsOrganization } from '@/lib/shared/users/rules';
import { SelectField } from '@/components/forms/fields';
import { useOrganizationOptions } from '@/lib/browser/organizations/use-organization-options';

export function RoleOrganizationFields({ roles }: { roles: readonly RoleName[] }) {
  const t = useTranslations('users');
  const tRoles = useTranslations('session.roles');
  const { viewer } = useSession();
  const { control } = useFormContext();
  const role = useWatch({ control, name: 'role' }) as RoleName | undefined;
  const { options, loading } = useOrganizationOptions(viewer);
  const required = viewer ? organizationRequired(viewer, role) : true;
  const staff = viewer ? isCenterStaff(viewer) : false;
  const offered = viewer && role && !staff ? options.filter((o) => mayManageRole(viewer, role, o.id)) : options;
  const hint =
    role && roleNeedsOrganization(role)
      ? t('form.organizationForRole')
      : staff
        ? t('form.organizationOptional')
        : t('form.organizationYours');

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField name="role" label={t('fields.role')} options={roles.map((r) => ({ value: r, label: tRoles(r) }))} />
      <SelectField
        name="organizationId"
        label={t('fields.organization')}
        required={required}
        description={hint}
        placeholder={loading ? t('form.loadingOrganizations') : required ? t('form.chooseOrganization') : t('form.noOrganization')}
        options={offered.map((o) => ({ value: o.id, label: o.name }))}
      />
    </div>
  );
}
