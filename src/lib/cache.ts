/**
 * What `load` answers, kept for `ttlMs` by key: for filter menus read on every list view that
 * change rarely (issue 16). A failure is not kept; `clear()` drops everything (call it on writes).
 */
export function ttlCache<K, V>(ttlMs: number) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.at > Date.now() - ttlMs) return hit.value;
      const value = load();
      const entry = { at: Date.now(), value };
      entries.set(key, entry);
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
