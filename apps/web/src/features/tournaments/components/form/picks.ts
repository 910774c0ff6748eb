// Toggling a hero or map in a picker with a limit: a picked one is dropped; a new one is added while
// there is room, replaces the only one when the limit is one (all_but_one), and is refused otherwise.
export function nextPicks<T>(picked: readonly T[], item: T, limit: number): T[] {
  if (picked.includes(item)) return picked.filter((existing) => existing !== item);
  if (limit === 1) return [item];
  if (picked.length >= limit) return [...picked];
  return [...picked, item];
}
