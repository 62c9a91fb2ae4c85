'use client';

/**
 * /vacancies/bulk-edit: one change (status, expiry, tags to add or remove) to the selected vacancies, all or
 * nothing (POST /vacancies/bulk_edit). A refusal names the first vacancy that cannot take the change
 * (`/data/attributes/ids/<index>`): that row is marked and the message is shown at the top.
 */
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useApi } from '@/lib/browser/api/use-api';
import { isVacancyStatus } from '@/domain/vacancies';
import { ApiRequestError } from '@/lib/shared/api';
import { bulkEditVacancies, type VacancyBulkEdit } from '@/lib/shared/vacancies/api';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { VacancyStatusBadge } from './status-badge';
import { linkClass } from '@/components/ui/styles';
import { splitTags } from './vacancy-form-schema';
import { VACANCY_STATUSES, type VacancyView, vacancyKeys } from '@/lib/shared/vacancies/view';

const ITEM_POINTER = /^\/data\/attributes\/ids\/(\d+)$/;

export function BulkEdit({ vacancies }: { vacancies: VacancyView[] }) {
  const t = useTranslations('vacancies.bulk');
  const tStatus = useTranslations('vacancies.status');
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(vacancies.map((v) => v.id)));
  const [status, setStatus] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [addTags, setAddTags] = useState('');
  const [removeTags, setRemoveTags] = useState('');
  const [error, setError] = useState<{ message: string; vacancyId: string | null } | null>(null);
  const [pending, setPending] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const ids = { status: useId(), expiresAt: useId(), addTags: useId(), removeTags: useId() };

  const fail = (message: string, vacancyId: string | null = null) => {
    setError({ message, vacancyId });
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const selected = vacancies.filter((v) => chosen.has(v.id));
    const attributes: VacancyBulkEdit = { ids: selected.map((v) => Number(v.id)) };
    if (isVacancyStatus(status)) attributes.status = status;
    if (expiresAt) attributes.expiresAt = new Date(`${expiresAt}T23:59:00`).toISOString();
    if (splitTags(addTags).length) attributes.addTags = splitTags(addTags);
    if (splitTags(removeTags).length) attributes.removeTags = splitTags(removeTags);
    if (selected.length === 0) return fail(t('noneSelected'));
    if (Object.keys(attributes).length === 1) return fail(t('nothingToChange'));
    setPending(true);
    setError(null);
    try {
      const updated = await bulkEditVacancies(api, attributes);
      await queryClient.invalidateQueries({ queryKey: vacancyKeys.all });
      toast.success(t('done', { count: updated ?? selected.length }));
      router.push('/vacancies');
      router.refresh();
    } catch (err) {
      if (!(err instanceof ApiRequestError)) {
        fail(t('failed'));
        throw err;
      }
      const item = err.errors.find((e) => ITEM_POINTER.test(e.source?.pointer ?? ''));
      const index = item ? Number(ITEM_POINTER.exec(item.source!.pointer!)![1]) : -1;
      fail(item?.detail ?? err.firstDetail() ?? t('failed'), selected[index]?.id ?? null);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-4xl space-y-6">
      {error ? (
        <Alert ref={errorRef} tabIndex={-1} role="alert" tone="error" title={t('refused')}>
          <p>{error.message}</p>
        </Alert>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="font-heading text-lg font-semibold">{t('selection', { count: chosen.size })}</legend>
        {vacancies.length === 0 ? <p>{t('empty')}</p> : null}
        <ul className="divide-y divide-slate-200 rounded-[var(--radius)] border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {vacancies.map((v) => {
            const failed = error?.vacancyId === v.id;
            return (
              <li key={v.id} className={clsx('flex flex-wrap items-center gap-3 px-3 py-2', failed && 'bg-red-50 dark:bg-red-950')}>
                <input
                  type="checkbox"
                  id={`bulk-${v.id}`}
                  checked={chosen.has(v.id)}
                  onChange={(e) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (e.target.checked) next.add(v.id);
                      else next.delete(v.id);
                      return next;
                    })
                  }
                  className="size-4 accent-primary-700"
                />
                <label htmlFor={`bulk-${v.id}`} className="flex-1">
                  {v.title}
                  {v.tags.length ? <span className="ms-2 text-xs text-muted-800 dark:text-muted-200">{v.tags.join(', ')}</span> : null}
                </label>
                <VacancyStatusBadge status={v.status} />
                {failed ? <span className="text-sm font-medium text-red-800 dark:text-red-200">{t('thisOne')}</span> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-heading text-lg font-semibold">{t('changes')}</legend>
        <div className="space-y-1.5">
          <label htmlFor={ids.status} className="block text-sm font-medium">
            {t('status')}
          </label>
          <Select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('keepStatus')}</option>
            {VACANCY_STATUSES.filter((s) => s !== 'expired' && s !== 'deleted').map((s) => (
              <option key={s} value={s}>
                {tStatus(s)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.expiresAt} className="block text-sm font-medium">
            {t('expiresAt')}
          </label>
          <Input id={ids.expiresAt} type="date" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.addTags} className="block text-sm font-medium">
            {t('addTags')}
          </label>
          <Input id={ids.addTags} value={addTags} onChange={(e) => setAddTags(e.target.value)} aria-describedby={`${ids.addTags}-hint`} />
          <p id={`${ids.addTags}-hint`} className="text-sm text-muted-800 dark:text-muted-200">
            {t('tagsHint')}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.removeTags} className="block text-sm font-medium">
            {t('removeTags')}
          </label>
          <Input
            id={ids.removeTags}
            value={removeTags}
            onChange={(e) => setRemoveTags(e.target.value)}
            aria-describedby={`${ids.addTags}-hint`}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" pending={pending}>
          {t('submit', { count: chosen.size })}
        </Button>
        <Link href="/vacancies" className={linkClass}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
