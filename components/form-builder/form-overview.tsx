'use client';

/**
 * /form_builder/{id}: the form's details, its public address with a copy button (anonymous forms; invitation-only
 * forms are answered through each invitation's own link), the invitations panel for token_holder forms, links to
 * edit, preview and the submissions, and deleting the form (not the contact form) behind a confirmation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Eye, Pencil, Trash2 } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useSession } from '@/components/session/session-provider';
import { navigationProgress } from '@/components/feedback/loading-bar';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DescriptionList } from '@/components/ui/description-list';
import { actionLinkClass, cardClass, outlineActionLinkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api';
import { deleteForm, fetchForm, formBuilderKeys } from '@/lib/shared/form-builder/api';
import type { FormView } from '@/lib/shared/form-builder/view';
import { Link, useRouter } from '@/lib/shared/i18n/navigation';
import { CopyAddress } from './copy-address';
import { InvitationsPanel } from './invitations-panel';

export function FormOverview({ initialForm }: { initialForm: FormView }) {
  const t = useTranslations('formBuilder.overview');
  const tAccess = useTranslations('formBuilder.access');
  const format = useFormatter();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  const { data: form = initialForm } = useQuery({
    queryKey: formBuilderKeys.form(viewer?.id ?? '', initialForm.id),
    queryFn: async ({ signal }) => (await fetchForm(api, initialForm.id, signal)) ?? initialForm,
    initialData: initialForm,
    staleTime: 30_000,
  });

  const remove = async () => {
    try {
      await deleteForm(api, form.id);
    } catch (error) {
      toast.danger(error instanceof ApiRequestError && error.status === 409 ? t('deleteContactRefused') : t('deleteFailed'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: formBuilderKeys.all });
    toast.success(t('deleted', { title: form.title }));
    navigationProgress.start();
    router.push('/form_builder');
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink href="/form_builder">{t('back')}</BackLink>
      <header className="space-y-3">
        <h1 className="font-heading text-3xl font-bold tracking-tight break-words">{form.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge tone="info">{tAccess(form.accessPermission)}</Badge>
          {form.kind === 'contact' ? <Badge tone="muted">{t('contactForm')}</Badge> : null}
          {form.acceptingSubmissions ? <Badge tone="success">{t('open')}</Badge> : <Badge tone="warning">{t('closed')}</Badge>}
        </div>
        {form.description ? <p className="whitespace-pre-line text-muted-800 dark:text-muted-200">{form.description}</p> : null}
      </header>

      <nav aria-label={t('actions')} className="flex flex-wrap gap-3">
        <Link href={`/form_builder/${form.id}/edit`} className={actionLinkClass}>
          <Pencil aria-hidden className="size-4" />
          {t('edit')}
        </Link>
        <Link href={`/form_builder/${form.id}/preview`} className={outlineActionLinkClass}>
          <Eye aria-hidden className="size-4" />
          {t('preview')}
        </Link>
        <Link href={`/form_builder/${form.id}/submissions`} className={outlineActionLinkClass}>
          <ClipboardList aria-hidden className="size-4" />
          {t('submissions', { count: form.submissionCount })}
        </Link>
      </nav>

      <section aria-labelledby="form-overview-details" className={cardClass}>
        <h2 id="form-overview-details" className="mb-4 font-heading text-xl font-semibold">
          {t('detailsHeading')}
        </h2>
        <DescriptionList
          items={[
            { term: t('questions'), details: format.number(form.questions.length) },
            { term: t('submissionCount'), details: format.number(form.submissionCount) },
            { term: t('notifyOwner'), details: form.notifyOwner ? t('yes') : t('no') },
            form.createdAt ? { term: t('createdAt'), details: format.dateTime(new Date(form.createdAt), { dateStyle: 'long' }) } : null,
            form.updatedAt
              ? { term: t('updatedAt'), details: format.dateTime(new Date(form.updatedAt), { dateStyle: 'long', timeStyle: 'short' }) }
              : null,
          ]}
        />
      </section>

      {form.accessPermission === 'anonymous' ? (
        <section aria-labelledby="form-overview-address" className={cardClass}>
          <h2 id="form-overview-address" className="mb-2 font-heading text-xl font-semibold">
            {t('addressHeading')}
          </h2>
          <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t('addressHint')}</p>
          <CopyAddress path={`/forms/${form.publicKey}`} label={t('addressLabel')} />
        </section>
      ) : (
        <InvitationsPanel formId={form.id} />
      )}

      {form.kind !== 'contact' ? (
        <section aria-labelledby="form-overview-danger" className={cardClass}>
          <h2 id="form-overview-danger" className="mb-2 font-heading text-xl font-semibold">
            {t('deleteHeading')}
          </h2>
          <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t('deleteHint')}</p>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="dangerOutline">
                <Trash2 aria-hidden className="size-4" />
                {t('delete')}
              </Button>
            }
            title={t('deleteTitle', { title: form.title })}
            description={t('deleteDescription', { count: form.submissionCount })}
            confirmLabel={t('deleteConfirm')}
            cancelLabel={t('cancel')}
            onConfirm={remove}
            danger
          />
        </section>
      ) : null}
    </div>
  );
}
