/**
 * Toasts (SPEC §3, §4, §9): a framework-free store that React reads with `useSyncExternalStore`.
 *
 * Each toast counts its progress from 0 to 1 over its duration, updated every 16 ms, and is removed at 1.
 * Pausing (hover or focus) freezes the countdown; resuming continues with the time that was left. Elapsed time is
 * measured with the clock rather than by counting ticks, so a throttled background tab still ends on time.
 */

import 'client-only';
export const TOAST_COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'muted'] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

/** Icon names, mapped to lucide-react components by the Toaster (the store stays free of React). */
export const TOAST_ICONS = ['bell', 'circle-check', 'circle-alert', 'triangle-alert', 'info', 'message-square'] as const;
export type ToastIcon = (typeof TOAST_ICONS)[number];

export const DEFAULT_TOAST_ICONS: Readonly<Record<ToastColor, ToastIcon>> = {
  primary: 'bell',
  success: 'circle-check',
  danger: 'circle-alert',
  warning: 'triangle-alert',
  info: 'info',
  muted: 'message-square',
};

/** SPEC §9. */
export const DEFAULT_TOAST_DURATION = 5000;
export const TOAST_TICK_MS = 16;

export interface Toast {
  id: string;
  title?: string;
  message: string;
  color: ToastColor;
  /** null hides the icon. */
  icon: ToastIcon | null;
  closable: boolean;
  /** Milliseconds until removal; 0 (or Infinity) keeps the toast until it is closed. */
  duration: number;
  /** 0 to 1. */
  progress: number;
  paused: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}

export interface ToastInput {
  id?: string;
  title?: string;
  message: string;
  color?: ToastColor;
  icon?: ToastIcon | null;
  closable?: boolean;
  duration?: number;
}

export type ToastOptions = Omit<ToastInput, 'message' | 'color'>;

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
  /** Adds a toast (or replaces the one with the same id) and returns its id. */
  add(input: ToastInput): string;
  remove(id: string): void;
  clear(): void;
  pause(id: string): void;
  resume(id: string): void;
}

export interface ToastStoreOptions {
  now?: () => number;
  tickMs?: number;
  createId?: () => string;
}

interface Timing {
  /** Elapsed milliseconds banked before the current run. */
  banked: number;
  /** Clock time the current run started, or null while paused. */
  runningSince: number | null;
}

const EMPTY: readonly Toast[] = Object.freeze([]);

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const now = options.now ?? (() => Date.now());
  const tickMs = options.tickMs ?? TOAST_TICK_MS;
  let counter = 0;
  const createId = options.createId ?? (() => `toast-${++counter}`);

  let toasts: readonly Toast[] = EMPTY;
  const timings = new Map<string, Timing>();
  const listeners = new Set<() => void>();
  let interval: ReturnType<typeof setInterval> | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const counts = (toast: Toast) => toast.duration > 0 && Number.isFinite(toast.duration);

  const elapsed = (timing: Timing, at: number) => timing.banked + (timing.runningSince === null ? 0 : at - timing.runningSince);

  // One shared interval, running only while some toast is counting down: nothing is left behind on the server
  // or in tests once the last toast is gone.
  const syncInterval = () => {
    const needed = toasts.some((t) => counts(t) && !t.paused);
    if (needed && interval === null) interval = setInterval(tick, tickMs);
    if (!needed && interval !== null) {
      clearInterval(interval);
      interval = null;
    }
  };

  function tick() {
    const at = now();
    let changed = false;
    const next: Toast[] = [];
    for (const toast of toasts) {
      const timing = timings.get(toast.id);
      if (!timing || toast.paused || !counts(toast)) {
        next.push(toast);
        continue;
      }
      const progress = Math.min(1, elapsed(timing, at) / toast.duration);
      if (progress >= 1) {
        timings.delete(toast.id);
        changed = true;
        continue;
      }
      if (progress !== toast.progress) {
        next.push({ ...toast, progress });
        changed = true;
      } else next.push(toast);
    }
    if (changed) {
      toasts = next.length === 0 ? EMPTY : next;
      syncInterval();
      emit();
    }
  }

  const update = (id: string, change: (toast: Toast) => Toast) => {
    let changed = false;
    toasts = toasts.map((toast) => {
      if (toast.id !== id) return toast;
      const next = change(toast);
      if (next !== toast) changed = true;
      return next;
    });
    if (changed) {
      syncInterval();
      emit();
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,

    add(input) {
      const id = input.id ?? createId();
      const color = input.color ?? 'primary';
      const duration = input.duration ?? DEFAULT_TOAST_DURATION;
      const toast: Toast = {
        id,
        message: input.message,
        color,
        icon: input.icon === undefined ? DEFAULT_TOAST_ICONS[color] : input.icon,
        // A toast that never expires must be closable, or it could never go away.
        closable: input.closable ?? true,
        duration,
        progress: 0,
        paused: false,
        createdAt: now(),
      };
      if (input.title !== undefined) toast.title = input.title;
      if (!counts(toast)) toast.closable = true;
      timings.set(id, { banked: 0, runningSince: now() });
      toasts = [...toasts.filter((t) => t.id !== id), toast];
      syncInterval();
      emit();
      return id;
    },

    remove(id) {
      if (!toasts.some((t) => t.id === id)) return;
      timings.delete(id);
      toasts = toasts.length === 1 ? EMPTY : toasts.filter((t) => t.id !== id);
      syncInterval();
      emit();
    },

    clear() {
      if (toasts.length === 0) return;
      timings.clear();
      toasts = EMPTY;
      syncInterval();
      emit();
    },

    pause(id) {
      update(id, (toast) => {
        const timing = timings.get(id);
        if (toast.paused || !timing) return toast;
        const at = now();
        timing.banked = elapsed(timing, at);
        timing.runningSince = null;
        const progress = counts(toast) ? Math.min(1, timing.banked / toast.duration) : toast.progress;
        return { ...toast, paused: true, progress };
      });
    },

    resume(id) {
      update(id, (toast) => {
        const timing = timings.get(id);
        if (!toast.paused || !timing) return toast;
        timing.runningSince = now();
        return { ...toast, paused: false };
      });
    },
  };
}

export type ToastShortcut = (message: string, options?: ToastOptions) => string;

export interface ToastApi {
  (message: string, options?: ToastOptions & { color?: ToastColor }): string;
  show(input: ToastInput): string;
  primary: ToastShortcut;
  success: ToastShortcut;
  danger: ToastShortcut;
  warning: ToastShortcut;
  info: ToastShortcut;
  muted: ToastShortcut;
  dismiss(id: string): void;
  clear(): void;
}

/**
 * `enabled` lets the app-wide API ignore calls made during server rendering, where a module-level store would
 * be shared by every request.
 */
export function createToastApi(store: ToastStore, enabled: () => boolean = () => true): ToastApi {
  const show = (input: ToastInput) => (enabled() ? store.add(input) : (input.id ?? ''));
  const shortcut =
    (color: ToastColor): ToastShortcut =>
    (message, options) =>
      show({ ...options, message, color });
  return Object.assign((message: string, options?: ToastOptions & { color?: ToastColor }) => show({ ...options, message }), {
    show,
    primary: shortcut('primary'),
    success: shortcut('success'),
    danger: shortcut('danger'),
    warning: shortcut('warning'),
    info: shortcut('info'),
    muted: shortcut('muted'),
    dismiss: (id: string) => store.remove(id),
    clear: () => store.clear(),
  });
}

/** The app's toasts, shown by `<Toaster />` (mounted once by FeedbackRoot). Client-side only. */
export const toastStore: ToastStore = createToastStore();
export const toast: ToastApi = createToastApi(toastStore, () => typeof window !== 'undefined');
