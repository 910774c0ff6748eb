// A1's forged access tokens: each names the victim, and each must be refused. Unsigned and
// empty-key tokens are written by hand; claims under the real secret and foreign RSA keys by jose.
import type { TokenPair } from '@clutch/contract/auth';
import {
  accessClaims,
  attackerKey,
  hmacToken,
  secretToken,
  sessionOf,
  stripSignature,
  unsignedToken,
  withPayload,
} from './forge.js';

export interface Forgery {
  name: string;
  token: string;
}

export async function forgeAccessTokens(from: {
  /** The user every forgery claims to be (the admin, so the operator route would let it through). */
  victim: TokenPair;
  /** Another player's genuine access token, whose payload is swapped for the victim's. */
  otherAccess: string;
  /** The genuine access token of a user whose sessions the operator has ended. */
  bannedAccess: string;
  jwtSecret: string;
  keyServerUrl: string;
}): Promise<Forgery[]> {
  const { userId, sessionId } = sessionOf(from.victim.access);
  const claims = () => accessClaims(userId, sessionId);
  const now = Math.floor(Date.now() / 1000);
  const attacker = await attackerKey();
  const hs = { alg: 'HS256', typ: 'JWT' };
  return [
    { name: 'alg none', token: unsignedToken({ alg: 'none', typ: 'JWT' }, claims()) },
    { name: 'alg None', token: unsignedToken({ alg: 'None', typ: 'JWT' }, claims()) },
    { name: 'stripped signature', token: stripSignature(from.victim.access) },
    {
      name: 'wrong HS256 secret',
      token: hmacToken(hs, claims(), 'not-the-server-secret-0123456789abcdef'),
    },
    {
      name: "tampered payload (a player's token claiming the admin)",
      token: withPayload(from.otherAccess, claims()),
    },
    {
      name: 'exp in the past',
      token: await secretToken(
        from.jwtSecret,
        accessClaims(userId, sessionId, { iat: now - 600, exp: now - 1 }),
      ),
    },
    {
      name: 'nbf an hour ahead',
      token: await secretToken(
        from.jwtSecret,
        accessClaims(userId, sessionId, { nbf: now + 3600 }),
      ),
    },
    {
      name: 'no exp',
      token: await secretToken(from.jwtSecret, accessClaims(userId, sessionId, { exp: undefined })),
    },
    {
      name: 'HS512 with the real secret (HS256 is pinned)',
      token: await secretToken(from.jwtSecret, claims(), 'HS512'),
    },
    { name: 'refresh token as access token', token: from.victim.refresh },
    {
      name: 'token of a banned user (sessions revoked by the operator)',
      token: from.bannedAccess,
    },
    {
      name: 'jku header at a loopback key server',
      token: await attacker.sign(claims(), { jku: from.keyServerUrl, kid: 'attacker' }),
    },
    { name: 'embedded jwk header', token: await attacker.sign(claims(), { jwk: attacker.jwk }) },
    {
      name: 'x5u header at a loopback key server',
      token: await attacker.sign(claims(), { x5u: from.keyServerUrl }),
    },
    {
      name: 'kid ../../dev/null, empty key',
      token: hmacToken({ ...hs, kid: '../../dev/null' }, claims(), ''),
    },
    {
      name: "kid ' OR 1=1--, empty key",
      token: hmacToken({ ...hs, kid: "' OR 1=1--" }, claims(), ''),
    },
    { name: 'not a JWT', token: 'definitely-not-a-jwt' },
  ];
}
