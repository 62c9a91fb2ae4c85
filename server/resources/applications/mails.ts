/**
 * Application mails: the guest's confirmation link, the new application to the organization superusers (each in
 * their own language) and the decision to the applicant in the language they applied in. Always sent after the
 * commit: the mailer writes the outbox through its own connection.
 */
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { CenterRow, Deps } from '../../context';
import type { Locale } from '@/domain/values';
import type { MailTemplate } from '../../mail/templates';
import type { ApplicationView } from './serializers';
import { organizationSuperusers } from './service';

const appNameOf = (center: CenterRow) => TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name;

export function centerLink(deps: Deps, center: CenterRow, locale: Locale, path: string) {
  return `${deps.centerUrl(center.slug)}${locale === 'nl' ? '' : `/${locale}`}${path}`;
}

async function send(
  deps: Deps,
  center: CenterRow,
  to: { email: string; name: string; locale: Locale },
  template: MailTemplate,
  params: Record<string, string>,
) {
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: to.email,
    locale: to.locale,
    template,
    params: { appName: appNameOf(center), name: to.name, actionUrl: '', ...params },
  });
}

const applicantOf = (app: ApplicationView) => ({ email: app.email, name: app.firstName || app.email, locale: app.locale });

/** The guest's link back to the vacancy page, which confirms the application with the token. */
export async function sendGuestConfirmation(deps: Deps, center: CenterRow, app: ApplicationView, token: string) {
  await send(deps, center, applicantOf(app), 'applicationConfirm', {
    vacancy: app.vacancyTitle,
    organization: app.organizationName,
    actionUrl: centerLink(deps, center, app.locale, `/vacancies/search/${app.vacancyId}/confirm?token=${encodeURIComponent(token)}`),
  });
}

/** A confirmed application: every organization superuser of the vacancy's organization hears of it. */
export async function sendApplicationReceived(deps: Deps, center: CenterRow, app: ApplicationView) {
  const recipients = await organizationSuperusers(deps.db, app.organizationId);
  for (const r of recipients)
    await send(deps, center, { email: r.email, name: r.firstName || r.email, locale: r.locale }, 'applicationReceived', {
      vacancy: app.vacancyTitle,
      organization: app.organizationName,
      applicant: `${app.firstName} ${app.lastName}`.trim(),
      actionUrl: centerLink(deps, center, r.locale, `/applications/${app.id}`),
    });
}

/** Accepted or rejected, in the applicant's language; guests have no account, so their mail has no link. */
export async function sendDecision(deps: Deps, center: CenterRow, app: ApplicationView) {
  if (app.status === null) return;
  await send(deps, center, applicantOf(app), app.status === 'accepted' ? 'applicationAccepted' : 'applicationRejected', {
    vacancy: app.vacancyTitle,
    organization: app.organizationName,
    actionUrl: app.userId === null ? '' : centerLink(deps, center, app.locale, `/applications/${app.id}`),
  });
}
