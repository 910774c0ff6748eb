// Sets a key in a Map used as a bounded cache: past `capacity`, the oldest entry goes first (Maps
// iterate in insertion order, so the first key is the oldest).
export function setBounded<K, V>(map: Map<K, V>, capacity: number, key: K, value: V): void {
  if (map.size >= capacity && !map.has(key)) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
