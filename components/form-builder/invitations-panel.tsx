'use client';

/**
 * The invitations of an invitation-only (token_holder) form: add e-mail addresses (each gets its own link by mail),
 * the list with each invitation's state (open, used, revoked), and revoking an open one behind a confirmation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { type ReactNode, useMemo, useRef } from 'react';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { AppFormContext, useAppFormContext } from '@/components/forms/app-form-context';
import { TextareaField } from '@/components/forms/fields';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAppForm } from '@/components/forms/use-app-form';
import { useSession } from '@/components/session/session-provider';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cardClass } from '@/components/ui/styles';
import { MAX_INVITATIONS } from '@/domain/forms';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { createInvitations, fetchInvitations, formBuilderKeys, parseEmailList, revokeInvitation } from '@/lib/shared/form-builder/api';
import type { InvitationState, InvitationView } from '@/lib/shared/form-builder/view';

const STATE_TONE: Record<InvitationState, BadgeTone> = { open: 'info', used: 'success', revoked: 'muted' };

export function InvitationsPanel({ formId }: { formId: string }) {
  const t = useTranslations('formBuilder.invitations');
  const format = useFormatter();
  const api = useApi();
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  const queryKey = formBuilderKeys.invitations(viewer?.id ?? '', formId);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchInvitations(api, formId, signal) });

  const schema = useMemo(
    () =>
      z.object({
        emails: z
          .string()
          .trim()
          .min(1)
          .superRefine((text, ctx) => {
            const emails = parseEmailList(text);
            const invalid = emails.filter((e) => !z.email().safeParse(e).success);
            if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: t('invalidEmails', { emails: invalid.join(', ') }) });
            else if (emails.length > MAX_INVITATIONS) ctx.addIssue({ code: 'custom', message: t('tooMany', { max: MAX_INVITATIONS }) });
          }),
      }),
    [t],
  );
  const form = useAppForm({ schema, defaultValues: { emails: '' } });

  const headingRef = useRef<HTMLHeadingElement>(null);

  const submit = async ({ emails }: { emails: string }) => {
    const list = parseEmailList(emails);
    const created = await createInvitations(api, formId, list);
    await queryClient.invalidateQueries({ queryKey });
    // Leave the field while it still holds the sent addresses (its blur validation passes), then empty it: emptied
    // first, leaving it would say "required" and push the list down under the pointer.
    headingRef.current?.focus();
    form.reset({ emails: '' });
    toast.success(t('sent', { count: created.length || list.length }));
  };

  const revoke = async (invitation: InvitationView) => {
    try {
      await revokeInvitation(api, formId, invitation.id);
      toast.success(t('revoked', { email: invitation.email }));
    } catch {
      toast.danger(t('revokeFailed'));
    }
    await queryClient.invalidateQueries({ queryKey });
  };

  const invitations = query.data ?? [];
  return (
    <section aria-labelledby="form-invitations-heading" className={`${cardClass} space-y-5`}>
      <div>
        <h2 id="form-invitations-heading" ref={headingRef} tabIndex={-1} className="font-heading text-xl font-semibold focus:outline-none">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t('intro')}</p>
      </div>
      <AppForm form={form} onSubmit={submit} className="space-y-3" aria-labelledby="form-invitations-heading">
        <ReserveMessageLines>
          <FormErrorSummary />
          <TextareaField name="emails" label={t('emails')} description={t('emailsHint')} rows={3} autoComplete="off" />
          <SubmitButton>{t('send')}</SubmitButton>
        </ReserveMessageLines>
      </AppForm>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('loadFailed')}
        </p>
      ) : invitations.length === 0 ? (
        <p className="text-sm text-muted-700 dark:text-muted-300">{query.isPending ? t('loading') : t('empty')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('columns.email')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('columns.state')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('columns.sentAt')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-3 py-2 break-all">{invitation.email}</td>
                  <td className="px-3 py-2">
                    <Badge tone={STATE_TONE[invitation.state]}>{t(`states.${invitation.state}`)}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {invitation.sentAt || invitation.createdAt
                      ? format.dateTime(new Date((invitation.sentAt ?? invitation.createdAt)!), { dateStyle: 'medium', timeStyle: 'short' })
                      : '—'}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {invitation.state === 'open' ? (
                      <ConfirmDialog
                        trigger={
                          <Button type="button" variant="dangerOutline" size="sm" aria-label={t('revokeOf', { email: invitation.email })}>
                            {t('revoke')}
                          </Button>
                        }
                        title={t('revokeTitle', { email: invitation.email })}
                        description={t('revokeDescription')}
                        confirmLabel={t('revokeConfirm')}
                        cancelLabel={t('cancel')}
                        onConfirm={() => revoke(invitation)}
                        danger
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The field keeps its message line while empty, so a message appearing on blur does not move the list below it. */
function ReserveMessageLines({ children }: { children: ReactNode }) {
  const context = useAppFormContext();
  return <AppFormContext value={{ ...context, reserveMessageLines: true }}>{children}</AppFormContext>;
}
