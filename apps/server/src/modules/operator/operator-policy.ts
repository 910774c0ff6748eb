// Who opens which console section: one matrix of section → roles, written down, not inferred. Every
// console use case asks `requireSection` before anything else; operator/me/ answers `sectionsOf`.
//
// | section        | support | moderator | finance | admin |
// | -------------- | ------- | --------- | ------- | ----- |
// | content        | yes     |           |         | yes   |
// | games          |         |           |         | yes   |
// | users          | yes     | yes       |         | yes   |
// | reports        |         | yes       |         | yes   |
// | finance        |         |           | yes     | yes   |
// | tournaments    |         | yes       |         | yes   |
// | infrastructure |         |           |         | yes   |
// | staff          |         |           |         | yes   |
// | audit          |         |           |         | yes   |
import { AppError } from '@clutch/contract/errors';
import { CONSOLE_SECTIONS, type ConsoleSection, type StaffRole } from '@clutch/contract/operator';

export const SECTION_ROLES: Readonly<Record<ConsoleSection, readonly StaffRole[]>> = {
  content: ['support', 'admin'],
  games: ['admin'],
  users: ['support', 'moderator', 'admin'],
  reports: ['moderator', 'admin'],
  finance: ['finance', 'admin'],
  tournaments: ['moderator', 'admin'],
  infrastructure: ['admin'],
  staff: ['admin'],
  audit: ['admin'],
};

export function mayOpen(roles: readonly StaffRole[], section: ConsoleSection): boolean {
  return SECTION_ROLES[section].some((role) => roles.includes(role));
}

export function sectionsOf(roles: readonly StaffRole[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => mayOpen(roles, section));
}

/** The 403 of a caller without a role that opens the section (a normal user included). */
export function requireSection(roles: readonly StaffRole[], section: ConsoleSection): void {
  if (!mayOpen(roles, section))
    throw new AppError(
      'permission_denied',
      `Only ${SECTION_ROLES[section].join(', ')} staff may open ${section}.`,
      {
        extra: { code: 'operator_role_required', section },
      },
    );
}
