'use client';

/**
 * The toast container (SPEC §2 application shell, §4, §9): bottom-right, mounted once by FeedbackRoot.
 *
 * Two live regions stay mounted so screen readers hear new toasts: danger toasts in an assertive `alert` region,
 * the rest in a polite `status` region. aria-atomic is false so only the added toast is read, not the whole
 * stack. The countdown pauses while a toast is hovered or holds focus, and Escape closes a focused closable toast.
 */
import clsx from 'clsx';
import { Bell, CircleAlert, CircleCheck, Info, MessageSquare, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { toastStore as defaultStore, type Toast, type ToastIcon, type ToastStore } from '@/lib/browser/toast/toast-store';
import { TOAST_STYLES } from './toast-styles';

const ICONS: Readonly<Record<ToastIcon, LucideIcon>> = {
  bell: Bell,
  'circle-check': CircleCheck,
  'circle-alert': CircleAlert,
  'triangle-alert': TriangleAlert,
  info: Info,
  'message-square': MessageSquare,
};

const NO_TOASTS: readonly Toast[] = [];
const serverSnapshot = () => NO_TOASTS;

export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const t = useTranslations('toast');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const polite = toasts.filter((toast) => toast.color !== 'danger');
  const assertive = toasts.filter((toast) => toast.color === 'danger');

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-end gap-2 p-4 sm:start-auto sm:w-96">
      {toasts.length > 1 ? (
        <button
          type="button"
          onClick={() => store.clear()}
          className="pointer-events-auto rounded-md bg-gray-900/80 px-3 py-1 text-xs font-medium text-white shadow hover:bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:bg-gray-100/90 dark:text-gray-900 dark:hover:bg-gray-100"
        >
          {t('clearAll')}
        </button>
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="false" aria-label={t('region')} className="flex w-full flex-col gap-2">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" aria-label={t('region')} className="flex w-full flex-col gap-2">
        {assertive.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const t = useTranslations('toast');
  const style = TOAST_STYLES[toast.color];
  const Icon = toast.icon ? ICONS[toast.icon] : null;
  // Hover and focus pause independently: leaving with the mouse must not restart a toast that still has focus.
  const hovered = useRef(false);
  const focused = useRef(false);

  const sync = () => {
    if (hovered.current || focused.current) store.pause(toast.id);
    else store.resume(toast.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    sync();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && toast.closable) {
      event.stopPropagation();
      store.remove(toast.id);
    }
  };

  return (
    <div
      onMouseEnter={() => {
        hovered.current = true;
        sync();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        sync();
      }}
      onFocus={() => {
        focused.current = true;
        sync();
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className={clsx(
        'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg p-4 pe-3 shadow-lg',
        'transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none motion-reduce:starting:translate-y-0',
        style.card,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
      <div className="min-w-0 flex-1 text-sm">
        <span className="sr-only">{t(`colors.${toast.color}`)}: </span>
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        <p className={clsx('break-words', toast.title && 'mt-0.5 opacity-95')}>{toast.message}</p>
      </div>
      {toast.closable ? (
        <button
          type="button"
          onClick={() => store.remove(toast.id)}
          aria-label={t('close')}
          className={clsx('-mt-1 shrink-0 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-0', style.closeButton)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {toast.duration > 0 && Number.isFinite(toast.duration) ? (
        <div
          aria-hidden="true"
          className={clsx('absolute inset-x-0 bottom-0 h-1 origin-left rtl:origin-right', style.progress)}
          style={{ transform: `scaleX(${1 - toast.progress})` }}
        />
      ) : null}
    </div>
  );
}
