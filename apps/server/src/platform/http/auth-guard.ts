// Reads `Authorization: Token <jwt>`, the spec's one scheme (a `Bearer` or any other scheme counts
// as no credentials: reliability test A1), and asks the injected Authenticator who it is; the
// platform knows nothing of how tokens are made.
import { AppError, MESSAGES } from '@clutch/contract/errors';
import type { AuthMode } from '@clutch/contract/endpoint';

export interface AuthUser {
  readonly id: number;
  readonly sessionId: number;
  /** When the access token this caller presented expires (epoch ms), where it says. */
  readonly expiresAt?: number;
}

export interface Authenticator {
  /** Resolves the caller of an access token or throws AppError('token_not_valid'). */
  verifyAccess(token: string): Promise<AuthUser>;
}

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space < 0) throw new AppError('not_authenticated', 'Invalid Authorization header.');
  const scheme = header.slice(0, space).toLowerCase();
  if (scheme !== 'token') return null;
  const token = header.slice(space + 1).trim();
  if (!token || token.length > 4096) {
    throw new AppError('token_not_valid', 'Token is invalid or expired');
  }
  return token;
}

export async function resolveCaller(
  authenticator: Authenticator,
  mode: AuthMode,
  header: string | undefined,
): Promise<AuthUser | null> {
  if (mode === 'none') return null;
  const token = tokenFromHeader(header);
  if (!token) {
    if (mode === 'required')
      throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
    return null;
  }
  return authenticator.verifyAccess(token);
}

/**
 * For `profile/{id}/...` endpoints that change something or show private data: they are for user
 * {id} alone, whoever else is signed in gets a 403.
 */
export function requireSelf(caller: AuthUser | number, userId: number): void {
  const callerId = typeof caller === 'number' ? caller : caller.id;
  if (callerId !== userId) throw new AppError('permission_denied', MESSAGES.permissionDenied);
}
