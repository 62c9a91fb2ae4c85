/**
 * Shift reminders (docs/domain.md#shifts, "Reminders"): the day before, from the center's reminder hour, once per
 * confirmed sign-up, also when the job runs twice, and after a crash mid-run (nothing half-sent: the batch's mails,
 * notifications and reminder_sent_at commit together); the mail carries the .ics and the cancel link.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { reminderWindow, sendBatch, sendShiftReminders } from '@/server/jobs/shift-reminders';
import { call, createCenter, createOrganization, createUser, outbox, signIn, startTestBackend, type TestBackend } from '../support/api';
import { createVacancy } from '../support/factories/vacancies';
import { rowCount } from './helpers';

jest.setTimeout(60_000);

let backend: TestBackend;
const deps = () => ({ db: backend.db, mailer: backend.deps.mailer, centerUrl: backend.deps.centerUrl });

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(() => backend?.close(), 60_000);

it('opens the window for tomorrow (Dutch time) from the reminder hour on', () => {
  // 17:30 in Amsterdam in winter (UTC+1) is 16:30 UTC.
  expect(reminderWindow(new Date('2026-12-04T16:30:00Z'), 18)).toBeNull();
  expect(reminderWindow(new Date('2026-12-04T17:00:00Z'), 18)).toEqual({
    from: new Date('2026-12-04T23:00:00Z'),
    to: new Date('2026-12-05T23:00:00Z'),
  });
  // Summer time (UTC+2), and the night the clocks go back (a 25-hour day).
  expect(reminderWindow(new Date('2026-10-24T16:00:00Z'), 18)).toEqual({
    from: new Date('2026-10-24T22:00:00Z'),
    to: new Date('2026-10-25T23:00:00Z'),
  });
});

it('reminds each confirmed sign-up once, with the .ics and the cancel link, and survives a crash mid-run', async () => {
  const center = await createCenter(backend.db);
  await backend.db
    .update(schema.volunteerCenterProfiles)
    .set({ shiftReminderHour: 9 })
    .where(eq(schema.volunteerCenterProfiles.volunteerCenterId, center.id));
  const org = await createOrganization(backend.db, center.id);
  const vacancy = await createVacancy(backend.db, {
    centerId: center.id,
    organizationId: org.id,
    vacancyType: 'activity',
    title: 'Soep koken',
  });
  // "Now" is 10:00 Dutch time on 4 December; the shift is tomorrow at 14:00, another one the day after.
  const now = new Date('2026-12-04T09:00:00Z');
  const [tomorrow, later] = await backend.db
    .insert(schema.shifts)
    .values([
      {
        volunteerCenterId: center.id,
        vacancyId: vacancy.id,
        startsAt: new Date('2026-12-05T13:00:00Z'),
        endsAt: new Date('2026-12-05T16:00:00Z'),
        capacity: 5,
        place: 'Buurthuis',
      },
      {
        volunteerCenterId: center.id,
        vacancyId: vacancy.id,
        startsAt: new Date('2026-12-06T13:00:00Z'),
        endsAt: new Date('2026-12-06T16:00:00Z'),
        capacity: 5,
      },
    ])
    .returning();
  const people = await Promise.all(
    [0, 1, 2].map((i) => createUser(backend.db, center.id, { role: 'volunteer', locale: i === 2 ? 'en' : 'nl' })),
  );
  await backend.db.insert(schema.shiftSignups).values([
    ...people.map((p) => ({
      volunteerCenterId: center.id,
      shiftId: tomorrow!.id,
      userId: p.id,
      email: p.email,
      firstName: 'V',
      locale: p.locale,
      status: 'confirmed',
      confirmedAt: now,
    })),
    { volunteerCenterId: center.id, shiftId: tomorrow!.id, email: 'wacht@example.org', status: 'waitlisted', waitlistedAt: now },
    {
      volunteerCenterId: center.id,
      shiftId: later!.id,
      userId: people[0]!.id,
      email: people[0]!.email,
      status: 'confirmed',
      confirmedAt: now,
    },
  ]);

  // Before the hour: nothing.
  expect((await sendShiftReminders(deps(), new Date('2026-12-04T07:59:00Z'))).sent).toBe(0);

  // A crash after the mails were queued but before the commit: nothing is kept.
  await expect(
    sendBatch(deps(), now, {
      beforeCommit: async () => {
        throw new Error('simulated crash');
      },
    }),
  ).rejects.toThrow('simulated crash');
  expect(await rowCount(backend.db, schema.shiftSignups, isNotNull(schema.shiftSignups.reminderSentAt))).toBe(0);
  expect((await outbox(backend.db, people[0]!.email)).filter((m) => m.template === 'shiftReminder')).toHaveLength(0);

  // The restarted job sends them, and a second (or concurrent) run sends nothing more.
  const [first, second] = await Promise.all([sendShiftReminders(deps(), now), sendShiftReminders(deps(), now)]);
  expect(first.sent + second.sent).toBe(3);
  expect((await sendShiftReminders(deps(), new Date(now.getTime() + 5 * 60_000))).sent).toBe(0);
  for (const person of people) {
    const reminders = (await outbox(backend.db, person.email)).filter((m) => m.template === 'shiftReminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.textBody).toContain('BEGIN:VEVENT');
    expect(reminders[0]!.textBody).toContain('/diensten/annuleren?token=');
    expect(
      await rowCount(
        backend.db,
        schema.notifications,
        and(eq(schema.notifications.userId, person.id), eq(schema.notifications.kind, 'shift_reminder')),
      ),
    ).toBe(1);
  }
  expect((await outbox(backend.db, people[2]!.email)).at(-1)!.subject).toContain('Reminder');
  expect((await outbox(backend.db, 'wacht@example.org')).filter((m) => m.template === 'shiftReminder')).toHaveLength(0);

  // The reminder's cancel link works (the shift is tomorrow afternoon, the cut-off 24 hours before: past, so 422).
  const token = /annuleren\?token=([A-Za-z0-9_.%-]+)/.exec((await outbox(backend.db, people[1]!.email)).at(-1)!.textBody)![1]!;
  const res = await call(backend, 'POST', '/api/v1/shift_signups/cancel_by_token', {
    headers: { 'volunteer-center-id': String(center.id) },
    body: { data: { type: 'shift_signups', attributes: { token: decodeURIComponent(token) } } },
  });
  expect([200, 422]).toContain(res.status);
  expect(res.status).not.toBe(404);
  // The in-app notification reads in the volunteer's language.
  const headers = await signIn(backend, center.id, people[0]!.email);
  const notes = await call(backend, 'GET', '/api/v1/notifications', { headers });
  expect(notes.json.data[0].attributes.title).toBe('Morgen: Soep koken');
});
