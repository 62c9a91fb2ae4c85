'use client';

/**
 * A confirmation before a destructive action (delete, remove role, archive): Radix Dialog with focus trap and
 * Escape; the confirm button shows progress while `onConfirm` runs and the dialog closes when it resolves.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogPanel } from './modal';

export interface ConfirmDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<unknown> | void;
  danger?: boolean;
}

export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, danger = true }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller shows the failure (toast); keep the dialog so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogPanel role="alertdialog" size="md" title={title} description={description}>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button variant={danger ? 'danger' : 'primary'} pending={pending} disabled={danger && pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
