/**
 * The export's ZIP (fflate, docs/decisions.md): `personal-data.json` (machine-readable, GDPR art. 20) and a readable
 * overview in the person's language (`overzicht.html` / `overview.html`, one self-contained page, no scripts).
 */
import { strToU8, zipSync } from 'fflate';
import type { Locale } from '@/domain/values';
import type { Translate } from '../../i18n';
import type { PersonalData } from './collect';

export const JSON_FILE = 'personal-data.json';
export const overviewFile = (locale: Locale) => (locale === 'nl' ? 'overzicht.html' : 'overview.html');

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function show(value: unknown, locale: Locale, t: Translate): string {
  if (value === null || value === undefined || value === '') return `<span class="none">${escape(t('dataExport.file.none'))}</span>`;
  if (value instanceof Date)
    return escape(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(value));
  if (typeof value === 'boolean') return escape(t(value ? 'dataExport.file.yes' : 'dataExport.file.no'));
  if (Array.isArray(value))
    return value.length
      ? escape(value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', '))
      : show(null, locale, t);
  if (typeof value === 'object') return escape(JSON.stringify(value));
  return escape(String(value)).replace(/\n/g, '<br>');
}

/** One section: a heading, and a table of the rows (or a "nothing" line). */
function section(id: string, rows: readonly Record<string, unknown>[], locale: Locale, t: Translate): string {
  const title = escape(t(`dataExport.file.sections.${id}.title`));
  const intro = escape(t(`dataExport.file.sections.${id}.intro`));
  if (!rows.length)
    return `<section><h2 id="${id}">${title}</h2><p>${intro}</p><p class="none">${escape(t('dataExport.file.empty'))}</p></section>`;
  const columns = Object.keys(rows[0]!);
  const head = columns.map((c) => `<th scope="col">${escape(t(`dataExport.file.fields.${c}`))}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${show(r[c], locale, t)}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2 id="${id}">${title}</h2><p>${intro}</p><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
}

function details(id: string, record: Record<string, unknown>, locale: Locale, t: Translate): string {
  const rows = Object.entries(record)
    .map(([k, v]) => `<div><dt>${escape(t(`dataExport.file.fields.${k}`))}</dt><dd>${show(v, locale, t)}</dd></div>`)
    .join('');
  return `<section><h2 id="${id}">${escape(t(`dataExport.file.sections.${id}.title`))}</h2><p>${escape(t(`dataExport.file.sections.${id}.intro`))}</p><dl>${rows}</dl></section>`;
}

export function overviewHtml(data: PersonalData, locale: Locale, t: Translate): string {
  const name = [data.profile.firstName, data.profile.lastName].filter(Boolean).join(' ');
  const submissions = data.formSubmissions.map((s) => ({
    form: s.form,
    submittedAt: s.submittedAt,
    answers: s.answers.map((a) => `${a.question}: ${typeof a.value === 'string' ? a.value : JSON.stringify(a.value)}`).join('\n'),
  }));
  const sections = [
    details('profile', data.profile, locale, t),
    details('consent', data.consent, locale, t),
    section('roles', data.roles, locale, t),
    section('organizations', data.organizations, locale, t),
    section('applications', data.applications, locale, t),
    section('formSubmissions', submissions, locale, t),
    section('savedSearches', data.savedSearches, locale, t),
    section('notifications', data.notifications, locale, t),
    section('signInSessions', data.signInSessions, locale, t),
    section('activity', data.activity, locale, t),
    section('mails', data.mails, locale, t),
    section('uploads', data.uploads, locale, t),
    section('conversationMessages', data.conversationMessages, locale, t),
    section('poolProfile', data.poolProfile, locale, t),
    section('profileReplies', data.profileReplies, locale, t),
    section('shiftSignups', data.shiftSignups, locale, t),
    section('hours', data.hours, locale, t),
    section('hourSignOffs', data.hourSignOffs, locale, t),
  ];
  const notHeld = data.notHeld.map((k) => `<li>${escape(t(`dataExport.file.notHeld.${k}`))}</li>`).join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('dataExport.file.title', { center: data.center.name }))}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;max-width:72rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.75rem}h2{margin-top:2rem;border-bottom:1px solid #d1d5db;padding-bottom:.25rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #d1d5db;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}.scroll{overflow-x:auto}dl div{display:grid;grid-template-columns:minmax(10rem,16rem) 1fr;gap:1rem;padding:.25rem 0;border-bottom:1px solid #e5e7eb}
dt{font-weight:600}dd{margin:0}.none{color:#4b5563;font-style:italic}
</style>
</head>
<body>
<main>
<h1>${escape(t('dataExport.file.title', { center: data.center.name }))}</h1>
<p>${escape(t('dataExport.file.intro', { name, date: show(new Date(data.generatedAt), locale, t) }))}</p>
<p>${escape(t('dataExport.file.jsonHint', { file: JSON_FILE }))}</p>
${sections.join('\n')}
<section><h2 id="not-held">${escape(t('dataExport.file.notHeldTitle'))}</h2><ul>${notHeld}</ul></section>
</main>
</body>
</html>
`;
}

export function buildArchive(data: PersonalData, locale: Locale, t: Translate): Uint8Array {
  return zipSync(
    {
      [overviewFile(locale)]: strToU8(overviewHtml(data, locale, t)),
      [JSON_FILE]: strToU8(JSON.stringify(data, null, 2)),
    },
    { level: 6, mtime: new Date(data.generatedAt) },
  );
}
