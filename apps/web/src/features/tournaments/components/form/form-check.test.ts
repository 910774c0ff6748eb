import { describe, expect, it } from 'vitest';
import { formProblems } from './form-check';
import { emptyDraft, type TournamentDraft } from '../../tournament-draft';

const NOW = new Date('2030-03-01T10:00:00Z');
const LIMITS = { maxHeroes: 2, maxMaps: 3 };

function draft(changes: Partial<TournamentDraft> = {}): TournamentDraft {
  return {
    ...emptyDraft(1, NOW),
    translations: {
      en: { name: 'Cup', description: '' },
      ua: { name: 'Кубок', description: '' },
      cn: { name: '杯', description: '' },
    },
    ...changes,
  };
}

describe('formProblems', () => {
  it.each<[string, Partial<TournamentDraft>, Record<string, string>]>([
    ['a complete new form has none', {}, {}],
    [
      'each missing name is named by its language',
      {
        translations: {
          en: { name: 'Cup', description: '' },
          ua: { name: ' ', description: 'x' },
          cn: { name: '', description: '' },
        },
      },
      { 'translations.ua.name': 'nameRequired', 'translations.cn.name': 'nameRequired' },
    ],
    ['a start in the past', { startTime: '2030-03-01T10:00' }, { start_time: 'startInFuture' }],
    ['no start', { startTime: '' }, { start_time: 'startInFuture' }],
    ['levels out of order', { minLvl: '50', maxLvl: '10' }, { max_lvl: 'levelsOrder' }],
    ['empty levels read as the defaults', { minLvl: '', maxLvl: '' }, {}],
    [
      'is_opened 2 needs both passwords',
      { isOpened: 2 },
      { players_password: 'passwordRequired', watchers_password: 'passwordRequired' },
    ],
    ['is_opened 3 needs the watchers’', { isOpened: 3 }, { watchers_password: 'passwordRequired' }],
    ['is_opened 4 needs the players’', { isOpened: 4 }, { players_password: 'passwordRequired' }],
    ['is_opened 1 needs none', { isOpened: 1 }, {}],
    ['too many heroes', { selectedHeroes: [1, 2, 3] }, { selected_heroes: 'tooManyPicks' }],
    ['maps of game 2 are counted only there', { mapList: ['a', 'b', 'c', 'd'] }, {}],
    [
      'too many maps in game 2',
      { game: 2, mapList: ['a', 'b', 'c', 'd'] },
      { map_list: 'tooManyPicks' },
    ],
  ])('%s', (_, changes, expected) => {
    expect(formProblems(draft(changes), NOW, LIMITS)).toEqual(expected);
  });
});
