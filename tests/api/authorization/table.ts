/**
 * THE authorization table: every endpoint of the API (server/app.ts) with who may call it, from the role table of
 * docs/authorization.md and the policies in server/policies. tests/api/authorization-matrix.test.ts turns each row
 * into one test per role, signed out and "another center's record"; an endpoint without a row fails that test.
 * How to add a row: docs/authorization.md.
 */
import { eq } from 'drizzle-orm';
import { DATA_VIEWER_DATASETS } from '@/domain/data-viewer';
import * as schema from '@/server/db/schema';
import { strToU8, zipSync } from 'fflate';
import { hashSecret, newSecret } from '@/server/auth/tokens';
import { encryptExport, exportStorageFromEnv, newExportFileName } from '@/server/storage/exports';
import { createOrganization, createUser, PASSWORD } from '../../support/api';
import { createApplication, createVacancy } from '../../support/factories/applications';
import { VOLUNTEER_POOL_ROWS } from './rows/volunteer-pool';
import { SHIFTS_ROWS } from './rows/shifts';
import { NOTIFICATION_TEMPLATES_ROWS } from './rows/notification-templates';
import { HOURS_ROWS } from './rows/hours';
import { CONVERSATIONS_ROWS } from './rows/conversations';
import type { Expectation, FixtureContext, RequestSpec, Row } from './types';
import { PDF_BYTES, PNG_BYTES, centerOf, make, orgOf, unconfirmedGuestApplication, unique, uniqueEmail, type Role } from './world';

const STAFF = ['admin', 'center_superuser'] as const satisfies readonly Role[];
/** Menus, stock images, deleting media: the site's content (docs/authorization.md: content_manager). */
const SITE = [...STAFF, 'content_manager'] as const satisfies readonly Role[];
/** Pages, news and what editing them needs (page_manager). */
const PAGES = [...SITE, 'page_manager'] as const satisfies readonly Role[];
/** Forms (docs/domain.md#forms): the site's managers all of the center's, organization superusers their organizations'. */
const FORMS = [...SITE, 'organization_superuser'] as const satisfies readonly Role[];
/** An organization's own records (organization_superuser). */
const ORG = [...STAFF, 'organization_superuser'] as const satisfies readonly Role[];

/** Anyone, signed in or not (published content, the vacancy bank, sign-up). */
const PUBLIC = { allow: 'everyone', signedOut: '2xx' } as const;
/** Every signed-in user, for their own things. */
const SIGNED_IN = { allow: 'everyone' } as const;

/** A change of one's own credentials without the current password: 422 on current_password (the accounts part). */
const REFUSED: Expectation = 422;

const resource = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});
const plain = (path: string, body: unknown): RequestSpec => ({ path, body, contentType: 'application/json' });

const NEW_PASSWORD = 'Nieuw-wachtwoord-1';

export const TABLE: readonly Row[] = [
  ...HOURS_ROWS,
  ...CONVERSATIONS_ROWS,
  ...SHIFTS_ROWS,
  ...NOTIFICATION_TEMPLATES_ROWS,
  ...VOLUNTEER_POOL_ROWS,
  // ── /auth: sign-in and account flows ────────────────────────────────────────────────────────────────
  {
    endpoint: 'POST /auth/sign_in',
    ...PUBLIC,
    otherCenter: 'n/a',
    async request({ world }) {
      const user = await createUser(world.backend.db, world.a.id, { email: uniqueEmail('sign-in') });
      return plain('/auth/sign_in', { email: user.email, password: PASSWORD });
    },
  },
  { endpoint: 'DELETE /auth/sign_out', ...SIGNED_IN, freshActor: true, request: () => ({ path: '/auth/sign_out' }) },
  { endpoint: 'GET /auth/validate_token', ...SIGNED_IN, request: () => ({ path: '/auth/validate_token' }) },
  {
    endpoint: 'POST /auth',
    ...PUBLIC,
    request: () =>
      plain('/auth', {
        email: uniqueEmail('signup'),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        first_name: 'Nieuw',
        last_name: 'Lid',
        accept_terms: true,
      }),
  },
  {
    endpoint: 'POST /auth/password',
    ...PUBLIC,
    request: ({ world }) => plain('/auth/password', { email: world.actors.volunteer.user.email }),
  },
  {
    endpoint: 'PUT /auth/password',
    variant: 'mailed reset token',
    ...PUBLIC,
    otherCenter: 422,
    note: "another center's token is as good as none",
    async request({ world, side }) {
      const { token } = await make.mailedToken(world, side, 'reset_password');
      return plain('/auth/password', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token });
    },
  },
  {
    // A session alone does not change the password; the current one (or a mailed token) is required.
    endpoint: 'PUT /auth/password',
    variant: 'session only, no current password',
    allow: [],
    deny: REFUSED,
    signedOut: 422,
    freshActor: true,
    request: () => plain('/auth/password', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  },
  {
    endpoint: 'POST /auth/confirmation',
    ...PUBLIC,
    request: ({ world }) => plain('/auth/confirmation', { email: world.actors.volunteer.user.email }),
  },

  // ── account actions under /api/v1 ───────────────────────────────────────────────────────────────────
  {
    endpoint: 'POST /api/v1/confirm',
    ...PUBLIC,
    otherCenter: 404,
    async request({ world, side }) {
      const { token } = await make.mailedToken(world, side, 'confirmation');
      return plain('/api/v1/confirm', { confirmation_token: token });
    },
  },
  {
    endpoint: 'POST /api/v1/sign_in_as_user',
    allow: ['admin'],
    otherCenterAs: 'admin',
    otherCenter: 404,
    async request({ world, side }) {
      const target = await createUser(world.backend.db, centerOf(world, side).id, { email: uniqueEmail('target') });
      return plain('/api/v1/sign_in_as_user', { user_id: target.id });
    },
  },
  {
    endpoint: 'POST /api/v1/sign_in_as_user',
    variant: 'as another admin',
    allow: [],
    otherCenter: 'n/a',
    note: 'never as another admin',
    async request({ world }) {
      const target = await createUser(world.backend.db, world.a.id, { role: 'admin', email: uniqueEmail('other-admin') });
      return plain('/api/v1/sign_in_as_user', { user_id: target.id });
    },
  },
  {
    endpoint: 'POST /api/v1/confirm_email',
    ...PUBLIC,
    otherCenter: 422,
    note: "another center's token is as good as none",
    async request({ world, side }) {
      const { token } = await make.mailedToken(world, side, 'email_change');
      return plain('/api/v1/confirm_email', { email_token: token });
    },
  },

  // ── volunteer centers ───────────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/volunteer_centers', ...PUBLIC, request: () => ({ path: '/api/v1/volunteer_centers' }) },
  // ── operations and the API description: the same for every center and everyone ──────────────────────
  { endpoint: 'GET /healthz', ...PUBLIC, otherCenter: 'n/a', request: () => ({ path: '/healthz' }) },
  { endpoint: 'GET /readyz', ...PUBLIC, otherCenter: 'n/a', request: () => ({ path: '/readyz' }) },
  { endpoint: 'GET /api/v1/openapi.json', ...PUBLIC, otherCenter: 'n/a', request: () => ({ path: '/api/v1/openapi.json' }) },
  { endpoint: 'GET /api/v1/docs', ...PUBLIC, otherCenter: 'n/a', request: () => ({ path: '/api/v1/docs' }) },
  { endpoint: 'GET /api/v1/volunteer_centers/current', ...PUBLIC, request: () => ({ path: '/api/v1/volunteer_centers/current' }) },
  {
    endpoint: 'GET /api/v1/volunteer_centers/:id',
    ...PUBLIC,
    otherCenter: '2xx',
    note: "centers' public profiles are public everywhere (the /switch page, branding)",
    request: ({ world, side }) => ({ path: `/api/v1/volunteer_centers/${centerOf(world, side).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/volunteer_centers/current',
    allow: STAFF,
    otherCenter: 401,
    note: "the profile is named by the center header: another center's is out of the signed-in user's scope (wrongCenter)",
    request: ({ world, side }) => ({
      path: '/api/v1/volunteer_centers/current',
      body: resource('volunteer_centers', { primary_color: '#1d4ed8' }),
      headers: side === 'B' ? { 'volunteer-center-id': String(world.b.id) } : undefined,
    }),
  },

  // ── organizations ───────────────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/organizations', ...PUBLIC, request: () => ({ path: '/api/v1/organizations' }) },
  {
    endpoint: 'GET /api/v1/organizations/:id',
    ...PUBLIC,
    request: ({ world, side }) => ({ path: `/api/v1/organizations/${orgOf(world, side).id}` }),
  },
  {
    endpoint: 'GET /api/v1/organizations/:id',
    variant: 'pending',
    allow: ORG,
    deny: 404,
    signedOut: 404,
    note: 'a pending organization is visible to the center and its own members only',
    request: async ({ world, side }) => ({ path: `/api/v1/organizations/${(await make.organization(world, side, 'pending')).id}` }),
  },
  {
    endpoint: 'GET /api/v1/organizations/:id',
    variant: 'deleted',
    allow: ['admin'],
    deny: 404,
    signedOut: 404,
    note: 'deleted organizations are hidden; only an admin (who may restore them) sees one',
    request: async ({ world, side }) => ({ path: `/api/v1/organizations/${(await make.organization(world, side, 'deleted')).id}` }),
  },
  {
    endpoint: 'POST /api/v1/organizations',
    allow: STAFF,
    request: () => ({
      path: '/api/v1/organizations',
      body: resource('organizations', { organization_type: 'NonProfit', name: `Nieuwe stichting ${unique()}` }),
    }),
  },
  {
    endpoint: 'PUT /api/v1/organizations/:id/approve',
    allow: STAFF,
    deny: 404,
    except: { organization_superuser: 403 },
    note: "approving is the center's decision; a pending organization is invisible to non-members",
    async request({ world, side }) {
      const org = await make.organization(world, side, 'pending');
      return { path: `/api/v1/organizations/${org.id}/approve`, body: resource('organizations', { status: 'approved' }, org.id) };
    },
  },
  ...(['PUT', 'PATCH'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/organizations/:id`,
    allow: ORG,
    async request({ world, side }) {
      const org = await make.organization(world, side);
      return { path: `/api/v1/organizations/${org.id}`, body: resource('organizations', { name: `Hernoemd ${unique()}` }, org.id) };
    },
  })),
  {
    // An organization's type is the center's decision (a VolunteerCenter organization is the center's own).
    endpoint: 'PATCH /api/v1/organizations/:id',
    variant: 'organization_type VolunteerCenter',
    allow: STAFF,
    async request({ world, side }) {
      const org = await make.organization(world, side);
      return { path: `/api/v1/organizations/${org.id}`, body: resource('organizations', { organization_type: 'VolunteerCenter' }, org.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/organizations/:id',
    allow: STAFF,
    request: async ({ world, side }) => ({ path: `/api/v1/organizations/${(await make.organization(world, side)).id}` }),
  },
  {
    endpoint: 'POST /api/v1/organizations/:id/move',
    allow: STAFF,
    async request({ world, side }) {
      const org = await make.organization(world, side);
      const to = side === 'A' ? world.b : world.a;
      return { path: `/api/v1/organizations/${org.id}/move`, body: resource('organizations', { volunteer_center_id: to.id }, org.id) };
    },
  },
  {
    endpoint: 'POST /api/v1/organizations/signup',
    ...PUBLIC,
    request: () => ({
      path: '/api/v1/organizations/signup',
      body: resource('organizations', {
        organization_type: 'NonProfit',
        name: `Aanmelding ${unique()}`,
        email: uniqueEmail('org'),
        address: { city: 'Zwolle' },
        user: {
          first_name: 'Nieuwe',
          last_name: 'Beheerder',
          email: uniqueEmail('org-user'),
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
          accept_terms: true,
        },
      }),
    }),
  },

  // ── users ───────────────────────────────────────────────────────────────────────────────────────────
  // These rows encode issue 17's NEW user rules, which the accounts part implements in parallel:
  //  - nobody acts on a user who holds a role they could not grant themselves (an organization superuser may not
  //    edit, re-invite or change the roles of a member who is also e.g. content_manager);
  //  - one's own e-mail address and password change only through flows that prove the current password;
  //  - DELETE /users/{own id} follows DELETE /current_user (current password, anonymisation, last-admin guard).
  // A user the actor may not see is 404, not 403 (server/resources/users/routes.ts: their existence is private).
  { endpoint: 'GET /api/v1/users', allow: [...ORG, 'mentor'], request: () => ({ path: '/api/v1/users' }) },
  {
    endpoint: 'GET /api/v1/users/:id',
    allow: ORG,
    deny: 404,
    request: async ({ world, side }) => ({ path: `/api/v1/users/${(await make.member(world, side)).id}` }),
  },
  {
    endpoint: 'GET /api/v1/users/:id',
    variant: 'own id',
    ...SIGNED_IN,
    otherCenter: 'n/a',
    request: ({ world, actor }) => ({ path: `/api/v1/users/${(actor ?? world.actors.volunteer).user.id}` }),
  },
  {
    endpoint: 'GET /api/v1/users/:id',
    variant: 'a student of the school',
    allow: [...STAFF, 'mentor', 'student'],
    deny: 404,
    note: "the school's mentor reads its students' profiles; the student is reading their own",
    request: async ({ world, side }) => ({
      path: `/api/v1/users/${side === 'A' ? world.actors.student.user.id : (await make.member(world, side)).id}`,
    }),
  },
  {
    endpoint: 'POST /api/v1/users',
    allow: ORG,
    otherCenter: 422,
    note: 'an organization of another center named in a body is an invalid attribute (422 on organization_id)',
    request: ({ world, side }) => ({
      path: '/api/v1/users',
      body: resource('users', {
        email: uniqueEmail('invited'),
        first_name: 'Uitgenodigd',
        last_name: 'Lid',
        role: 'volunteer',
        organization_id: orgOf(world, side).id,
      }),
    }),
  },
  {
    endpoint: 'POST /api/v1/users',
    variant: 'role admin',
    allow: ['admin'],
    otherCenter: 'n/a',
    note: 'only admins grant admin',
    request: () => ({
      path: '/api/v1/users',
      body: resource('users', { email: uniqueEmail('new-admin'), first_name: 'Nieuwe', last_name: 'Beheerder', role: 'admin' }),
    }),
  },
  ...(['PATCH', 'PUT'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/users/:id`,
    allow: ORG,
    deny: 404,
    async request({ world, side }) {
      const member = await make.member(world, side);
      return { path: `/api/v1/users/${member.id}`, body: resource('users', { first_name: 'Gewijzigd' }, member.id) };
    },
  })),
  {
    endpoint: 'PATCH /api/v1/users/:id',
    variant: 'a student of the school',
    allow: [...STAFF, 'student'],
    deny: 404,
    except: { mentor: 403 },
    otherCenter: 'n/a',
    note: 'a mentor reads their students, never edits them; the student edits their own profile',
    request: ({ world }) => {
      const student = world.actors.student.user;
      return { path: `/api/v1/users/${student.id}`, body: resource('users', { first_name: 'Student' }, student.id) };
    },
  },
  {
    // The takeover path: nobody acts on a user who holds a role they could not grant themselves.
    endpoint: 'PATCH /api/v1/users/:id',
    variant: 'member who is also content_manager',
    allow: STAFF,
    deny: 404,
    except: { organization_superuser: 403 },
    async request({ world, side }) {
      const member = await make.member(world, side, { extraRole: 'content_manager' });
      return { path: `/api/v1/users/${member.id}`, body: resource('users', { first_name: 'Gewijzigd' }, member.id) };
    },
  },
  {
    // One's own sign-in address changes only with the current password, confirmed through the new address.
    endpoint: 'PATCH /api/v1/users/:id',
    variant: 'own id, new e-mail address',
    allow: [],
    deny: REFUSED,
    otherCenter: 'n/a',
    freshActor: true,
    request: ({ world, actor }) => {
      const user = (actor ?? world.actors.volunteer).user;
      return { path: `/api/v1/users/${user.id}`, body: resource('users', { email: uniqueEmail('changed') }, user.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/users/:id',
    allow: STAFF,
    deny: 404,
    except: { organization_superuser: 403 },
    request: async ({ world, side }) => ({ path: `/api/v1/users/${(await make.member(world, side)).id}` }),
  },
  {
    endpoint: 'DELETE /api/v1/users/:id',
    variant: 'an admin',
    allow: ['admin'],
    deny: 404,
    except: { center_superuser: 403 },
    otherCenter: 'n/a',
    note: 'only admins act on admins',
    request: async ({ world }) => ({
      path: `/api/v1/users/${(await createUser(world.backend.db, world.a.id, { role: 'admin', email: uniqueEmail('admin') })).id}`,
    }),
  },
  {
    // Follows DELETE /current_user, which needs the current password.
    endpoint: 'DELETE /api/v1/users/:id',
    variant: 'own id, without the current password',
    allow: [],
    deny: REFUSED,
    otherCenter: 'n/a',
    freshActor: true,
    request: ({ world, actor }) => plain(`/api/v1/users/${(actor ?? world.actors.volunteer).user.id}`, {}),
  },
  ...(['PUT', 'POST'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/users/:id/add_role`,
    allow: ORG,
    deny: 404,
    async request({ world, side }) {
      const member = await make.member(world, side);
      return {
        path: `/api/v1/users/${member.id}/add_role`,
        body: resource('roles', { role: 'mentor', organization_id: orgOf(world, side).id }),
      };
    },
  })),
  {
    // Not on a member who holds a role the organization superuser cannot grant.
    endpoint: 'POST /api/v1/users/:id/add_role',
    variant: 'member who is also content_manager',
    allow: STAFF,
    deny: 404,
    except: { organization_superuser: 403 },
    async request({ world, side }) {
      const member = await make.member(world, side, { extraRole: 'content_manager' });
      return {
        path: `/api/v1/users/${member.id}/add_role`,
        body: resource('roles', { role: 'mentor', organization_id: orgOf(world, side).id }),
      };
    },
  },
  {
    endpoint: 'POST /api/v1/users/:id/add_role',
    variant: 'role admin',
    allow: ['admin'],
    deny: 404,
    except: { center_superuser: 403, organization_superuser: 403 },
    note: 'only admins grant admin',
    async request({ world, side }) {
      const member = await make.member(world, side);
      return { path: `/api/v1/users/${member.id}/add_role`, body: resource('roles', { role: 'admin' }) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/users/:id/remove_role',
    allow: ORG,
    deny: 404,
    async request({ world, side }) {
      const member = await make.member(world, side, { extraRole: 'mentor' });
      return {
        path: `/api/v1/users/${member.id}/remove_role`,
        body: resource('roles', { role: 'mentor', organization_id: orgOf(world, side).id }),
      };
    },
  },
  {
    endpoint: 'POST /api/v1/users/:id/resend_confirmation_instructions',
    allow: ORG,
    deny: 404,
    request: async ({ world, side }) => ({
      path: `/api/v1/users/${(await make.member(world, side, { status: 'invited' })).id}/resend_confirmation_instructions`,
    }),
  },
  {
    // Re-inviting such a member would mail a sign-in link for an account with center rights.
    endpoint: 'POST /api/v1/users/:id/resend_confirmation_instructions',
    variant: 'invited member who is also content_manager',
    allow: STAFF,
    deny: 404,
    except: { organization_superuser: 403 },
    request: async ({ world, side }) => ({
      path: `/api/v1/users/${(await make.member(world, side, { status: 'invited', extraRole: 'content_manager' })).id}/resend_confirmation_instructions`,
    }),
  },

  // ── uploads ─────────────────────────────────────────────────────────────────────────────────────────
  { endpoint: 'POST /api/v1/uploads', allow: STAFF, request: () => ({ path: '/api/v1/uploads', form: uploadForm('logo') }) },
  {
    endpoint: 'POST /api/v1/uploads',
    variant: 'profile picture',
    ...SIGNED_IN,
    request: () => ({ path: '/api/v1/uploads', form: uploadForm('profile_picture') }),
  },

  // ── the signed-in user's own account ────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/current_user', ...SIGNED_IN, request: () => ({ path: '/api/v1/current_user' }) },
  {
    endpoint: 'PATCH /api/v1/current_user',
    ...SIGNED_IN,
    request: () => ({ path: '/api/v1/current_user', body: resource('users', { first_name: 'Zelf' }) }),
  },
  {
    endpoint: 'DELETE /api/v1/current_user',
    ...SIGNED_IN,
    freshActor: true,
    request: () => plain('/api/v1/current_user', { current_password: PASSWORD }),
  },
  { endpoint: 'GET /api/v1/current_user/email', ...SIGNED_IN, request: () => ({ path: '/api/v1/current_user/email' }) },
  {
    endpoint: 'POST /api/v1/current_user/email',
    ...SIGNED_IN,
    freshActor: true,
    request: () => plain('/api/v1/current_user/email', { email: uniqueEmail('new'), current_password: PASSWORD }),
  },
  { endpoint: 'GET /api/v1/current_organizations', ...SIGNED_IN, request: () => ({ path: '/api/v1/current_organizations' }) },
  {
    endpoint: 'GET /api/v1/current_organization',
    allow: ['organization_superuser', 'mentor', 'student'],
    deny: 404,
    note: 'only members of an organization have a current one',
    request: () => ({ path: '/api/v1/current_organization' }),
  },
  // ── the center's lists of the non-profit profile and the social map (docs/domain.md#social-map) ───────────
  ...(['non_profit_types', 'activity_types'] as const).flatMap((type): Row[] => [
    { endpoint: `GET /api/v1/${type}`, ...PUBLIC, request: () => ({ path: `/api/v1/${type}` }) },
    {
      endpoint: `POST /api/v1/${type}`,
      allow: STAFF,
      request: () => ({ path: `/api/v1/${type}`, body: resource(type, { name_nl: `Soort ${unique()}`, name_en: `Kind ${unique()}` }) }),
    },
    {
      endpoint: `PATCH /api/v1/${type}/:id`,
      allow: STAFF,
      async request({ world, side }) {
        const entry = await make.lookup(world, side, type);
        return { path: `/api/v1/${type}/${entry.id}`, body: resource(type, { name_nl: `Hernoemd ${unique()}` }, entry.id) };
      },
    },
    {
      endpoint: `DELETE /api/v1/${type}/:id`,
      allow: STAFF,
      note: 'an entry no organization uses (one in use is 409 inUse for staff)',
      request: async ({ world, side }) => ({ path: `/api/v1/${type}/${(await make.lookup(world, side, type)).id}` }),
    },
  ]),
  { endpoint: 'GET /api/v1/social_map/organizations', ...PUBLIC, request: () => ({ path: '/api/v1/social_map/organizations' }) },
  {
    endpoint: 'GET /api/v1/social_map/organizations/:id',
    ...PUBLIC,
    note: "another center's organization is not on this center's map",
    request: async ({ world, side }) => ({ path: `/api/v1/social_map/organizations/${(await make.mapOrganization(world, side)).id}` }),
  },
  {
    endpoint: 'GET /api/v1/social_map/organizations/:id',
    variant: 'hidden from the map',
    allow: [],
    deny: 404,
    signedOut: 404,
    note: 'an approved organization whose profile does not show it is not on the map, for anyone (staff too)',
    request: async ({ world, side }) => ({
      path: `/api/v1/social_map/organizations/${(await make.mapOrganization(world, side, { shown: false })).id}`,
    }),
  },
  { endpoint: 'GET /api/v1/social_map/markers', ...PUBLIC, request: () => ({ path: '/api/v1/social_map/markers' }) },

  // ── the embeddable vacancy widget and the open feeds (docs/domain.md#vacancy-widget, docs/api.md#open-feeds) ──
  { endpoint: 'GET /api/v1/vacancy_widgets', allow: SITE, otherCenter: 'n/a', request: () => ({ path: '/api/v1/vacancy_widgets' }) },
  {
    endpoint: 'POST /api/v1/vacancy_widgets',
    allow: SITE,
    otherCenter: 'n/a',
    request: () => ({
      path: '/api/v1/vacancy_widgets',
      body: resource('vacancy_widgets', { name: `Gemeente ${unique()}`, vacancy_types: ['volunteering'], item_count: 3, theme: 'dark' }),
    }),
  },
  {
    endpoint: 'GET /api/v1/vacancy_widgets/:id',
    allow: SITE,
    request: async ({ world, side }) => ({ path: `/api/v1/vacancy_widgets/${(await make.widget(world, side)).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/vacancy_widgets/:id',
    allow: SITE,
    async request({ world, side }) {
      const widget = await make.widget(world, side);
      return { path: `/api/v1/vacancy_widgets/${widget.id}`, body: resource('vacancy_widgets', { item_count: 8 }, widget.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/vacancy_widgets/:id',
    allow: SITE,
    request: async ({ world, side }) => ({ path: `/api/v1/vacancy_widgets/${(await make.widget(world, side)).id}` }),
  },
  {
    endpoint: 'GET /api/v1/public/vacancy_widgets/:id',
    ...PUBLIC,
    note: "another center's widget does not exist on this center's host",
    request: async ({ world, side }) => ({ path: `/api/v1/public/vacancy_widgets/${(await make.widget(world, side)).id}` }),
  },
  { endpoint: 'GET /api/v1/public/feeds/vacancies.rss', ...PUBLIC, request: () => ({ path: '/api/v1/public/feeds/vacancies.rss' }) },
  { endpoint: 'GET /api/v1/public/feeds/vacancies.json', ...PUBLIC, request: () => ({ path: '/api/v1/public/feeds/vacancies.json' }) },
  { endpoint: 'GET /api/v1/public/feeds/news.rss', ...PUBLIC, request: () => ({ path: '/api/v1/public/feeds/news.rss' }) },
  { endpoint: 'GET /api/v1/public/feeds/news.json', ...PUBLIC, request: () => ({ path: '/api/v1/public/feeds/news.json' }) },

  // ── forms (docs/domain.md#forms) ────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/forms', allow: FORMS, otherCenter: 'n/a', request: () => ({ path: '/api/v1/forms' }) },
  {
    endpoint: 'POST /api/v1/forms',
    variant: "the center's own form",
    allow: SITE,
    except: { organization_superuser: 422 },
    otherCenter: 'n/a',
    note: 'an organization superuser must name one of their organizations (422 on organization_id)',
    request: () => ({
      path: '/api/v1/forms',
      body: resource('forms', { title: 'Nieuw formulier', questions: [{ text: 'Naam', question_type: 'text' }] }),
    }),
  },
  {
    endpoint: 'POST /api/v1/forms',
    variant: "an organization's form",
    allow: FORMS,
    otherCenter: 'n/a',
    request: ({ world }) => ({
      path: '/api/v1/forms',
      body: resource('forms', { title: 'Nieuw formulier', organization_id: world.orgA.id }),
    }),
  },
  {
    endpoint: 'GET /api/v1/forms/:id',
    allow: FORMS,
    request: async ({ world, side }) => ({ path: `/api/v1/forms/${(await make.form(world, side)).form.id}?include=questions` }),
  },
  {
    endpoint: 'GET /api/v1/forms/:id',
    variant: "the center's own form",
    allow: SITE,
    note: "organization superusers manage only their organizations' forms",
    request: async ({ world, side }) => ({ path: `/api/v1/forms/${(await make.form(world, side, { center: true })).form.id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/forms/:id',
    allow: FORMS,
    async request({ world, side }) {
      const { form, question } = await make.form(world, side);
      return {
        path: `/api/v1/forms/${form.id}`,
        body: resource(
          'forms',
          { title: 'Gewijzigd', questions: [{ id: question.id, text: 'Naam', question_type: 'text', required: true }] },
          form.id,
        ),
      };
    },
  },
  {
    endpoint: 'DELETE /api/v1/forms/:id',
    allow: FORMS,
    request: async ({ world, side }) => ({ path: `/api/v1/forms/${(await make.form(world, side)).form.id}` }),
  },
  {
    endpoint: 'GET /api/v1/forms/:id/submissions',
    allow: FORMS,
    request: async ({ world, side }) => ({ path: `/api/v1/forms/${(await make.form(world, side)).form.id}/submissions` }),
  },
  {
    endpoint: 'GET /api/v1/forms/:id/submissions.csv',
    allow: FORMS,
    request: async ({ world, side }) => ({ path: `/api/v1/forms/${(await make.form(world, side)).form.id}/submissions.csv` }),
  },
  {
    endpoint: 'GET /api/v1/forms/:id/submissions/:submissionId',
    allow: FORMS,
    async request({ world, side }) {
      const { form, submission } = await make.form(world, side);
      return { path: `/api/v1/forms/${form.id}/submissions/${submission.id}` };
    },
  },
  {
    endpoint: 'DELETE /api/v1/forms/:id/submissions/:submissionId',
    allow: FORMS,
    async request({ world, side }) {
      const { form, submission } = await make.form(world, side);
      return { path: `/api/v1/forms/${form.id}/submissions/${submission.id}` };
    },
  },
  {
    endpoint: 'GET /api/v1/forms/:id/summary',
    allow: FORMS,
    request: async ({ world, side }) => ({ path: `/api/v1/forms/${(await make.form(world, side)).form.id}/summary` }),
  },
  {
    endpoint: 'GET /api/v1/forms/:id/invitations',
    allow: FORMS,
    request: async ({ world, side }) => ({
      path: `/api/v1/forms/${(await make.form(world, side, { tokenHolder: true })).form.id}/invitations`,
    }),
  },
  {
    endpoint: 'POST /api/v1/forms/:id/invitations',
    allow: FORMS,
    request: async ({ world, side }) => ({
      path: `/api/v1/forms/${(await make.form(world, side, { tokenHolder: true })).form.id}/invitations`,
      body: resource('form_invitations', { emails: [uniqueEmail('invitee')] }),
    }),
  },
  {
    endpoint: 'DELETE /api/v1/forms/:id/invitations/:invitationId',
    allow: FORMS,
    async request({ world, side }) {
      const { form, invitation } = await make.form(world, side, { tokenHolder: true });
      return { path: `/api/v1/forms/${form.id}/invitations/${invitation!.id}` };
    },
  },
  {
    endpoint: 'GET /api/v1/public/forms/contact',
    ...PUBLIC,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/public/forms/contact' }),
  },
  {
    endpoint: 'GET /api/v1/public/forms/:key',
    ...PUBLIC,
    note: "another center's form is not found by its key",
    request: async ({ world, side }) => ({ path: `/api/v1/public/forms/${(await make.form(world, side)).form.publicKey}` }),
  },
  {
    endpoint: 'GET /api/v1/public/forms/:key',
    variant: 'an invitation token',
    ...PUBLIC,
    note: "another center's invitation is not found",
    request: async ({ world, side }) => ({ path: `/api/v1/public/forms/${(await make.form(world, side, { tokenHolder: true })).token}` }),
  },
  {
    endpoint: 'POST /api/v1/public/forms/:key/submissions',
    ...PUBLIC,
    async request({ world, side }) {
      const { form, question } = await make.form(world, side);
      return {
        path: `/api/v1/public/forms/${form.publicKey}/submissions`,
        body: resource('form_submissions', { answers: { [question.id]: 'Piet' } }),
      };
    },
  },

  // ── applications ────────────────────────────────────────────────────────────────────────────────────
  {
    endpoint: 'POST /api/v1/vacancies/:id/applications',
    ...PUBLIC,
    async request({ world, side, actor }) {
      const vacancy = await make.vacancy(world, side);
      const attributes = actor
        ? { message: 'Ik help graag.' }
        : {
            first_name: 'Gast',
            last_name: 'Aanmelder',
            email: uniqueEmail('guest'),
            phone_number: '0612345678',
            message: 'Ik help graag.',
          };
      return { path: `/api/v1/vacancies/${vacancy.id}/applications`, body: resource('applications', attributes) };
    },
  },
  {
    endpoint: 'POST /api/v1/applications/confirm',
    ...PUBLIC,
    otherCenter: 422,
    note: "another center's token is as good as none",
    request: async ({ world, side }) => plain('/api/v1/applications/confirm', { token: await unconfirmedGuestApplication(world, side) }),
  },
  {
    endpoint: 'GET /api/v1/applications',
    ...SIGNED_IN,
    note: 'the list is limited to what each may read',
    request: () => ({ path: '/api/v1/applications' }),
  },
  {
    endpoint: 'GET /api/v1/applications/:id',
    allow: [...ORG, 'mentor', 'student'],
    note: "the student's own application: their mentor reads it too",
    request: async ({ world, side }) => ({ path: `/api/v1/applications/${(await make.application(world, side)).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/applications/:id',
    allow: ORG,
    async request({ world, side }) {
      const app = await make.application(world, side);
      return { path: `/api/v1/applications/${app.id}`, body: resource('applications', { internal_note: 'Gebeld.' }, app.id) };
    },
  },
  {
    endpoint: 'PATCH /api/v1/applications/:id',
    variant: "to another organization's vacancy",
    allow: STAFF,
    otherCenter: 'n/a',
    async request({ world }) {
      const other = await createOrganization(world.backend.db, world.a.id, { name: `Andere ${unique()}` });
      const vacancy = await createVacancy(world.backend.db, { centerId: world.a.id, organizationId: other.id });
      const app = await createApplication(world.backend.db, {
        centerId: world.a.id,
        vacancyId: vacancy.id,
        user: world.actors.student.user,
      });
      return { path: `/api/v1/applications/${app.id}`, body: resource('applications', { internal_note: 'Gebeld.' }, app.id) };
    },
  },
  {
    endpoint: 'POST /api/v1/applications/:id/withdraw',
    allow: ['student'],
    note: 'only the applicant withdraws',
    request: async ({ world, side }) => ({ path: `/api/v1/applications/${(await make.application(world, side)).id}/withdraw` }),
  },

  // ── notifications ───────────────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/notifications', ...SIGNED_IN, request: () => ({ path: '/api/v1/notifications' }) },
  { endpoint: 'POST /api/v1/notifications/read_all', ...SIGNED_IN, request: () => ({ path: '/api/v1/notifications/read_all' }) },
  {
    endpoint: 'POST /api/v1/notifications/:id/read',
    variant: 'own notification',
    ...SIGNED_IN,
    async request({ world, side, actor }) {
      const owner = side === 'B' ? world.staffB.id : (actor ?? world.actors.volunteer).user.id;
      return { path: `/api/v1/notifications/${(await make.notification(world, owner, side)).id}/read` };
    },
  },
  {
    endpoint: 'POST /api/v1/notifications/:id/read',
    variant: "the volunteer's notification",
    allow: ['volunteer'],
    deny: 404,
    otherCenter: 'n/a',
    request: async ({ world }) => ({
      path: `/api/v1/notifications/${(await make.notification(world, world.actors.volunteer.user.id, 'A')).id}/read`,
    }),
  },

  // ── dashboard (docs/domain.md#dashboard): everyone their own figures ──────────────────────────────────
  { endpoint: 'GET /api/v1/dashboard', ...SIGNED_IN, request: () => ({ path: '/api/v1/dashboard' }) },

  // ── analytics (docs/domain.md#analytics): staff the center, organization superusers their organizations ──
  { endpoint: 'GET /api/v1/analytics/activity', allow: ORG, otherCenter: 'n/a', request: () => ({ path: '/api/v1/analytics/activity' }) },
  {
    endpoint: 'GET /api/v1/analytics/activity',
    variant: 'one organization',
    allow: ORG,
    note: "an organization superuser's own organization; another center's is not there (404)",
    request: ({ world, side }) => ({ path: `/api/v1/analytics/activity?filter[organization_id]=${orgOf(world, side).id}` }),
  },
  {
    endpoint: 'GET /api/v1/analytics/public_site',
    allow: STAFF,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/analytics/public_site' }),
  },
  {
    endpoint: 'POST /api/v1/analytics/page_views',
    ...PUBLIC,
    otherCenter: 'n/a',
    note: "the public pages' beacon: an aggregate counter, nothing of the visitor",
    request: () => plain('/api/v1/analytics/page_views', { path: '/vacatures' }),
  },

  // ── the accessibility statement's contact ───────────────────────────────────────────────────────────────
  {
    endpoint: 'GET /api/v1/accessibility_contact',
    ...PUBLIC,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/accessibility_contact' }),
  },
  {
    endpoint: 'PUT /api/v1/accessibility_contact',
    allow: STAFF,
    otherCenter: 'n/a',
    request: () => ({
      path: '/api/v1/accessibility_contact',
      body: resource('accessibility_contacts', { email: 'toegankelijkheid@matrix.test', phone_number: '030 123 45 67' }),
    }),
  },

  // ── personal data export (docs/decisions.md, "Personal data export") ───────────────────────────────────
  { endpoint: 'GET /api/v1/data_exports', ...SIGNED_IN, request: () => ({ path: '/api/v1/data_exports' }) },
  { endpoint: 'POST /api/v1/data_exports', ...SIGNED_IN, otherCenter: 'n/a', request: () => ({ path: '/api/v1/data_exports' }) },
  {
    endpoint: 'GET /api/v1/data_exports/:id',
    variant: 'own export',
    ...SIGNED_IN,
    async request({ world, side, actor }) {
      const owner = side === 'B' ? world.staffB.id : (actor ?? world.actors.volunteer).user.id;
      return { path: `/api/v1/data_exports/${(await readyExport(world, owner, side)).id}` };
    },
  },
  {
    endpoint: 'GET /api/v1/data_exports/:id',
    variant: "the volunteer's export",
    allow: ['volunteer'],
    deny: 404,
    otherCenter: 'n/a',
    note: 'only the person it is about; staff and admins included get 404',
    request: async ({ world }) => ({ path: `/api/v1/data_exports/${(await readyExport(world, world.actors.volunteer.user.id, 'A')).id}` }),
  },
  {
    endpoint: 'GET /api/v1/data_exports/:id/download',
    variant: 'own export with its mailed token',
    ...SIGNED_IN,
    async request({ world, side, actor }) {
      const owner = side === 'B' ? world.staffB.id : (actor ?? world.actors.volunteer).user.id;
      const row = await readyExport(world, owner, side);
      return { path: `/api/v1/data_exports/${row.id}/download?token=${row.token}` };
    },
  },
  {
    endpoint: 'GET /api/v1/data_exports/:id/download',
    variant: "the volunteer's export with its token",
    allow: ['volunteer'],
    deny: 404,
    otherCenter: 'n/a',
    note: 'the token alone is not enough: the session must be the owner',
    async request({ world }) {
      const row = await readyExport(world, world.actors.volunteer.user.id, 'A');
      return { path: `/api/v1/data_exports/${row.id}/download?token=${row.token}` };
    },
  },

  // ── vacancies ───────────────────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/vacancies', allow: ORG, note: 'the management list', request: () => ({ path: '/api/v1/vacancies' }) },
  { endpoint: 'GET /api/v1/vacancies/search', ...PUBLIC, request: () => ({ path: '/api/v1/vacancies/search' }) },
  {
    endpoint: 'GET /api/v1/vacancies/:id',
    ...PUBLIC,
    request: async ({ world, side }) => ({ path: `/api/v1/vacancies/${(await make.vacancy(world, side)).id}` }),
  },
  {
    endpoint: 'GET /api/v1/vacancies/:id',
    variant: 'draft',
    allow: ORG,
    deny: 404,
    signedOut: 404,
    request: async ({ world, side }) => ({ path: `/api/v1/vacancies/${(await make.vacancy(world, side, 'draft')).id}` }),
  },
  {
    endpoint: 'POST /api/v1/vacancies',
    allow: ORG,
    otherCenter: 422,
    note: 'an organization of another center named in a body is an invalid attribute (422 on organization_id)',
    request: ({ world, side }) => ({
      path: '/api/v1/vacancies',
      body: resource('vacancies', { title: 'Nieuwe vacature', organization_id: orgOf(world, side).id }),
    }),
  },
  {
    endpoint: 'POST /api/v1/vacancies',
    variant: 'for another organization of the center',
    allow: STAFF,
    otherCenter: 'n/a',
    note: 'an organization superuser creates vacancies for their own organizations only',
    request: ({ world }) => ({
      path: '/api/v1/vacancies',
      body: resource('vacancies', { title: 'Nieuwe vacature', organization_id: world.school.id }),
    }),
  },
  ...(['PATCH', 'PUT'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/vacancies/:id`,
    allow: ORG,
    async request({ world, side }) {
      const vacancy = await make.vacancy(world, side);
      return { path: `/api/v1/vacancies/${vacancy.id}`, body: resource('vacancies', { title: 'Nieuwe titel' }, vacancy.id) };
    },
  })),
  {
    endpoint: 'DELETE /api/v1/vacancies/:id',
    allow: ORG,
    request: async ({ world, side }) => ({ path: `/api/v1/vacancies/${(await make.vacancy(world, side)).id}` }),
  },
  {
    endpoint: 'POST /api/v1/vacancies/bulk_edit',
    allow: ORG,
    otherCenter: 422,
    note: "another center's vacancy in ids is reported at its place in the list (422), like an unknown one",
    request: async ({ world, side }) => ({
      path: '/api/v1/vacancies/bulk_edit',
      body: resource('vacancy_bulk_edits', { ids: [(await make.vacancy(world, side)).id], add_tags: ['matrix'] }),
    }),
  },
  { endpoint: 'GET /api/v1/age_groups', ...PUBLIC, request: () => ({ path: '/api/v1/age_groups' }) },

  // ── pages and their blocks ──────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/pages', allow: PAGES, request: () => ({ path: '/api/v1/pages' }) },
  {
    endpoint: 'GET /api/v1/pages/:id',
    allow: PAGES,
    request: async ({ world, side }) => ({ path: `/api/v1/pages/${(await make.page(world, side)).id}` }),
  },
  {
    endpoint: 'POST /api/v1/pages',
    allow: PAGES,
    request: () => ({ path: '/api/v1/pages', body: resource('pages', { title: `Nieuwe pagina ${unique()}` }) }),
  },
  {
    endpoint: 'PATCH /api/v1/pages/:id',
    allow: PAGES,
    async request({ world, side }) {
      const page = await make.page(world, side);
      return { path: `/api/v1/pages/${page.id}`, body: resource('pages', { title: 'Andere titel' }, page.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/pages/:id',
    allow: PAGES,
    request: async ({ world, side }) => ({ path: `/api/v1/pages/${(await make.page(world, side)).id}` }),
  },
  {
    endpoint: 'GET /api/v1/pages/:id/content_blocks',
    allow: PAGES,
    request: async ({ world, side }) => ({ path: `/api/v1/pages/${(await make.page(world, side)).id}/content_blocks` }),
  },
  {
    endpoint: 'PUT /api/v1/pages/:id/content_blocks',
    allow: PAGES,
    async request({ world, side }) {
      const page = await make.page(world, side);
      return {
        path: `/api/v1/pages/${page.id}/content_blocks`,
        body: { data: [{ type: 'content_blocks', attributes: { block_type: 'Markdown', settings: { markdown: 'Hallo' } } }] },
      };
    },
  },

  // ── menus ───────────────────────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/menus', allow: PAGES, request: () => ({ path: '/api/v1/menus' }) },
  {
    endpoint: 'GET /api/v1/menus/:id',
    allow: PAGES,
    request: ({ world, side }) => ({ path: `/api/v1/menus/${menuOf({ world, side }).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/menus/:id',
    allow: SITE,
    request: ({ world, side }) => ({
      path: `/api/v1/menus/${menuOf({ world, side }).id}`,
      body: resource('menus', { name: 'Hoofdmenu' }, menuOf({ world, side }).id),
    }),
  },
  {
    endpoint: 'GET /api/v1/menus/:id/menu_items',
    allow: PAGES,
    request: ({ world, side }) => ({ path: `/api/v1/menus/${menuOf({ world, side }).id}/menu_items` }),
  },
  {
    endpoint: 'POST /api/v1/menus/:id/menu_items',
    allow: SITE,
    request: ({ world, side }) => ({
      path: `/api/v1/menus/${menuOf({ world, side }).id}/menu_items`,
      body: resource('menu_items', { name: `Link ${unique()}`, link_type: 'url', url: 'https://example.org/' }),
    }),
  },
  {
    endpoint: 'PUT /api/v1/menus/:id/order',
    allow: SITE,
    note: 'the body names every item of the menu as it is when the cell runs',
    async request({ world, side }) {
      const menu = menuOf({ world, side });
      await make.menuItem(world, side);
      const items = await world.backend.db.select().from(schema.menuItems).where(eq(schema.menuItems.menuId, menu.id));
      return {
        path: `/api/v1/menus/${menu.id}/order`,
        body: { data: items.map((item, position) => ({ id: item.id, parent_id: null, position })) },
        contentType: 'application/json',
      };
    },
  },
  {
    endpoint: 'GET /api/v1/menu_items/:id',
    allow: PAGES,
    request: async ({ world, side }) => ({ path: `/api/v1/menu_items/${(await make.menuItem(world, side)).id}` }),
  },
  {
    endpoint: 'PATCH /api/v1/menu_items/:id',
    allow: SITE,
    async request({ world, side }) {
      const item = await make.menuItem(world, side);
      return { path: `/api/v1/menu_items/${item.id}`, body: resource('menu_items', { name: 'Andere naam' }, item.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/menu_items/:id',
    allow: SITE,
    request: async ({ world, side }) => ({ path: `/api/v1/menu_items/${(await make.menuItem(world, side)).id}` }),
  },

  // ── stock images and media ──────────────────────────────────────────────────────────────────────────
  { endpoint: 'GET /api/v1/stock_images', allow: PAGES, request: () => ({ path: '/api/v1/stock_images' }) },
  {
    endpoint: 'GET /api/v1/stock_images/:id',
    allow: PAGES,
    request: async ({ world, side }) => ({ path: `/api/v1/stock_images/${(await make.stockImage(world, side)).id}` }),
  },
  {
    endpoint: 'POST /api/v1/stock_images',
    allow: SITE,
    request: () => ({
      path: '/api/v1/stock_images',
      body: resource('stock_images', { name: `Beeld ${unique()}`, image_url: '/images/nieuw.jpg' }),
    }),
  },
  {
    endpoint: 'PATCH /api/v1/stock_images/:id',
    allow: SITE,
    async request({ world, side }) {
      const image = await make.stockImage(world, side);
      return { path: `/api/v1/stock_images/${image.id}`, body: resource('stock_images', { name: 'Andere naam' }, image.id) };
    },
  },
  {
    // The shared library (no center) is seen by every tenant, so no admin of one tenant
    // (here: demo) changes it; only an admin of the platform's own tenant does.
    endpoint: 'PATCH /api/v1/stock_images/:id',
    variant: 'shared library image',
    allow: [],
    otherCenter: 'n/a',
    async request({ world }) {
      const image = await make.stockImage(world, null);
      return { path: `/api/v1/stock_images/${image.id}`, body: resource('stock_images', { name: 'Andere naam' }, image.id) };
    },
  },
  {
    endpoint: 'DELETE /api/v1/stock_images/:id',
    allow: SITE,
    request: async ({ world, side }) => ({ path: `/api/v1/stock_images/${(await make.stockImage(world, side)).id}` }),
  },
  { endpoint: 'GET /api/v1/media_files', allow: PAGES, request: () => ({ path: '/api/v1/media_files' }) },
  {
    endpoint: 'GET /api/v1/media_files/:id',
    allow: PAGES,
    request: async ({ world, side }) => ({ path: `/api/v1/media_files/${(await make.mediaFile(world, side)).id}` }),
  },
  { endpoint: 'POST /api/v1/media_files', allow: PAGES, request: () => ({ path: '/api/v1/media_files', form: mediaForm() }) },
  {
    endpoint: 'DELETE /api/v1/media_files/:id',
    allow: SITE,
    request: async ({ world, side }) => ({ path: `/api/v1/media_files/${(await make.mediaFile(world, side)).id}` }),
  },

  // ── the public site ─────────────────────────────────────────────────────────────────────────────────
  {
    endpoint: 'GET /api/v1/public/pages/by_slug',
    ...PUBLIC,
    otherCenter: 404,
    request: async ({ world, side }) => ({
      path: `/api/v1/public/pages/by_slug?filter[locale]=nl&filter[slug]=${(await make.page(world, side)).slug}`,
    }),
  },
  { endpoint: 'GET /api/v1/public/sitemap/vacancies', ...PUBLIC, request: () => ({ path: '/api/v1/public/sitemap/vacancies' }) },
  { endpoint: 'GET /api/v1/public/news', ...PUBLIC, request: () => ({ path: '/api/v1/public/news' }) },
  { endpoint: 'GET /api/v1/public/menus', ...PUBLIC, request: () => ({ path: '/api/v1/public/menus' }) },
  // ── saved searches (docs/domain.md#saved-searches): private to their owner; unsubscribe by the mailed token ──
  { endpoint: 'GET /api/v1/saved_searches', ...SIGNED_IN, otherCenter: 'n/a', request: () => ({ path: '/api/v1/saved_searches' }) },
  {
    endpoint: 'POST /api/v1/saved_searches',
    ...SIGNED_IN,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/saved_searches', body: resource('saved_searches', { name: 'Tuin', query: { q: 'tuin' } }) }),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/saved_searches/:id`,
    variant: 'own saved search',
    ...SIGNED_IN,
    async request({ world, side, actor }) {
      const owner = side === 'B' ? world.staffB : (actor ?? world.actors.volunteer).user;
      const search = await savedSearchOf(world, side, owner.id);
      return {
        path: `/api/v1/saved_searches/${search.id}`,
        ...(method === 'PATCH' ? { body: resource('saved_searches', { frequency: 'daily' }, search.id) } : {}),
      };
    },
  })),
  {
    endpoint: 'GET /api/v1/saved_searches/:id',
    variant: "the volunteer's saved search",
    allow: ['volunteer'],
    deny: 404,
    otherCenter: 'n/a',
    note: "another user's saved search is not found",
    request: async ({ world }) => ({
      path: `/api/v1/saved_searches/${(await savedSearchOf(world, 'A', world.actors.volunteer.user.id)).id}`,
    }),
  },
  ...(['GET', 'POST'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/saved_searches/unsubscribe`,
    ...PUBLIC,
    note: 'the token of the mail is the credential; another center does not know it',
    async request({ world, side }) {
      const owner = side === 'B' ? world.staffB.id : world.actors.volunteer.user.id;
      return { path: `/api/v1/saved_searches/unsubscribe?token=${(await savedSearchOf(world, side, owner)).unsubscribeToken}` };
    },
  })),
  // ── data viewer (docs/api.md "Data viewer"): center staff, their own center's rows only ─────────────────
  ...DATA_VIEWER_DATASETS.flatMap((dataset): Row[] => [
    {
      endpoint: `GET /api/v1/data_viewer/${dataset}`,
      allow: STAFF,
      otherCenter: 'n/a',
      note: 'the rows are scoped by center (tests/api/data-viewer.test.ts)',
      request: () => ({ path: `/api/v1/data_viewer/${dataset}` }),
    },
    {
      endpoint: `GET /api/v1/data_viewer/${dataset}.csv`,
      allow: STAFF,
      otherCenter: 'n/a',
      request: () => ({ path: `/api/v1/data_viewer/${dataset}.csv` }),
    },
  ]),
];

function menuOf({ world, side }: Pick<FixtureContext, 'world' | 'side'>) {
  return side === 'A' ? world.menuA : world.menuB;
}

function uploadForm(purpose: string) {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'logo.png');
  return form;
}

function mediaForm() {
  const form = new FormData();
  form.set('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'folder.pdf');
  return form;
}

/** A saved search of `userId` in the side's center (rows of saved_searches are private to their owner). */
async function savedSearchOf(world: FixtureContext['world'], side: FixtureContext['side'], userId: number) {
  const [row] = await world.backend.db
    .insert(schema.savedSearches)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      userId,
      name: `Zoekopdracht ${unique()}`,
      query: {},
      unsubscribeToken: `${unique()}${'x'.repeat(43)}`.slice(0, 43),
    })
    .returning();
  if (!row) throw new Error('no saved search');
  return row;
}

/** A prepared data export of `userId` with a known token and its (encrypted) file in the export storage. */
async function readyExport(world: FixtureContext['world'], userId: number, side: 'A' | 'B') {
  const token = newSecret();
  const fileName = newExportFileName();
  const storage = world.backend.deps.exportStorage ?? exportStorageFromEnv();
  await storage.put(fileName, encryptExport(zipSync({ 'personal-data.json': strToU8('{}') }), token, fileName));
  const [row] = await world.backend.db
    .insert(schema.dataExports)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      userId,
      status: 'ready',
      tokenHash: hashSecret(token),
      fileName,
      byteSize: 1,
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  return { id: row!.id, token };
}
