'use client';

/**
 * /form_builder/{id}/submissions: the submissions (newest first; submitted at, e-mail, the first answers), the CSV
 * download (the API's submissions.csv through /bff), and per-question summaries: counts per option as plain CSS
 * bars for multiple choice and checkbox, average/min/max for numbers.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { dateCell } from '@/components/data-table/date-cell';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useSession } from '@/components/session/session-provider';
import { BackLink } from '@/components/ui/back-link';
import { DescriptionList } from '@/components/ui/description-list';
import { cardClass, linkClass, outlineActionLinkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { fetchSubmissions, fetchSummary, formBuilderKeys, submissionsCsvHref } from '@/lib/shared/form-builder/api';
import { answerText, barPercent, type FormView, type QuestionSummary, type SubmissionView } from '@/lib/shared/form-builder/view';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';

const LIST_SPEC: ListSpec = { sorts: ['created_at'], defaultSort: '-created_at', filters: [] };
/** How many answers the table shows beside the date and the address. */
const ANSWER_COLUMNS = 3;

export function Submissions({ form }: { form: FormView }) {
  const t = useTranslations('formBuilder.submissions');
  const format = useFormatter();
  const api = useApi();
  const { viewer } = useSession();
  const scope = viewer?.id ?? '';
  const list = useListQuery<SubmissionView>(LIST_SPEC, (state) => ({
    key: formBuilderKeys.submissions(scope, form.id, { page: state.page, perPage: state.perPage }),
    fetch: (signal) => fetchSubmissions(api, form.id, { page: state.page, perPage: state.perPage }, signal),
  }));
  const summary = useQuery({
    queryKey: formBuilderKeys.summary(scope, form.id),
    queryFn: ({ signal }) => fetchSummary(api, form.id, signal),
  });

  const shown = form.questions.filter((q) => q.questionType !== 'info_section').slice(0, ANSWER_COLUMNS);
  const columns: ColumnDef<SubmissionView>[] = [
    {
      id: 'createdAt',
      header: t('columns.submittedAt'),
      cell: ({ row }) => (
        <Link href={`/form_builder/${form.id}/submissions/${row.original.id}`} className={`${linkClass} whitespace-nowrap`}>
          {dateCell(format, row.original.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Link>
      ),
    },
    { id: 'email', header: t('columns.email'), meta: { className: 'break-all' }, cell: ({ row }) => row.original.respondentEmail ?? '—' },
    ...shown.map((question): ColumnDef<SubmissionView> => ({
      id: `q${question.id}`,
      header: question.text,
      cell: ({ row }) => {
        const answer = row.original.answers.find((a) => a.questionId === question.id);
        const text = answer ? answerText(answer.value) : '';
        return <span className="line-clamp-3 break-words">{text || '—'}</span>;
      },
    })),
  ];

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <BackLink href={`/form_builder/${form.id}`}>{t('back')}</BackLink>
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="font-heading text-3xl font-bold tracking-tight break-words">{t('title', { title: form.title })}</h1>
            <p className="mt-2 text-muted-800 dark:text-muted-200">
              {t('intro', { count: summary.data?.submissionCount ?? form.submissionCount })}
            </p>
          </div>
          <a href={submissionsCsvHref(form.id)} download className={outlineActionLinkClass}>
            <Download aria-hidden className="size-4" />
            {t('csv')}
          </a>
        </header>
      </div>
      <ListScreen
        list={list}
        loadFailed={t('loadFailed')}
        retryLabel={t('retry')}
        emptyMessage={t('empty')}
        table={{ caption: t('caption', { title: form.title }), columns, getRowId: (row) => row.id }}
      />
      <section aria-labelledby="submissions-summary-heading" className="space-y-4">
        <h2 id="submissions-summary-heading" className="font-heading text-2xl font-semibold">
          {t('summaryHeading')}
        </h2>
        {summary.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('summaryFailed')}
          </p>
        ) : summary.isPending ? (
          <p className="text-sm text-muted-700 dark:text-muted-300">{t('loading')}</p>
        ) : summary.data.questions.length === 0 ? (
          <p className="text-sm text-muted-700 dark:text-muted-300">{t('summaryEmpty')}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {summary.data.questions.map((question, index) => (
              <li key={question.questionId ?? `removed-${index}`}>
                <QuestionSummaryCard summary={question} index={index} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function QuestionSummaryCard({ summary, index }: { summary: QuestionSummary; index: number }) {
  const t = useTranslations('formBuilder.submissions');
  const tTypes = useTranslations('formBuilder.questionTypes');
  const format = useFormatter();
  const headingId = `summary-${index}`;
  const hasNumbers = summary.questionType === 'number' && summary.average !== null;
  return (
    <article aria-labelledby={headingId} className={`${cardClass} h-full space-y-3`}>
      <header>
        <h3 id={headingId} className="font-semibold break-words">
          {summary.questionText}
        </h3>
        <p className="text-sm text-muted-700 dark:text-muted-300">
          {tTypes(summary.questionType)} · {t('answered', { count: summary.answered })}
        </p>
      </header>
      {summary.options.length > 0 ? (
        <ul className="space-y-2" aria-label={t('optionCounts', { question: summary.questionText })}>
          {summary.options.map((option) => {
            const percent = barPercent(option.count, summary.answered);
            return (
              <li key={option.option} className="space-y-1">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">{option.option}</span>
                  <span className="shrink-0 tabular-nums">
                    {t('optionCount', {
                      count: option.count,
                      percent: format.number(percent / 100, { style: 'percent', maximumFractionDigits: 0 }),
                    })}
                  </span>
                </div>
                <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted-100 dark:bg-muted-800">
                  <div className="h-full rounded-full bg-primary-600" style={{ width: `${Math.min(100, percent)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasNumbers ? (
        <DescriptionList
          className="text-sm"
          items={[
            { term: t('average'), details: format.number(summary.average ?? 0, { maximumFractionDigits: 2 }) },
            summary.min !== null ? { term: t('min'), details: format.number(summary.min) } : null,
            summary.max !== null ? { term: t('max'), details: format.number(summary.max) } : null,
          ]}
        />
      ) : null}
    </article>
  );
}
