import { createScrollPositions, decideScroll, type KeyValueStorage } from '@/lib/browser/feedback/scroll-positions';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('scroll positions', () => {
  it('keeps positions per history entry and survives a reload through storage', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.set('entry-1', { x: 0, y: 640.4 });
    positions.set('entry-2', { x: 10, y: -5 });
    expect(positions.get('entry-1')).toEqual({ x: 0, y: 640 });
    expect(positions.get('entry-2')).toEqual({ x: 10, y: 0 });
    positions.persist();
    const reloaded = createScrollPositions(storage);
    expect(reloaded.get('entry-1')).toEqual({ x: 0, y: 640 });
    expect(reloaded.get('missing')).toBeUndefined();
  });

  it('drops the oldest entries beyond the limit', () => {
    const positions = createScrollPositions(null, { limit: 2 });
    positions.set('a', { x: 0, y: 1 });
    positions.set('b', { x: 0, y: 2 });
    positions.set('a', { x: 0, y: 3 }); // a is now the newest
    positions.set('c', { x: 0, y: 4 });
    expect(positions.get('b')).toBeUndefined();
    expect(positions.get('a')).toEqual({ x: 0, y: 3 });
    expect(positions.get('c')).toEqual({ x: 0, y: 4 });
  });

  it('ignores corrupt or throwing storage', () => {
    expect(createScrollPositions(memoryStorage({ 'vc:scroll-positions': 'not json' })).get('a')).toBeUndefined();
    expect(createScrollPositions(memoryStorage({ 'vc:scroll-positions': '[["a",{"x":"1"}],["b",{"x":1,"y":2}],7]' })).get('b')).toEqual({
      x: 1,
      y: 2,
    });
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const positions = createScrollPositions(throwing);
    positions.set('a', { x: 0, y: 1 });
    expect(() => positions.persist()).not.toThrow();
    expect(positions.get('a')).toEqual({ x: 0, y: 1 });
  });
});

describe('decideScroll', () => {
  const saved = { x: 0, y: 800 };
  it('restores the saved position on back/forward', () => {
    expect(decideScroll({ traversal: true, pathChanged: true, saved, hash: '' })).toEqual({ kind: 'restore', position: saved });
    expect(decideScroll({ traversal: true, pathChanged: false, saved, hash: '#x' })).toEqual({ kind: 'restore', position: saved });
  });
  it('goes to the top of a new page', () => {
    expect(decideScroll({ traversal: false, pathChanged: true, saved, hash: '' })).toEqual({ kind: 'top' });
    expect(decideScroll({ traversal: true, pathChanged: true, saved: undefined, hash: '' })).toEqual({ kind: 'top' });
  });
  it('leaves fragments to the browser and keeps the position when only search parameters change', () => {
    expect(decideScroll({ traversal: false, pathChanged: true, saved: undefined, hash: '#contact' })).toEqual({ kind: 'none' });
    expect(decideScroll({ traversal: false, pathChanged: false, saved: undefined, hash: '' })).toEqual({ kind: 'none' });
  });
});
