/** The way from /profiel to the volunteer's shifts and calendar feed (/profiel/diensten). */
import { CalendarClock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';

export async function MyShiftsLink() {
  const t = await getTranslations('shifts.mine');
  return (
    <p>
      <Link href="/profiel/diensten" className={`inline-flex items-center gap-2 ${linkClass}`}>
        <CalendarClock aria-hidden className="size-4" />
        {t('profileLink')}
      </Link>
    </p>
  );
}
