/**
 * `compute` remembered by key, at most `max` entries, the least recently used out first (a Map keeps
 * insertion order, so a hit is moved to the end). For pure functions whose results callers share:
 * freeze what you return.
 */
export function boundedMemo<K, V>(max: number, compute: (key: K) => V): (key: K) => V {
  const remembered = new Map<K, V>();
  // Unbounded (a memo that lives as long as one short-lived owner): nothing is ever evicted, so a hit is not reordered.
  if (max === Infinity) {
    return (key) => {
      if (remembered.has(key)) return remembered.get(key) as V;
      const value = compute(key);
      remembered.set(key, value);
      return value;
    };
  }
  return (key) => {
    if (remembered.has(key)) {
      const known = remembered.get(key) as V;
      remembered.delete(key);
      remembered.set(key, known);
      return known;
    }
    const value = compute(key);
    if (remembered.size >= max) remembered.delete(remembered.keys().next().value as K);
    remembered.set(key, value);
    return value;
  };
}
