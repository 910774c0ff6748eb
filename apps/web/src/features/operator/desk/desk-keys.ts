// Query keys of the console's users, reports, finance, tournaments and infrastructure sections: each
// under its section's key from the shell (api/operator-keys.ts), so a write refreshes its section.
import { operatorKeys } from '../api/operator-keys';

export const DESK_USERS_KEY = operatorKeys.section('users');
export const DESK_REPORTS_KEY = operatorKeys.section('reports');
export const DESK_FINANCE_KEY = operatorKeys.section('finance');
/** Tournaments and lobbies; the infrastructure section keeps its own. */
export const DESK_OPS_KEY = operatorKeys.section('tournaments');
export const DESK_INFRA_KEY = operatorKeys.section('infrastructure');

/** Rows per page of every table in these sections. */
export const DESK_PER_PAGE = 20;

/** Pages a DRF count fills. */
export function pageCount(count: number | undefined, perPage = DESK_PER_PAGE): number {
  return Math.max(1, Math.ceil((count ?? 0) / perPage));
}
