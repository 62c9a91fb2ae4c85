'use client';

/**
 * /instellingen/organisatie: the name on the website, website, Google tag, and the logos and favicon. New images
 * are uploaded first (POST /api/v1/uploads, checked there by their bytes), then the profile is saved with their URLs.
 * The center's own name is shown read-only: renaming a center is an administrator's task.
 */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import * as z from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { ImageField } from '@/components/forms/image-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { GTAG_ID, PROFILE_LIMITS } from '@/lib/shared/center/profile-rules';
import type { CenterProfileWrite } from '@/lib/shared/center/api';
import type { CenterProfile } from '@/lib/shared/center/types';
import { imageFile } from '@/lib/shared/forms/image-file';
import { toast } from '@/lib/browser/toast/toast-store';
import { MAX_UPLOAD_BYTES, acceptFor, type UploadPurpose } from '@/lib/shared/uploads/rules';
import { CheckboxField } from '@/components/forms/fields';
import { fieldsetClass, legendClass } from './fields';
import { useApi } from '@/lib/browser/api/use-api';
import { useSaveProfile } from './use-save-profile';

const IMAGES = [
  {
    field: 'logo',
    purpose: 'logo',
    attribute: 'websiteLogoUrl',
    remove: 'removeLogo',
    label: 'logo',
    removeLabel: 'removeLogo',
    hint: 'logoHint',
  },
  {
    field: 'logoDark',
    purpose: 'logo_dark',
    attribute: 'websiteLogoDarkUrl',
    remove: 'removeLogoDark',
    label: 'logoDark',
    removeLabel: 'removeLogoDark',
    hint: 'logoHint',
  },
  {
    field: 'favicon',
    purpose: 'favicon',
    attribute: 'faviconUrl',
    remove: 'removeFavicon',
    label: 'favicon',
    removeLabel: 'removeFavicon',
    hint: 'faviconHint',
  },
] as const satisfies readonly {
  field: string;
  purpose: UploadPurpose;
  attribute: keyof CenterProfile;
  remove: string;
  label: string;
  removeLabel: string;
  hint: string;
}[];

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export function OrganizationForm({ profile, centerName }: { profile: CenterProfile; centerName: string }) {
  const t = useTranslations('settings');
  const api = useApi();
  const save = useSaveProfile();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(2).max(PROFILE_LIMITS.name),
        website: z
          .string()
          .trim()
          .max(PROFILE_LIMITS.url)
          .refine((v) => v === '' || isHttpUrl(v), t('validation.websiteUrl')),
        gtagId: z
          .string()
          .trim()
          .refine((v) => v === '' || GTAG_ID.test(v), t('validation.gtagId')),
        logo: imageFile({ maxBytes: MAX_UPLOAD_BYTES, types: acceptFor('logo') }).nullable(),
        logoDark: imageFile({ maxBytes: MAX_UPLOAD_BYTES, types: acceptFor('logo_dark') }).nullable(),
        favicon: imageFile({ maxBytes: MAX_UPLOAD_BYTES, types: acceptFor('favicon') }).nullable(),
        removeLogo: z.boolean(),
        removeLogoDark: z.boolean(),
        removeFavicon: z.boolean(),
      }),
    [t],
  );
  type Values = z.output<typeof schema>;
  const defaultValues = useMemo(
    () => ({
      name: profile.name,
      website: profile.website ?? '',
      gtagId: profile.gtagId ?? '',
      logo: null,
      logoDark: null,
      favicon: null,
      removeLogo: false,
      removeLogoDark: false,
      removeFavicon: false,
    }),
    [profile],
  );
  const form = useAppForm({ schema, defaultValues, warnOnUnsavedChanges: true });

  const upload = async (file: File, purpose: UploadPurpose, field: string, label: string): Promise<string> => {
    const body = new FormData();
    body.set('purpose', purpose);
    body.set('file', file);
    try {
      const { data } = await api.post<{ url: string }>('/api/v1/uploads', body);
      return data.url;
    } catch (error) {
      if (error instanceof ApiRequestError) {
        // The upload's errors are about its `file`: show them on this image field.
        for (const item of error.errors)
          if (item.source?.pointer === '/data/attributes/file') item.source.pointer = `/data/attributes/${field}`;
        toast.danger(error.firstDetail() ?? t('organization.uploadFailed', { field: label }), {
          title: t('organization.uploadFailed', { field: label }),
        });
      }
      throw error;
    }
  };

  const onSubmit = async (values: Values) => {
    const attributes: CenterProfileWrite = { name: values.name, website: values.website, gtagId: values.gtagId };
    for (const image of IMAGES) {
      const file = values[image.field];
      if (file) attributes[image.attribute] = await upload(file, image.purpose, image.field, t(`organization.${image.label}`));
      else if (values[image.remove]) attributes[image.attribute] = null;
    }
    await save(attributes);
    form.reset({ ...values, logo: null, logoDark: null, favicon: null, removeLogo: false, removeLogoDark: false, removeFavicon: false });
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id="organization" className="max-w-3xl space-y-6">
      <FormErrorSummary />
      <div className={fieldsetClass}>
        <div className="space-y-1.5">
          <Label htmlFor="organization-center-name">{t('organization.centerName')}</Label>
          <Input
            id="organization-center-name"
            value={centerName}
            readOnly
            aria-describedby="organization-center-name-hint"
            className="bg-muted-50"
          />
          <p id="organization-center-name-hint" className="text-sm text-muted-700 dark:text-muted-300">
            {t('organization.centerNameHint')}
          </p>
        </div>
        <TextField name="name" label={t('organization.profileName')} autoComplete="organization" />
        <TextField
          name="website"
          type="url"
          label={t('organization.website')}
          description={t('organization.websiteHint')}
          autoComplete="url"
          placeholder="https://"
          required={false}
        />
        <TextField
          name="gtagId"
          label={t('organization.gtagId')}
          description={t('organization.gtagHint')}
          autoComplete="off"
          spellCheck={false}
          required={false}
        />
      </div>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('organization.images')}</legend>
        {IMAGES.map((image) => (
          <div key={image.field} className="space-y-2 border-b border-muted-200 pb-4 last:border-b-0 last:pb-0 dark:border-muted-800">
            <ImageField
              name={image.field}
              label={t(`organization.${image.label}`)}
              description={t(`organization.${image.hint}`)}
              maxBytes={MAX_UPLOAD_BYTES}
              accept={acceptFor(image.purpose).join(',')}
              currentUrl={profile[image.attribute]}
              required={false}
            />
            {profile[image.attribute] ? (
              <CheckboxField required={false} name={image.remove} label={t(`organization.${image.removeLabel}`)} />
            ) : null}
          </div>
        ))}
      </fieldset>
      <SubmitButton>{t('save')}</SubmitButton>
    </AppForm>
  );
}
