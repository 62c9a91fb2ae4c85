'use client';

/** A vacancy's status as a translated badge. */
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { VacancyStatus } from '@/lib/shared/vacancies/view';

const tones: Record<VacancyStatus, BadgeTone> = {
  draft: 'muted',
  published: 'success',
  filled: 'info',
  expired: 'warning',
  archived: 'muted',
  deleted: 'danger',
};

export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const t = useTranslations('vacancies.status');
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
