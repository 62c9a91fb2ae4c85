/**
 * The page-change progress bar's behaviour (SPEC §2, §9), free of React and the DOM so it can be tested with
 * fake timers.
 *
 * - start(): nothing shows for the first `throttle` ms, so fast navigations never flash a bar. Progress eases
 *   towards ~90% over the `estimate` and never reaches 100% on its own.
 * - finish(): a bar that never showed is simply cancelled. A visible bar jumps to 100%, hides after
 *   `hideDelay`, and its progress returns to 0 `resetDelay` later (after the fade-out).
 * - A navigation that never reports its end (an aborted one) is finished after `timeout` ms.
 */

import 'client-only';
export interface LoadingProgressOptions {
  /** Expected duration of a page change, ms. */
  estimate?: number;
  /** Delay before the bar shows, ms. */
  throttle?: number;
  /** Delay between reaching 100% and hiding, ms. */
  hideDelay?: number;
  /** Delay between hiding and resetting progress to 0, ms. */
  resetDelay?: number;
  /** Progress update interval, ms. */
  tickMs?: number;
  /** Safety net: finish a navigation that never ended after this many ms (0 disables). */
  timeout?: number;
  now?: () => number;
}

export interface LoadingProgressState {
  /** 0 to 1. */
  progress: number;
  visible: boolean;
  /** True between start() and finish(). */
  loading: boolean;
}

export const LOADING_BAR_DEFAULTS = {
  estimate: 2000,
  throttle: 200,
  hideDelay: 500,
  resetDelay: 400,
  tickMs: 100,
  timeout: 15000,
} as const;

/** The share of the bar the estimate eases towards; the rest is left for the real end. */
export const LOADING_CEILING = 0.9;

/**
 * Eased progress for `elapsed` ms of a navigation expected to take `estimate` ms: about 86% at the estimate,
 * approaching (never reaching) 90% afterwards.
 */
export function estimatedProgress(elapsed: number, estimate: number): number {
  if (elapsed <= 0) return 0;
  if (estimate <= 0) return LOADING_CEILING;
  return LOADING_CEILING * (1 - Math.exp((-3 * elapsed) / estimate));
}

export interface LoadingProgress {
  start(): void;
  finish(): void;
  /** Stops everything at once (unmount). */
  dispose(): void;
  getSnapshot(): LoadingProgressState;
  subscribe(listener: () => void): () => void;
}

type Timer = ReturnType<typeof setTimeout>;

export const IDLE_LOADING_STATE: LoadingProgressState = Object.freeze({ progress: 0, visible: false, loading: false });

export function createLoadingProgress(options: LoadingProgressOptions = {}): LoadingProgress {
  const o = { ...LOADING_BAR_DEFAULTS, ...options };
  const now = options.now ?? (() => Date.now());

  let state: LoadingProgressState = IDLE_LOADING_STATE;
  const listeners = new Set<() => void>();
  let startedAt = 0;
  let throttleTimer: Timer | null = null;
  let hideTimer: Timer | null = null;
  let resetTimer: Timer | null = null;
  let timeoutTimer: Timer | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const set = (next: Partial<LoadingProgressState>) => {
    const merged = { ...state, ...next };
    if (merged.progress === state.progress && merged.visible === state.visible && merged.loading === state.loading) return;
    state = merged;
    for (const listener of [...listeners]) listener();
  };

  const clear = (timer: Timer | null) => {
    if (timer !== null) clearTimeout(timer);
    return null;
  };

  const stopTicker = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };

  const clearAll = () => {
    throttleTimer = clear(throttleTimer);
    hideTimer = clear(hideTimer);
    resetTimer = clear(resetTimer);
    timeoutTimer = clear(timeoutTimer);
    stopTicker();
  };

  // Monotonic: a navigation that starts while the bar is still visible continues from where it is.
  const tick = () => {
    set({ progress: Math.max(state.progress, estimatedProgress(now() - startedAt, o.estimate)) });
  };

  const show = () => {
    throttleTimer = null;
    tick();
    set({ visible: true });
    ticker = setInterval(tick, o.tickMs);
  };

  const api: LoadingProgress = {
    start() {
      const wasVisible = state.visible;
      clearAll();
      startedAt = now();
      // A bar still on screen (finishing, or a second click) continues without a new throttle.
      set({ loading: true, progress: wasVisible && state.progress < 1 ? state.progress : 0 });
      if (wasVisible) {
        ticker = setInterval(tick, o.tickMs);
      } else if (o.throttle > 0) {
        throttleTimer = setTimeout(show, o.throttle);
      } else {
        show();
      }
      if (o.timeout > 0) timeoutTimer = setTimeout(() => api.finish(), o.timeout);
    },

    finish() {
      if (!state.loading) return;
      const wasVisible = state.visible;
      clearAll();
      if (!wasVisible) {
        set({ loading: false, progress: 0 });
        return;
      }
      set({ loading: false, progress: 1 });
      hideTimer = setTimeout(() => {
        hideTimer = null;
        set({ visible: false });
        resetTimer = setTimeout(() => {
          resetTimer = null;
          set({ progress: 0 });
        }, o.resetDelay);
      }, o.hideDelay);
    },

    dispose() {
      clearAll();
      state = IDLE_LOADING_STATE;
      listeners.clear();
    },

    getSnapshot: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return api;
}
