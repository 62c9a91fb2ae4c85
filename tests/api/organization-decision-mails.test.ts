/** Approving or denying an organization mails the decision (and the reason) to it and its superusers. */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  outbox,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { expectError, expectForbidden } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let staff: Headers;

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { tenantKey: 'demo' });
  const s = await createUser(backend.db, center.id, { role: 'center_superuser' });
  staff = await signIn(backend, center.id, s.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const body = (id: number, attributes: Record<string, unknown>) => ({ data: { type: 'organizations', id: String(id), attributes } });
const approve = (id: number, attributes: Record<string, unknown>, headers: Headers = staff) =>
  call(backend, 'PUT', `/api/v1/organizations/${id}/approve`, { headers, body: body(id, attributes) });

let seq = 0;
/** A pending organization with its own address, a Dutch and an English superuser, and a plain member. */
async function pendingOrganization(status: 'pending' | 'denied' | 'archived' = 'pending') {
  const n = seq++;
  const org = await createOrganization(backend.db, center.id, { name: `Stichting ${n}`, status });
  await backend.db
    .update(schema.organizations)
    .set({ email: `info-${n}@org.example` })
    .where(eq(schema.organizations.id, org.id));
  const dutch = await createUser(backend.db, center.id, {
    email: `nl-${n}@org.example`,
    role: 'organization_superuser',
    organizationId: org.id,
    firstName: 'Anna',
    locale: 'nl',
  });
  const english = await createUser(backend.db, center.id, {
    email: `en-${n}@org.example`,
    role: 'organization_superuser',
    organizationId: org.id,
    firstName: 'Bob',
    locale: 'en',
  });
  const member = await createUser(backend.db, center.id, { email: `member-${n}@org.example`, role: 'mentor', organizationId: org.id });
  return { org, dutch, english, member, orgEmail: `info-${n}@org.example` };
}

describe('denying with a reason', () => {
  test('PUT /approve: the reason goes to the organization address and each superuser, in their language', async () => {
    const { org, dutch, english, member, orgEmail } = await pendingOrganization();
    const res = await approve(org.id, { status: 'denied', denial_reason: 'Geen vrijwilligerswerk in onze regio.' });
    expect(res.status).toBe(200);
    expect(res.json.data.attributes).toMatchObject({ status: 'denied', denial_reason: 'Geen vrijwilligerswerk in onze regio.' });

    const [nlMail] = await outbox(backend.db, dutch.email);
    expect(nlMail).toMatchObject({ template: 'organizationDenied', locale: 'nl', volunteerCenterId: center.id });
    expect(nlMail!.subject).toBe(`${org.name} is niet goedgekeurd op Demo Vrijwilligerscentrale`);
    expect(nlMail!.textBody).toContain('Hallo Anna,');
    expect(nlMail!.textBody).toContain('Reden: Geen vrijwilligerswerk in onze regio.');
    expect(nlMail!.htmlBody).toContain('Geen vrijwilligerswerk in onze regio.');

    const [enMail] = await outbox(backend.db, english.email);
    expect(enMail).toMatchObject({ template: 'organizationDenied', locale: 'en' });
    expect(enMail!.subject).toBe(`${org.name} has not been approved on Demo Vrijwilligerscentrale`);
    expect(enMail!.textBody).toContain('Hello Bob,');
    expect(enMail!.textBody).toContain('Reason: Geen vrijwilligerswerk in onze regio.');

    // The organization's own address: the language of its first superuser (by address), greeting the organization.
    const [orgMail] = await outbox(backend.db, orgEmail);
    expect(orgMail).toMatchObject({ template: 'organizationDenied' });
    expect(orgMail!.textBody).toContain(org.name);
    // Members without the superuser role get nothing.
    expect(await outbox(backend.db, member.email)).toEqual([]);
  });

  test('PUT /{id} with status denied mails too; without a reason the mail says none was given', async () => {
    const { org, english } = await pendingOrganization();
    const res = await call(backend, 'PUT', `/api/v1/organizations/${org.id}`, { headers: staff, body: body(org.id, { status: 'denied' }) });
    expect(res.status).toBe(200);
    const mails = await outbox(backend.db, english.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Reason: none given.');
  });

  test('an address shared by the organization and a superuser is mailed once', async () => {
    const { org, dutch } = await pendingOrganization();
    await backend.db.update(schema.organizations).set({ email: dutch.email.toUpperCase() }).where(eq(schema.organizations.id, org.id));
    expect((await approve(org.id, { status: 'denied', denial_reason: 'Dubbel' })).status).toBe(200);
    expect(await outbox(backend.db, dutch.email)).toHaveLength(1);
  });
});

describe('approving', () => {
  test('pending -> approved mails organizationApproved with a sign-in link; denied -> approved too', async () => {
    const { org, dutch, english } = await pendingOrganization();
    expect((await approve(org.id, { status: 'approved' })).status).toBe(200);
    const [mail] = await outbox(backend.db, english.email);
    expect(mail).toMatchObject({ template: 'organizationApproved', locale: 'en' });
    expect(mail!.textBody).toContain(`http://${center.slug}.localhost:3000/en/auth/login-1`);
    const [nlMail] = await outbox(backend.db, dutch.email);
    expect(nlMail!.textBody).toContain(`http://${center.slug}.localhost:3000/auth/login-1`);

    const denied = await pendingOrganization('denied');
    expect((await approve(denied.org.id, { status: 'approved' })).status).toBe(200);
    expect((await outbox(backend.db, denied.english.email)).map((m) => m.template)).toEqual(['organizationApproved']);
  });

  test('reactivating an archived organization, or saving without a status change, mails nobody', async () => {
    const { org, english, orgEmail } = await pendingOrganization('archived');
    expect((await approve(org.id, { status: 'approved' })).status).toBe(200);
    expect(
      (await call(backend, 'PUT', `/api/v1/organizations/${org.id}`, { headers: staff, body: body(org.id, { name: 'Nieuwe naam' }) }))
        .status,
    ).toBe(200);
    expect(await outbox(backend.db, english.email)).toEqual([]);
    expect(await outbox(backend.db, orgEmail)).toEqual([]);
  });
});

describe('refused decisions mail nobody', () => {
  test('401 signed out, 403 for the organization superuser, 422 for a refused transition', async () => {
    const { org, english } = await pendingOrganization();
    expectError(
      await approve(org.id, { status: 'denied', denial_reason: 'x' }, { 'volunteer-center-id': String(center.id) }),
      401,
      'unauthorized',
    );
    expectForbidden(await approve(org.id, { status: 'denied', denial_reason: 'x' }, await signIn(backend, center.id, english.email)));
    expectError(await approve(org.id, { status: 'archived' }), 422, 'invalidTransition', { pointer: '/data/attributes/status' });
    expect(await outbox(backend.db, english.email)).toEqual([]);
  });
});
