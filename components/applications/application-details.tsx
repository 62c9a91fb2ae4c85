'use client';

/**
 * One application: the applicant, their message and the vacancy; for those who manage it, accept or reject
 * (after a confirmation: the applicant is mailed) and the organization's internal note. The applicant sees it as
 * their own and may withdraw it while it is new (the API says when, in `withdrawable`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { type ReactNode, useId, useRef, useState } from 'react';
import { controlClass, linkClass } from '@/components/ui/styles';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DescriptionList } from '@/components/ui/description-list';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api';
import { type ApplicationWrite, updateApplication, withdrawApplication } from '@/lib/shared/applications/api';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { toast } from '@/lib/browser/toast/toast-store';
import { applicationKeys, type ApplicationView } from '@/lib/shared/applications/view';
import { ApplicationStateBadge } from './state-badge';

export function ApplicationDetails({
  application: initial,
  canOpenVacancy,
  own = false,
  actions,
}: {
  application: ApplicationView;
  canOpenVacancy: boolean;
  own?: boolean;
  /** More actions beside the state (e.g. "Stuur bericht", passed in by the page: another feature's control). */
  actions?: ReactNode;
}) {
  const t = useTranslations('applications.details');
  const format = useFormatter();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [application, setApplication] = useState(initial);
  const [note, setNote] = useState(initial.internalNote ?? '');
  const [savingNote, setSavingNote] = useState(false);
  const noteId = useId();
  const noteHintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const applyChange = async (next: ApplicationView) => {
    setApplication(next);
    await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['vacancies-admin'] });
    router.refresh();
    return next;
  };

  const patch = async (attributes: ApplicationWrite) => applyChange(await updateApplication(api, application.id, attributes));

  const withdraw = async () => {
    try {
      await applyChange(await withdrawApplication(api, application.id));
      toast.success(t('withdrawnToast', { vacancy: application.vacancyTitle }));
      // The withdraw button is gone with the section it was in; keyboard users continue from the page heading
      // (after the dialog has closed and tried to return focus to that button).
      setTimeout(() => headingRef.current?.focus(), 0);
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('withdrawFailed')) : t('withdrawFailed'), {
        title: t('withdrawFailed'),
      });
      throw error;
    }
  };

  const decide = async (status: 'accepted' | 'rejected') => {
    try {
      await patch({ status });
      toast.success(t(status === 'accepted' ? 'acceptedToast' : 'rejectedToast', { name: application.name }));
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('decideFailed')) : t('decideFailed'), {
        title: t('decideFailed'),
      });
      throw error;
    }
  };

  const saveNote = async () => {
    setSavingNote(true);
    try {
      await patch({ internalNote: note.trim() || null });
      toast.success(t('noteSaved'));
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('noteFailed')) : t('noteFailed'), {
        title: t('noteFailed'),
      });
    } finally {
      setSavingNote(false);
    }
  };

  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const decidable = application.manageable && application.state !== 'withdrawn';

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="font-heading text-3xl font-bold tracking-tight focus:outline-none">
          {own ? t('ownTitle', { vacancy: application.vacancyTitle }) : t('title', { name: application.name || application.email })}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <ApplicationStateBadge state={application.state} />
          <span className="text-sm text-muted-800 dark:text-muted-200">
            {t(own ? 'sent' : 'received', { date: when(application.createdAt) })}
          </span>
          {actions}
        </div>
      </header>

      <section
        aria-labelledby="application-applicant"
        className="space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
      >
        <h2 id="application-applicant" className="font-heading text-lg font-semibold">
          {own ? t('ownDetails') : t('applicant')}
        </h2>
        <DescriptionList
          items={[
            { term: t('name'), details: application.name || '—' },
            {
              term: t('email'),
              details: (
                <a href={`mailto:${application.email}`} className={linkClass}>
                  {application.email}
                </a>
              ),
            },
            { term: t('phone'), details: application.phoneNumber ?? '—' },
            {
              term: t('vacancy'),
              details: (
                <>
                  {canOpenVacancy ? (
                    <Link href={`/vacancies/${application.vacancyId}`} className={linkClass}>
                      {application.vacancyTitle}
                    </Link>
                  ) : (
                    application.vacancyTitle
                  )}
                  {application.organizationName ? (
                    <span className="text-muted-800 dark:text-muted-200"> · {application.organizationName}</span>
                  ) : null}
                </>
              ),
            },
            { term: t('kind'), details: application.guest ? t('guest') : t('member') },
            application.decidedAt ? { term: t('decidedAt'), details: when(application.decidedAt) } : null,
            application.withdrawnAt ? { term: t('withdrawnAt'), details: when(application.withdrawnAt) } : null,
          ]}
        />
        <h3 className="pt-2 font-semibold">{t('message')}</h3>
        <p className="whitespace-pre-line">{application.message || t('noMessage')}</p>
      </section>

      {application.withdrawable ? (
        <section
          aria-labelledby="application-withdraw"
          className="space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
        >
          <h2 id="application-withdraw" className="font-heading text-lg font-semibold">
            {t('withdrawHeading')}
          </h2>
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('withdrawHint')}</p>
          <ConfirmDialog
            trigger={<Button variant="outline">{t('withdraw')}</Button>}
            title={t('withdrawTitle', { vacancy: application.vacancyTitle })}
            description={t('withdrawDescription')}
            confirmLabel={t('withdrawConfirm')}
            cancelLabel={t('keep')}
            onConfirm={withdraw}
          />
        </section>
      ) : null}

      {decidable ? (
        <section
          aria-labelledby="application-decision"
          className="space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
        >
          <h2 id="application-decision" className="font-heading text-lg font-semibold">
            {t('decision')}
          </h2>
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('decisionHint')}</p>
          <div className="flex flex-wrap gap-3">
            {application.state !== 'accepted' ? (
              <ConfirmDialog
                trigger={<Button>{t('accept')}</Button>}
                title={t('acceptTitle', { name: application.name })}
                description={t('acceptDescription', { name: application.name })}
                confirmLabel={t('accept')}
                cancelLabel={t('cancel')}
                danger={false}
                onConfirm={() => decide('accepted')}
              />
            ) : null}
            {application.state !== 'rejected' ? (
              <ConfirmDialog
                trigger={<Button variant="outline">{t('reject')}</Button>}
                title={t('rejectTitle', { name: application.name })}
                description={t('rejectDescription')}
                confirmLabel={t('reject')}
                cancelLabel={t('cancel')}
                onConfirm={() => decide('rejected')}
              />
            ) : null}
          </div>
        </section>
      ) : null}

      {application.manageable ? (
        <section
          aria-labelledby="application-note"
          className="space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
        >
          <h2 id="application-note" className="font-heading text-lg font-semibold">
            {t('internalNote')}
          </h2>
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void saveNote();
            }}
          >
            <label htmlFor={noteId} className="block text-sm font-medium">
              {t('noteLabel')}
            </label>
            <p id={noteHintId} className="text-sm text-muted-800 dark:text-muted-200">
              {t('noteHint')}
            </p>
            <textarea
              id={noteId}
              aria-describedby={noteHintId}
              rows={4}
              maxLength={5000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={controlClass}
            />
            <Button type="submit" variant="outline" pending={savingNote}>
              {t('saveNote')}
            </Button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
