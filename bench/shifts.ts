/**
 * Shifts at scale (docs/benchmarks.md, "Shifts"): 500 concurrent sign-ups for 10 shifts of capacity 20 through the
 * sign-up service (the route's transaction: the shift row lock, the count, the insert), expecting exactly 200
 * confirmed, 300 waitlisted and no error, with the time; then the reminder job over BENCH_REMINDERS (50 000) confirmed
 * sign-ups of shifts that start tomorrow, timed, and a second run that must send nothing.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/shifts.ts
 *
 * Needs PostgreSQL; the database bench_shifts is re-created on every run. Deterministic data.
 */
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../server/db/client';
import * as schema from '../server/db/schema';
import { createMailer } from '../server/mail/mailer';
import { sendShiftReminders } from '../server/jobs/shift-reminders';
import { createSignup } from '../server/resources/shifts/service';
import { translator } from '../server/i18n';

const SIGNUPS = 500;
const SHIFTS = 10;
const CAPACITY = 20;
const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 50_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists bench_shifts with (force)');
  await admin.query('create database bench_shifts');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/bench_shifts';
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  const db = handle.db;
  const [center] = await db.insert(schema.volunteerCenters).values({ slug: 'bench', tenantKey: 'demo', name: 'Bench' }).returning();
  await db.insert(schema.volunteerCenterProfiles).values({ volunteerCenterId: center!.id, name: 'Bench', shiftReminderHour: 0 });
  const [org] = await db
    .insert(schema.organizations)
    .values({ volunteerCenterId: center!.id, name: 'Org', status: 'approved', organizationType: 'NonProfit' })
    .returning();
  const [vacancy] = await db
    .insert(schema.vacancies)
    .values({
      volunteerCenterId: center!.id,
      organizationId: org!.id,
      title: 'Activiteit',
      vacancyType: 'activity',
      status: 'published',
      description: '',
      descriptionText: '',
    })
    .returning();
  const startsAt = new Date(Date.now() + 72 * 3600_000);
  const shifts = await db
    .insert(schema.shifts)
    .values(
      Array.from({ length: SHIFTS }, () => ({
        volunteerCenterId: center!.id,
        vacancyId: vacancy!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        capacity: CAPACITY,
      })),
    )
    .returning();
  const t = translator('nl');

  // 1. 500 sign-ups at once, each in its own transaction as POST /shifts/{id}/signups runs it.
  const began = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: SIGNUPS }, (_, i) =>
      db.transaction((tx) =>
        createSignup(
          tx,
          {
            centerId: center!.id,
            shiftId: shifts[i % SHIFTS]!.id,
            userId: null,
            firstName: 'V',
            lastName: String(i),
            email: `v${i}@bench.test`,
            phoneNumber: null,
            locale: 'nl',
            waitlist: true,
            confirmationTokenHash: null,
            now: new Date(),
          },
          t,
        ),
      ),
    ),
  );
  const signupMs = performance.now() - began;
  const errors = results.filter((r) => r.status === 'rejected');
  const counts = await db.execute(sql`select status, count(*)::int as n from shift_signups group by status order by status`);
  console.log(`sign-ups: ${SIGNUPS} concurrent for ${SHIFTS} shifts of ${CAPACITY} in ${signupMs.toFixed(0)} ms, errors ${errors.length}`);
  console.log('  by status:', JSON.stringify((counts as unknown as { rows: unknown[] }).rows ?? counts));
  if (errors.length) console.log('  first error:', (errors[0] as PromiseRejectedResult).reason);

  // 2. The reminder job over REMINDERS confirmed sign-ups of shifts that start tomorrow.
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCHours(12, 0, 0, 0);
  const perShift = 500;
  const reminderShifts = await db
    .insert(schema.shifts)
    .values(
      Array.from({ length: Math.ceil(REMINDERS / perShift) }, () => ({
        volunteerCenterId: center!.id,
        vacancyId: vacancy!.id,
        startsAt: tomorrow,
        endsAt: new Date(tomorrow.getTime() + 3600_000),
        capacity: perShift,
      })),
    )
    .returning({ id: schema.shifts.id });
  for (let i = 0; i < REMINDERS; i += 5000) {
    const rows = Array.from({ length: Math.min(5000, REMINDERS - i) }, (_, k) => ({
      volunteerCenterId: center!.id,
      shiftId: reminderShifts[Math.floor((i + k) / perShift)]!.id,
      firstName: 'R',
      email: `r${i + k}@bench.test`,
      status: 'confirmed',
      confirmedAt: new Date(),
    }));
    await db.insert(schema.shiftSignups).values(rows);
  }
  await db.execute(sql`vacuum analyze shift_signups`);
  const mailer = createMailer({ db, delivers: false });
  const deps = { db, mailer, centerUrl: (slug: string) => `https://${slug}.example.org` };
  const at = new Date(Math.max(Date.now(), tomorrow.getTime() - 20 * 3600_000));
  const r0 = performance.now();
  const first = await sendShiftReminders(deps, at);
  const reminderMs = performance.now() - r0;
  const r1 = performance.now();
  const second = await sendShiftReminders(deps, at);
  const idleMs = performance.now() - r1;
  const [outbox] = (await db.execute(sql`select count(*)::int as n from email_outbox where template = 'shiftReminder'`)) as unknown as {
    rows: { n: number }[];
  }['rows'];
  console.log(
    `reminders: ${first.sent} sent in ${reminderMs.toFixed(0)} ms (${((first.sent / reminderMs) * 1000).toFixed(0)}/s); second run ${second.sent} in ${idleMs.toFixed(0)} ms; outbox ${JSON.stringify(outbox)}`,
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
