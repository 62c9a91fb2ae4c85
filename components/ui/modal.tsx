'use client';

/**
 * A modal dialog on Radix Dialog (focus trap, Escape, labelled title and description) with given texts.
 * `DialogPanel` is the overlay and panel every dialog of the kit draws (Modal, ConfirmDialog).
 */
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface DialogPanelProps {
  title: string;
  /** A sentence, or richer content (paragraphs, a list) that screen readers still announce as the description. */
  description: ReactNode;
  role?: 'alertdialog';
  size?: 'md' | 'lg';
  /** Where focus goes when the dialog closes (Radix returns it to the trigger by default). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

export function DialogPanel({ title, description, role, size = 'lg', onCloseAutoFocus, children }: DialogPanelProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        // Only when given: `role={undefined}` would replace Radix's own role="dialog" and leave the panel unnamed.
        {...(role ? { role } : {})}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius)] bg-surface p-6 text-text shadow-xl outline-none',
          size === 'md' ? 'max-w-md' : 'max-w-lg',
        )}
      >
        <Dialog.Title className="font-heading text-lg font-semibold">{title}</Dialog.Title>
        {typeof description === 'string' ? (
          <Dialog.Description className="mt-2 text-sm text-muted-800 dark:text-muted-200">{description}</Dialog.Description>
        ) : (
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted-800 dark:text-muted-200">{description}</div>
          </Dialog.Description>
        )}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}

export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title={title} description={description}>
        <div className="mt-4">{children}</div>
      </DialogPanel>
    </Dialog.Root>
  );
}
