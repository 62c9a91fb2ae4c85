/**
 * Button primitive with the variants of docs/domain.md#constants-and-limits. No message keys: callers pass the text.
 * `pending` shows a spinner before the label and ignores clicks. It sets aria-disabled rather than disabled, so
 * a focused submit button keeps focus while the form saves.
 */
import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'tertiary',
  'outline',
  'outlineSecondary',
  'light',
  'white',
  'danger',
  'dangerOutline',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  // The theme computes the foregrounds for the 700 shades (lib/shared/theme/css-variables.ts).
  primary: 'bg-primary-700 text-primary-foreground hover:bg-primary-800 focus-visible:outline-primary-700',
  secondary: 'bg-secondary-700 text-secondary-foreground hover:bg-secondary-800 focus-visible:outline-secondary-700',
  tertiary: 'bg-transparent text-primary-700 underline-offset-4 hover:underline focus-visible:outline-primary-600 dark:text-primary-300',
  outline:
    'border border-primary-600 bg-transparent text-primary-700 hover:bg-primary-50 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:bg-primary-950',
  outlineSecondary:
    'border border-secondary-600 bg-transparent text-secondary-700 hover:bg-secondary-50 focus-visible:outline-secondary-600 dark:text-secondary-300 dark:hover:bg-secondary-950',
  light: 'bg-primary-50 text-primary-800 hover:bg-primary-100 focus-visible:outline-primary-600 dark:bg-primary-900 dark:text-primary-100',
  white: 'bg-white text-gray-900 shadow-sm hover:bg-gray-50 focus-visible:outline-primary-600',
  // Destructive actions (delete, remove): the confirm button and the button that opens the confirmation.
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  dangerOutline:
    'border border-red-700 bg-transparent text-red-800 hover:bg-red-50 focus-visible:outline-red-700 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={pending || undefined}
      // No handler of its own unless pending: a server component (the sign-in link's confirm page) may render a
      // plain submit Button, and a function prop there is an error.
      onClick={pending ? (event) => event.preventDefault() : onClick}
      className={clsx(
        'inline-flex items-center justify-center rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 motion-reduce:transition-none',
        variantClasses[variant],
        sizeClasses[size],
        className,
      )}
      {...props}
      aria-disabled={pending || props['aria-disabled'] || undefined}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : null}
      {children}
    </button>
  );
}
