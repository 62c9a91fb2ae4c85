'use client';

/**
 * The panel of a Sheet (./sheet.tsx) on Radix Dialog: focus trap, Escape, labelled title, and a close button with a
 * given label. Loaded the first time a sheet opens; the trigger stays the sheet's own button, so the focus returns to it
 * here rather than through a Radix trigger.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { toolbarButtonClass } from './styles';

export interface SheetDialogProps {
  title: string;
  description?: string;
  closeLabel: string;
  side?: 'left' | 'right';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the panel closes: the button that opened it. */
  returnFocus: HTMLElement | null;
  children: ReactNode;
}

export function SheetDialog({
  title,
  description,
  closeLabel,
  side = 'right',
  open,
  onOpenChange,
  returnFocus,
  children,
}: SheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-in" />
        <Dialog.Content
          className={clsx(
            'fixed inset-y-0 z-50 flex w-full max-w-sm flex-col bg-surface text-text shadow-xl outline-none',
            side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
            'border-muted-200 dark:border-muted-700',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-4 border-b border-muted-200 px-4 py-3 dark:border-muted-700">
            <Dialog.Title className="font-heading text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={toolbarButtonClass} aria-label={closeLabel}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-4 pt-3 text-sm text-muted-700 dark:text-muted-300">{description}</Dialog.Description>
          ) : null}
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
