// The console's access matrix, written out role by role: which sections each role opens.
import {
  CONSOLE_SECTIONS,
  STAFF_ROLES,
  type ConsoleSection,
  type StaffRole,
} from '@clutch/contract/operator';
import { describe, expect, it } from 'vitest';
import { mayOpen, requireSection, sectionsOf } from './operator-policy.js';

const EXPECTED: Record<StaffRole, ConsoleSection[]> = {
  support: ['content', 'users'],
  moderator: ['users', 'reports', 'tournaments'],
  finance: ['finance'],
  admin: [
    'content',
    'games',
    'users',
    'reports',
    'finance',
    'tournaments',
    'infrastructure',
    'staff',
    'audit',
  ],
};

describe('operator policy', () => {
  it.each(STAFF_ROLES)('a %s opens exactly the sections of its row', (role) => {
    const sections = EXPECTED[role];
    const roles = [role];
    expect(sectionsOf(roles)).toEqual(sections);
    for (const section of CONSOLE_SECTIONS)
      expect(mayOpen(roles, section)).toBe(sections.includes(section));
  });

  it('opens the union of the sections of several roles', () => {
    expect(sectionsOf(['support', 'finance'])).toEqual(['content', 'users', 'finance']);
    expect(sectionsOf(['moderator', 'support'])).toEqual([
      'content',
      'users',
      'reports',
      'tournaments',
    ]);
  });

  it('opens nothing for a user without a role, and refuses them with a 403 code', () => {
    expect(sectionsOf([])).toEqual([]);
    for (const section of CONSOLE_SECTIONS)
      expect(() => requireSection([], section)).toThrow(
        expect.objectContaining({ code: 'permission_denied' }),
      );
  });
});
