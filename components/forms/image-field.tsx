'use client';

/**
 * An image upload field. The value is the chosen File, or null when none (or removed). Size and type are checked
 * by the schema (lib/shared/forms/image-file.ts: `imageFile({ maxBytes })`), so the message names this field:
 * "The file for Logo must be smaller than 2 MB". Unlike text fields it validates as soon as a file is chosen:
 * a file picker has no typing to wait for, and the size problem should show before the user moves on.
 *
 * `currentUrl` previews the image already saved (edit forms) until a new file is chosen.
 */
import { ImageUp, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import { IMAGE_MIME_TYPES } from '@/lib/shared/forms/image-file';
import { FormField } from './form-field';

/** Larger files are not read for a preview (the schema rejects them anyway when a limit is set). */
const PREVIEW_LIMIT = 15 * 1024 * 1024;

export interface ImageFieldProps {
  name: string;
  label: string;
  description?: ReactNode;
  /** Shown as a hint ("At most 2 MB"); the limit itself lives in the schema. */
  maxBytes?: number;
  accept?: string;
  currentUrl?: string | null;
  required?: boolean;
}

export function ImageField({
  name,
  label,
  description,
  maxBytes,
  accept = IMAGE_MIME_TYPES.join(','),
  currentUrl = null,
  required,
}: ImageFieldProps) {
  const t = useTranslations('forms.image');
  const locale = useLocale();
  const { control, trigger } = useFormContext();
  const { field } = useController({ control, name });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const file: unknown = field.value;
  const preview = usePreview(file instanceof File ? file : null);
  const shown = preview ?? (file === null || file === undefined ? currentUrl : null);

  const hint = maxBytes ? t('maxSize', { size: formatBytes(maxBytes, locale) }) : null;
  const fieldDescription =
    description || hint ? (
      <>
        {description}
        {description && hint ? ' ' : null}
        {hint}
      </>
    ) : undefined;

  return (
    <FormField name={name} label={label} description={fieldDescription} required={required}>
      {(controlProps) => (
        <div className="flex flex-wrap items-center gap-4">
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local data: URL, nothing for next/image to optimise
            <img
              src={shown}
              alt={t('preview', { field: label })}
              className="size-20 rounded-md border border-gray-200 object-cover dark:border-gray-700"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-md border border-dashed border-gray-300 text-gray-500 dark:border-gray-600"
            >
              <ImageUp className="size-6" />
            </div>
          )}
          <div className="flex flex-col gap-2">
            <input
              {...controlProps}
              ref={(element) => {
                inputRef.current = element;
                field.ref(element);
              }}
              name={field.name}
              type="file"
              accept={accept}
              disabled={field.disabled}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.files?.[0] ?? null);
                void trigger(name);
              }}
              className="block text-sm text-gray-700 file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-800 hover:file:bg-primary-100 dark:text-gray-300"
            />
            {file instanceof File ? (
              <Button
                variant="tertiary"
                size="sm"
                className="self-start px-0"
                onClick={() => {
                  if (inputRef.current) inputRef.current.value = '';
                  field.onChange(null);
                  void trigger(name);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </FormField>
  );
}

/** A data: URL for an image file, read asynchronously; null while reading or for non-images. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || file.size > PREVIEW_LIMIT) return;
    const reader = new FileReader();
    let active = true;
    reader.onload = () => {
      if (active && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      active = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
