// The Idempotency-Key of a money-moving form: one key per attempt the person makes. Sending the same
// values again (a double click, a retry after a lost answer) reuses the key, so the server applies
// the attempt once; changed values or a finished attempt start a new one.
import { useCallback, useRef } from 'react';

export interface AttemptKeys {
  /** The key for these values: the current attempt's while they are unchanged. */
  keyFor(values: string): string;
  /** The attempt went through: the next send is a new one. */
  finish(): void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let current: { values: string; key: string } | null = null;
  return {
    keyFor(values) {
      if (current === null || current.values !== values) current = { values, key: newKey() };
      return current.key;
    },
    finish() {
      current = null;
    },
  };
}

export function useAttemptKeys(): AttemptKeys {
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= createAttemptKeys();
  const keyFor = useCallback((values: string) => keys.current?.keyFor(values) ?? '', []);
  const finish = useCallback(() => keys.current?.finish(), []);
  return { keyFor, finish };
}
