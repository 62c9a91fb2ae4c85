'use client';
/**
 * Add or change a workshop (docs/domain.md#workshops): title, description, place and/or online link, audience and
 * status. A form action, so it works without JavaScript; the backend's refusals come back on the fields.
 */
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { WORKSHOP_AUDIENCES, WORKSHOP_LIMITS, WORKSHOP_STATUSES } from '@/domain/workshops';
import { saveWorkshopAction } from '@/lib/server/shifts/actions';
import { INITIAL_FORM_STATE } from '@/lib/shared/shifts/form-state';
import type { WorkshopView } from '@/lib/shared/workshops/api';

type Field = 'title' | 'description' | 'place' | 'onlineUrl' | 'audience' | 'status';

export function WorkshopForm({ workshop }: { workshop?: WorkshopView }) {
  const t = useTranslations('workshops.form');
  const tForms = useTranslations('forms');
  const [state, action, pending] = useActionState(saveWorkshopAction, INITIAL_FORM_STATE);
  const defaults: Record<Field, string> = {
    title: workshop?.title ?? '',
    description: workshop?.description ?? '',
    place: workshop?.place ?? '',
    onlineUrl: workshop?.onlineUrl ?? '',
    audience: workshop?.audience ?? 'everyone',
    status: workshop?.status ?? 'draft',
  };
  const value = (name: Field) => (state.status === 'error' ? (state.values[name] ?? '') : defaults[name]);
  const error = (name: Field) => state.fields[name];
  const errorText = (name: Field) =>
    error(name) ? (
      <p id={`workshop-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {error(name)}
      </p>
    ) : null;
  const aria = (name: Field) => ({
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `workshop-${name}-error` : undefined,
  });
  return (
    <form action={action} noValidate className="space-y-4" data-testid="workshop-form">
      {workshop ? <input type="hidden" name="id" value={workshop.id} /> : null}
      {state.status === 'error' && state.message ? (
        <Alert role="alert" tone="error">
          {state.message}
        </Alert>
      ) : null}
      <div>
        <Label htmlFor="workshop-title" required requiredText={tForms('requiredMark')}>
          {t('fields.title')}
        </Label>
        <Input
          id="workshop-title"
          name="title"
          required
          maxLength={WORKSHOP_LIMITS.title}
          defaultValue={value('title')}
          className="mt-1"
          {...aria('title')}
        />
        {errorText('title')}
      </div>
      <div>
        <Label htmlFor="workshop-description">{t('fields.description')}</Label>
        <textarea
          id="workshop-description"
          name="description"
          rows={6}
          maxLength={WORKSHOP_LIMITS.description}
          defaultValue={value('description')}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          {...aria('description')}
        />
        {errorText('description')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="workshop-place">{t('fields.place')}</Label>
          <Input
            id="workshop-place"
            name="place"
            maxLength={WORKSHOP_LIMITS.place}
            defaultValue={value('place')}
            className="mt-1"
            {...aria('place')}
          />
          {errorText('place')}
        </div>
        <div>
          <Label htmlFor="workshop-onlineUrl">{t('fields.onlineUrl')}</Label>
          <Input
            id="workshop-onlineUrl"
            name="onlineUrl"
            type="url"
            inputMode="url"
            maxLength={WORKSHOP_LIMITS.url}
            placeholder="https://"
            defaultValue={value('onlineUrl')}
            className="mt-1"
            {...aria('onlineUrl')}
          />
          {errorText('onlineUrl')}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="workshop-audience" required requiredText={tForms('requiredMark')}>
            {t('fields.audience')}
          </Label>
          <Select id="workshop-audience" name="audience" defaultValue={value('audience')} className="mt-1" {...aria('audience')}>
            {WORKSHOP_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`audiences.${a}`)}
              </option>
            ))}
          </Select>
          {errorText('audience')}
        </div>
        <div>
          <Label htmlFor="workshop-status" required requiredText={tForms('requiredMark')}>
            {t('fields.status')}
          </Label>
          <Select id="workshop-status" name="status" defaultValue={value('status')} className="mt-1" {...aria('status')}>
            {WORKSHOP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
          {errorText('status')}
        </div>
      </div>
      <Button type="submit" pending={pending}>
        {workshop ? t('save') : t('create')}
      </Button>
    </form>
  );
}
