'use client';

/**
 * A side panel opened by a button (the menu on a phone, the language and customize panels). The button is rendered
 * with the page; the panel and Radix Dialog behind it (about 14 kB gzip, docs/benchmarks.md "Public pages") are
 * fetched when the pointer or the focus reaches the button, and at the latest when it is pressed.
 */
import dynamic from 'next/dynamic';
import { type MouseEvent, type ReactElement, type ReactNode, cloneElement, isValidElement, useState } from 'react';
import type { SheetDialogProps } from './sheet-dialog';

const loadDialog = () => import('./sheet-dialog');
const SheetDialog = dynamic(() => loadDialog().then((m) => m.SheetDialog), { ssr: false });
const preload = () => {
  void loadDialog();
};

export interface SheetProps extends Omit<SheetDialogProps, 'open' | 'onOpenChange' | 'returnFocus'> {
  /** A button element; it gets the handlers and the aria-expanded state. */
  trigger: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  onTouchStart?: (event: unknown) => void;
}

/** The trigger's own handler first, then the preload: a handler the caller put on the button keeps working. */
const withPreload =
  (own: ((event: unknown) => void) | undefined) =>
  (event: unknown): void => {
    own?.(event);
    preload();
  };

export function Sheet({ trigger, open, onOpenChange, ...panel }: SheetProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  /** The button that opened the panel last (the focus returns to it); null until the first opening. */
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const isOpen = open ?? ownOpen;
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const button = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        onPointerEnter: withPreload(trigger.props.onPointerEnter),
        onFocus: withPreload(trigger.props.onFocus),
        onTouchStart: withPreload(trigger.props.onTouchStart),
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (event.defaultPrevented) return;
          setOpener(event.currentTarget);
          change(true);
        },
      })
    : trigger;
  return (
    <>
      {button}
      {opener || isOpen ? <SheetDialog {...panel} open={isOpen} onOpenChange={change} returnFocus={opener} /> : null}
    </>
  );
}
