/** Confirmation, password-reset and invitation mails, with links to the user's own center site. */
import { eq } from 'drizzle-orm';
import { TENANTS, type TenantKey } from '@/lib/tenancy';
import type { Deps, UserRow } from '../context';
import type { Executor } from '../db/client';
import { volunteerCenters } from '../db/schema';
import { issueUserToken, TOKEN_TTL_MS } from './user-tokens';

async function centerOf(db: Executor, user: UserRow) {
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
