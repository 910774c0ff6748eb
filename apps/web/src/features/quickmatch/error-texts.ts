// The quick-match error codes the user socket sends (spec 2 section 8), as the keys of their texts:
// each reads in the viewer's language, server_error_without_postpone as qmerr_postpone and
// server_error as qmerr_server, the spec's names. A code this client does not know has no key: the
// server's own words are shown instead.
import {
  QUICK_MATCH_ERROR_CODES,
  type QuickMatchErrorCode,
} from '@clutch/contract/quickmatch-live';

export type QuickMatchErrorKey =
  | 'update_error'
  | 'no_online_bots'
  | 'no_free_servers'
  | 'match_postponed_no_free_servers'
  | 'qmerr_postpone'
  | 'qmerr_server';

const KEYS: Record<QuickMatchErrorCode, QuickMatchErrorKey> = {
  update_error: 'update_error',
  no_online_bots: 'no_online_bots',
  no_free_servers: 'no_free_servers',
  match_postponed_no_free_servers: 'match_postponed_no_free_servers',
  server_error_without_postpone: 'qmerr_postpone',
  server_error: 'qmerr_server',
};

export function errorTextKey(code: string): QuickMatchErrorKey | null {
  const known = QUICK_MATCH_ERROR_CODES.find((candidate) => candidate === code);
  return known === undefined ? null : KEYS[known];
}
