'use client';

/**
 * /profile-edit/vrijwilligerspool: the volunteer's own pool profile (docs/domain.md#volunteer-pool). The "in the pool"
 * box is the opt-in; leaving is one click and takes the profile out of every search at once.
 */
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { CheckboxField, CheckboxGroupField, SelectField, TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { keepFocus } from '@/components/forms/keep-focus';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Button } from '@/components/ui/button';
import { POOL_DAY_PARTS, POOL_DAYS, POOL_INTERESTS, POOL_LANGUAGES, POOL_SKILLS, POOL_TRAVEL_DISTANCES_KM } from '@/domain/volunteer-pool';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { type OwnPoolProfile, saveOwnPoolProfile } from '@/lib/shared/volunteer-pool/api';
import { poolProfileSchema, type PoolProfileValues } from '@/lib/shared/volunteer-pool/schemas';

const FORM_ID = 'pool-profile';

const valuesOf = (p: OwnPoolProfile): PoolProfileValues => ({
  inPool: p.inPool,
  bio: p.bio,
  interests: p.interests,
  skills: p.skills,
  availability: p.availability,
  languages: p.languages,
  postalCode: p.postalCode ?? '',
  city: p.city ?? '',
  maxDistanceKm: p.maxDistanceKm ? String(p.maxDistanceKm) : '',
});

export function PoolProfileForm({ profile }: { profile: OwnPoolProfile }) {
  const t = useTranslations('volunteerPool');
  const api = useApi();
  const router = useRouter();
  const form = useAppForm({ schema: poolProfileSchema, defaultValues: valuesOf(profile), warnOnUnsavedChanges: true });
  const save = useMutation({ mutationFn: (attributes: Partial<OwnPoolProfile>) => saveOwnPoolProfile(api, attributes) });

  const onSubmit = async (v: z.output<typeof poolProfileSchema>) => {
    const saved = await save.mutateAsync({
      inPool: v.inPool,
      bio: v.bio,
      interests: v.interests,
      skills: v.skills,
      availability: v.availability as OwnPoolProfile['availability'],
      languages: v.languages,
      postalCode: v.postalCode || null,
      city: v.city || null,
      maxDistanceKm: v.maxDistanceKm ? Number(v.maxDistanceKm) : null,
    });
    form.reset(valuesOf(saved));
    toast.success(t('profileForm.saved'));
    router.refresh();
  };

  const leave = async () => {
    const saved = await save.mutateAsync({ inPool: false });
    form.reset({ ...form.getValues(), inPool: saved.inPool });
    toast.success(t('profileForm.left'));
    router.refresh();
  };

  const options = (list: readonly string[], group: 'interests' | 'skills' | 'languages') =>
    list.map((value) => ({ value, label: t(`values.${group}.${value}`) }));

  return (
    <AppForm form={form} onSubmit={onSubmit} id={FORM_ID} className="space-y-6">
      <FormErrorSummary />
      <CheckboxField name="inPool" label={t('profileForm.inPool')} description={t('profileForm.inPoolHint')} />
      <TextareaField name="bio" label={t('profileForm.bio')} description={t('profileForm.bioHint')} rows={5} maxLength={2000} />
      <CheckboxGroupField
        name="interests"
        label={t('profileForm.interests')}
        options={options(POOL_INTERESTS, 'interests')}
        emptyText={t('profileForm.none')}
      />
      <CheckboxGroupField
        name="skills"
        label={t('profileForm.skills')}
        options={options(POOL_SKILLS, 'skills')}
        emptyText={t('profileForm.none')}
      />
      <fieldset>
        <legend className="text-sm font-medium">{t('profileForm.availability')}</legend>
        <div className="mt-2 overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pe-4 text-start font-medium">
                  {t('profileForm.day')}
                </th>
                {POOL_DAY_PARTS.map((part) => (
                  <th key={part} scope="col" className="px-3 py-1 text-center font-medium capitalize">
                    {t(`values.dayParts.${part}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {POOL_DAYS.map((day) => (
                <tr key={day} className="border-t border-muted-200 dark:border-muted-800">
                  <th scope="row" className="py-1.5 pe-4 text-start font-normal">
                    {t(`values.days.${day}`)}
                  </th>
                  {POOL_DAY_PARTS.map((part) => (
                    <td key={part} className="px-3 py-1.5 text-center">
                      <input
                        type="checkbox"
                        value={`${day}_${part}`}
                        aria-label={t('values.availability', { day: t(`values.days.${day}`), part: t(`values.dayParts.${part}`) })}
                        className="size-5 accent-primary-700"
                        {...form.register('availability')}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      <CheckboxGroupField
        name="languages"
        label={t('profileForm.languages')}
        options={options(POOL_LANGUAGES, 'languages')}
        emptyText={t('profileForm.none')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="postalCode"
          label={t('profileForm.postalCode')}
          description={t('profileForm.postalCodeHint')}
          autoComplete="postal-code"
          maxLength={7}
        />
        <TextField name="city" label={t('profileForm.city')} autoComplete="address-level2" maxLength={100} />
        <SelectField
          name="maxDistanceKm"
          label={t('profileForm.maxDistance')}
          placeholder={t('profileForm.anyDistance')}
          options={POOL_TRAVEL_DISTANCES_KM.map((km) => ({ value: String(km), label: t('profileForm.withinKm', { km }) }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton onMouseDown={keepFocus}>{t('profileForm.save')}</SubmitButton>
        {profile.inPool ? (
          <Button type="button" variant="dangerOutline" onClick={() => void leave()} pending={save.isPending}>
            {t('profileForm.leave')}
          </Button>
        ) : null}
      </div>
    </AppForm>
  );
}
