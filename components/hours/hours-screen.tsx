'use client';

/**
 * /uren (docs/domain.md#hours): my hours with the record form and the certificate; for who reviews hours the queue
 * (approve, correct, reject) and attendance of past shifts; for mentors their students' school year with the sign-off.
 * Which sections show is decided by the page from the viewer's roles; the API checks every call itself. Each section
 * loads through TanStack Query and says so while it loads (aria-busy) or when it could not (with a retry); a change
 * refetches every hours query of the viewer.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { actionLinkClass, cardClass, linkClass } from '@/components/ui/styles';
import { minutesToHours, schoolYearOf, type HourEntryStatus } from '@/domain/hours';
import { useApi } from '@/lib/browser/api/use-api';
import {
  attendanceShifts,
  certificatePath,
  deleteHours,
  listHourEntries,
  mentorStudents,
  recordHours,
  recordingOptions,
  reviewHours,
  saveAttendance,
  shiftAttendance,
  signOffYear,
  type AttendanceShift,
  type AttendanceSignup,
  type HourEntryView,
  type MentorStudent,
  type RecordingOptions,
} from '@/lib/shared/hours/api';

const TONES: Record<HourEntryStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'muted' };

/** Query keys of /uren, per viewer, under one root so a change refetches them all. */
const hoursKeys = {
  all: (userId: string) => ['hours', userId] as const,
  mine: (userId: string) => ['hours', userId, 'mine'] as const,
  options: (userId: string) => ['hours', userId, 'options'] as const,
  queue: (userId: string) => ['hours', userId, 'queue'] as const,
  shifts: (userId: string) => ['hours', userId, 'attendance'] as const,
  attendance: (userId: string, shiftId: number) => ['hours', userId, 'attendance', shiftId] as const,
  students: (userId: string, year: string) => ['hours', userId, 'students', year] as const,
};

/** A section's body once its query has data; until then "Laden…" (aria-busy), after a failure an alert with a retry. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useTranslations('hours');
  if (query.isPending)
    return (
      <p role="status" aria-busy="true" className="text-sm text-muted-700 dark:text-muted-300">
        {t('loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={() => void query.refetch()} className={clsx(linkClass, 'underline')}>
          {t('retry')}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

function useHours() {
  const format = useFormatter();
  return (minutes: number) => format.number(minutesToHours(minutes), { maximumFractionDigits: 2 });
}

/** Hours as a field's starting value in the screen's language ("1,75" on the Dutch screen); the forms read either mark. */
function useHoursValue() {
  const format = useFormatter();
  return (minutes: number) => format.number(minutesToHours(minutes), { maximumFractionDigits: 2, useGrouping: false });
}

function StatusBadge({ status }: { status: HourEntryStatus }) {
  const t = useTranslations('hours.statuses');
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} p-5 sm:p-6`}>
      <h2 id={`${id}-title`} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function MyHours({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const t = useTranslations('hours.mine');
  const api = useApi();
  const query = useQuery({
    queryKey: hoursKeys.mine(userId),
    queryFn: async () => {
      const [all, approved] = await Promise.all([listHourEntries(api, { userId }), listHourEntries(api, { userId, status: 'approved' })]);
      return { entries: all.entries, approved: approved.totalMinutes };
    },
  });
  return (
    <Section id="my-hours" title={t('title')}>
      <Loaded query={query}>{(data) => <MyHoursList data={data} onChanged={onChanged} />}</Loaded>
    </Section>
  );
}

function MyHoursList({ data, onChanged }: { data: { entries: HourEntryView[]; approved: number }; onChanged: () => void }) {
  const t = useTranslations('hours.mine');
  const api = useApi();
  const hours = useHours();
  return (
    <>
      <p className="font-medium" data-testid="approved-total">
        {t('total', { hours: hours(data.approved) })}
      </p>
      {data.entries.length === 0 ? (
        <p className="mt-3 text-sm">{t('empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-muted-200 dark:divide-muted-800">
          {data.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{e.vacancyTitle ?? e.organizationName}</p>
                <p className="text-sm text-muted-700 dark:text-muted-300">
                  {e.workedOn} · {e.organizationName} · {t('hours')}: {hours(e.minutes)}
                </p>
                {e.note ? <p className="text-sm break-words">{e.note}</p> : null}
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge status={e.status} />
                {e.editable ? (
                  <Button
                    variant="dangerOutline"
                    size="sm"
                    aria-label={`${t('delete')}: ${e.workedOn}`}
                    onClick={async () => {
                      if (!window.confirm(t('deleteConfirm'))) return;
                      await deleteHours(api, e.id);
                      onChanged();
                    }}
                  >
                    {t('delete')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RecordForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const t = useTranslations('hours.record');
  const api = useApi();
  const query = useQuery({ queryKey: hoursKeys.options(userId), queryFn: () => recordingOptions(api) });
  return (
    <Section id="record-hours" title={t('title')} intro={t('intro')}>
      <Loaded query={query}>{(options) => <RecordFormBody options={options} onSaved={onSaved} />}</Loaded>
    </Section>
  );
}

function RecordFormBody({ options, onSaved }: { options: RecordingOptions; onSaved: () => void }) {
  const t = useTranslations('hours.record');
  const api = useApi();
  const format = useFormatter();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const none = options.vacancies.length === 0 && options.shifts.length === 0;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = String(form.get('target') ?? '');
    const hoursValue = Number(String(form.get('hours') ?? '').replace(',', '.'));
    const [kind, id] = target.split(':');
    try {
      await recordHours(api, {
        ...(kind === 'shift' ? { shiftId: Number(id) } : { vacancyId: Number(id) }),
        workedOn: String(form.get('workedOn')),
        minutes: Math.round(hoursValue * 60),
        note: String(form.get('note') ?? '') || undefined,
      });
      setMessage({ tone: 'success', text: t('saved') });
      (event.target as HTMLFormElement).reset();
      onSaved();
    } catch {
      setMessage({ tone: 'error', text: t('failed') });
    }
  }
  return (
    <>
      {none ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-1 md:col-span-2">
            <Label htmlFor="hours-target">{t('target')}</Label>
            <Select id="hours-target" name="target" required defaultValue="">
              <option value="" disabled>
                {t('chooseTarget')}
              </option>
              {options.vacancies.length ? (
                <optgroup label={t('vacancyGroup')}>
                  {options.vacancies.map((v) => (
                    <option key={v.id} value={`vacancy:${v.id}`}>
                      {v.title}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {options.shifts.length ? (
                <optgroup label={t('shiftGroup')}>
                  {options.shifts.map((s) => (
                    <option key={s.id} value={`shift:${s.id}`}>
                      {s.title} · {format.dateTime(new Date(s.startsAt), { dateStyle: 'medium', timeStyle: 'short' })}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="hours-date">{t('workedOn')}</Label>
            <Input id="hours-date" name="workedOn" type="date" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="hours-amount">{t('hours')}</Label>
            <Input
              id="hours-amount"
              name="hours"
              inputMode="decimal"
              required
              pattern="[0-9]+([.,][0-9]{1,2})?"
              aria-describedby="hours-amount-hint"
            />
            <p id="hours-amount-hint" className="text-xs text-muted-700 dark:text-muted-300">
              {t('hoursHint')}
            </p>
          </div>
          <div className="grid gap-1 md:col-span-2">
            <Label htmlFor="hours-note">{t('note')}</Label>
            <Input id="hours-note" name="note" maxLength={1000} />
          </div>
          <div className="md:col-span-2">
            <Button type="submit">{t('submit')}</Button>
          </div>
        </form>
      )}
      {message ? (
        <Alert tone={message.tone} role="status" className="mt-3">
          {message.text}
        </Alert>
      ) : null}
    </>
  );
}

function Certificate({ organizations }: { organizations: { id: number; name: string }[] }) {
  const t = useTranslations('hours.certificate');
  const [params, setParams] = useState<{ organizationId?: string; from?: string; to?: string }>({});
  return (
    <Section id="certificate" title={t('title')} intro={t('screenIntro')}>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor="certificate-organization">{t('organization')}</Label>
          <Select
            id="certificate-organization"
            value={params.organizationId ?? ''}
            onChange={(e) => setParams({ ...params, organizationId: e.target.value })}
          >
            <option value="">{t('allOrganizations')}</option>
            {organizations.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="certificate-from">{t('from')}</Label>
          <Input
            id="certificate-from"
            type="date"
            value={params.from ?? ''}
            onChange={(e) => setParams({ ...params, from: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="certificate-to">{t('to')}</Label>
          <Input id="certificate-to" type="date" value={params.to ?? ''} onChange={(e) => setParams({ ...params, to: e.target.value })} />
        </div>
      </div>
      <a className={`${actionLinkClass} mt-4 inline-flex`} href={certificatePath(params)} download>
        {t('download')}
      </a>
    </Section>
  );
}

function ReviewQueue({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const t = useTranslations('hours.review');
  const api = useApi();
  const query = useQuery({
    queryKey: hoursKeys.queue(userId),
    queryFn: async () => (await listHourEntries(api, { status: 'pending' })).entries.filter((e) => e.reviewable),
  });
  return (
    <Section id="review-hours" title={t('title')} intro={t('intro')}>
      <Loaded query={query}>{(entries) => <ReviewList entries={entries} onChanged={onChanged} />}</Loaded>
    </Section>
  );
}

function ReviewList({ entries, onChanged }: { entries: HourEntryView[]; onChanged: () => void }) {
  const t = useTranslations('hours.review');
  const api = useApi();
  const hours = useHours();
  const hoursValue = useHoursValue();
  const [message, setMessage] = useState<string | null>(null);
  async function decide(entry: HourEntryView, status: 'approved' | 'rejected', minutes?: number) {
    try {
      await reviewHours(api, entry.id, { status, ...(minutes ? { minutes } : {}) });
      setMessage(t(status));
      onChanged();
    } catch {
      setMessage(t('failed'));
    }
  }
  return (
    <>
      {entries.length === 0 ? <p className="text-sm">{t('empty')}</p> : null}
      <ul className="divide-y divide-muted-200 dark:divide-muted-800" data-testid="review-queue">
        {entries.map((e) => (
          <li key={e.id} className="grid gap-2 py-3 md:grid-cols-[1fr_auto] md:items-end">
            <div className="min-w-0">
              <p className="font-medium break-words">{e.userName}</p>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {e.workedOn} · {e.vacancyTitle ?? e.organizationName} · {hours(e.minutes)}
              </p>
              {e.note ? <p className="text-sm break-words">{e.note}</p> : null}
            </div>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const value = Number(String(new FormData(event.currentTarget).get('hours') ?? '').replace(',', '.'));
                void decide(e, 'approved', value > 0 ? Math.round(value * 60) : undefined);
              }}
            >
              <div className="grid gap-1">
                <Label htmlFor={`correct-${e.id}`} className="sr-only">
                  {t('correctLabel', { name: e.userName })}
                </Label>
                <Input id={`correct-${e.id}`} name="hours" inputMode="decimal" className="w-24" defaultValue={hoursValue(e.minutes)} />
              </div>
              <Button type="submit" size="sm">
                {t('approve')}
              </Button>
              <Button type="button" size="sm" variant="dangerOutline" onClick={() => void decide(e, 'rejected')}>
                {t('reject')}
              </Button>
            </form>
          </li>
        ))}
      </ul>
      {message ? (
        <Alert tone="info" role="status" className="mt-3">
          {message}
        </Alert>
      ) : null}
    </>
  );
}

function Attendance({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const t = useTranslations('hours.attendance');
  const api = useApi();
  const query = useQuery({ queryKey: hoursKeys.shifts(userId), queryFn: () => attendanceShifts(api) });
  return (
    <Section id="attendance" title={t('title')} intro={t('intro')}>
      <Loaded query={query}>{(shifts) => <AttendanceBody userId={userId} shifts={shifts} onChanged={onChanged} />}</Loaded>
    </Section>
  );
}

function AttendanceBody({ userId, shifts, onChanged }: { userId: string; shifts: AttendanceShift[]; onChanged: () => void }) {
  const t = useTranslations('hours.attendance');
  const api = useApi();
  const format = useFormatter();
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: hoursKeys.attendance(userId, shiftId ?? 0),
    queryFn: () => shiftAttendance(api, shiftId!),
    enabled: shiftId !== null,
  });
  return (
    <>
      {shifts.length === 0 ? (
        <p className="text-sm">{t('empty')}</p>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor="attendance-shift">{t('shift')}</Label>
          <Select id="attendance-shift" value={shiftId ?? ''} onChange={(e) => setShiftId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('chooseShift')}</option>
            {shifts.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title} · {format.dateTime(new Date(s.startsAt), { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {t('recorded', { recorded: s.recordedCount, confirmed: s.confirmedCount })}
              </option>
            ))}
          </Select>
        </div>
      )}
      {shiftId !== null ? (
        <div className="mt-4">
          <Loaded query={detail}>
            {({ signups, shift }) => (
              <AttendanceForm
                key={shiftId}
                shiftId={shiftId}
                signups={signups}
                defaultMinutes={shift.defaultMinutes}
                onSaved={() => {
                  setMessage(t('saved'));
                  onChanged();
                }}
              />
            )}
          </Loaded>
        </div>
      ) : null}
      {message ? (
        <Alert tone="success" role="status" className="mt-3">
          {message}
        </Alert>
      ) : null}
    </>
  );
}

function AttendanceForm({
  shiftId,
  signups,
  defaultMinutes,
  onSaved,
}: {
  shiftId: number;
  signups: AttendanceSignup[];
  defaultMinutes: number;
  onSaved: () => void;
}) {
  const t = useTranslations('hours.attendance');
  const api = useApi();
  const hoursValue = useHoursValue();
  return (
    <form
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        await saveAttendance(
          api,
          shiftId,
          signups.map((s) => {
            const value = Number(String(form.get(`hours-${s.signupId}`) ?? '').replace(',', '.'));
            return {
              signupId: s.signupId,
              attended: form.get(`attended-${s.signupId}`) === 'on',
              minutes: value > 0 ? Math.round(value * 60) : undefined,
            };
          }),
        );
        onSaved();
      }}
    >
      {signups.length === 0 ? <p className="text-sm">{t('noSignups')}</p> : null}
      {signups.map((s) => (
        <div key={s.signupId} className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2">
            <input type="checkbox" name={`attended-${s.signupId}`} defaultChecked={s.attended !== false} className="size-4" />
            <span>{t('attended', { name: s.name })}</span>
          </label>
          <Label htmlFor={`attendance-hours-${s.signupId}`} className="sr-only">
            {t('minutesLabel', { name: s.name })}
          </Label>
          <Input
            id={`attendance-hours-${s.signupId}`}
            name={`hours-${s.signupId}`}
            inputMode="decimal"
            className="w-24"
            defaultValue={hoursValue(s.minutes ?? defaultMinutes)}
          />
        </div>
      ))}
      {signups.length ? (
        <div>
          <Button type="submit">{t('save')}</Button>
        </div>
      ) : null}
    </form>
  );
}

function schoolYears(today: string): string[] {
  const current = Number(schoolYearOf(today).slice(0, 4));
  return [current, current - 1, current - 2].map((y) => `${y}-${y + 1}`);
}

function MentorStudents({ userId, today, onChanged }: { userId: string; today: string; onChanged: () => void }) {
  const t = useTranslations('hours.mentor');
  const api = useApi();
  const years = schoolYears(today);
  const [year, setYear] = useState(years[0]!);
  const [message, setMessage] = useState<string | null>(null);
  const query = useQuery({ queryKey: hoursKeys.students(userId, year), queryFn: async () => (await mentorStudents(api, year)).students });
  return (
    <Section id="mentor" title={t('title')} intro={t('intro')}>
      <div className="grid max-w-xs gap-1">
        <Label htmlFor="mentor-year">{t('schoolYear')}</Label>
        <Select id="mentor-year" value={year} onChange={(e) => setYear(e.target.value)}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-4">
        <Loaded query={query}>
          {(students) => (
            <StudentsTable
              students={students}
              year={year}
              onSigned={(ok) => {
                setMessage(ok ? t('done') : t('failed'));
                if (ok) onChanged();
              }}
            />
          )}
        </Loaded>
      </div>
      {message ? (
        <Alert tone="info" role="status" className="mt-3">
          {message}
        </Alert>
      ) : null}
    </Section>
  );
}

function StudentsTable({ students, year, onSigned }: { students: MentorStudent[]; year: string; onSigned: (ok: boolean) => void }) {
  const t = useTranslations('hours.mentor');
  const api = useApi();
  const hours = useHours();
  const format = useFormatter();
  if (students.length === 0) return <p className="text-sm">{t('empty')}</p>;
  // relative: the screen-reader-only header text is absolutely positioned and must scroll with the table, not
  // widen the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-muted-200 dark:border-muted-800">
            <th scope="col" className="py-2 pr-3">
              {t('student')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('approved')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('pending')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('signedOff')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('signOff')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr key={s.id} className="border-b border-muted-100 dark:border-muted-800">
              <th scope="row" className="py-2 pr-3 font-medium">
                {s.name}
              </th>
              <td className="py-2 pr-3">{hours(s.approvedMinutes)}</td>
              <td className="py-2 pr-3">{hours(s.pendingMinutes)}</td>
              <td className="py-2 pr-3">
                {s.signedAt && s.signedMinutes !== null
                  ? t('signedOn', {
                      hours: hours(s.signedMinutes),
                      date: format.dateTime(new Date(s.signedAt), { dateStyle: 'medium' }),
                    })
                  : t('notSigned')}
              </td>
              <td className="py-2">
                <Button
                  size="sm"
                  variant={s.signOffId ? 'outline' : 'primary'}
                  aria-label={t(s.signOffId ? 'signAgainLabel' : 'signOffLabel', { year, name: s.name })}
                  onClick={async () => {
                    try {
                      await signOffYear(api, s.id, year);
                      onSigned(true);
                    } catch {
                      onSigned(false);
                    }
                  }}
                >
                  {s.signOffId ? t('signAgain') : t('signOff')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface HoursScreenProps {
  userId: string;
  reviews: boolean;
  mentor: boolean;
  /** Today in the center's time zone (ISO), for the school years. */
  today: string;
}

export function HoursScreen({ userId, reviews, mentor, today }: HoursScreenProps) {
  const t = useTranslations('hours');
  const api = useApi();
  const queryClient = useQueryClient();
  // The certificate's organizations come from the record form's query (one request for both).
  const options = useQuery({ queryKey: hoursKeys.options(userId), queryFn: () => recordingOptions(api) });
  const changed = () => void queryClient.invalidateQueries({ queryKey: hoursKeys.all(userId) });
  // One column that may shrink below its content: a wide table scrolls inside its own box on a phone.
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-700 dark:text-muted-300">{t('intro')}</p>
      </header>
      {reviews ? <ReviewQueue userId={userId} onChanged={changed} /> : null}
      {reviews ? <Attendance userId={userId} onChanged={changed} /> : null}
      {mentor ? <MentorStudents userId={userId} today={today} onChanged={changed} /> : null}
      <MyHours userId={userId} onChanged={changed} />
      <RecordForm userId={userId} onSaved={changed} />
      <Certificate organizations={options.data?.organizations ?? []} />
    </div>
  );
}
