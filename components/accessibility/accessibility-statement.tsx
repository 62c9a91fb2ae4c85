/**
 * The accessibility statement in the order of the Dutch government's model: status, scope, standard, how it was
 * checked, known problems and limitations, contact and complaint route, date of the last check. A server component
 * without client JavaScript.
 */
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { type AccessibilityAudit, auditViolations, statementStatus } from '@/domain/accessibility';
import { Link } from '@/lib/shared/i18n/navigation';

const OMBUDSMAN = 'https://www.nationaleombudsman.nl/klacht-indienen';

export async function AccessibilityStatement({
  locale,
  centerName,
  site,
  audit,
  contact,
}: {
  locale: string;
  centerName: string;
  site: string;
  audit: AccessibilityAudit | null;
  contact: { email: string | null; phoneNumber: string | null };
}) {
  const t = await getTranslations('accessibility');
  const status = statementStatus(audit, new Date());
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const problems = audit ? auditViolations(audit) : 0;
  const section = 'mt-8 space-y-3';
  const heading = 'font-heading text-2xl font-semibold';
  const link = 'font-medium text-primary-800 underline underline-offset-2 hover:no-underline dark:text-primary-300';
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-10">
        <div className="max-w-3xl">
          <h1 className="font-heading text-3xl font-bold tracking-tight break-words hyphens-auto sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 text-lg">{t('intro', { center: centerName })}</p>

          <section aria-labelledby="a11y-status" className={section}>
            <h2 id="a11y-status" className={heading}>
              {t('statusTitle')}
            </h2>
            <p className="inline-block rounded-[var(--radius)] border-2 border-primary-700 px-3 py-1 font-semibold dark:border-primary-300">
              {t('statusLabel', { status, name: t(`statuses.${status}.name`) })}
            </p>
            <p>{t(`statuses.${status}.text`)}</p>
          </section>

          <section aria-labelledby="a11y-scope" className={section}>
            <h2 id="a11y-scope" className={heading}>
              {t('scopeTitle')}
            </h2>
            <p>{t('scope', { site, center: centerName })}</p>
          </section>

          <section aria-labelledby="a11y-standard" className={section}>
            <h2 id="a11y-standard" className={heading}>
              {t('standardTitle')}
            </h2>
            <p>{t('standard')}</p>
          </section>

          {audit ? (
            <section aria-labelledby="a11y-check" className={section}>
              <h2 id="a11y-check" className={heading}>
                {t('checkTitle')}
              </h2>
              <p>{t('check', { date: day(audit.checkedOn), pages: audit.pages.length, tool: audit.tool, version: audit.toolVersion })}</p>
              <p>{t('checkLimit')}</p>
              <p>
                {audit.manualAudit ? t('manualAudit', { date: day(audit.manualAudit.on), by: audit.manualAudit.by }) : t('noManualAudit')}
              </p>
              <details className="rounded-[var(--radius)] border border-muted-300 p-3 dark:border-muted-700">
                <summary className="cursor-pointer font-medium">{t('pagesChecked')}</summary>
                <ul className="mt-2 space-y-1 text-sm">
                  {audit.pages.map((p) => (
                    <li key={`${p.locale}${p.path}`}>
                      <span className="font-mono">{p.locale === 'nl' ? p.path : `/en${p.path === '/' ? '' : p.path}`}</span>:{' '}
                      {t('pageResult', { count: p.violations })}
                    </li>
                  ))}
                </ul>
              </details>
            </section>
          ) : null}

          <section aria-labelledby="a11y-issues" className={section}>
            <h2 id="a11y-issues" className={heading}>
              {t('issuesTitle')}
            </h2>
            {audit && problems > 0 ? (
              <>
                <p>{t('issues', { count: problems })}</p>
                <ul className="list-disc space-y-1 pl-6">
                  {audit.pages
                    .filter((p) => p.violations > 0)
                    .map((p) => (
                      <li key={`${p.locale}${p.path}`}>
                        <span className="font-mono">{p.path}</span> ({p.locale}): {t('issueRules', { rules: p.rules.join(', ') })}
                      </li>
                    ))}
                </ul>
              </>
            ) : audit ? (
              <p>{t('noIssues')}</p>
            ) : null}
            <p>{t('contentLimit', { center: centerName })}</p>
          </section>

          <section aria-labelledby="a11y-contact" className={section}>
            <h2 id="a11y-contact" className={heading}>
              {t('contactTitle')}
            </h2>
            <p>{t('contact', { center: centerName })}</p>
            {contact.email || contact.phoneNumber ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {contact.email ? (
                  <>
                    <dt className="font-medium">{t('email')}</dt>
                    <dd className="break-all">
                      <a href={`mailto:${contact.email}`} className={link}>
                        {contact.email}
                      </a>
                    </dd>
                  </>
                ) : null}
                {contact.phoneNumber ? (
                  <>
                    <dt className="font-medium">{t('phone')}</dt>
                    <dd>
                      <a href={`tel:${contact.phoneNumber.replace(/[^+0-9]/g, '')}`} className={link}>
                        {contact.phoneNumber}
                      </a>
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p>
                {t('noContact', { center: centerName })}{' '}
                <Link href="/contactformulier" className={link}>
                  {t('contactForm')}
                </Link>
              </p>
            )}
          </section>

          <section aria-labelledby="a11y-complaint" className={section}>
            <h2 id="a11y-complaint" className={heading}>
              {t('complaintTitle')}
            </h2>
            <p>{t('complaint')}</p>
            <p>
              <a href={OMBUDSMAN} className={link} rel="noopener">
                {t('ombudsman')}
              </a>
            </p>
          </section>

          {audit ? (
            <section aria-labelledby="a11y-date" className={section}>
              <h2 id="a11y-date" className={heading}>
                {t('lastCheckTitle')}
              </h2>
              <p>{t('lastCheck', { date: day(audit.checkedOn) })}</p>
            </section>
          ) : null}
        </div>
      </PageContainer>
    </div>
  );
}
