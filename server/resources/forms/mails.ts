/**
 * Form mails (docs/domain.md#forms): a new submission to the form's owner (the contact form: the center's contact
 * address) in their language, with the answers and a link to the submission; a copy of the answers to the respondent
 * in the language of their request; an invitation with its link in the center's language (Dutch). Sent after the
 * commit: the mailer writes the outbox through its own connection.
 */
import { eq } from 'drizzle-orm';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { Locale } from '@/domain/values';
import type { CenterRow, Deps } from '../../context';
import { users, volunteerCenterProfiles } from '../../db/schema';
import type { MailDetails } from '../../mail/templates';
import { answerText } from './csv';
import type { AnswerRow, FormRow, SubmissionRow } from './serializers';

/** The language of the mails a center sends to people without an account (its site's default). */
export const CENTER_MAIL_LOCALE: Locale = 'nl';

const appNameOf = (center: CenterRow) => TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name;

const centerLink = (deps: Deps, center: CenterRow, locale: Locale, path: string) =>
  `${deps.centerUrl(center.slug)}${locale === 'nl' ? '' : `/${locale}`}${path}`;

function details(answers: AnswerRow[], locale: Locale): MailDetails {
  return answers
    .filter((a) => a.questionType !== 'info_section')
    .map((a) => ({ label: a.questionText, value: answerText(a.value, locale) }));
}

/** Who gets a form's submissions: the contact form's center contact address (else its owner), any other form's owner. */
async function ownerRecipient(
  deps: Deps,
  center: CenterRow,
  form: FormRow,
): Promise<{ email: string; name: string; locale: Locale } | null> {
  if (form.kind === 'contact') {
    const [profile] = await deps.db
      .select({ contactEmail: volunteerCenterProfiles.contactEmail, name: volunteerCenterProfiles.name })
      .from(volunteerCenterProfiles)
      .where(eq(volunteerCenterProfiles.volunteerCenterId, center.id));
    if (profile?.contactEmail) return { email: profile.contactEmail, name: profile.name || center.name, locale: CENTER_MAIL_LOCALE };
  }
  if (form.ownerId === null) return null;
  const [owner] = await deps.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale, status: users.status })
    .from(users)
    .where(eq(users.id, form.ownerId));
  if (!owner || owner.status === 'archived') return null;
  return { email: owner.email, name: owner.firstName || owner.email, locale: owner.locale };
}

export async function sendSubmissionMails(
  deps: Deps,
  center: CenterRow,
  form: FormRow,
  submission: SubmissionRow,
  answers: AnswerRow[],
  requestLocale: Locale,
  options: { copy: boolean } = { copy: true },
) {
  if (form.notifyOwner) {
    const owner = await ownerRecipient(deps, center, form);
    if (owner)
      await deps.mailer.send({
        volunteerCenterId: center.id,
        to: owner.email,
        locale: owner.locale,
        template: 'formSubmission',
        params: {
          appName: appNameOf(center),
          name: owner.name,
          form: form.title,
          actionUrl: centerLink(deps, center, owner.locale, `/form_builder/${form.id}/submissions/${submission.id}`),
        },
        details: details(answers, owner.locale),
      });
  }
  if (submission.respondentEmail && options.copy)
    await deps.mailer.send({
      volunteerCenterId: center.id,
      to: submission.respondentEmail,
      locale: requestLocale,
      template: 'formSubmissionCopy',
      params: { appName: appNameOf(center), name: '', form: form.title, center: center.name, actionUrl: '' },
      details: details(answers, requestLocale),
    });
}

export async function sendInvitationMail(
  deps: Deps,
  center: CenterRow,
  form: FormRow,
  invitation: { email: string; name: string | null },
  token: string,
) {
  await deps.mailer.send({
    volunteerCenterId: center.id,
    to: invitation.email,
    locale: CENTER_MAIL_LOCALE,
    template: 'formInvitation',
    params: {
      appName: appNameOf(center),
      name: invitation.name ?? '',
      form: form.title,
      center: center.name,
      actionUrl: `${deps.centerUrl(center.slug)}/forms/${token}`,
    },
  });
}
