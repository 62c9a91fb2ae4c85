'use client';

/**
 * A confirmation before a destructive action (delete, remove role, archive): Radix Dialog with focus trap and
 * Escape; the confirm button shows progress while `onConfirm` runs and the dialog closes when it resolves.
 *
 * Usually the dialog opens from its `trigger`. A confirmation that follows another control's change (leaving
 * unsaved work by choosing something else in a select) has no trigger: the caller then holds `open` and
 * `onOpenChange`, and focus returns to the control it names in `returnFocusTo` when the dialog closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { DialogPanel } from './modal';

export interface ConfirmDialogProps {
  trigger?: ReactNode;
  /** Controlled use, without a trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Without a trigger: the element focus goes back to when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<unknown> | void;
  danger?: boolean;
}

export function ConfirmDialog({
  trigger,
  open: openProp,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger = true,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
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
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <DialogPanel
        role="alertdialog"
        size="md"
        title={title}
        description={description}
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                event.preventDefault();
                returnFocusTo.current?.focus();
              }
            : undefined
        }
      >
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
