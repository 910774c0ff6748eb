// The Authorization header: the spec's `Token <jwt>` scheme only; any other scheme is no credential
// at all (a public route answers as to a visitor, a members' route with 401).
import { AppError } from '@clutch/contract/errors';
import { describe, expect, it } from 'vitest';
import { tokenFromHeader } from './auth-guard.js';

describe('reading the Authorization header', () => {
  it.each([
    ['Token abc.def.ghi', 'abc.def.ghi'],
    ['token abc.def.ghi', 'abc.def.ghi'],
    ['Token   abc.def.ghi  ', 'abc.def.ghi'],
  ])('takes the token of %j', (header, token) => {
    expect(tokenFromHeader(header)).toBe(token);
  });

  it.each(['Bearer abc.def.ghi', 'JWT abc.def.ghi', 'Basic dXNlcjpwYXNz', 'Tokens abc'])(
    'reads %j as no credentials',
    (header) => {
      expect(tokenFromHeader(header)).toBeNull();
    },
  );

  it('reads a missing header as no credentials', () => {
    expect(tokenFromHeader(undefined)).toBeNull();
  });

  it.each([
    ['Token', 'not_authenticated'],
    ['Token ', 'token_not_valid'],
    [`Token ${'a'.repeat(4097)}`, 'token_not_valid'],
  ])('refuses the malformed %j', (header, code) => {
    expect(() => tokenFromHeader(header)).toThrow(AppError);
    try {
      tokenFromHeader(header);
    } catch (error) {
      expect(error).toMatchObject({ code });
    }
  });
});
