/**
 * One shift for its managers (docs/domain.md#shifts): who comes (confirmed, then the waitlist in order, then pending
 * guests) with e-mail and phone, a message link for a volunteer with an account (conversations), the list as CSV,
 * changing the shift and cancelling it (everyone signed up is mailed). Form actions, no script needed.
 */
import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClass, linkClass, outlineActionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { cancelShiftAction, cancelSignupAsManagerAction } from '@/lib/server/shifts/actions';
import { type ShiftSignupView, type ShiftView, type SignupStatus, signupsCsvHref } from '@/lib/shared/shifts/api';
import { shiftWhen } from '@/lib/shared/shifts/format';
import { isoToZoned } from '@/lib/shared/shifts/time';
import { ShiftForm } from './shift-form';

const TONES: Record<SignupStatus, BadgeTone> = { confirmed: 'success', waitlisted: 'info', pending: 'warning', cancelled: 'muted' };
const ORDER: Record<SignupStatus, number> = { confirmed: 0, waitlisted: 1, pending: 2, cancelled: 3 };
export const SHIFT_NOTICES = ['toegevoegd', 'gewijzigd', 'geannuleerd', 'afgemeld'] as const;

interface Props {
  shift: ShiftView;
  signups: ShiftSignupView[];
  locale: string;
  parent: { vacancyId: string } | { workshopId: string };
  /** This page's path (the forms come back to it). */
  path: string;
  notice: (typeof SHIFT_NOTICES)[number] | null;
}

export async function ShiftDetail({ shift, signups, locale, parent, path, notice }: Props) {
  const t = await getTranslations('shifts.manager');
  const when = shiftWhen(locale, shift.startsAt, shift.endsAt);
  const start = isoToZoned(shift.startsAt);
  const end = isoToZoned(shift.endsAt);
  const live = signups
    .filter((s) => s.status !== 'cancelled')
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const open = shift.status === 'open';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">{when}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-muted-700 dark:text-muted-300">
          {shift.place ? <span>{shift.place}</span> : null}
          <span>{t('confirmedOf', { confirmed: shift.confirmedCount, capacity: shift.capacity })}</span>
          {open ? null : <Badge tone="danger">{t('statuses.cancelled')}</Badge>}
        </p>
      </header>
      {notice ? (
        <p role="status" className="rounded-md bg-muted-50 p-3 text-sm dark:bg-muted-900" data-testid="shift-notice">
          {t(`notices.${notice}`)}
        </p>
      ) : null}
      <section aria-labelledby="shift-people" className={cardClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="shift-people" className="font-heading text-xl font-semibold">
            {t('people.title')}
          </h2>
          <a href={signupsCsvHref(shift.id)} download className={outlineActionLinkClass}>
            <Download aria-hidden className="size-4" />
            {t('people.csv')}
          </a>
        </div>
        {live.length ? (
          <ul className="mt-3 divide-y divide-muted-200 dark:divide-muted-800" data-testid="shift-people">
            {live.map((s) => {
              const name = `${s.firstName} ${s.lastName}`.trim() || s.email;
              return (
                <li key={s.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">
                      {name}{' '}
                      <Badge tone={TONES[s.status]}>
                        {s.status === 'waitlisted'
                          ? t('people.waitlistPosition', { position: s.waitlistPosition ?? 1 })
                          : t(`people.statuses.${s.status}`)}
                      </Badge>
                    </p>
                    <p className="break-words">
                      <a href={`mailto:${s.email}`} className={linkClass}>
                        {s.email}
                      </a>
                      {s.phoneNumber ? (
                        <>
                          {' · '}
                          <a href={`tel:${s.phoneNumber.replace(/[^\d+]/g, '')}`} className={linkClass}>
                            {s.phoneNumber}
                          </a>
                        </>
                      ) : null}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {s.userId ? (
                      <Link href={`/conversations/new?volunteer_id=${encodeURIComponent(s.userId)}`} className={outlineActionLinkClass}>
                        {t('people.message')}
                        <span className="sr-only"> {name}</span>
                      </Link>
                    ) : null}
                    <form action={cancelSignupAsManagerAction}>
                      <input type="hidden" name="id" value={s.id} />
                      <input type="hidden" name="returnTo" value={path} />
                      <Button type="submit" variant="dangerOutline" size="md">
                        {t('people.cancel')}
                        <span className="sr-only"> {name}</span>
                      </Button>
                    </form>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 text-sm">{t('people.empty')}</p>
        )}
      </section>
      {open ? (
        <>
          <section aria-labelledby="shift-edit" className={cardClass}>
            <h2 id="shift-edit" className="mb-3 font-heading text-xl font-semibold">
              {t('editTitle')}
            </h2>
            <ShiftForm
              id={shift.id}
              parent={parent}
              returnTo={path}
              defaults={{
                date: start.date,
                startTime: start.time,
                endTime: end.time,
                place: shift.place ?? '',
                description: shift.description ?? '',
                capacity: String(shift.capacity),
                cancelCutoffHours: String(shift.cancelCutoffHours),
              }}
            />
          </section>
          <section aria-labelledby="shift-cancel" className={cardClass}>
            <h2 id="shift-cancel" className="font-heading text-xl font-semibold">
              {t('cancelTitle')}
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted-700 dark:text-muted-300">{t('cancelIntro')}</p>
            <form action={cancelShiftAction}>
              <input type="hidden" name="id" value={shift.id} />
              <input type="hidden" name="returnTo" value={path} />
              <Button type="submit" variant="danger">
                {t('cancelShift')}
              </Button>
            </form>
          </section>
        </>
      ) : null}
    </div>
  );
}
