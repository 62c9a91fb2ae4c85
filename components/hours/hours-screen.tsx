'use client';

/**
 * /uren (docs/domain.md#hours): my hours with the record form and the certificate; for who reviews hours the queue
 * (approve, correct, reject) and attendance of past shifts; for mentors their students' school year with the sign-off.
 * Which sections show is decided by the page from the viewer's roles; the API checks every call itself.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { actionLinkClass, cardClass } from '@/components/ui/styles';
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

function useHours() {
  const format = useFormatter();
  return (minutes: number) => format.number(minutesToHours(minutes), { maximumFractionDigits: 2 });
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

function MyHours({ userId, reload, onChanged }: { userId: string; reload: number; onChanged: () => void }) {
  const t = useTranslations('hours.mine');
  const api = useApi();
  const hours = useHours();
  const [data, setData] = useState<{ entries: HourEntryView[]; approved: number } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([listHourEntries(api, { userId }), listHourEntries(api, { userId, status: 'approved' })]).then(([all, approved]) => {
      if (live) setData({ entries: all.entries, approved: approved.totalMinutes });
    });
    return () => {
      live = false;
    };
  }, [api, userId, reload]);
  if (!data) return null;
  return (
    <Section id="my-hours" title={t('title')}>
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
    </Section>
  );
}

function RecordForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('hours.record');
  const api = useApi();
  const format = useFormatter();
  const [options, setOptions] = useState<RecordingOptions | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    void recordingOptions(api).then(setOptions);
  }, [api]);
  if (!options) return null;
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
    <Section id="record-hours" title={t('title')} intro={t('intro')}>
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
    </Section>
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

function ReviewQueue({ reload, onChanged }: { reload: number; onChanged: () => void }) {
  const t = useTranslations('hours.review');
  const api = useApi();
  const hours = useHours();
  const [entries, setEntries] = useState<HourEntryView[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void listHourEntries(api, { status: 'pending' }).then(({ entries: all }) => {
      if (live) setEntries(all.filter((e) => e.reviewable));
    });
    return () => {
      live = false;
    };
  }, [api, reload]);
  if (!entries) return null;
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
    <Section id="review-hours" title={t('title')} intro={t('intro')}>
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
                <Input
                  id={`correct-${e.id}`}
                  name="hours"
                  inputMode="decimal"
                  className="w-24"
                  defaultValue={String(minutesToHours(e.minutes))}
                />
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
    </Section>
  );
}

function Attendance() {
  const t = useTranslations('hours.attendance');
  const api = useApi();
  const format = useFormatter();
  const [shifts, setShifts] = useState<AttendanceShift[] | null>(null);
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [signups, setSignups] = useState<AttendanceSignup[]>([]);
  const [defaultMinutes, setDefaultMinutes] = useState(60);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void attendanceShifts(api).then(setShifts);
  }, [api]);
  useEffect(() => {
    if (shiftId === null) return;
    void shiftAttendance(api, shiftId).then((doc) => {
      setSignups(doc.signups);
      setDefaultMinutes(doc.shift.defaultMinutes);
    });
  }, [api, shiftId]);
  if (!shifts) return null;
  return (
    <Section id="attendance" title={t('title')} intro={t('intro')}>
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
        <form
          className="mt-4 grid gap-3"
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
            setMessage(t('saved'));
            setShifts(await attendanceShifts(api));
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
                defaultValue={String(minutesToHours(s.minutes ?? defaultMinutes))}
              />
            </div>
          ))}
          {signups.length ? (
            <div>
              <Button type="submit">{t('save')}</Button>
            </div>
          ) : null}
        </form>
      ) : null}
      {message ? (
        <Alert tone="success" role="status" className="mt-3">
          {message}
        </Alert>
      ) : null}
    </Section>
  );
}

function schoolYears(today: string): string[] {
  const current = Number(schoolYearOf(today).slice(0, 4));
  return [current, current - 1, current - 2].map((y) => `${y}-${y + 1}`);
}

function MentorStudents({ today }: { today: string }) {
  const t = useTranslations('hours.mentor');
  const api = useApi();
  const hours = useHours();
  const format = useFormatter();
  const years = schoolYears(today);
  const [year, setYear] = useState(years[0]!);
  const [students, setStudents] = useState<MentorStudent[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void mentorStudents(api, year).then((doc) => {
      if (live) setStudents(doc.students);
    });
    return () => {
      live = false;
    };
  }, [api, year, version]);
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
      {students && students.length === 0 ? <p className="mt-3 text-sm">{t('empty')}</p> : null}
      {students && students.length ? (
        <div className="mt-4 overflow-x-auto">
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
                      aria-label={t('signOffLabel', { year, name: s.name })}
                      onClick={async () => {
                        try {
                          await signOffYear(api, s.id, year);
                          setMessage(t('done'));
                          setVersion((n) => n + 1);
                        } catch {
                          setMessage(t('failed'));
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
      ) : null}
      {message ? (
        <Alert tone="info" role="status" className="mt-3">
          {message}
        </Alert>
      ) : null}
    </Section>
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
  const [reload, setReload] = useState(0);
  const [organizations, setOrganizations] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    void recordingOptions(api).then((o) => setOrganizations(o.organizations));
  }, [api]);
  const changed = () => setReload((n) => n + 1);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="font-heading text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-700 dark:text-muted-300">{t('intro')}</p>
      </header>
      {reviews ? <ReviewQueue reload={reload} onChanged={changed} /> : null}
      {reviews ? <Attendance /> : null}
      {mentor ? <MentorStudents today={today} /> : null}
      <MyHours userId={userId} reload={reload} onChanged={changed} />
      <RecordForm onSaved={changed} />
      <Certificate organizations={organizations} />
    </div>
  );
}
