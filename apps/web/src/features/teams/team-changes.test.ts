import { describe, expect, it } from 'vitest';
import { teamChanges } from './team-changes';

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
