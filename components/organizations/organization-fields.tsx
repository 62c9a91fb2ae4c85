'use client';

/**
 * The fields of an organization (docs/domain.md#entities): details, address and, for non-profits, the non-profit profile.
 * Shared by the add, edit and public sign-up forms; must sit inside an <AppForm>. `profileAside` goes beside the
 * profile's fields (the add and edit forms' social-map preview), below them where the section is narrow.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import type { OrganizationType } from '@/lib/shared/organizations/status';
import type { LookupOption } from '@/lib/shared/organizations/view';
import { CheckboxField, CheckboxGroupField, SelectField, TextareaField } from '@/components/forms/fields';

export interface OrganizationLookups {
  nonProfitTypes: LookupOption[];
  activityTypes: LookupOption[];
}

const sectionClass = 'space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800';
const headingClass = 'font-heading text-lg font-semibold';

export function OrganizationFields({
  types,
  lookups,
  headingLevel = 2,
  profileAside,
}: {
  types: readonly OrganizationType[];
  lookups: OrganizationLookups;
  headingLevel?: 2 | 3;
  profileAside?: ReactNode;
}) {
  const t = useTranslations('organizations.fields');
  const tTypes = useTranslations('organizations.types');
  const type = useWatch({ name: 'organizationType' }) as OrganizationType | undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const profileFields = (
    <>
      <SelectField
        name="profile.nonProfitTypeId"
        label={t('nonProfitType')}
        options={[
          { value: '', label: t('noNonProfitType') },
          ...lookups.nonProfitTypes.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
      />
      <CheckboxField name="profile.showOnSocialMap" label={t('showOnSocialMap')} description={t('showOnSocialMapHint')} />
      <CheckboxGroupField
        name="profile.activityTypeIds"
        label={t('activityTypes')}
        emptyText={t('noActivityTypes')}
        options={lookups.activityTypes.map((o) => ({ value: String(o.id), label: o.name }))}
      />
    </>
  );
  return (
    <>
      <section aria-labelledby="organization-details" className={sectionClass}>
        <Heading id="organization-details" className={headingClass}>
          {t('detailsTitle')}
        </Heading>
        <TextField name="name" label={t('name')} autoComplete="organization" />
        <SelectField
          name="organizationType"
          label={t('organizationType')}
          options={types.map((value) => ({ value, label: tTypes(value) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="email" type="email" inputMode="email" label={t('email')} autoComplete="email" />
          <TextField name="phoneNumber" type="tel" label={t('phoneNumber')} autoComplete="tel" />
        </div>
        <TextField name="website" type="url" inputMode="url" label={t('website')} description={t('websiteHint')} autoComplete="url" />
        <TextareaField name="description" label={t('description')} />
      </section>

      <section aria-labelledby="organization-address" className={sectionClass}>
        <Heading id="organization-address" className={headingClass}>
          {t('addressTitle')}
        </Heading>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField name="address.street" label={t('street')} autoComplete="address-line1" />
          <TextField name="address.houseNumber" label={t('houseNumber')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
          <TextField name="address.postalCode" label={t('postalCode')} description={t('postalCodeHint')} autoComplete="postal-code" />
          <TextField name="address.city" label={t('city')} autoComplete="address-level2" />
        </div>
      </section>

      {type === 'NonProfit' ? (
        <section aria-labelledby="organization-profile" className={sectionClass}>
          <Heading id="organization-profile" className={headingClass}>
            {t('profileTitle')}
          </Heading>
          {profileAside ? (
            <div className="@container">
              <div className="grid gap-6 @2xl:grid-cols-[minmax(0,1fr)_18rem]">
                <div className="min-w-0 space-y-4">{profileFields}</div>
                <div className="min-w-0">{profileAside}</div>
              </div>
            </div>
          ) : (
            profileFields
          )}
        </section>
      ) : null}
    </>
  );
}
