'use client';

/**
 * A confirmation before a destructive action (delete, remove role, archive): Radix Dialog with focus trap and
 * Escape; the confirm button shows progress while `onConfirm` runs and the dialog closes when it resolves.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 text-text shadow-xl outline-none"
        >
          <Dialog.Title className="font-heading text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-800 dark:text-muted-200">{description}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
