// What an audit entry changed: its before and after snapshots (any JSON) flattened to dotted paths
// and compared, so a reader sees the fields that moved instead of two whole documents.

export interface DiffLine {
  path: string;
  /** undefined: the path did not exist on that side. */
  before: unknown;
  after: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves by path; arrays and objects nest (`texts.ua.answer`, `roles.1`); empty ones are leaves. */
export function flattenJson(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  if (entries.length === 0) {
    if (prefix !== '' || (value !== null && value !== undefined)) out.set(prefix, value);
    return out;
  }
  for (const [key, child] of entries) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    for (const [inner, leaf] of flattenJson(child, path)) out.set(inner, leaf);
  }
  return out;
}

/** Changed, added and removed leaves, in the order they first appear (before, then after). */
export function diffJson(before: unknown, after: unknown): DiffLine[] {
  const left = flattenJson(before);
  const right = flattenJson(after);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths
    .filter((path) => JSON.stringify(left.get(path)) !== JSON.stringify(right.get(path)))
    .map((path) => ({ path, before: left.get(path), after: right.get(path) }));
}

/** A leaf as one line of text: strings as they are, anything else as JSON. */
export function showLeaf(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
