/**
 * GET /api/v1/dashboard, the hours section (docs/domain.md#hours, "Totals elsewhere"; docs/domain.md#dashboard):
 * approved minutes per organization and month against a hand-counted world: approved, pending and rejected entries in
 * two months and two organizations, entries just outside the six months, and another center's entries that never
 * count. The clock stands at 31 March 2026 22:30 UTC, which is already 1 April in Amsterdam (summer time), so the
 * months are November 2025 to April 2026.
 */
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

let backend: TestBackend;
const h: Record<string, Headers> = {};
const id: Record<string, number> = {};
const NOW = new Date('2026-03-31T22:30:00Z');
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'];

beforeAll(async () => {
  backend = await startTestBackend();
  const db = backend.db;
  const center = await createCenter(db);
  const other = await createCenter(db);
  const a = await createOrganization(db, center.id, { name: 'Buurthuis A' });
  const b = await createOrganization(db, center.id, { name: 'Sportclub B' });
  await createOrganization(db, center.id, { name: 'Zonder uren' });
  const people = {
    admin: await createUser(db, center.id, { role: 'admin' }),
    staff: await createUser(db, center.id, { role: 'center_superuser' }),
    superA: await createUser(db, center.id, { role: 'organization_superuser', organizationId: a.id }),
    volunteer: await createUser(db, center.id, { role: 'volunteer' }),
    contentManager: await createUser(db, center.id, { role: 'content_manager' }),
    foreignStaff: await createUser(db, other.id, { role: 'center_superuser' }),
  };
  for (const [name, user] of Object.entries(people)) h[name] = await signIn(backend, user.volunteerCenterId, user.email);
  Object.assign(id, { a: a.id, b: b.id });

  const entry = (
    organizationId: number,
    workedOn: string,
    minutes: number,
    status: string,
    centerId = center.id,
    userId = people.volunteer.id,
  ) => ({ volunteerCenterId: centerId, userId, organizationId, workedOn, minutes, status, recordedById: userId });
  await db.insert(schema.hourEntries).values([
    // A: March 90 + 45 = 135, February 120, April (today in Amsterdam) 15: 270.
    entry(a.id, '2026-03-10', 90, 'approved'),
    entry(a.id, '2026-03-20', 45, 'approved'),
    entry(a.id, '2026-03-05', 60, 'pending'),
    entry(a.id, '2026-02-14', 120, 'approved'),
    entry(a.id, '2026-02-15', 30, 'rejected'),
    entry(a.id, '2026-04-01', 15, 'approved'),
    entry(a.id, '2025-10-31', 600, 'approved'), // the day before the first month
    // B: February 300, March 30, November (the first day of the first month) 60: 390.
    entry(b.id, '2026-02-01', 300, 'approved'),
    entry(b.id, '2026-03-31', 30, 'approved'),
    entry(b.id, '2026-03-01', 200, 'pending'),
    entry(b.id, '2026-02-20', 100, 'rejected'),
    entry(b.id, '2025-11-01', 60, 'approved'),
  ]);

  // Another center: eleven organizations with approved hours in March, 1 to 11 minutes (the eleventh is not listed).
  const foreignVolunteer = await createUser(db, other.id, { role: 'volunteer' });
  for (let n = 1; n <= 11; n++) {
    const org = await createOrganization(db, other.id, { name: `Elders ${n}` });
    id[`foreign${n}`] = org.id;
    await db.insert(schema.hourEntries).values(entry(org.id, '2026-03-10', n, 'approved', other.id, foreignVolunteer.id));
  }
}, 90_000);
afterAll(() => backend.close(), 60_000);

/** The dashboard as the person sees it at NOW (the clock is set only for this call: signing in used the real one). */
const dashboard = async (who: string) => {
  backend.deps.now = () => NOW;
  try {
    const res = await call(backend, 'GET', '/api/v1/dashboard', { headers: h[who]! });
    expect(res.status).toBe(200);
    return res.json.data.attributes;
  } finally {
    backend.deps.now = () => new Date();
  }
};
const perMonth = (minutes: number[]) => MONTHS.map((month, i) => ({ month, minutes: minutes[i] }));

describe('GET /api/v1/dashboard: hours', () => {
  test.each(['admin', 'staff'])('center staff (%s): approved minutes per organization and month, the most first', async (who) => {
    const d = await dashboard(who);
    expect(d.sections).toEqual(['center', 'hours', 'content', 'notifications']);
    expect(d.hours).toEqual({
      months: MONTHS,
      organizations: [
        { id: id.b, name: 'Sportclub B', minutes: 390, months: perMonth([60, 0, 0, 300, 30, 0]) },
        { id: id.a, name: 'Buurthuis A', minutes: 270, months: perMonth([0, 0, 0, 120, 135, 15]) },
      ],
      organization_count: 2,
      month_totals: perMonth([60, 0, 0, 420, 165, 15]),
      total_minutes: 660,
    });
  });

  test('an organization superuser: only their own organization', async () => {
    const d = await dashboard('superA');
    expect(d.sections).toEqual(['organization', 'hours', 'notifications']);
    expect(d.hours).toEqual({
      months: MONTHS,
      organizations: [{ id: id.a, name: 'Buurthuis A', minutes: 270, months: perMonth([0, 0, 0, 120, 135, 15]) }],
      organization_count: 1,
      month_totals: perMonth([0, 0, 0, 120, 135, 15]),
      total_minutes: 270,
    });
  });

  test('another center: only its own entries, at most ten organizations listed, the total over all of them', async () => {
    const hours = (await dashboard('foreignStaff')).hours;
    expect(hours.organizations.map((o: { id: number }) => o.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => id[`foreign${n}`]));
    expect(hours.organization_count).toBe(11);
    expect(hours.total_minutes).toBe(66);
    expect(hours.month_totals).toEqual(perMonth([0, 0, 0, 0, 66, 0]));
  });

  test.each(['volunteer', 'contentManager'])('%s: no hours section', async (who) => {
    const d = await dashboard(who);
    expect(d.sections).not.toContain('hours');
    expect(d.hours).toBeNull();
  });

  test('the months follow the clock in Amsterdam: in winter time 31 December 23:30 UTC is already January', async () => {
    backend.deps.now = () => new Date('2025-12-31T23:30:00Z');
    try {
      const res = await call(backend, 'GET', '/api/v1/dashboard', { headers: h.staff! });
      expect(res.json.data.attributes.hours.months).toEqual(['2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01']);
      // Inside now: A's 600 minutes of 31 October and B's 60 of 1 November; February and later lie after it.
      expect(res.json.data.attributes.hours.total_minutes).toBe(660);
    } finally {
      backend.deps.now = () => new Date();
    }
  });
});
