/**
 * Capacity under concurrent sign-ups (docs/domain.md#shifts): many volunteers sign up for the same shifts at once and
 * never one more than the capacity is confirmed; the rest is waitlisted in order, and nobody gets an error. Meant for
 * PostgreSQL (DATABASE_URL, real parallel connections); on PGlite it runs too, serialized by its single connection.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { createVacancy } from '../support/factories/vacancies';
import { rowCount } from './helpers';

jest.setTimeout(180_000);

let backend: TestBackend;
afterAll(() => backend?.close(), 60_000);

it('confirms exactly the capacity of each shift when 60 volunteers sign up for 3 shifts at once', async () => {
  backend = await startTestBackend();
  const center = await createCenter(backend.db);
  const org = await createOrganization(backend.db, center.id);
  const vacancy = await createVacancy(backend.db, { centerId: center.id, organizationId: org.id, vacancyType: 'activity' });
  const startsAt = new Date(Date.now() + 72 * 3600_000);
  const shifts = await backend.db
    .insert(schema.shifts)
    .values(
      [0, 1, 2].map(() => ({
        volunteerCenterId: center.id,
        vacancyId: vacancy.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        capacity: 7,
      })),
    )
    .returning();
  const people: Headers[] = [];
  for (let i = 0; i < 60; i++) {
    const user = await createUser(backend.db, center.id, { role: 'volunteer' });
    people.push(await signIn(backend, center.id, user.email));
  }
  const results = await Promise.all(
    people.map((headers, i) =>
      call(backend, 'POST', `/api/v1/shifts/${shifts[i % 3]!.id}/signups`, {
        headers,
        body: { data: { type: 'shift_signups', attributes: { waitlist: true } } },
      }),
    ),
  );
  expect(results.filter((r) => r.status !== 201).map((r) => r.status)).toEqual([]);
  for (const shift of shifts) {
    expect(
      await rowCount(
        backend.db,
        schema.shiftSignups,
        and(eq(schema.shiftSignups.shiftId, shift.id), eq(schema.shiftSignups.status, 'confirmed')),
      ),
    ).toBe(7);
    expect(
      await rowCount(
        backend.db,
        schema.shiftSignups,
        and(eq(schema.shiftSignups.shiftId, shift.id), eq(schema.shiftSignups.status, 'waitlisted')),
      ),
    ).toBe(13);
  }
  // Each answer told the truth: 21 places, 39 on the waitlist with positions 1…13 per shift.
  expect(results.filter((r) => r.json.data.attributes.status === 'confirmed')).toHaveLength(21);
  const positions = results
    .filter((r) => r.json.data.attributes.status === 'waitlisted')
    .map((r) => r.json.data.attributes.waitlist_position as number);
  expect(Math.max(...positions)).toBeLessThanOrEqual(13);
});
