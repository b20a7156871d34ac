/**
 * A small least-recently-used memo for pure, costly functions of text (a
 * parse, a lint check): many nodes of one file ask the same question of the
 * same text, and only the first should pay for it.
 */
export function createTextMemo<T>(limit: number): (key: string, compute: () => T) => T {
  const entries = new Map<string, T>();
  return (key, compute) => {
    if (entries.has(key)) {
      const value = entries.get(key) as T;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const value = compute();
    entries.set(key, value);
    if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
