/**
 * /profiel/diensten: the volunteer's shifts (upcoming first) with their status and a cancel button until the
 * cut-off, and the personal iCal feed address to add to a calendar app (copy, or replace it with a new one).
 */
import { getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClass, linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { cancelMySignupAction, rotateFeedAction } from '@/lib/server/shifts/actions';
import { mayStillCancel, type MySignupView, type SignupStatus } from '@/lib/shared/shifts/api';
import { shiftWhen } from '@/lib/shared/shifts/format';
import { CalendarFeedBox } from './calendar-feed-box';

const TONES: Record<SignupStatus, BadgeTone> = { confirmed: 'success', waitlisted: 'info', pending: 'warning', cancelled: 'muted' };
export const MY_SHIFT_NOTICES = ['geannuleerd', 'niet-geannuleerd', 'nieuw-adres'] as const;

interface Props {
  signups: MySignupView[];
  feedUrl: string | null;
  locale: string;
  notice: (typeof MY_SHIFT_NOTICES)[number] | null;
}

export async function MyShifts({ signups, feedUrl, locale, notice }: Props) {
  const t = await getTranslations('shifts.mine');
  const now = new Date();
  const live = signups.filter((s) => s.status !== 'cancelled');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-700 dark:text-muted-300">{t('intro')}</p>
      </header>
      {notice ? (
        <p role="status" className="rounded-md bg-muted-50 p-3 text-sm dark:bg-muted-900" data-testid="my-shifts-notice">
          {t(`notices.${notice}`)}
        </p>
      ) : null}
      <section aria-labelledby="my-shifts-list" className={cardClass}>
        <h2 id="my-shifts-list" className="font-heading text-xl font-semibold">
          {t('listTitle')}
        </h2>
        {live.length ? (
          <ul className="mt-3 divide-y divide-muted-200 dark:divide-muted-800" data-testid="my-shifts">
            {live.map((signup) => {
              const when = shiftWhen(locale, signup.startsAt, signup.endsAt);
              const href = signup.vacancyId
                ? `/vacancies/search/${signup.vacancyId}`
                : signup.workshopId
                  ? `/workshops/${signup.workshopId}`
                  : null;
              return (
                <li key={signup.id} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="min-w-0">
                    <h3 className="font-medium break-words">
                      {href ? (
                        <Link href={href} className={linkClass}>
                          {signup.title}
                        </Link>
                      ) : (
                        signup.title
                      )}
                    </h3>
                    <p className="text-sm">
                      <time dateTime={signup.startsAt}>{when}</time>
                      {signup.place ? ` · ${signup.place}` : ''}
                    </p>
                    <p className="mt-1">
                      <Badge tone={TONES[signup.status]}>
                        {signup.status === 'waitlisted'
                          ? t('waitlistPosition', { position: signup.waitlistPosition ?? 1 })
                          : t(`statuses.${signup.status}`)}
                      </Badge>
                    </p>
                  </div>
                  {mayStillCancel(signup, now) ? (
                    <form action={cancelMySignupAction}>
                      <input type="hidden" name="id" value={signup.id} />
                      <input type="hidden" name="returnTo" value="/profiel/diensten" />
                      <Button type="submit" variant="dangerOutline" size="md">
                        {t('cancel')}
                        <span className="sr-only">
                          {' '}
                          {signup.title} {when}
                        </span>
                      </Button>
                    </form>
                  ) : (
                    <p className="text-sm text-muted-700 dark:text-muted-300">{t('pastCutoff')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 text-sm">
            {t('empty')}{' '}
            <Link href="/vacancies/search" className={linkClass}>
              {t('toBank')}
            </Link>
          </p>
        )}
      </section>
      <section id="agenda" aria-labelledby="my-shifts-feed" className={cardClass}>
        <h2 id="my-shifts-feed" className="font-heading text-xl font-semibold">
          {t('feed.title')}
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted-700 dark:text-muted-300">{t('feed.intro')}</p>
        {feedUrl ? <CalendarFeedBox url={feedUrl} /> : <p className="text-sm">{t('feed.unavailable')}</p>}
        <form action={rotateFeedAction} className="mt-2">
          <p className="mb-2 text-sm text-muted-700 dark:text-muted-300">{t('feed.rotateHint')}</p>
          <Button type="submit" variant="outline" size="md">
            {t('feed.rotate')}
          </Button>
        </form>
      </section>
    </div>
  );
}
