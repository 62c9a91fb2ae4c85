'use client';

/** The settings of a page (add and edit): title, address, type, language, publication, summary and SEO. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { CheckboxField, SelectField, TextareaField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { pageFormSchema, pageFormValues, toPageAttributes } from './page-form-schema';
import { savePage } from '@/lib/shared/content/api';
import { PAGE_TYPES, type PageView } from '@/lib/shared/content/views';

export interface PageSettingsFormProps {
  page: PageView | null;
  multiLanguage: boolean;
  onSaved: (page: PageView) => void;
}

export function PageSettingsForm({ page, multiLanguage, onSaved }: PageSettingsFormProps) {
  const t = useTranslations('contentAdmin.pageForm');
  const tTypes = useTranslations('contentAdmin.pageTypes');
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useAppForm({ schema: pageFormSchema, defaultValues: pageFormValues(page), warnOnUnsavedChanges: true });

  return (
    <AppForm
      form={form}
      id={page ? `page-${page.id}` : 'page-add'}
      className="space-y-6"
      onSubmit={async (values) => {
        const attributes = toPageAttributes(values, !page);
        const saved = await savePage(api, page?.id ?? null, attributes);
        await queryClient.invalidateQueries({ queryKey: ['content', 'pages'] });
        toast.success(t(saved?.isPublished && !page?.isPublished ? 'published' : 'saved', { title: values.title }));
        if (saved) {
          form.reset(pageFormValues(saved));
          onSaved(saved);
        }
      }}
    >
      <FormErrorSummary />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="title" label={t('title')} fieldClassName="md:col-span-2" />
        <TextField name="slug" label={t('slug')} description={t('slugHelp')} />
        <SelectField name="pageType" label={t('pageType')} options={PAGE_TYPES.map((value) => ({ value, label: tTypes(value) }))} />
        {multiLanguage ? (
          <SelectField
            name="locale"
            label={t('locale')}
            options={[
              { value: 'nl', label: t('localeNl') },
              { value: 'en', label: t('localeEn') },
            ]}
          />
        ) : null}
      </div>
      <TextareaField name="summary" label={t('summary')} description={t('summaryHelp')} rows={3} />
      <TextField name="featuredImageUrl" label={t('featuredImageUrl')} description={t('imageUrlHelp')} />
      <div className="space-y-2">
        <CheckboxField required={false} name="featured" label={t('featured')} description={t('featuredHelp')} />
        <CheckboxField required={false} name="showTitleOnPage" label={t('showTitleOnPage')} />
      </div>
      <fieldset className="space-y-4 rounded-lg border border-muted-200 p-4 dark:border-muted-800">
        <legend className="px-1 font-heading text-lg font-semibold">{t('seo')}</legend>
        <p className="text-sm text-muted-800 dark:text-muted-200">{t('seoHelp')}</p>
        <TextField name="metaTitle" label={t('metaTitle')} />
        <TextareaField name="metaDescription" label={t('metaDescription')} rows={2} />
        <TextField name="ogTitle" label={t('ogTitle')} />
        <TextareaField name="ogDescription" label={t('ogDescription')} rows={2} />
      </fieldset>
      <div className="rounded-lg border border-primary-200 bg-primary-50 p-4 dark:border-primary-800 dark:bg-primary-950">
        <CheckboxField required={false} name="isPublished" label={t('isPublished')} description={t('isPublishedHelp')} />
      </div>
      <SubmitButton onMouseDown={keepFocus}>{page ? t('save') : t('create')}</SubmitButton>
    </AppForm>
  );
}
