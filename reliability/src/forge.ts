// Minting tokens a server must refuse: raw JWT pieces for headers jose will not write (alg none,
// an empty key), and jose for the rest (claims signed with the real secret, foreign RSA keys).
import { createHmac, randomUUID } from 'node:crypto';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export type Claims = JWTPayload & Record<string, unknown>;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The access claims the server writes (tokens.ts), with `overrides` on top; `undefined` drops one. */
export function accessClaims(userId: number, sessionId: number, overrides: Claims = {}): Claims {
  const now = Math.floor(Date.now() / 1000);
  const claims: Claims = {
    token_type: 'access',
    user_id: userId,
    sid: sessionId,
    iat: now,
    exp: now + 300,
    jti: randomUUID(),
    sub: String(userId),
    ...overrides,
  };
  for (const [key, value] of Object.entries(claims)) if (value === undefined) delete claims[key];
  return claims;
}

/** The user and session an access token names, read without checking it. */
export function sessionOf(token: string): { userId: number; sessionId: number } {
  const claims = decodeJwt(token);
  const userId = claims['user_id'];
  const sessionId = claims['sid'];
  if (typeof userId !== 'number' || typeof sessionId !== 'number')
    throw new Error('the server issued a token without user_id and sid');
  return { userId, sessionId };
}

/** A token with no signature at all: `header.payload.` */
export function unsignedToken(header: Record<string, unknown>, claims: Claims): string {
  return `${part(header)}.${part(claims)}.`;
}

/** HMAC-SHA256 over any header, with any key (an empty one too, which jose refuses to use). */
export function hmacToken(header: Record<string, unknown>, claims: Claims, key: string): string {
  const signingInput = `${part(header)}.${part(claims)}`;
  const signature = createHmac('sha256', key).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

/** Signed with the server's own secret, under `alg` (HS256 unless told). */
export function secretToken(secret: string, claims: Claims, alg = 'HS256'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** An attacker's RSA key pair, and tokens it signs with a header pointing at its public half. */
export async function attackerKey() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'attacker', alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (claims: Claims, header: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...header })
        .sign(privateKey),
    jwk,
  };
}

/** The same token with another payload: header and signature kept, so the signature no longer fits. */
export function withPayload(token: string, claims: Claims): string {
  const [header, , signature] = token.split('.');
  return `${header ?? ''}.${part(claims)}.${signature ?? ''}`;
}

/** The token without its signature, `header.payload.` */
export function stripSignature(token: string): string {
  const [header, payload] = token.split('.');
  return `${header ?? ''}.${payload ?? ''}.`;
}
