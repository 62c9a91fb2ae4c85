/**
 * The visible label of each mounted field, by dotted path: the error summary names fields with it and the
 * image-size message says which field is too large. A tiny external store for `useSyncExternalStore`.
 */
export interface LabelRegistry {
  set(name: string, label: string): () => void;
  get(name: string): string | undefined;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ReadonlyMap<string, string>;
}

export function createLabelRegistry(): LabelRegistry {
  let labels: ReadonlyMap<string, string> = new Map();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    set(name, label) {
      if (labels.get(name) !== label) {
        labels = new Map(labels).set(name, label);
        emit();
      }
      return () => {
        if (labels.get(name) !== label) return;
        const next = new Map(labels);
        next.delete(name);
        labels = next;
        emit();
      };
    },
    get: (name) => labels.get(name),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => labels,
  };
}
