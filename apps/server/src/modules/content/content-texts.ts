// Translation rows (one per locale) regrouped the way content answers carry them: `{ en: {...},
// ua: {...} }` for one item, or one such record per item of a list.

/** One item's rows as `{ [locale]: the row without its locale }`. */
export function textsByLocale<T extends { locale: string }>(
  rows: readonly T[],
): Record<string, Omit<T, 'locale'>> {
  return Object.fromEntries(rows.map(({ locale, ...text }) => [locale, text]));
}

/** Many items' rows, each item's as `textsByLocale` has them, by the item's key. */
export function textsByItem<K, T extends { locale: string }>(
  rows: readonly T[],
  keyOf: (row: T) => K,
): Map<K, Record<string, Omit<T, 'locale'>>> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return new Map([...groups].map(([key, group]) => [key, textsByLocale(group)]));
}
