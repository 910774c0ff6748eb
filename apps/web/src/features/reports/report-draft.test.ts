import { REPORT_MAX_FILES } from '@clutch/contract/reports';
import { describe, expect, it } from 'vitest';
import { addFiles, canSend, emptyDraft, reportFields, type ReportDraft } from './report-draft';

const file = (name: string, type = 'image/png', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

const draft = (part: Partial<ReportDraft> = {}): ReportDraft => ({
  reportedTo: '5',
  reason: '2',
  title: 'Title',
  description: 'Text',
  files: [],
  ...part,
});

describe('reportFields', () => {
  it.each<[string, Partial<ReportDraft>, object, Record<string, string>]>([
    [
      'everything filled, no context',
      {},
      { candidates: [] },
      { title: 'Title', description: 'Text', reason: '2', reported_to: '5' },
    ],
    [
      'blank title and description dropped',
      { title: '  ', description: '' },
      { candidates: [] },
      { reason: '2', reported_to: '5' },
    ],
    [
      'a tournament match',
      {},
      { candidates: [], afterMatch: { id: 9, kind: 'tournament' } },
      {
        title: 'Title',
        description: 'Text',
        reason: '2',
        reported_to: '5',
        after_match: '9',
        match_kind: 'tournament',
      },
    ],
    [
      'a chat',
      { title: ' Spaced ' },
      { candidates: [], chat: 4 },
      { title: 'Spaced', description: 'Text', reason: '2', reported_to: '5', chat: '4' },
    ],
  ])('%s', (_, part, request, expected) => {
    expect(reportFields(draft(part), { candidates: [], ...request })).toEqual(expected);
  });
});

describe('addFiles', () => {
  it('keeps pictures up to the limit and names the first problem', () => {
    const five = Array.from({ length: REPORT_MAX_FILES }, (_, i) => file(`${String(i)}.png`));
    const result = addFiles(five.slice(0, 4), [five[4] ?? file('x.png'), file('6.png')]);
    expect(result.files).toHaveLength(REPORT_MAX_FILES);
    expect(result.problem).toEqual({ kind: 'tooMany', max: REPORT_MAX_FILES });
  });
  it('refuses what is not a picture or is too large, and keeps the rest', () => {
    const result = addFiles(
      [],
      [
        file('a.pdf', 'application/pdf'),
        file('b.png'),
        file('c.jpg', 'image/jpeg', 11 * 1_048_576),
      ],
    );
    expect(result.files.map((f) => f.name)).toEqual(['b.png']);
    expect(result.problem).toEqual({ kind: 'notAPicture', name: 'a.pdf' });
  });
});

describe('emptyDraft and canSend', () => {
  it('presets the only candidate and needs a reason, title and description', () => {
    const one = emptyDraft({ candidates: [{ id: 8, username: 'x' }] });
    expect(one.reportedTo).toBe('8');
    expect(
      emptyDraft({
        candidates: [
          { id: 8, username: 'x' },
          { id: 9, username: 'y' },
        ],
      }).reportedTo,
    ).toBe('');
    expect(canSend(one)).toBe(false);
    expect(canSend({ ...one, reason: '1', title: 't', description: 'd' })).toBe(true);
    expect(canSend({ ...one, reason: '1', title: ' ', description: 'd' })).toBe(false);
  });
});
