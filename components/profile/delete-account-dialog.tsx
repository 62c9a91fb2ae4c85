'use client';

/**
 * "Delete my account" on /profiel: a Radix alert dialog that says what happens and asks for the password. The
 * server action erases the account and ends the session; the browser then loads /profiel/verwijderd afresh, so
 * nothing of the person stays in this tab's memory.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/modal';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { getPathname } from '@/lib/shared/i18n/navigation';
import { deleteAccountAction } from '@/lib/server/profile/actions';
import { withPasswordMessage } from '@/lib/shared/profile/errors';
import { deleteAccountSchema } from '@/lib/shared/profile/schemas';
import { keepFocus } from '@/components/forms/keep-focus';

const FORM_ID = 'delete-account';

function DeleteButton({ label, deleted }: { label: string; deleted: boolean }) {
  // Not isSubmitSuccessful: AppForm handles a refused deletion, which react-hook-form then counts as a success.
  const { isSubmitting } = useFormState();
  const pending = isSubmitting || deleted;
  return (
    <Button type="submit" variant="danger" pending={pending} onMouseDown={keepFocus}>
      {label}
    </Button>
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
    if (!result.ok)
      throw new ApiRequestError(Number(result.errors[0]?.status) || 422, {
        errors: withPasswordMessage(result.errors, tProfile('wrongPassword')),
      });
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
        <Button variant="dangerOutline">{t('open')}</Button>
      </Dialog.Trigger>
      <DialogPanel
        role="alertdialog"
        title={t('title')}
        description={
          <>
            <p>{t('warning')}</p>
            <ul className="list-disc space-y-1 ps-5">
              <li>{t('erased')}</li>
              <li>{t('kept')}</li>
            </ul>
          </>
        }
      >
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
      </DialogPanel>
    </Dialog.Root>
  );
}
