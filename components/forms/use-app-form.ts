'use client';

/**
 * react-hook-form set up the app's way (docs/domain.md#validation):
 * - validation on blur, and again on blur after a failed submit (never on every keystroke);
 * - the zod schema as resolver, with messages in the active locale (lib/shared/forms/zod-messages.ts);
 * - `isRequired(name)` from the schema, for required marks;
 * - optionally the unsaved-changes guard, off again once a submit succeeded.
 *
 *   const form = useAppForm({ schema, defaultValues, warnOnUnsavedChanges: true });
 *   return <AppForm form={form} onSubmit={save}>…</AppForm>;
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { requiredLookup } from '@/lib/shared/forms/is-required';
import { createLabelRegistry, type LabelRegistry } from '@/lib/shared/forms/label-registry';
import { createZodErrorMap, type ValidationMessageKey } from '@/lib/shared/forms/zod-messages';
import { useUnsavedChanges } from './use-unsaved-changes';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface UseAppFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'mode' | 'reValidateMode'
> {
  schema: S;
  /** Ask before leaving while the form has unsaved changes (edit forms). */
  warnOnUnsavedChanges?: boolean;
}

export type AppFormApi<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  schema: S;
  /** Whether the schema requires the field at this dotted path. */
  isRequired: (name: string) => boolean;
  /** Visible labels of mounted fields (filled by FormField). */
  labels: LabelRegistry;
};

export function useAppForm<S extends FormSchema>({
  schema,
  warnOnUnsavedChanges = false,
  ...options
}: UseAppFormOptions<S>): AppFormApi<S> {
  const t = useTranslations('forms');
  const locale = useLocale();
  const [labels] = useState(createLabelRegistry);

  const resolver = useMemo(() => {
    const error = createZodErrorMap((key: ValidationMessageKey, values) => t(key, values), { locale, labelFor: labels.get });
    return zodResolver(schema, { error });
  }, [schema, t, locale, labels]);

  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, mode: 'onBlur', reValidateMode: 'onBlur', resolver });

  const isRequired = useMemo(() => requiredLookup(schema), [schema]);

  // Reading these subscribes this component to them (react-hook-form's formState proxy).
  const { isDirty, isSubmitSuccessful } = form.formState;
  useUnsavedChanges(warnOnUnsavedChanges && isDirty && !isSubmitSuccessful);

  return { ...form, schema, isRequired, labels };
}
