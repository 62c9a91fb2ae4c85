'use client';

/**
 * /form_builder/{id}/submissions/{submissionId}: every answer beside its question as it was when answered (the
 * stored question text; later edits never rewrite it), and deleting the submission behind a confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { navigationProgress } from '@/components/feedback/loading-bar';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cardClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { deleteSubmission, formBuilderKeys } from '@/lib/shared/form-builder/api';
import { answerText, type FormView, type SubmissionView } from '@/lib/shared/form-builder/view';
import { useRouter } from '@/lib/shared/i18n/navigation';

export function SubmissionDetail({ form, submission }: { form: Pick<FormView, 'id' | 'title'>; submission: SubmissionView }) {
  const t = useTranslations('formBuilder.submission');
  const format = useFormatter();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const submittedAt = submission.createdAt
    ? format.dateTime(new Date(submission.createdAt), { dateStyle: 'long', timeStyle: 'short' })
    : '—';

  const remove = async () => {
    try {
      await deleteSubmission(api, form.id, submission.id);
    } catch {
      toast.danger(t('deleteFailed'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: formBuilderKeys.all });
    toast.success(t('deleted'));
    navigationProgress.start();
    router.push(`/form_builder/${form.id}/submissions`);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href={`/form_builder/${form.id}/submissions`}>{t('back')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight break-words">{t('title', { date: submittedAt })}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200 break-words">
          {t('intro', { title: form.title, email: submission.respondentEmail ?? t('noEmail') })}
        </p>
      </header>
      <section aria-labelledby="submission-answers" className={cardClass}>
        <h2 id="submission-answers" className="mb-4 font-heading text-xl font-semibold">
          {t('answers')}
        </h2>
        {submission.answers.length === 0 ? (
          <p className="text-muted-700 dark:text-muted-300">{t('noAnswers')}</p>
        ) : (
          <dl className="divide-y divide-muted-200 dark:divide-muted-800">
            {submission.answers
              .filter((a) => a.questionType !== 'info_section')
              .map((answer) => {
                const text = answerText(answer.value);
                return (
                  <div key={answer.id} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
                    <dt className="font-medium break-words">
                      {answer.questionText}
                      {answer.questionId === null ? (
                        <span className="ms-2 text-sm font-normal text-muted-700 dark:text-muted-300">{t('removedQuestion')}</span>
                      ) : null}
                    </dt>
                    <dd className="whitespace-pre-line break-words">
                      {text || <span className="text-muted-700 dark:text-muted-300">{t('noAnswer')}</span>}
                    </dd>
                  </div>
                );
              })}
          </dl>
        )}
      </section>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="dangerOutline">
            <Trash2 aria-hidden className="size-4" />
            {t('delete')}
          </Button>
        }
        title={t('deleteTitle')}
        description={t('deleteDescription')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={remove}
        danger
      />
    </div>
  );
}
