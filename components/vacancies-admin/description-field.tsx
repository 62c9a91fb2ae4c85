'use client';

/** The description as rich text (tiptap), wired into the app form: label, error, labels registry. */
import { useEffect } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { RichTextEditor } from '@/components/editor/rich-text-editor';
import { useAppFormContext } from '@/components/forms/app-form-context';
import { fieldDescriptionId, fieldErrorId, fieldId } from '@/lib/shared/forms/field-errors';

export function DescriptionField({ name, label, description }: { name: string; label: string; description: string }) {
  const { control, getFieldState } = useFormContext();
  const { formId, labels } = useAppFormContext();
  const { error } = getFieldState(name, useFormState({ control, name }));
  useEffect(() => labels.set(name, label), [labels, name, label]);
  const id = fieldId(name, formId);
  const labelId = `${id}-label`;
  const descriptionId = fieldDescriptionId(name, formId);
  const errorId = error?.message ? fieldErrorId(name, formId) : undefined;
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </p>
      <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-400">
        {description}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            labelledBy={labelId}
            describedBy={[descriptionId, errorId].filter(Boolean).join(' ')}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
          />
        )}
      />
      {error?.message ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
