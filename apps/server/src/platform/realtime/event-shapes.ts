// What each event type carries, declared by the module that announces it: the bus's parser checks
// what Redis delivers against it (cheap typeof checks, no schema library on the event path), and the
// mapped type makes a module list every event type and every field of its union.
import type { BusEvent } from './bus.js';

type FieldKind<T> = [T] extends [number]
  ? 'number'
  : [T] extends [string]
    ? 'string'
    : [T] extends [boolean]
      ? 'boolean'
      : [T] extends [readonly unknown[]]
        ? 'array'
        : 'present';

type Kind = FieldKind<number> | FieldKind<string> | FieldKind<boolean> | 'array' | 'present';

type EventOf<E extends BusEvent, K> = Extract<E, { type: K }>;

/** Every type of the union `E`, with each of its fields and the kind of value it holds. */
export type EventShapes<E extends BusEvent> = {
  readonly [K in E['type']]: {
    readonly [F in Exclude<keyof EventOf<E, K>, 'type'>]-?: FieldKind<EventOf<E, K>[F]>;
  };
};

const CHECKS: Record<Kind, (value: unknown) => boolean> = {
  number: (value) => typeof value === 'number',
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  array: (value) => Array.isArray(value),
  present: (value) => value !== undefined,
};

/** A parser that accepts only a listed type whose fields are all there with the declared kind. */
export function eventParser<E extends BusEvent>(
  shapes: EventShapes<E> & Readonly<Record<string, Readonly<Record<string, Kind>>>>,
): (raw: unknown) => E | null {
  const fields = new Map<string, [string, (value: unknown) => boolean][]>(
    Object.entries(shapes).map(([type, shape]) => [
      type,
      Object.entries(shape).map(([field, kind]) => [field, CHECKS[kind]]),
    ]),
  );
  const isEvent = (value: unknown): value is E => {
    if (typeof value !== 'object' || value === null || !('type' in value)) return false;
    const checks = typeof value.type === 'string' ? fields.get(value.type) : undefined;
    return (
      checks !== undefined && checks.every(([field, check]) => check(Reflect.get(value, field)))
    );
  };
  return (raw) => (isEvent(raw) ? raw : null);
}
