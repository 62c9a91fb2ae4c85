'use client';

/**
 * The status changes a vacancy allows now (docs/domain.md), as buttons; deleting asks first. Used in the list's rows
 * and on the details page.
 */
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useVacancyStatus } from './use-vacancy-status';
import { nextStatuses, type VacancyView } from '@/lib/shared/vacancies/view';

export function VacancyStatusActions({
  vacancy,
  onChanged,
  size = 'sm',
}: {
  vacancy: VacancyView;
  onChanged?: () => void;
  size?: 'sm' | 'md';
}) {
  const t = useTranslations('vacancies.actions');
  const { change, pending } = useVacancyStatus(onChanged);
  const options = nextStatuses(vacancy.status);
  if (options.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('groupLabel', { title: vacancy.title })}>
      {options.map((to) =>
        to === 'deleted' ? (
          <ConfirmDialog
            key={to}
            trigger={
              <Button variant="outline" size={size} aria-label={t('deleteLabel', { title: vacancy.title })}>
                {t('to.deleted')}
              </Button>
            }
            title={t('deleteTitle', { title: vacancy.title })}
            description={t('deleteDescription')}
            confirmLabel={t('to.deleted')}
            cancelLabel={t('cancel')}
            onConfirm={() => change(vacancy, 'deleted')}
          />
        ) : (
          <Button
            key={to}
            variant={to === 'published' ? 'primary' : 'outline'}
            size={size}
            pending={pending === `${vacancy.id}:${to}`}
            aria-label={t('changeLabel', { title: vacancy.title, action: t(`to.${to}`) })}
            onClick={() => void change(vacancy, to).catch(() => undefined)}
          >
            {t(`to.${to}`)}
          </Button>
        ),
      )}
    </div>
  );
}
