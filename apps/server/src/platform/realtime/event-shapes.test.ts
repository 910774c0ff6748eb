import { describe, expect, it } from 'vitest';
import { eventParser, type EventShapes } from './event-shapes.js';

type TestEvent =
  | { type: 'Joined'; userId: number; name: string; ids: number[]; winnerId: number | null }
  | { type: 'Left'; kicked: boolean };

const SHAPES: EventShapes<TestEvent> = {
  Joined: { userId: 'number', name: 'string', ids: 'array', winnerId: 'present' },
  Left: { kicked: 'boolean' },
};
const parse = eventParser<TestEvent>(SHAPES);
const joined = { type: 'Joined', userId: 1, name: 'a', ids: [2], winnerId: null };

describe('an event from the bus', () => {
  it.each([
    ['a listed type with every field', joined, true],
    ['another listed type', { type: 'Left', kicked: false }, true],
    ['an unlisted type', { type: 'Dropped', userId: 1 }, false],
    ['a field missing', { type: 'Left' }, false],
    ['a number given as a string', { ...joined, userId: '1' }, false],
    ['an object where a list belongs', { ...joined, ids: { 0: 2 } }, false],
    ['no type', { userId: 1 }, false],
    ['not an object', 'Joined', false],
    ['null', null, false],
  ])('is accepted only when well formed: %s', (_name, raw, accepted) => {
    expect(parse(raw) !== null).toBe(accepted);
  });
});
