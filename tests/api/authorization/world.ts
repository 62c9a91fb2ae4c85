/**
 * The seeded world of the authorization matrix (docs/authorization.md): two centers of the demo tenant, one
 * signed-in user per role in center A (with the organization memberships their role needs), and records in A and
 * B. Rows build their own fresh records through the helpers below, so no cell depends on another one.
 */
import { eq } from 'drizzle-orm';
import { hashSecret } from '@/server/auth/tokens';
import { issueUserToken } from '@/server/auth/user-tokens';
import * as schema from '@/server/db/schema';
import { ROLE_NAMES, type RoleName } from '@/domain/roles';
import { createCenter, createOrganization, createUser, signIn, type Headers, type TestBackend } from '../../support/api';
import { createApplication, createVacancy } from '../../support/factories/applications';
import { createPage } from '../../support/factories/content';

/** Every role of the product, one column each (docs/domain.md#roles). */
export const ROLES = ROLE_NAMES;
export type Role = (typeof ROLES)[number];

type UserRow = typeof schema.users.$inferSelect;
type CenterRow = Awaited<ReturnType<typeof createCenter>>;
type OrganizationRow = Awaited<ReturnType<typeof createOrganization>>;

export interface Actor {
  role: Role;
  user: UserRow;
  headers: Headers;
}

export interface World {
  backend: TestBackend;
  a: CenterRow;
  b: CenterRow;
  /** The approved non-profit of A whose organization superuser is `actors.organization_superuser`. */
  orgA: OrganizationRow;
  /** The school of A: the mentor and the student belong to it. */
  school: OrganizationRow;
  orgB: OrganizationRow;
  actors: Record<Role, Actor>;
  /** A center superuser of B, for records B's own staff would create. */
  staffB: UserRow;
  menuA: typeof schema.menus.$inferSelect;
  menuB: typeof schema.menus.$inferSelect;
}

let seq = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}@matrix.test`;
export const unique = () => `${Date.now().toString(36)}${++seq}`;

/** The organization a role is tied to in the world (organization roles need one). */
function organizationOf(world: Pick<World, 'orgA' | 'school'>, role: Role): number | undefined {
  if (role === 'organization_superuser') return world.orgA.id;
  if (role === 'mentor' || role === 'student') return world.school.id;
  return undefined;
}

/** A new user of center A holding `role` as the world's user of that role does (same organization, mentor). */
export async function createRoleUser(world: Pick<World, 'backend' | 'a' | 'orgA' | 'school'> & { actors?: World['actors'] }, role: Role) {
  const user = await createUser(world.backend.db, world.a.id, {
    role,
    organizationId: organizationOf(world, role),
    email: uniqueEmail(role),
  });
  if (role === 'student' && world.actors)
    await world.backend.db.update(schema.users).set({ mentorId: world.actors.mentor.user.id }).where(eq(schema.users.id, user.id));
  return user;
}

/** A fresh signed-in user of `role`, for cells whose call ends or changes the actor's own account or session. */
export async function freshActor(world: World, role: Role): Promise<Actor> {
  const user = await createRoleUser(world, role);
  return { role, user, headers: await signIn(world.backend, world.a.id, user.email) };
}

export async function seedWorld(backend: TestBackend): Promise<World> {
  const db = backend.db;
  const a = await createCenter(db, { tenantKey: 'demo', name: 'Center A' });
  const b = await createCenter(db, { tenantKey: 'demo', name: 'Center B' });
  const orgA = await createOrganization(db, a.id, { name: 'Stichting A' });
  const school = await createOrganization(db, a.id, { name: 'School A', organizationType: 'School' });
  const orgB = await createOrganization(db, b.id, { name: 'Stichting B' });
  const partial = { backend, a, orgA, school };
  const actors = {} as Record<Role, Actor>;
  for (const role of ROLES) {
    const user = await createRoleUser({ ...partial, actors: role === 'student' ? actors : undefined }, role);
    actors[role] = { role, user, headers: await signIn(backend, a.id, user.email) };
  }
  const staffB = await createUser(db, b.id, { role: 'center_superuser', email: uniqueEmail('staff-b') });
  const [menuA] = await db
    .insert(schema.menus)
    .values({ volunteerCenterId: a.id, key: 'header', locale: 'nl', name: 'Hoofdmenu' })
    .returning();
  const [menuB] = await db
    .insert(schema.menus)
    .values({ volunteerCenterId: b.id, key: 'header', locale: 'nl', name: 'Hoofdmenu' })
    .returning();
  return { backend, a, b, orgA, school, orgB, actors, staffB, menuA: menuA!, menuB: menuB! };
}

/** Which center a cell's record lives in: A for the role columns, B for "another center's record". */
export type Side = 'A' | 'B';

export const centerOf = (world: World, side: Side) => (side === 'A' ? world.a : world.b);
export const orgOf = (world: World, side: Side) => (side === 'A' ? world.orgA : world.orgB);

/** Record builders: each call makes a new row, so mutating cells never share one. */
export const make = {
  /** A member of the organization (A: orgA) with only the volunteer role, which an organization superuser may grant. */
  async member(world: World, side: Side, attrs: { status?: 'active' | 'invited'; extraRole?: RoleName } = {}) {
    const db = world.backend.db;
    const center = centerOf(world, side);
    const org = orgOf(world, side);
    const user = await createUser(db, center.id, {
      role: 'volunteer',
      organizationId: org.id,
      email: uniqueEmail('member'),
      status: attrs.status ?? 'active',
      confirmed: attrs.status !== 'invited',
    });
    if (attrs.extraRole)
      await db.insert(schema.roles).values({
        userId: user.id,
        name: attrs.extraRole,
        volunteerCenterId: center.id,
        organizationId: ['organization_superuser', 'mentor', 'student'].includes(attrs.extraRole) ? org.id : null,
      });
    return user;
  },

  /**
   * An organization of the side's center. In A the world's organization superuser is made its superuser too, so
   * that their cell shows what an organization superuser may do with their own organization.
   */
  async organization(world: World, side: Side, status: 'approved' | 'pending' | 'deleted' = 'approved') {
    const db = world.backend.db;
    const org = await createOrganization(db, centerOf(world, side).id, { status, name: `Organisatie ${unique()}` });
    if (side === 'A') {
      const superuser = world.actors.organization_superuser.user;
      await db.insert(schema.memberships).values({ userId: superuser.id, organizationId: org.id });
      await db
        .insert(schema.roles)
        .values({ userId: superuser.id, name: 'organization_superuser', volunteerCenterId: world.a.id, organizationId: org.id });
    }
    return org;
  },

  /** A vacancy of the side's organization (orgA in A); published unless told otherwise. */
  vacancy(world: World, side: Side, status: 'published' | 'draft' = 'published') {
    return createVacancy(world.backend.db, { centerId: centerOf(world, side).id, organizationId: orgOf(world, side).id, status });
  },

  /** An application to a new vacancy of orgA by the world's student (in A), or by a volunteer of B. */
  async application(world: World, side: Side) {
    const vacancy = await make.vacancy(world, side);
    const applicant = side === 'A' ? world.actors.student.user : await make.member(world, 'B');
    return createApplication(world.backend.db, { centerId: centerOf(world, side).id, vacancyId: vacancy.id, user: applicant });
  },

  /** An entry of the side's center's non-profit or activity type list, used by no organization. */
  async lookup(world: World, side: Side, type: 'non_profit_types' | 'activity_types') {
    const table = type === 'non_profit_types' ? schema.nonProfitTypes : schema.activityTypes;
    const [row] = await world.backend.db
      .insert(table)
      .values({ volunteerCenterId: centerOf(world, side).id, key: `soort-${unique()}`, nameNl: 'Soort', nameEn: 'Kind' })
      .returning();
    return row!;
  },

  /** A vacancy widget of the side's center, without filters. */
  async widget(world: World, side: Side) {
    const [row] = await world.backend.db
      .insert(schema.vacancyWidgets)
      .values({ volunteerCenterId: centerOf(world, side).id, name: `Widget ${unique()}` })
      .returning();
    return row!;
  },

  /** An approved organization of the side's center with a profile that shows it on the social map (or hides it). */
  async mapOrganization(world: World, side: Side, attrs: { shown?: boolean } = {}) {
    const org = await createOrganization(world.backend.db, centerOf(world, side).id, { name: `Kaart ${unique()}` });
    await world.backend.db.insert(schema.organizationProfiles).values({ organizationId: org.id, showOnSocialMap: attrs.shown ?? true });
    return org;
  },

  /**
   * A form of the side's center: of its organization (A: orgA, whose superuser is the world's) unless `center`, with a
   * question and one submission; a token_holder form gets an open invitation (its raw token returned).
   */
  async form(world: World, side: Side, attrs: { center?: boolean; tokenHolder?: boolean } = {}) {
    const db = world.backend.db;
    const centerId = centerOf(world, side).id;
    const [form] = await db
      .insert(schema.forms)
      .values({
        volunteerCenterId: centerId,
        organizationId: attrs.center ? null : orgOf(world, side).id,
        title: `Formulier ${unique()}`,
        accessPermission: attrs.tokenHolder ? 'token_holder' : 'anonymous',
        publicKey: `k${unique()}`.padEnd(12, 'x').slice(-12),
      })
      .returning();
    const [question] = await db
      .insert(schema.formQuestions)
      .values({ formId: form!.id, position: 0, questionType: 'text', text: 'Naam' })
      .returning();
    const [submission] = await db.insert(schema.formSubmissions).values({ formId: form!.id, volunteerCenterId: centerId }).returning();
    await db.insert(schema.formAnswers).values({
      submissionId: submission!.id,
      questionId: question!.id,
      position: 0,
      questionType: 'text',
      questionText: 'Naam',
      value: 'Piet',
    });
    const token = `token-${unique()}-${'y'.repeat(20)}`;
    const [invitation] = attrs.tokenHolder
      ? await db
          .insert(schema.formInvitations)
          .values({ formId: form!.id, email: uniqueEmail('invited'), tokenHash: hashSecret(token) })
          .returning()
      : [undefined];
    return { form: form!, question: question!, submission: submission!, invitation, token };
  },

  page(world: World, side: Side) {
    return createPage(world.backend.db, centerOf(world, side).id, { slug: `pagina-${unique()}` });
  },

  async menuItem(world: World, side: Side) {
    const menu = side === 'A' ? world.menuA : world.menuB;
    const [item] = await world.backend.db
      .insert(schema.menuItems)
      .values({ menuId: menu.id, name: `Link ${unique()}`, linkType: 'url', url: 'https://example.org/', position: 0 })
      .returning();
    return item!;
  },

  /** A stock image of the side's center; `null`: of the shared library of every center. */
  async stockImage(world: World, side: Side | null) {
    const name = `beeld-${unique()}`;
    const [row] = await world.backend.db
      .insert(schema.stockImages)
      .values({
        volunteerCenterId: side === null ? null : centerOf(world, side).id,
        name,
        imageUrl: `/images/${name}.jpg`,
        keywords: ['matrix'],
      })
      .returning();
    return row!;
  },

  async mediaFile(world: World, side: Side) {
    const [row] = await world.backend.db
      .insert(schema.mediaFiles)
      .values({
        volunteerCenterId: centerOf(world, side).id,
        fileName: 'folder.pdf',
        contentType: 'application/pdf',
        byteSize: 9,
        url: `/uploads/${unique()}.pdf`,
        variants: [],
      })
      .returning();
    return row!;
  },

  async notification(world: World, userId: number, side: Side) {
    const [row] = await world.backend.db
      .insert(schema.notifications)
      .values({ volunteerCenterId: centerOf(world, side).id, userId, kind: 'matrix', data: {} })
      .returning();
    return row!;
  },

  /** A mailed token (its secret) for a new user of the side's center. */
  async mailedToken(world: World, side: Side, purpose: 'confirmation' | 'reset_password' | 'email_change') {
    const user = await createUser(world.backend.db, centerOf(world, side).id, {
      email: uniqueEmail('token'),
      confirmed: purpose === 'reset_password' || purpose === 'email_change',
    });
    const payload = purpose === 'email_change' ? { email: uniqueEmail('new-address') } : undefined;
    return { user, token: await issueUserToken(world.backend.db, user.id, purpose, new Date(), payload) };
  },
};

/** A guest's application waiting for its mailed confirmation link (the token). */
export async function unconfirmedGuestApplication(world: World, side: Side) {
  const vacancy = await make.vacancy(world, side);
  const token = `guest-${unique()}-${'x'.repeat(20)}`;
  await createApplication(world.backend.db, { centerId: centerOf(world, side).id, vacancyId: vacancy.id, unconfirmedToken: token });
  return token;
}

/** The smallest file the upload endpoints accept without converting it (sniffed as PDF by its magic bytes). */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
/** A PNG signature and IHDR length: the upload endpoint sniffs the type, it does not decode the image. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
