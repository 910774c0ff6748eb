import { describe, expect, it } from 'vitest';
import {
  createDatabaseCircuit,
  isDatabaseOverloaded,
  isDatabaseUnavailable,
  isPoolWait,
} from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a query given up on', new Error('Query read timeout')],
    ['a terminated backend (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    [
      'a statement timeout (57014)',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    [
      'a driver error wrapped by Drizzle',
      Object.assign(new Error('Failed query: select 1'), {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a serialization failure (retried elsewhere)', withCode('could not serialize', '40001')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('createDatabaseCircuit', () => {
  it('stays open for its window after a trip, then lets requests try again', () => {
    let now = 10_000;
    const circuit = createDatabaseCircuit(
      1_000,
      () => 0,
      () => now,
    );
    expect(circuit.isOpen()).toBe(false);
    circuit.trip(now - 3_500);
    expect(circuit.isOpen()).toBe(true);
    now += 999;
    expect(circuit.isOpen()).toBe(true);
    now += 1;
    expect(circuit.isOpen()).toBe(false);
    expect(circuit.retryAfterSeconds).toBe(1);
  });

  it('opens for no lost connection older than a statement the database has since answered', () => {
    let now = 10_000;
    let lastAnsweredAt = 0;
    const circuit = createDatabaseCircuit(
      1_000,
      () => lastAnsweredAt,
      () => now,
    );
    // A statement stuck through an outage (sent at 6,500) fails at 10,000; a statement sent after
    // the link healed has been answered meanwhile (sent at 9,200).
    lastAnsweredAt = 9_200;
    circuit.trip(6_500);
    expect(circuit.isOpen()).toBe(false);
    // A statement sent after the newest answer fails: the database is away now.
    now += 300;
    circuit.trip(9_900);
    expect(circuit.isOpen()).toBe(true);
  });

  it('opens for an overloaded database however recently it answered (no send time given)', () => {
    const now = 10_000;
    const circuit = createDatabaseCircuit(
      1_000,
      () => now,
      () => now,
    );
    circuit.trip();
    expect(circuit.isOpen()).toBe(true);
  });
});

describe('isDatabaseOverloaded', () => {
  it('is true for a statement timeout and too many connections, and false for a lost link', () => {
    expect(
      isDatabaseOverloaded(withCode('canceling statement due to statement timeout', '57014')),
    ).toBe(true);
    expect(
      isDatabaseOverloaded(
        Object.assign(new Error('Failed query'), {
          cause: withCode('sorry, too many clients already', '53300'),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseOverloaded(new Error('Query read timeout'))).toBe(false);
    expect(isDatabaseOverloaded(withCode('terminating connection', '57P01'))).toBe(false);
    expect(isDatabaseOverloaded(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(false);
  });
});

describe('isPoolWait', () => {
  it('tells a timed-out turn in the pool queue from a database that is away', () => {
    const wait = new Error('timeout exceeded when trying to connect');
    expect(isPoolWait(wait)).toBe(true);
    expect(isPoolWait(Object.assign(new Error('Failed query'), { cause: wait }))).toBe(true);
    expect(isDatabaseUnavailable(wait)).toBe(true);
    expect(isPoolWait(new Error('Query read timeout'))).toBe(false);
  });
});
