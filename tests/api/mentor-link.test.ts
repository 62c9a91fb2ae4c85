/**
 * PATCH /api/v1/users/{id} mentor_id: only a mentor of the student's school in the same center; anything else is 422
 * on mentor_id (translated), and nothing changes.
 */
import { eq } from 'drizzle-orm';
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
import { en, expectError, nl } from './helpers';

let backend: TestBackend;
let staff: Headers;
let schoolOwner: Headers;
type User = Awaited<ReturnType<typeof createUser>>;
let student: User;
let mentor: User;
let otherSchoolMentor: User;
let volunteer: User;
let foreignMentor: User;
let nonStudent: User;

beforeAll(async () => {
  backend = await startTestBackend();
  const center = await createCenter(backend.db);
  const other = await createCenter(backend.db);
  const school = await createOrganization(backend.db, center.id, { name: 'Het Lyceum', organizationType: 'School' });
  const otherSchool = await createOrganization(backend.db, center.id, { name: 'Het College', organizationType: 'School' });
  const foreignSchool = await createOrganization(backend.db, other.id, { name: 'Elders College', organizationType: 'School' });
  student = await createUser(backend.db, center.id, { role: 'student', organizationId: school.id });
  mentor = await createUser(backend.db, center.id, { role: 'mentor', organizationId: school.id });
  otherSchoolMentor = await createUser(backend.db, center.id, { role: 'mentor', organizationId: otherSchool.id });
  volunteer = await createUser(backend.db, center.id, { role: 'volunteer' });
  foreignMentor = await createUser(backend.db, other.id, { role: 'mentor', organizationId: foreignSchool.id });
  // A member of the school without the student role: a mentor link would let the mentor read their applications.
  nonStudent = await createUser(backend.db, center.id, { role: 'organization_superuser', organizationId: school.id });
  staff = await signIn(backend, center.id, (await createUser(backend.db, center.id, { role: 'center_superuser' })).email);
  schoolOwner = await signIn(backend, center.id, nonStudent.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const setMentor = (target: number, mentorId: unknown, headers: Headers = staff) =>
  call(backend, 'PATCH', `/api/v1/users/${target}`, {
    headers,
    body: { data: { type: 'users', id: String(target), attributes: { mentor_id: mentorId, first_name: 'Gewijzigd' } } },
  });
const row = async (id: number) => (await backend.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('a valid mentor', () => {
  test('center staff link a student to a mentor of their school, and unlink again', async () => {
    const res = await setMentor(student.id, mentor.id);
    expect(res.status).toBe(200);
    expect(res.json.data.attributes.mentor_id).toBe(mentor.id);
    expect((await row(student.id)).mentorId).toBe(mentor.id);
    expect((await setMentor(student.id, null)).status).toBe(200);
    expect((await row(student.id)).mentorId).toBeNull();
  });
});

describe('an invalid mentor: 422 on mentor_id, nothing changes', () => {
  test.each([
    ['a mentor of another school', () => otherSchoolMentor.id],
    ['a user without the mentor role', () => volunteer.id],
    ["another center's mentor", () => foreignMentor.id],
    ['a user that does not exist', () => 987_654],
    ['the student themselves', () => student.id],
  ])('%s', async (_case, mentorId) => {
    const before = await row(student.id);
    const res = await setMentor(student.id, mentorId(), { ...staff, ...en });
    expectError(res, 422, 'invalidMentor', { pointer: '/data/attributes/mentor_id' });
    expect(res.json.errors[0].detail).toBe("The mentor must be a mentor of the student's school in this center.");
    expect(await row(student.id)).toEqual(before);
  });

  test('the message is translated', async () => {
    const res = await setMentor(student.id, volunteer.id, { ...staff, ...nl });
    expectError(res, 422, 'invalidMentor', { pointer: '/data/attributes/mentor_id' });
    expect(res.json.errors[0].detail).toBe('De mentor moet mentor zijn bij de school van de student, in deze vrijwilligerscentrale.');
  });

  test('a member of the school who is no student gets no mentor, and cannot pick one themselves', async () => {
    const before = await row(nonStudent.id);
    expectError(await setMentor(nonStudent.id, mentor.id), 422, 'invalidMentor', { pointer: '/data/attributes/mentor_id' });
    // Asking for oneself is refused before the mentor is looked at: a mentor is set by who manages the user.
    expectError(await setMentor(nonStudent.id, mentor.id, schoolOwner), 403, 'forbidden');
    expect(await row(nonStudent.id)).toEqual(before);
  });
});
