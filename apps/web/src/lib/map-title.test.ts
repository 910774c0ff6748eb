import { describe, expect, it } from 'vitest';
import { mapTitle } from './map-title';

describe('mapTitle', () => {
  it.each([
    ['de_dust2', 'Dust2'],
    ['cs_office', 'Office'],
    ['mirage', 'Mirage'],
  ])('the map %s reads %s', (name, title) => {
    expect(mapTitle(name)).toBe(title);
  });
});
