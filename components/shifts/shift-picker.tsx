/**
 * The shift picker of a public vacancy or workshop (docs/domain.md#shifts): every upcoming shift with its time,
 * place and places left, server-rendered; signing up is the small client island <ShiftSignupForm>. Phone-first: one
 * column of cards, the button full width on a phone. A shift the viewer is in shows their status and, until the
 * cut-off, a cancel button (a form action, no script).
 */
import { CalendarClock, MapPin, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/styles';
import { cancelMySignupAction } from '@/lib/server/shifts/actions';
import type { ShiftView } from '@/lib/shared/shifts/api';
import { shiftWhen } from '@/lib/shared/shifts/format';
import { ShiftSignupForm } from './shift-signup-form';

interface Props {
  /** The upcoming shifts (lib/server/shifts/public-api.ts leaves out those that have ended). */
  shifts: ShiftView[];
  locale: string;
  signedIn: boolean;
  signInHref: string;
  /** The page's own path, to come back to after cancelling. */
  returnTo: string;
}

export async function ShiftPicker({ shifts, locale, signedIn, signInHref, returnTo }: Props) {
  const t = await getTranslations('shifts.picker');
  const upcoming = shifts;
  return (
    <section
      id="diensten"
      aria-labelledby="shift-picker-title"
      className="rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-700"
      data-testid="shift-picker"
    >
      <h2 id="shift-picker-title" className="font-heading text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t('intro')}</p>
      {signedIn ? null : (
        <p className="mt-2 text-sm">
          <a href={signInHref} className={linkClass}>
            {t('signInInstead')}
          </a>
        </p>
      )}
      {upcoming.length ? (
        <ul className="mt-4 space-y-3">
          {upcoming.map((shift) => {
            const when = shiftWhen(locale, shift.startsAt, shift.endsAt);
            const cancelled = shift.status === 'cancelled';
            const full = shift.spotsLeft <= 0;
            const mine = shift.mySignupStatus && shift.mySignupStatus !== 'cancelled' ? shift.mySignupStatus : null;
            return (
              <li
                key={shift.id}
                className="rounded-md border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-950"
                data-testid="shift-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <CalendarClock aria-hidden className="size-4 shrink-0" />
                    <time dateTime={shift.startsAt}>{when}</time>
                  </h3>
                  {cancelled ? (
                    <Badge tone="danger">{t('cancelled')}</Badge>
                  ) : full ? (
                    <Badge tone="warning">{t('full', { waiting: shift.waitlistCount })}</Badge>
                  ) : (
                    <Badge tone="success">{t('spotsLeft', { count: shift.spotsLeft })}</Badge>
                  )}
                </div>
                {shift.place ? (
                  <p className="mt-1 flex items-center gap-2 text-sm">
                    <MapPin aria-hidden className="size-4 shrink-0" />
                    {shift.place}
                  </p>
                ) : null}
                <p className="mt-1 flex items-center gap-2 text-sm text-muted-700 dark:text-muted-300">
                  <Users aria-hidden className="size-4 shrink-0" />
                  {t('taken', { confirmed: shift.confirmedCount, capacity: shift.capacity })}
                </p>
                {shift.description ? <p className="mt-2 text-sm">{shift.description}</p> : null}
                <div className="mt-3">
                  {cancelled ? null : mine ? (
                    <div className="flex flex-wrap items-center gap-3">
                      <Badge tone={mine === 'confirmed' ? 'success' : 'info'}>{t(`mine.${mine}`)}</Badge>
                      {shift.mySignupId ? (
                        <form action={cancelMySignupAction}>
                          <input type="hidden" name="id" value={shift.mySignupId} />
                          <input type="hidden" name="returnTo" value={`${returnTo}#diensten`} />
                          <Button type="submit" variant="dangerOutline" size="sm">
                            {t('cancelMine')}
                            <span className="sr-only"> {when}</span>
                          </Button>
                        </form>
                      ) : null}
                    </div>
                  ) : (
                    <ShiftSignupForm shiftId={shift.id} label={when} full={full} signedIn={signedIn} />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 text-sm">{t('none')}</p>
      )}
    </section>
  );
}
