/**
 * Organization mails: the center's decision on an organization (approved / denied with the reason) to the
 * organization's own address and its organization superusers, and the notice of a new sign-up to the center.
 * Each recipient gets the mail in their own language; an address is mailed once. Send after the commit: the
 * mailer writes the outbox through its own connection.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { CenterRow, Deps } from '../../context';
import type { Executor } from '../../db/client';
import { roles, users, volunteerCenterProfiles } from '../../db/schema';
import type { Locale } from '@/domain/values';
import { translator } from '../../i18n';
import type { MailTemplate } from '../../mail/templates';
import type { OrganizationRow } from './serializers';

interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

const appNameOf = (center: CenterRow) => TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name;

function centerLink(deps: Deps, center: CenterRow, locale: Locale, path: string) {
  return `${deps.centerUrl(center.slug)}${locale === 'nl' ? '' : `/${locale}`}${path}`;
}

/** Unique by address (case-insensitive); the first entry for an address wins. */
function unique(recipients: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = r.email.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function usersWithRole(db: Executor, where: ReturnType<typeof and>) {
  return db
    .selectDistinct({ email: users.email, firstName: users.firstName, locale: users.locale, status: users.status })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(where);
}

/** The organization superusers of an organization, then the organization's own address (in their language). */
export async function organizationRecipients(db: Executor, org: OrganizationRow): Promise<Recipient[]> {
  const superusers = (await usersWithRole(db, and(eq(roles.organizationId, org.id), eq(roles.name, 'organization_superuser'))))
    .filter((u) => u.status !== 'archived')
    .sort((a, b) => a.email.localeCompare(b.email));
  const people = superusers.map((u) => ({ email: u.email, name: u.firstName || u.email, locale: u.locale }));
  // The organization's address has no language of its own: that of its first superuser, else Dutch.
  const own = org.email ? [{ email: org.email, name: org.name, locale: people[0]?.locale ?? ('nl' as Locale) }] : [];
  return unique([...people, ...own]);
}

/** The center's contact address from its profile, else its center superusers. */
export async function centerRecipients(db: Executor, center: CenterRow): Promise<Recipient[]> {
  const [profile] = await db
    .select({ contactEmail: volunteerCenterProfiles.contactEmail, name: volunteerCenterProfiles.name })
    .from(volunteerCenterProfiles)
    .where(eq(volunteerCenterProfiles.volunteerCenterId, center.id));
  if (profile?.contactEmail) return [{ email: profile.contactEmail, name: profile.name || center.name, locale: 'nl' }];
  const staff = await usersWithRole(db, and(eq(roles.volunteerCenterId, center.id), inArray(roles.name, ['center_superuser'])));
  return unique(
    staff
      .filter((u) => u.status === 'active')
      .sort((a, b) => a.email.localeCompare(b.email))
      .map((u) => ({ email: u.email, name: u.firstName || u.email, locale: u.locale })),
  );
}

async function sendAll(
  deps: Deps,
  center: CenterRow,
  template: MailTemplate,
  recipients: Recipient[],
  params: (r: Recipient) => Record<string, string>,
) {
  for (const r of recipients)
    await deps.mailer.send({
      volunteerCenterId: center.id,
      to: r.email,
      locale: r.locale,
      template,
      params: { appName: appNameOf(center), name: r.name, actionUrl: '', ...params(r) },
    });
}

/** After a status change: approval or denial of a pending (or denied) organization is mailed. */
export async function sendOrganizationDecisionMail(deps: Deps, center: CenterRow, before: OrganizationRow, after: OrganizationRow) {
  const decided = before.status === 'pending' || before.status === 'denied';
  if (!decided || before.status === after.status || (after.status !== 'approved' && after.status !== 'denied')) return;
  const recipients = await organizationRecipients(deps.db, after);
  if (after.status === 'approved') {
    await sendAll(deps, center, 'organizationApproved', recipients, (r) => ({
      organization: after.name,
      actionUrl: centerLink(deps, center, r.locale, '/auth/login-1'),
    }));
  } else {
    await sendAll(deps, center, 'organizationDenied', recipients, (r) => ({
      organization: after.name,
      // The sentence ends with its own full stop.
      reason: after.denialReason?.trim().replace(/[.!?\s]+$/, '') || translator(r.locale)('mail.organizationDenied.noReason'),
    }));
  }
}

/** A new sign-up waits for approval: tell the center. */
export async function sendOrganizationSignupNotice(
  deps: Deps,
  center: CenterRow,
  org: OrganizationRow,
  contact: { name: string; email: string },
) {
  const recipients = await centerRecipients(deps.db, center);
  await sendAll(deps, center, 'organizationSignupNotice', recipients, (r) => ({
    organization: org.name,
    contact: `${contact.name} <${contact.email}>`,
    actionUrl: centerLink(deps, center, r.locale, '/organizations/approve'),
  }));
}
