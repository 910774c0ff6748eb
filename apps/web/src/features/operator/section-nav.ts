// Which console section a path opens and where /operator goes: pure, from the sections operator/me/
// answers (the server's role matrix), so the nav never offers a section the server would refuse.
import { CONSOLE_SECTIONS, type ConsoleSection } from '@clutch/contract/operator';

export function isConsoleSection(value: string | undefined): value is ConsoleSection {
  return CONSOLE_SECTIONS.some((section) => section === value);
}

/** The sections in the console's fixed order, whatever order the server listed them in. */
export function orderedSections(open: readonly ConsoleSection[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => open.includes(section));
}

export type SectionChoice =
  | { kind: 'show'; section: ConsoleSection }
  | { kind: 'redirect'; section: ConsoleSection }
  | { kind: 'refused' };

/**
 * What /operator/<asked> shows: no section asked goes to the first open one; a section the
 * caller's roles do not open is refused (said so, not hidden), never silently swapped.
 */
export function chooseSection(
  asked: ConsoleSection | undefined,
  open: readonly ConsoleSection[],
): SectionChoice {
  const first = orderedSections(open)[0];
  if (asked === undefined)
    return first === undefined ? { kind: 'refused' } : { kind: 'redirect', section: first };
  return open.includes(asked) ? { kind: 'show', section: asked } : { kind: 'refused' };
}
