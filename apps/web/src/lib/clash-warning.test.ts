import type { CalendarClash } from '@clutch/contract/calendar';
import { describe, expect, it } from 'vitest';
import { quickMatchEndpoints } from '@clutch/contract/quickmatch';
import { ApiError } from './api-error';
import { json, setup } from './api-stand-in';
import { clashesOf, isClashWarning, withClashConfirm } from './clash-warning';

const CLASH: CalendarClash = {
  id: 5,
  kind: 'quick_match',
  title: 'Mid duel',
  start_time: '2030-01-01T18:00:00.000Z',
  end_time: '2030-01-01T18:30:00.000Z',
  tournament_id: null,
  quick_match_id: 12,
};
const warning = new ApiError(409, {
  detail: 'These matches overlap matches you already play.',
  code: 'conflict',
  calendar_clashes: [CLASH],
});
const otherConflict = new ApiError(409, {
  detail: 'This lobby no longer takes players.',
  code: 'conflict',
});

describe('clashesOf', () => {
  it.each([
    ['a clash warning', warning, [CLASH]],
    ['another conflict', otherConflict, null],
    ['a 400 that happens to name clashes', new ApiError(400, warning.body), null],
    [
      'a warning whose clashes are malformed',
      new ApiError(409, { code: 'conflict', detail: 'x', calendar_clashes: [{ id: 'x' }] }),
      null,
    ],
    ['no API answer at all', new Error('offline'), null],
  ])('reads %s as %j', (_, error, expected) => {
    expect(clashesOf(error)).toEqual(expected);
  });
});

describe('withClashConfirm', () => {
  it('when nothing clashes, then the attempt runs once without confirming', async () => {
    const sent: boolean[] = [];
    const result = await withClashConfirm(
      (confirmClash) => {
        sent.push(confirmClash);
        return Promise.resolve('joined');
      },
      () => Promise.reject(new Error('never asked')),
    );
    expect(result).toBe('joined');
    expect(sent).toEqual([false]);
  });

  it('when the person confirms the clashes they were shown, then the attempt runs again confirmed', async () => {
    const sent: boolean[] = [];
    const asked: (readonly CalendarClash[])[] = [];
    const result = await withClashConfirm(
      (confirmClash) => {
        sent.push(confirmClash);
        return confirmClash ? Promise.resolve('joined') : Promise.reject(warning);
      },
      (clashes) => {
        asked.push(clashes);
        return Promise.resolve(true);
      },
    );
    expect(result).toBe('joined');
    expect(sent).toEqual([false, true]);
    expect(asked).toEqual([[CLASH]]);
  });

  it('when the person cancels, then nothing more is sent and the answer is null', async () => {
    const sent: boolean[] = [];
    const result = await withClashConfirm(
      (confirmClash) => {
        sent.push(confirmClash);
        return Promise.reject(warning);
      },
      () => Promise.resolve(false),
    );
    expect(result).toBeNull();
    expect(sent).toEqual([false]);
  });

  it('when the failure is not a clash warning, then it is thrown as it is, without asking', async () => {
    await expect(
      withClashConfirm(
        () => Promise.reject(otherConflict),
        () => Promise.reject(new Error('never asked')),
      ),
    ).rejects.toBe(otherConflict);
  });
});

describe('a call that explains clash warnings itself', () => {
  const join = (body: unknown) => {
    const { client, effects } = setup(() => json(409, body));
    const attempt = client.call(
      quickMatchEndpoints.join,
      { params: { id: 12 }, query: {} },
      { isExplained: isClashWarning },
    );
    return { attempt, effects };
  };

  it('when the server warns of clashes, then no error toast is raised', async () => {
    const { attempt, effects } = join(warning.body);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(effects).toEqual([]);
  });

  it('when another conflict answers, then its toast is raised as ever', async () => {
    const { attempt, effects } = join(otherConflict.body);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(effects).toEqual([
      { kind: 'error', message: 'This lobby no longer takes players.', items: [] },
    ]);
  });
});
