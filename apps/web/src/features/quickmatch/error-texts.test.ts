import { QUICK_MATCH_ERROR_CODES } from '@clutch/contract/quickmatch-live';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { errorTextKey } from './error-texts';

describe('the quick-match error codes as texts', () => {
  it.each([
    ['update_error', 'update_error'],
    ['no_online_bots', 'no_online_bots'],
    ['no_free_servers', 'no_free_servers'],
    ['match_postponed_no_free_servers', 'match_postponed_no_free_servers'],
    ['server_error_without_postpone', 'qmerr_postpone'],
    ['server_error', 'qmerr_server'],
  ])('%s reads the %s text', (code, key) => {
    expect(errorTextKey(code)).toBe(key);
  });

  it('has no key for a code this client does not know', () => {
    expect(errorTextKey('lobby_on_fire')).toBeNull();
  });

  it.each(['en', 'uk', 'zh'])('every code has its own sentence in %s', (lng) => {
    const texts = QUICK_MATCH_ERROR_CODES.map((code) =>
      i18n.t(`quickmatch.errors.${errorTextKey(code) ?? 'update_error'}`, { lng }),
    );
    expect(new Set(texts).size).toBe(QUICK_MATCH_ERROR_CODES.length);
    for (const text of texts) expect(text).not.toMatch(/^quickmatch\./);
  });
});
