import {
  createLoadingProgress,
  estimatedProgress,
  LOADING_BAR_DEFAULTS,
  type LoadingProgress,
} from '@/lib/browser/feedback/loading-progress';

describe('estimatedProgress', () => {
  it('eases towards 90% over the estimate and never passes it', () => {
    expect(estimatedProgress(0, 2000)).toBe(0);
    expect(estimatedProgress(1000, 2000)).toBeCloseTo(0.9 * (1 - Math.exp(-1.5)), 6);
    expect(estimatedProgress(2000, 2000)).toBeGreaterThan(0.85);
    expect(estimatedProgress(2000, 2000)).toBeLessThan(0.9);
    expect(estimatedProgress(60_000, 2000)).toBeLessThanOrEqual(0.9);
    const samples = [100, 500, 1000, 1500, 2000, 4000].map((t) => estimatedProgress(t, 2000));
    expect([...samples].sort((a, b) => a - b)).toEqual(samples);
  });
});

describe('loading progress', () => {
  let bar: LoadingProgress;
  beforeEach(() => {
    jest.useFakeTimers();
    bar = createLoadingProgress();
  });
  afterEach(() => {
    bar.dispose();
    jest.useRealTimers();
  });

  it('uses the docs/domain.md#constants-and-limits timings', () => {
    expect(LOADING_BAR_DEFAULTS).toMatchObject({ estimate: 2000, throttle: 200, hideDelay: 500, resetDelay: 400 });
  });

  it('does not show for navigations faster than the 200 ms throttle', () => {
    bar.start();
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, loading: true });
    jest.advanceTimersByTime(199);
    expect(bar.getSnapshot().visible).toBe(false);
    bar.finish();
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, loading: false });
    jest.advanceTimersByTime(5000);
    expect(bar.getSnapshot().visible).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows after 200 ms, eases forward, then completes, hides after 500 ms and resets 400 ms later', () => {
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getSnapshot().visible));
    bar.start();
    jest.advanceTimersByTime(200);
    expect(bar.getSnapshot().visible).toBe(true);
    const early = bar.getSnapshot().progress;
    expect(early).toBeGreaterThan(0);
    jest.advanceTimersByTime(1800); // at the 2000 ms estimate
    const atEstimate = bar.getSnapshot().progress;
    expect(atEstimate).toBeGreaterThan(early);
    expect(atEstimate).toBeCloseTo(estimatedProgress(2000, 2000), 6);
    jest.advanceTimersByTime(10_000);
    expect(bar.getSnapshot().progress).toBeLessThan(0.9);

    bar.finish();
    expect(bar.getSnapshot()).toEqual({ progress: 1, visible: true, loading: false });
    jest.advanceTimersByTime(499);
    expect(bar.getSnapshot().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ progress: 1, visible: false, loading: false });
    jest.advanceTimersByTime(399);
    expect(bar.getSnapshot().progress).toBe(1);
    jest.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, loading: false });
    expect(jest.getTimerCount()).toBe(0);
    expect(seen.filter((v, i, all) => i === 0 || all[i - 1] !== v)).toEqual([false, true, false]);
  });

  it('ignores finish() without a start', () => {
    bar.finish();
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, loading: false });
  });

  it('continues a visible bar when a new navigation starts while finishing', () => {
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    jest.advanceTimersByTime(100); // complete but not yet hidden
    bar.start();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, loading: true, progress: 0 });
    jest.advanceTimersByTime(1000); // the old hide timer must not fire
    expect(bar.getSnapshot().visible).toBe(true);
    expect(bar.getSnapshot().progress).toBeGreaterThan(0);
  });

  it('finishes a navigation that never reported its end after the timeout', () => {
    const slow = createLoadingProgress({ timeout: 3000 });
    slow.start();
    jest.advanceTimersByTime(3000);
    expect(slow.getSnapshot()).toMatchObject({ progress: 1, loading: false });
    jest.advanceTimersByTime(900);
    expect(slow.getSnapshot()).toEqual({ progress: 0, visible: false, loading: false });
    slow.dispose();
  });

  it('dispose() stops all timers', () => {
    bar.start();
    jest.advanceTimersByTime(300);
    bar.dispose();
    expect(jest.getTimerCount()).toBe(0);
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, loading: false });
  });
});
