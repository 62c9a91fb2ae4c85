'use client';
/** The reminder hour of /instellingen/diensten: one select and a save button (a form action, no script needed). */
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { saveReminderHourAction } from '@/lib/server/shifts/actions';
import { INITIAL_FORM_STATE } from '@/lib/shared/shifts/form-state';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function ReminderHourForm({ hour }: { hour: number }) {
  const t = useTranslations('shifts.settings');
  const [state, action, pending] = useActionState(saveReminderHourAction, INITIAL_FORM_STATE);
  const error = state.fields.shiftReminderHour;
  return (
    <form action={action} className="space-y-4" data-testid="reminder-hour-form">
      {state.status === 'saved' ? (
        <Alert role="status" tone="success">
          {t('saved')}
        </Alert>
      ) : state.status === 'error' && state.message ? (
        <Alert role="alert" tone="error">
          {state.message}
        </Alert>
      ) : null}
      <div>
        <Label htmlFor="shift-reminder-hour">{t('reminderHour')}</Label>
        <p id="shift-reminder-hour-hint" className="text-sm text-muted-700 dark:text-muted-300">
          {t('reminderHourHint')}
        </p>
        <Select
          id="shift-reminder-hour"
          name="shiftReminderHour"
          defaultValue={state.values.shiftReminderHour ?? String(hour)}
          aria-describedby="shift-reminder-hour-hint"
          aria-invalid={error ? true : undefined}
          className="mt-1 w-auto"
        >
          {HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {t('hourOption', { hour: String(h).padStart(2, '0') })}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" pending={pending}>
        {t('save')}
      </Button>
    </form>
  );
}
