'use client';

/**
 * Saves the center's profile through /bff (PATCH /api/v1/volunteer_centers/current), then toasts and refreshes
 * the server-rendered pages, so the shell and the public site show the change at once (nothing caches the
 * center across requests: lib/server/center/get-center.ts is a per-request React cache). A failure toasts and is
 * rethrown, so <AppForm> puts the server's errors on the fields.
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { ApiRequestError } from '@/lib/shared/api';
import { useApi } from '@/lib/browser/api/use-api';
import { type CenterProfileWrite, updateCurrentCenter } from '@/lib/shared/center/api';
import { toast } from '@/lib/browser/toast/toast-store';

export function useSaveProfile() {
  const t = useTranslations('settings');
  const tForms = useTranslations('forms');
  const api = useApi();
  const router = useRouter();
  return useCallback(
    async (attributes: CenterProfileWrite) => {
      try {
        await updateCurrentCenter(api, attributes);
      } catch (error) {
        // Validation errors show on the fields; the toast only says so. Other refusals (403, 413…) name the reason.
        const message =
          error instanceof ApiRequestError
            ? error.status === 422
              ? tForms('formErrors')
              : (error.firstDetail() ?? tForms('submitFailed'))
            : tForms('submitFailed');
        toast.danger(message, { title: t('saveFailed') });
        throw error;
      }
      toast.success(t('saved'));
      router.refresh();
    },
    [api, router, t, tForms],
  );
}
