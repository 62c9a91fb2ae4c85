'use client';

/** Add or edit a stock image: name, address, descriptions and keywords (comma separated). */
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { CheckboxField, TextareaField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { Button } from '@/components/ui/button';
import { imageUrlSchema } from '@/lib/shared/content/blocks';
import type { StockImageView } from '@/lib/shared/content/views';

const schema = z.object({
  name: z.string().trim().min(1).max(150),
  imageUrl: imageUrlSchema,
  shortDescription: z.string().trim().max(300),
  description: z.string().trim().max(2000),
  keywords: z.string().max(2000),
  shared: z.boolean(),
});

export type StockImageFormOutput = z.output<typeof schema>;

export function toStockImageAttributes(v: StockImageFormOutput, admin: boolean): Record<string, unknown> {
  return {
    name: v.name,
    imageUrl: v.imageUrl,
    shortDescription: v.shortDescription || null,
    description: v.description || null,
    keywords: v.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    ...(admin ? { shared: v.shared } : {}),
  };
}

export function StockImageForm({
  image,
  admin,
  onSubmit,
  onCancel,
}: {
  image: StockImageView | null;
  admin: boolean;
  onSubmit: (v: StockImageFormOutput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations('contentAdmin.stockImages');
  const form = useAppForm({
    schema,
    defaultValues: {
      name: image?.name ?? '',
      imageUrl: image?.imageUrl ?? '',
      shortDescription: image?.shortDescription ?? '',
      description: image?.description ?? '',
      keywords: image?.keywords.join(', ') ?? '',
      shared: image?.shared ?? false,
    },
  });
  return (
    <AppForm form={form} id={image ? `stock-image-${image.id}` : 'stock-image-add'} className="space-y-4" onSubmit={onSubmit}>
      <FormErrorSummary />
      <TextField name="name" label={t('fields.name')} />
      <TextField name="imageUrl" label={t('fields.imageUrl')} description={t('imageUrlHelp')} />
      <TextField name="shortDescription" label={t('fields.shortDescription')} />
      <TextareaField name="description" label={t('fields.description')} rows={3} />
      <TextField name="keywords" label={t('fields.keywords')} description={t('keywordsHelp')} />
      {admin ? <CheckboxField name="shared" label={t('fields.shared')} description={t('sharedHelp')} /> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton onMouseDown={keepFocus}>{image ? t('save') : t('add')}</SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </AppForm>
  );
}
