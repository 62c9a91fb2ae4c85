/** Confirmation, password-reset and invitation mails, with links to the user's own center site. */
import { eq } from 'drizzle-orm';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { Deps, UserRow } from '../context';
import type { Executor } from '../db/client';
import { volunteerCenters } from '../db/schema';
import { ApiError } from '../jsonapi/errors';
import { issueUserToken, TOKEN_TTL_MS } from './user-tokens';

/** No link is ever mailed for an archived account, whichever endpoint asks (archiving revoked the old ones). */
async function centerOf(db: Executor, user: UserRow) {
  if (user.status === 'archived') throw new ApiError(422, { code: 'userArchived' });
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.id, user.volunteerCenterId));
  if (!center) throw new Error(`user ${user.id} has no center`);
  return center;
}

function link(deps: Deps, slug: string, locale: string, path: string, params: Record<string, string>) {
  const prefix = locale === 'nl' ? '' : `/${locale}`;
  return `${deps.centerUrl(slug)}${prefix}${path}?${new URLSearchParams(params).toString()}`;
}

const nameOf = (user: UserRow) => user.firstName || user.email;

export async function sendConfirmationMail(deps: Deps, db: Executor, user: UserRow) {
  const center = await centerOf(db, user);
  const token = await issueUserToken(db, user.id, 'confirmation', deps.now());
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: user.email,
    locale: user.locale,
    template: 'confirmation',
    params: {
      appName: TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name,
      name: nameOf(user),
      actionUrl: link(deps, center.slug, user.locale, '/confirm', { confirmation_token: token }),
    },
  });
}

export async function sendResetPasswordMail(deps: Deps, db: Executor, user: UserRow) {
  const center = await centerOf(db, user);
  const token = await issueUserToken(db, user.id, 'reset_password', deps.now());
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: user.email,
    locale: user.locale,
    template: 'resetPassword',
    params: {
      appName: TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name,
      name: nameOf(user),
      hours: TOKEN_TTL_MS.reset_password / 3600_000,
      actionUrl: link(deps, center.slug, user.locale, '/auth/reset', { reset_password_token: token }),
    },
  });
}

export async function sendInvitationMail(deps: Deps, db: Executor, user: UserRow, inviter: UserRow) {
  const center = await centerOf(db, user);
  const token = await issueUserToken(db, user.id, 'invitation', deps.now());
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: user.email,
    locale: user.locale,
    template: 'invitation',
    params: {
      appName: TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name,
      name: nameOf(user),
      inviter: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
      days: TOKEN_TTL_MS.invitation / (24 * 3600_000),
      actionUrl: link(deps, center.slug, user.locale, '/auth/reset', { invitation_token: token }),
    },
  });
}

/**
 * An e-mail change: the confirmation link goes to the NEW address (proving it is the user's), and a notice
 * without a link to the current one, so a hijacked session cannot move the account away unnoticed.
 * `requestedBy` is the staff member who started it, when it was not the user (the link then needs the user's
 * own session: resources/current-user/account-routes.ts).
 */
export async function sendEmailChangeMails(deps: Deps, db: Executor, user: UserRow, newEmail: string, requestedBy: number | null = null) {
  const center = await centerOf(db, user);
  const payload = requestedBy === null ? { email: newEmail } : { email: newEmail, requestedBy };
  const token = await issueUserToken(db, user.id, 'email_change', deps.now(), payload);
  const appName = TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name;
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: newEmail,
    locale: user.locale,
    template: 'emailChange',
    params: {
      appName,
      name: nameOf(user),
      hours: TOKEN_TTL_MS.email_change / 3600_000,
      actionUrl: link(deps, center.slug, user.locale, '/profile-edit/email', { email_token: token }),
    },
  });
  await sendNotice(deps, center, appName, user, newEmail);
}

/** The notice alone: an invited account's address corrected by staff gets a new invitation instead of a link. */
export async function sendEmailChangeNotice(deps: Deps, db: Executor, user: UserRow, newEmail: string) {
  const center = await centerOf(db, user);
  await sendNotice(deps, center, TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name, user, newEmail);
}

async function sendNotice(deps: Deps, center: { id: number }, appName: string, user: UserRow, newEmail: string) {
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: user.email,
    locale: user.locale,
    template: 'emailChangeNotice',
    params: { appName, name: nameOf(user), newEmail, actionUrl: '' },
  });
}
