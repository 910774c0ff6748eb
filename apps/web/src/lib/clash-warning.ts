// Calendar clash warnings (contract calendar.ts): registering, applying, accepting an invitation or
// taking a seat in a timed lobby answers 409 with the matches it would overlap; the person is asked,
// and only a confirmed attempt is sent again with confirm_clash=true.
import { ClashWarningSchema, type CalendarClash } from '@clutch/contract/calendar';
import { ApiError } from './api-error';

/** Asks the person whether to go ahead despite these clashes; true goes ahead. */
export type ConfirmClashes = (clashes: readonly CalendarClash[]) => Promise<boolean>;

/** The matches a clash warning names, or null for any other failure. */
export function clashesOf(error: unknown): CalendarClash[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const warning = ClashWarningSchema.safeParse(error.body);
  return warning.success ? warning.data.calendar_clashes : null;
}

/** For CallOptions.isExplained: the confirm explains a clash warning, so it raises no toast. */
export const isClashWarning = (error: ApiError): boolean => clashesOf(error) !== null;

/**
 * Runs `attempt` without confirming; on a clash warning asks, then runs it again confirmed, or
 * answers null when the person cancels (nothing happened). Any other failure is thrown as it is.
 */
export async function withClashConfirm<T>(
  attempt: (confirmClash: boolean) => Promise<T>,
  confirm: ConfirmClashes,
): Promise<T | null> {
  try {
    return await attempt(false);
  } catch (error) {
    const clashes = clashesOf(error);
    if (clashes === null) throw error;
    return (await confirm(clashes)) ? attempt(true) : null;
  }
}
