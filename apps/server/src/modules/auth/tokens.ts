// JWTs as simplejwt writes them: HS256 only, a token_type claim so an access token never passes as
// a refresh token, user_id, and the session id (sid) that lets a session be revoked.
import { randomUUID } from 'node:crypto';
import { AppError } from '@clutch/contract/errors';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  sessionId: number;
  jti: string;
  exp: number;
}

export interface TokenSigner {
  sign(
    type: TokenType,
    claims: { userId: number; sessionId: number; jti?: string },
  ): Promise<string>;
  verify(type: TokenType, token: string): Promise<TokenClaims>;
}

const TOKEN_CLASS = { access: 'AccessToken', refresh: 'RefreshToken' } as const;

function invalid(type: TokenType, message: string): AppError {
  return new AppError('token_not_valid', message, {
    extra: { token_class: TOKEN_CLASS[type], token_type: type },
  });
}

/**
 * Access tokens already verified, kept until they expire. jose verifies HS256 through WebCrypto,
 * which costs about 60 µs of CPU and a thread-pool hop per call: on every authenticated request
 * that was most of the server's work. A client reuses one access token for its whole life, so a
 * bounded map of verified ones removes that cost; revocation is still checked per request.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, TokenClaims>();
  constructor(private readonly capacity: number) {}

  get(token: string, nowSeconds: number): TokenClaims | undefined {
    const claims = this.entries.get(token);
    if (claims && claims.exp <= nowSeconds) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: TokenClaims): void {
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, claims);
  }
}

export function createTokenSigner(
  secret: string,
  ttlMs: Record<TokenType, number>,
  cacheCapacity = 50_000,
): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new VerifiedTokens(cacheCapacity);
  return {
    async sign(type, { userId, sessionId, jti }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ token_type: type, user_id: userId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + Math.ceil(ttlMs[type] / 1000))
        .setJti(jti ?? randomUUID())
        .setSubject(String(userId))
        .sign(key);
    },
    async verify(type, token) {
      if (type === 'access') {
        const known = verified.get(token, Date.now() / 1000);
        if (known) return known;
      }
      const claims = await verifyWithJose(type, token);
      if (type === 'access') verified.set(token, claims);
      return claims;
    },
  };

  async function verifyWithJose(type: TokenType, token: string): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
    } catch (error) {
      throw invalid(
        type,
        error instanceof joseErrors.JWTExpired ? 'Token is expired' : 'Token is invalid',
      );
    }
    if (payload['token_type'] !== type) throw invalid(type, 'Token has wrong type');
    const { user_id: userId, sid: sessionId, jti, exp } = payload;
    if (
      typeof userId !== 'number' ||
      typeof sessionId !== 'number' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number'
    ) {
      throw invalid(type, 'Token contained no recognizable user identification');
    }
    return { userId, sessionId, jti, exp };
  }
}
