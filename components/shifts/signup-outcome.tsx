/** The answer page of a guest's mailed link (confirm or cancel a shift sign-up): what happened and where to go next. */
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { MySignupView } from '@/lib/shared/shifts/api';
import { shiftWhen } from '@/lib/shared/shifts/format';

interface Props {
  title: string;
  outcome: string;
  message: string;
  signup: MySignupView | null;
  locale: string;
}

export async function SignupOutcome({ title, outcome, message, signup, locale }: Props) {
  const t = await getTranslations('shifts.confirm');
  const ok = outcome === 'confirmed' || outcome === 'waitlisted' || outcome === 'done';
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight">{title}</h1>
        <p role={ok ? 'status' : 'alert'} className="mt-4 text-lg" data-testid="shift-outcome" data-outcome={outcome}>
          {message}
        </p>
        {signup ? (
          <p className="mt-2">
            <strong>{signup.title}</strong> · {shiftWhen(locale, signup.startsAt, signup.endsAt)}
            {signup.place ? ` · ${signup.place}` : ''}
          </p>
        ) : null}
        <p className="mt-6 flex flex-wrap gap-6">
          {signup?.vacancyId ? (
            <Link href={`/vacancies/search/${signup.vacancyId}`} className={linkClass}>
              {t('toActivity')}
            </Link>
          ) : signup?.workshopId ? (
            <Link href={`/workshops/${signup.workshopId}`} className={linkClass}>
              {t('toActivity')}
            </Link>
          ) : null}
          <Link href="/vacancies/search" className={linkClass}>
            {t('toBank')}
          </Link>
        </p>
      </PageContainer>
    </div>
  );
}
