'use client';

/** Moving a vacancy to another status (PATCH, or DELETE for "deleted"), with toasts and a refreshed cache. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api';
import { changeVacancyStatus } from '@/lib/shared/vacancies/api';
import { toast } from '@/lib/browser/toast/toast-store';
import { type VacancyStatus, type VacancyView, vacancyKeys } from '@/lib/shared/vacancies/view';

export function useVacancyStatus(onDone?: () => void) {
  const t = useTranslations('vacancies.actions');
  const tStatus = useTranslations('vacancies.status');
  const api = useApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  const change = async (vacancy: VacancyView, to: VacancyStatus) => {
    setPending(`${vacancy.id}:${to}`);
    try {
      await changeVacancyStatus(api, vacancy.id, to);
      await queryClient.invalidateQueries({ queryKey: vacancyKeys.all });
      toast.success(t('changed', { title: vacancy.title, status: tStatus(to) }));
      onDone?.();
    } catch (error) {
      const detail = error instanceof ApiRequestError ? error.firstDetail() : null;
      toast.danger(detail ?? t('failed'), { title: t('failed') });
      throw error;
    } finally {
      setPending(null);
    }
  };
  return { change, pending };
}
