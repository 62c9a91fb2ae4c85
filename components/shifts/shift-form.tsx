'use client';
/**
 * Add or change a shift (docs/domain.md#shifts): date, start and end time in the center's zone, place, description,
 * capacity and the cancel cut-off. A form action, so it works without JavaScript; the backend's refusals (capacity
 * below the confirmed count, …) come back on the fields.
 */
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { saveShiftAction } from '@/lib/server/shifts/actions';
import { INITIAL_FORM_STATE } from '@/lib/shared/shifts/form-state';

interface Props {
  /** The shift to change; absent for a new one. */
  id?: string;
  parent: { vacancyId: string } | { workshopId: string };
  returnTo: string;
  defaults?: Partial<Record<'date' | 'startTime' | 'endTime' | 'place' | 'description' | 'capacity' | 'cancelCutoffHours', string>>;
}

export function ShiftForm({ id, parent, returnTo, defaults = {} }: Props) {
  const t = useTranslations('shifts.form');
  const tForms = useTranslations('forms');
  const [state, action, pending] = useActionState(saveShiftAction, INITIAL_FORM_STATE);
  const value = (name: keyof NonNullable<Props['defaults']>) => (state.status === 'error' ? state.values[name] : defaults[name]) ?? '';
  const prefix = id ? `shift-${id}` : 'shift-new';
  const field = (name: keyof NonNullable<Props['defaults']>, type: string, required: boolean, extra: Record<string, unknown> = {}) => {
    const error = state.fields[name];
    return (
      <div>
        <Label htmlFor={`${prefix}-${name}`} required={required} requiredText={tForms('requiredMark')}>
          {t(`fields.${name}`)}
        </Label>
        <Input
          id={`${prefix}-${name}`}
          name={name}
          type={type}
          required={required}
          defaultValue={value(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefix}-${name}-error` : undefined}
          className="mt-1"
          {...extra}
        />
        {error ? (
          <p id={`${prefix}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form action={action} noValidate className="space-y-4" data-testid="shift-form">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {'vacancyId' in parent ? <input type="hidden" name="vacancyId" value={parent.vacancyId} /> : null}
      {'workshopId' in parent ? <input type="hidden" name="workshopId" value={parent.workshopId} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
      {state.status === 'error' && state.message ? (
        <Alert role="alert" tone="error">
          {state.message}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {field('date', 'date', true)}
        {field('startTime', 'time', true)}
        {field('endTime', 'time', true)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('capacity', 'number', true, { min: 1, inputMode: 'numeric' })}
        {field('cancelCutoffHours', 'number', false, { min: 0, inputMode: 'numeric' })}
      </div>
      {field('place', 'text', false, { maxLength: 200 })}
      {field('description', 'text', false, { maxLength: 1000 })}
      <Button type="submit" pending={pending}>
        {id ? t('save') : t('add')}
      </Button>
    </form>
  );
}
