import { createToastApi, createToastStore, DEFAULT_TOAST_DURATION, TOAST_TICK_MS, type ToastStore } from '@/lib/browser/toast/toast-store';

describe('toast store', () => {
  let store: ToastStore;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    store = createToastStore();
  });
  afterEach(() => {
    store.clear();
    jest.useRealTimers();
  });

  const only = () => {
    const [toast] = store.getSnapshot();
    if (!toast) throw new Error('no toast');
    return toast;
  };

  it('adds a toast with the defaults (primary, 5000 ms, closable, icon by color)', () => {
    const id = store.add({ message: 'Saved' });
    expect(store.getSnapshot()).toEqual([
      {
        id,
        message: 'Saved',
        color: 'primary',
        icon: 'bell',
        closable: true,
        duration: 5000,
        progress: 0,
        paused: false,
        createdAt: Date.parse('2025-01-01T10:00:00Z'),
      },
    ]);
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    store.add({ message: 'x', color: 'danger', title: 'Oops' });
    expect(store.getSnapshot()[1]).toMatchObject({ color: 'danger', icon: 'circle-alert', title: 'Oops' });
    store.add({ message: 'y', color: 'success', icon: null });
    expect(store.getSnapshot()[2]?.icon).toBeNull();
  });

  it('counts progress up in steps of 16 ms and removes the toast after 5000 ms', () => {
    store.add({ message: 'Saved' });
    expect(TOAST_TICK_MS).toBe(16);
    jest.advanceTimersByTime(16);
    expect(only().progress).toBeCloseTo(16 / 5000, 6);
    jest.advanceTimersByTime(16);
    expect(only().progress).toBeCloseTo(32 / 5000, 6);
    jest.advanceTimersByTime(2500 - 32);
    expect(only().progress).toBeCloseTo(0.5, 2);
    jest.advanceTimersByTime(4992 - 2500); // the last 16 ms step before 5000 ms
    expect(store.getSnapshot()).toHaveLength(1);
    expect(only().progress).toBeCloseTo(4992 / 5000, 6);
    jest.advanceTimersByTime(16); // the first step at or past 5000 ms reaches 1 and removes it
    expect(store.getSnapshot()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0); // the shared interval stops with the last toast
  });

  it('honours a custom duration, and keeps a toast with duration 0 until closed', () => {
    store.add({ message: 'quick', duration: 1000 });
    store.add({ message: 'sticky', duration: 0, closable: false });
    jest.advanceTimersByTime(1008);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['sticky']);
    expect(only()).toMatchObject({ progress: 0, closable: true });
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('pauses the countdown and resumes with the remaining time', () => {
    const id = store.add({ message: 'Hover me' });
    jest.advanceTimersByTime(2000);
    store.pause(id);
    const paused = only().progress;
    expect(paused).toBeCloseTo(0.4, 2);
    expect(only().paused).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(only().progress).toBe(paused);
    store.resume(id);
    expect(only().paused).toBe(false);
    jest.advanceTimersByTime(2992); // 2000 + 2992 < 5000: still there
    expect(store.getSnapshot()).toHaveLength(1);
    expect(only().progress).toBeGreaterThan(0.99);
    jest.advanceTimersByTime(16);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('ignores repeated pause and resume calls', () => {
    const id = store.add({ message: 'x' });
    jest.advanceTimersByTime(1000);
    store.pause(id);
    jest.advanceTimersByTime(1000);
    store.pause(id);
    store.resume(id);
    store.resume(id);
    jest.advanceTimersByTime(3984);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(32);
    expect(store.getSnapshot()).toHaveLength(0);
    store.pause('missing');
    store.resume('missing');
  });

  it('removes one toast, or clears all', () => {
    const a = store.add({ message: 'a' });
    store.add({ message: 'b' });
    store.add({ message: 'c' });
    store.remove(a);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['b', 'c']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('replaces a toast added again with the same id', () => {
    store.add({ id: 'saving', message: 'Saving…' });
    store.add({ id: 'saving', message: 'Saved', color: 'success' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(only()).toMatchObject({ id: 'saving', message: 'Saved', color: 'success' });
  });

  it('notifies subscribers and keeps the snapshot identity between changes', () => {
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add({ message: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(store.getSnapshot()).toBe(after);
    jest.advanceTimersByTime(16);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    jest.advanceTimersByTime(16);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('toast API', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has a shortcut per color', () => {
    const store = createToastStore();
    const toast = createToastApi(store);
    toast.success('Saved', { title: 'Done' });
    toast.danger('Failed');
    toast.warning('Careful', { duration: 8000 });
    toast.info('FYI');
    toast.muted('Meh');
    toast.primary('Hi');
    const id = toast('Plain');
    expect(store.getSnapshot().map((t) => [t.color, t.icon, t.message])).toEqual([
      ['success', 'circle-check', 'Saved'],
      ['danger', 'circle-alert', 'Failed'],
      ['warning', 'triangle-alert', 'Careful'],
      ['info', 'info', 'FYI'],
      ['muted', 'message-square', 'Meh'],
      ['primary', 'bell', 'Hi'],
      ['primary', 'bell', 'Plain'],
    ]);
    expect(store.getSnapshot()[2]?.duration).toBe(8000);
    toast.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(6);
    toast.clear();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('does nothing while disabled (server rendering)', () => {
    const store = createToastStore();
    const toast = createToastApi(store, () => false);
    toast.success('ignored');
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
