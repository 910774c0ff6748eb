import { describe, expect, it } from 'vitest';
import { teamChanges, teamDraftOf, teamEdits } from './team-changes';

describe('teamChanges', () => {
  it('when every field holds text, then every field is sent trimmed', () => {
    expect(teamChanges({ name: ' Wolves ', country: 'UA', description: 'We push.' })).toEqual({
      name: 'Wolves',
      country: 'UA',
      description: 'We push.',
    });
  });

  it('when fields are empty or blank, then they are left out', () => {
    expect(teamChanges({ name: 'Wolves', country: '', description: '   ' })).toEqual({
      name: 'Wolves',
    });
  });

  it('when nothing is filled in, then nothing is sent', () => {
    expect(teamChanges({ name: '', country: '', description: '' })).toEqual({});
  });
});

describe('teamEdits', () => {
  const current = { name: 'Wolves', country: 'UA', description: 'We push.' };

  it('when the form still holds the current values, then nothing is sent', () => {
    expect(teamEdits({ ...current }, current)).toEqual({});
  });

  it('when one field is changed, then only that field is sent', () => {
    expect(teamEdits({ ...current, country: 'PL' }, current)).toEqual({ country: 'PL' });
  });

  it('when a field is emptied, then it is left as it is', () => {
    expect(teamEdits({ ...current, description: '  ', name: 'Owls' }, current)).toEqual({
      name: 'Owls',
    });
  });
});

describe('teamDraftOf', () => {
  it('when the team has no country, then the form starts with an empty country', () => {
    expect(teamDraftOf({ name: 'Wolves', country: null, description: '' })).toEqual({
      name: 'Wolves',
      country: '',
      description: '',
    });
  });
});
