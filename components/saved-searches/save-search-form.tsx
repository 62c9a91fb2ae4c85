'use client';

/** Names a search of the bank and picks how often to hear of new matches; a form action, so it works without script. */
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SAVED_SEARCH_FREQUENCIES, MAX_SAVED_SEARCH_NAME, type SavedSearchQuery } from '@/domain/saved-searches';
import { saveSearchAction } from '@/lib/server/saved-searches/actions';
import type { SaveSearchState } from '@/lib/shared/saved-searches/save-state';

export function SaveSearchForm({ query, defaultName }: { query: SavedSearchQuery; defaultName: string }) {
  const t = useTranslations('savedSearches');
  const [state, action, pending] = useActionState<SaveSearchState, FormData>(saveSearchAction, {
    status: 'idle',
    fields: {},
    values: { name: defaultName, frequency: 'instant' },
  });
  return (
    <form action={action} className="space-y-5" noValidate>
      {state.status === 'error' && state.message ? (
        <Alert tone="error" role="alert">
          {state.message}
        </Alert>
      ) : null}
      <input type="hidden" name="query" value={JSON.stringify(query)} />
      <div className="space-y-1">
        <Label htmlFor="saved-search-name" required requiredText={t('form.required')}>
          {t('form.name')}
        </Label>
        <Input
          id="saved-search-name"
          name="name"
          defaultValue={state.values.name}
          maxLength={MAX_SAVED_SEARCH_NAME}
          required
          aria-invalid={state.fields.name ? true : undefined}
          aria-describedby={state.fields.name ? 'saved-search-name-error' : 'saved-search-name-hint'}
        />
        {state.fields.name ? (
          <p id="saved-search-name-error" className="text-sm text-red-700 dark:text-red-400">
            {state.fields.name}
          </p>
        ) : (
          <p id="saved-search-name-hint" className="text-sm text-muted-700 dark:text-muted-300">
            {t('form.nameHint')}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('form.frequency')}</legend>
        <div className="mt-2 space-y-2">
          {SAVED_SEARCH_FREQUENCIES.filter((f) => f !== 'off').map((frequency) => (
            <label key={frequency} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={state.values.frequency === frequency}
                className="mt-0.5 size-4 accent-primary-700"
              />
              <span>
                <span className="font-medium">{t(`frequencies.${frequency}`)}</span>
                <span className="block text-muted-700 dark:text-muted-300">{t(`frequencyHints.${frequency}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" pending={pending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
