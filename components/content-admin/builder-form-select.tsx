'use client';

/**
 * The BuilderForm block's form: a select of the center's anonymous forms (only those render inside a page), by
 * title, instead of a bare number. A form chosen earlier that is no longer offered (deleted, or made
 * invitation-only) stays visible as such, so saving the page does not silently change the block.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchAnonymousFormOptions, formBuilderKeys } from '@/lib/shared/form-builder/api';

export function BuilderFormSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: number | null;
  onChange: (next: number | null) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const t = useTranslations('formBuilder.blockSelect');
  const api = useApi();
  const query = useQuery({
    queryKey: formBuilderKeys.anonymousOptions('center'),
    queryFn: ({ signal }) => fetchAnonymousFormOptions(api, signal),
    staleTime: 60_000,
  });
  const options = query.data ?? [];
  const current = value === null ? '' : String(value);
  const missing = current !== '' && query.isSuccess && !options.some((o) => o.id === current);
  return (
    <div className="space-y-1">
      <Select
        id={id}
        value={current}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, `${id}-hint`].filter(Boolean).join(' ')}
        aria-busy={query.isPending || undefined}
      >
        <option value="">{query.isPending ? t('loading') : t('none')}</option>
        {missing ? <option value={current}>{t('unavailable', { id: current })}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
        {query.isError ? t('loadFailed') : options.length === 0 && query.isSuccess ? t('empty') : t('hint')}
      </p>
    </div>
  );
}
