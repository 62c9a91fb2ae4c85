'use client';

/**
 * The approval queue: pending organizations, approved in one click or denied with a reason (a dialog). Both are
 * optimistic: the row leaves the queue at once and comes back if the server refuses (with a toast).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Pagination } from '@/components/data-table/pagination';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { TextareaField, keepFocus } from '@/components/organizations/form-controls';
import { Modal } from '@/components/organizations/modal';
import { type CenterRef, useBrowserApi } from '@/components/organizations/use-browser-api';
import { focusRing } from '@/components/shell/styles';
import { Button } from '@/components/ui/button';
import { ApiRequestError, serialize } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import { DEFAULT_PER_PAGE } from '@/lib/shared/list/list-state';
import { formatAddress, type OrganizationView, toOrganizationView } from '@/lib/shared/organizations/view';
import { toast } from '@/lib/browser/toast/toast-store';

type Queue = { rows: OrganizationView[]; total: number };
type Decision = { organization: OrganizationView; status: 'approved' | 'denied'; denialReason?: string };

const reasonSchema = z.object({ denialReason: z.string().trim().min(1).max(2000) });

function DenyDialog({ organization, onClose, onDeny }: { organization: OrganizationView | null; onClose: () => void; onDeny: (reason: string) => void }) {
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

export function ApproveClient({ center }: { center: CenterRef }) {
  const t = useTranslations('organizations.approve');
  const tTypes = useTranslations('organizations.types');
  const format = useFormatter();
  const api = useBrowserApi(center);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PER_PAGE);
  const [denying, setDenying] = useState<OrganizationView | null>(null);
  const queryKey = useMemo(() => ['organizations', 'pending', center.id, page, perPage] as const, [center.id, page, perPage]);

  const queue = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Queue> => {
      const doc = await api.get(
        '/api/v1/organizations',
        { include: ['address'], filter: { statusEq: 'pending' }, sort: 'created_at', page: { size: perPage, number: page } },
        { signal },
      );
      const data = Array.isArray(doc.data) ? doc.data : [];
      return { rows: data.map(toOrganizationView), total: Number((doc.meta as { totalCount?: unknown }).totalCount ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

  const decide = useMutation({
    mutationFn: ({ organization, status, denialReason }: Decision) =>
      api.put(
        `/api/v1/organizations/${organization.id}/approve`,
        serialize('organizations', denialReason === undefined ? { status } : { status, denialReason }, { id: organization.id }),
      ),
    onMutate: async ({ organization }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Queue>(queryKey);
      if (previous)
        queryClient.setQueryData<Queue>(queryKey, { rows: previous.rows.filter((r) => r.id !== organization.id), total: Math.max(0, previous.total - 1) });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });

  const rows = queue.data?.rows ?? [];

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>

      {queue.isError ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {t('loadFailed')}
        </p>
      ) : null}

      <div className="overflow-x-auto rounded-[var(--radius)] border border-slate-200 dark:border-slate-700" aria-busy={queue.isFetching || undefined}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('columns.name')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('columns.type')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('columns.contact')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('columns.createdAt')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((org) => (
              <tr key={org.id} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-3 py-2 align-top font-medium">
                  <Link href={`/organizations/${org.id}`} className={`text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`}>
                    {org.name}
                  </Link>
                  {formatAddress(org.address) ? <span className="block text-xs font-normal text-muted-800 dark:text-muted-200">{formatAddress(org.address)}</span> : null}
                </th>
                <td className="px-3 py-2 align-top">{tTypes(org.organizationType)}</td>
                <td className="px-3 py-2 align-top break-all">{org.email ?? '—'}</td>
                <td className="px-3 py-2 align-top">{org.createdAt ? format.dateTime(new Date(org.createdAt), { dateStyle: 'medium' }) : '—'}</td>
                <td className="px-3 py-2 align-top">
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => decide.mutate({ organization: org, status: 'approved' })} aria-label={t('approveLabel', { name: org.name })}>
                      <Check aria-hidden className="size-4" />
                      {t('approve')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDenying(org)} aria-label={t('denyLabel', { name: org.name })}>
                      <X aria-hidden className="size-4" />
                      {t('deny')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-slate-700 dark:text-slate-300">
                  {queue.isPending ? t('loading') : t('empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        perPage={perPage}
        total={queue.data?.total ?? 0}
        onPageChange={setPage}
        onPerPageChange={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />

      <DenyDialog
        organization={denying}
        onClose={() => setDenying(null)}
        onDeny={(reason) => {
          if (denying) decide.mutate({ organization: denying, status: 'denied', denialReason: reason });
          setDenying(null);
        }}
      />
    </div>
  );
}
