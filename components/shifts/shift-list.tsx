/**
 * The managers' list of a vacancy's or workshop's shifts: time, place, how full, status, and a link to each shift's
 * page (who comes, change, cancel). A table on wide screens; it scrolls sideways inside itself on a phone.
 */
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ShiftView } from '@/lib/shared/shifts/api';
import { shiftWhen } from '@/lib/shared/shifts/format';

export async function ShiftList({ shifts, locale, basePath }: { shifts: ShiftView[]; locale: string; basePath: string }) {
  const t = await getTranslations('shifts.manager');
  if (!shifts.length) return <p className="text-sm">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="shift-list">
        <thead>
          <tr className="border-b border-muted-200 dark:border-muted-800">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('columns.when')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('columns.place')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('columns.confirmed')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('columns.waitlist')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('columns.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.id} className="border-b border-muted-100 dark:border-muted-900">
              <td className="py-2 pr-3">
                <Link href={`${basePath}/${shift.id}`} className={linkClass}>
                  {shiftWhen(locale, shift.startsAt, shift.endsAt)}
                </Link>
              </td>
              <td className="py-2 pr-3">{shift.place ?? '—'}</td>
              <td className="py-2 pr-3">{t('confirmedOf', { confirmed: shift.confirmedCount, capacity: shift.capacity })}</td>
              <td className="py-2 pr-3">{shift.waitlistCount}</td>
              <td className="py-2">
                {shift.status === 'cancelled' ? (
                  <Badge tone="danger">{t('statuses.cancelled')}</Badge>
                ) : shift.spotsLeft <= 0 ? (
                  <Badge tone="warning">{t('statuses.full')}</Badge>
                ) : (
                  <Badge tone="success">{t('statuses.open')}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
