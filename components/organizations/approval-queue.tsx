'use client';

/**
 * The approval queue: pending organizations, approved in one click or denied with a reason (a dialog). Both are
 * optimistic: the row leaves the queue at once and comes back if the server refuses (with a toast).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListQuery } from '@/components/data-table/use-list-query';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { TextareaField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { Modal } from '@/components/ui/modal';
import { focusRing } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import type { CenterRef } from '@/lib/shared/center/types';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { decideOrganization, fetchOrganizations, organizationKeys } from '@/lib/shared/organizations/api';
import { formatAddress, type OrganizationView } from '@/lib/shared/organizations/view';
import { toast } from '@/lib/browser/toast/toast-store';
import { dateCell } from '@/components/data-table/date-cell';

type Queue = { rows: OrganizationView[]; total: number };
// Oldest first, the order they are to be handled in; the queue has no search, filters or sortable columns.
const LIST_SPEC: ListSpec = { sorts: [], defaultSort: 'created_at', filters: [] };

type Decision = { organization: OrganizationView; status: 'approved' | 'denied'; denialReason?: string };

const reasonSchema = z.object({ denialReason: z.string().trim().min(1).max(2000) });

function DenyDialog({
  organization,
  onClose,
  onDeny,
}: {
  organization: OrganizationView | null;
  onClose: () => void;
  onDeny: (reason: string) => void;
}) {
  const t = useTranslations('organizations.approve');
  const form = useAppForm({ schema: reasonSchema, defaultValues: { denialReason: '' } });
  return (
    <Modal
      open={organization !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          onClose();
        }
      }}
      title={t('denyTitle', { name: organization?.name ?? '' })}
      description={t('denyDescription')}
    >
      <AppForm
        form={form}
        id="organization-deny"
        className="space-y-4"
        onSubmit={({ denialReason }) => {
          onDeny(denialReason);
          form.reset();
        }}
      >
        <FormErrorSummary />
        <TextareaField name="denialReason" label={t('reason')} rows={4} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => {
              form.reset();
              onClose();
            }}
          >
            {t('cancel')}
          </Button>
          <SubmitButton onMouseDown={keepFocus}>{t('confirmDeny')}</SubmitButton>
        </div>
      </AppForm>
    </Modal>
  );
}

export function ApprovalQueue({ center }: { center: CenterRef }) {
  const t = useTranslations('organizations.approve');
  const tList = useTranslations('organizations.list');
  const tTypes = useTranslations('organizations.types');
  const format = useFormatter();
  const api = useApi();
  const queryClient = useQueryClient();
  const [denying, setDenying] = useState<OrganizationView | null>(null);
  const list = useListQuery<OrganizationView, Queue>(LIST_SPEC, (state) => ({
    key: organizationKeys.pending(center.id, state.page, state.perPage),
    fetch: (signal) => fetchOrganizations(api, { page: state.page, perPage: state.perPage, sort: state.sort, status: 'pending' }, signal),
  }));
  const queryKey = list.key;

  const decide = useMutation({
    mutationFn: ({ organization, status, denialReason }: Decision) => decideOrganization(api, organization.id, { status, denialReason }),
    onMutate: async ({ organization }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Queue>(queryKey);
      if (previous)
        queryClient.setQueryData<Queue>(queryKey, {
          rows: previous.rows.filter((r) => r.id !== organization.id),
          total: Math.max(0, previous.total - 1),
        });
      return { previous };
    },
    onError: (error, { organization }, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      const detail = error instanceof ApiRequestError ? error.firstDetail() : undefined;
      toast.danger(detail ?? t('failed'), { title: t('failedTitle', { name: organization.name }) });
    },
    onSuccess: (_doc, { organization, status }) => {
      toast.success(status === 'approved' ? t('approved', { name: organization.name }) : t('denied', { name: organization.name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });

  const columns: ColumnDef<OrganizationView>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      meta: { className: 'font-medium' },
      cell: ({ row: { original: org } }) => (
        <>
          <Link
            href={`/organizations/${org.id}`}
            className={`text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`}
          >
            {org.name}
          </Link>
          {formatAddress(org.address) ? (
            <span className="block text-xs font-normal text-muted-800 dark:text-muted-200">{formatAddress(org.address)}</span>
          ) : null}
        </>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: ({ row }) => tTypes(row.original.organizationType) },
    { id: 'contact', header: t('columns.contact'), meta: { className: 'break-all' }, cell: ({ row }) => row.original.email ?? '—' },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      cell: ({ row }) => dateCell(format, row.original.createdAt),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row: { original: org } }) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => decide.mutate({ organization: org, status: 'approved' })}
            aria-label={t('approveLabel', { name: org.name })}
          >
            <Check aria-hidden className="size-4" />
            {t('approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDenying(org)} aria-label={t('denyLabel', { name: org.name })}>
            <X aria-hidden className="size-4" />
            {t('deny')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={t('intro')}
      loadFailed={t('loadFailed')}
      retryLabel={tList('retry')}
      emptyMessage={t('empty')}
      table={{ caption: t('caption'), columns, getRowId: (row) => row.id }}
    >
      <DenyDialog
        organization={denying}
        onClose={() => setDenying(null)}
        onDeny={(reason) => {
          if (denying) decide.mutate({ organization: denying, status: 'denied', denialReason: reason });
          setDenying(null);
        }}
      />
    </ListScreen>
  );
}
