/** E-mail templates: texts from messages/<locale>.json ("mail"), one layout for text and HTML. */
import type { Locale } from '@/domain/values';
import { translator } from '../i18n';

export type MailTemplate =
  | 'confirmation'
  | 'resetPassword'
  | 'invitation'
  | 'emailChange'
  | 'emailChangeNotice'
  | 'organizationApproved'
  | 'organizationDenied'
  | 'organizationSignupNotice'
  | 'applicationConfirm'
  | 'applicationReceived'
  | 'applicationAccepted'
  | 'applicationRejected'
  | 'formSubmission'
  | 'formSubmissionCopy'
  | 'formInvitation'
  | 'dataExportReady'
  | 'newMessage'
  | 'savedSearchAlert'
  | 'digest'
  | 'shiftSignupConfirm'
  | 'shiftConfirmed'
  | 'shiftWaitlisted'
  | 'shiftPromoted'
  | 'shiftCancelled'
  | 'shiftReminder'
  | 'profileReply';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailParams {
  appName: string;
  name: string;
  /** Empty for a notice without a link (the template then has no "action" text). */
  actionUrl: string;
  [key: string]: string | number;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Label and value pairs shown under the introduction (a form's answers), in order. */
export type MailDetails = readonly {
  label: string;
  value: string;
  /** The label becomes a link (a vacancy of an alert). */
  href?: string;
}[];

/**
 * A center's own subject and body for this mail (docs/domain.md#notification-templates), already rendered to plain
 * text with the mail's params by server/mail/center-templates.ts. The body replaces greeting, introduction and
 * closing; the details and the action button stay the built-in layout's.
 */
export interface CustomText {
  subject: string;
  body: string;
}

export function renderMail(
  template: MailTemplate,
  locale: Locale,
  params: MailParams,
  details: MailDetails = [],
  custom?: CustomText,
): RenderedMail {
  const t = translator(locale);
  const subject = custom ? custom.subject : t(`mail.${template}.subject`, params);
  // Without a name (a respondent, an invitation without one) the greeting has none: "Hallo,".
  const greeting = t('mail.greeting', params).replace(/\s+,/, ',');
  const intro = t(`mail.${template}.intro`, params);
  const action = params.actionUrl ? t(`mail.${template}.action`, params) : '';
  // A template may replace the closing hint ("ignore this e-mail") with its own.
  const ownIgnore = `mail.${template}.ignore`;
  const ignore = t(ownIgnore, params) === ownIgnore ? t('mail.ignore', params) : t(ownIgnore, params);
  const closing = t('mail.closing', params);
  if (custom)
    return renderCustomLayout(locale, subject, custom.body, params.actionUrl ? { label: action, url: params.actionUrl } : null, details);
  const detailLines = details.flatMap((d) => [`${d.label}:`, d.value || '-', ...(d.href ? [d.href] : []), '']);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...detailLines,
    ...(action ? [`${action}: ${params.actionUrl}`, ''] : []),
    ignore,
    '',
    closing,
  ].join('\n');
  const actionHtml = action
    ? `<p><a href="${escapeHtml(params.actionUrl)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(params.actionUrl)}</p>
`
    : '';
  const detailsHtml = details.length
    ? `<dl>${details
        .map(
          (d) =>
            `<dt style="font-weight:600">${d.href ? `<a href="${escapeHtml(d.href)}" style="color:#1d4ed8">${escapeHtml(d.label)}</a>` : escapeHtml(d.label)}</dt><dd style="margin:0 0 12px 0;white-space:pre-wrap">${escapeHtml(d.value || '-')}</dd>`,
        )
        .join('')}</dl>
`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${detailsHtml}${actionHtml}<p style="font-size:13px;color:#4b5563">${escapeHtml(ignore)}</p>
<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

const detailsText = (details: MailDetails) => details.flatMap((d) => [`${d.label}:`, d.value || '-', ...(d.href ? [d.href] : []), '']);

const detailsHtmlOf = (details: MailDetails) =>
  details.length
    ? `<dl>${details
        .map(
          (d) =>
            `<dt style="font-weight:600">${d.href ? `<a href="${escapeHtml(d.href)}" style="color:#1d4ed8">${escapeHtml(d.label)}</a>` : escapeHtml(d.label)}</dt><dd style="margin:0 0 12px 0;white-space:pre-wrap">${escapeHtml(d.value || '-')}</dd>`,
        )
        .join('')}</dl>
`
    : '';

/**
 * A center template's mail: its plain-text body (paragraphs split by blank lines), then the details and the action
 * button of the built-in layout. The HTML part escapes the whole body, the center's own words as well as the
 * values put in: a template is text, never markup (docs/decisions.md, "Notification templates: Mustache").
 */
function renderCustomLayout(
  locale: Locale,
  subject: string,
  body: string,
  action: { label: string; url: string } | null,
  details: MailDetails,
): RenderedMail {
  const text = [body.trim(), '', ...detailsText(details), ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n').trimEnd();
  const paragraphs = body
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const actionHtml = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(action.url)}</p>
`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${paragraphs}
${detailsHtmlOf(details)}${actionHtml}</body></html>`;
  return { subject, text: `${text}\n`, html };
}
