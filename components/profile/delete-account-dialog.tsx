'use client';

/**
 * "Delete my account" on /profiel: a Radix alert dialog that says what happens and asks for the password. The
 * server action erases the account and ends the session; the browser then loads /profiel/verwijderd afresh, so
 * nothing of the person stays in this tab's memory.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { getPathname } from '@/lib/shared/i18n/navigation';
import { deleteAccountAction } from '@/lib/server/profile/actions';
import { withPasswordMessage } from '@/lib/shared/profile/errors';
import { deleteAccountSchema } from '@/lib/shared/profile/schemas';
import { keepFocus } from './form-styles';

const FORM_ID = 'delete-account';

function DeleteButton({ label, deleted }: { label: string; deleted: boolean }) {
  // Not isSubmitSuccessful: AppForm handles a refused deletion, which react-hook-form then counts as a success.
  const { isSubmitting } = useFormState();
  const pending = isSubmitting || deleted;
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onMouseDown={keepFocus}
      onClick={(event) => pending && event.preventDefault()}
      className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:opacity-60"
    >
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
      {label}
    </button>
  );
}

export function DeleteAccountDialog() {
  const t = useTranslations('profile.delete');
  const locale = useLocale();
  const tProfile = useTranslations('profile');
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const form = useAppForm({ schema: deleteAccountSchema, defaultValues: { currentPassword: '' } });
  const busy = form.formState.isSubmitting || deleted;

  const onSubmit = async (values: z.output<typeof deleteAccountSchema>) => {
    const result = await deleteAccountAction(values);
    // AppForm puts these on the password field, or in the summary (the last administrator).
    if (!result.ok) throw new ApiRequestError(Number(result.errors[0]?.status) || 422, { errors: withPasswordMessage(result.errors, tProfile('wrongPassword')) });
    setDeleted(true);
    window.location.assign(getPathname({ href: '/profiel/verwijderd', locale }));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex h-10 items-center justify-center rounded-md border border-red-700 px-4 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
        >
          {t('open')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface p-6 text-text shadow-xl outline-none"
        >
          <Dialog.Title className="font-heading text-lg font-semibold">{t('title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted-800 dark:text-muted-200">
              <p>{t('warning')}</p>
              <ul className="list-disc space-y-1 ps-5">
                <li>{t('erased')}</li>
                <li>{t('kept')}</li>
              </ul>
            </div>
          </Dialog.Description>
          <AppForm form={form} onSubmit={onSubmit} id={FORM_ID} className="mt-5 space-y-4">
            <FormErrorSummary />
            <TextField name="currentPassword" type="password" label={t('password')} autoComplete="current-password" />
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              {/* Like the delete button: keeps the focus in the password field, whose blur would clear a server error
                  and shift this button away from under the pointer before the click lands. */}
              <Dialog.Close asChild>
                <Button variant="outline" aria-disabled={busy || undefined} onMouseDown={keepFocus}>
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <DeleteButton label={t('confirm')} deleted={deleted} />
            </div>
            <span role="status" className="sr-only">
              {busy ? t('deleting') : ''}
            </span>
          </AppForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
