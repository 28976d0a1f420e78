// Browser storage that keeps working when it is disabled or full (private modes, blocked site
// data): values then live for the page only, in memory.

export interface Store {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** `which` is read lazily, as merely touching `localStorage` throws where site data is blocked. */
export function createStore(which: () => Storage, key: (name: string) => string): Store {
  const memory = new Map<string, string>();
  const attempt = (action: (storage: Storage) => void) => {
    try {
      action(which());
    } catch {
      // Storage is unavailable: memory alone holds the value.
    }
  };
  return {
    get(name) {
      if (memory.has(name)) return memory.get(name);
      let value: string | undefined;
      attempt((storage) => (value = storage.getItem(key(name)) ?? undefined));
      if (value !== undefined) memory.set(name, value);
      return value;
    },
    set(name, value) {
      memory.set(name, value);
      attempt((storage) => (value ? storage.setItem(key(name), value) : storage.removeItem(key(name))));
    },
    remove(name) {
      memory.delete(name);
      attempt((storage) => storage.removeItem(key(name)));
    },
  };
}
