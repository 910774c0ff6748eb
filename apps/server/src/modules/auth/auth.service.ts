// Sign-up, sign-in, session rotation and revocation, e-mail confirmation and password reset.
// Takes plain data; routes, sockets, jobs and tests all call the same functions.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@clutch/contract/auth';
import { AppError, MESSAGES } from '@clutch/contract/errors';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { AuthUser } from '../../platform/http/auth-guard.js';
import {
  commonMessage,
  LocalizedBadRequest,
  localizedError,
  localizedFields,
  type LocalizedMessage,
} from '../../platform/http/localized-errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { authMessage } from './auth-messages.js';
import type { AuthEvent } from './auth.events.js';
import { authRepository as repo, uniqueViolation, type UserRow } from './auth.repository.js';
import { isCountryCode } from '../../platform/countries.js';
import { passwordProblems } from './password-policy.js';
import { grantListedAdmins } from './staff-roles.service.js';
import type { RevokedSessions } from './revocations.js';
import type { TokenSigner } from './tokens.js';

export interface AuthSettings {
  publicUrl: string;
  refreshTtlMs: number;
  refreshGraceMs: number;
  emailTokenTtlMs: number;
  resetTokenTtlMs: number;
  /** OPERATOR_ADMIN_EMAILS, lower-cased: confirming one of these makes the account an admin. */
  adminEmails: readonly string[];
}

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  bus: EventPublisher<AuthEvent>;
  revoked: RevokedSessions;
  /**
   * False while the event bus is away: revocations announced by other instances may be missing
   * from `revoked`, so each access token's session is checked in the database instead (fail closed).
   */
  eventsHealthy?: () => boolean;
  settings: AuthSettings;
  logger: FastifyBaseLogger;
}

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes).
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = argonHash('timing-equaliser', ARGON);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newSecretToken = () => randomBytes(32).toString('base64url');

export function createAuthService(deps: AuthDeps) {
  const { db, signer, settings } = deps;

  async function issuePair(userId: number, sessionId: number, jti: string): Promise<TokenPair> {
    const [access, refresh] = await Promise.all([
      signer.sign('access', { userId, sessionId }),
      signer.sign('refresh', { userId, sessionId, jti }),
    ]);
    return { access, refresh };
  }

  async function startSession(userId: number, meta: ClientMeta): Promise<TokenPair> {
    const jti = randomUUID();
    const session = await repo.insertSession(db, {
      userId,
      refreshJti: jti,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip?.slice(0, 64) ?? null,
      expiresAt: new Date(Date.now() + settings.refreshTtlMs),
    });
    return issuePair(userId, session.id, jti);
  }

  async function revoke(
    where: Parameters<typeof repo.revokeSessions>[1],
    reason: string,
  ): Promise<void> {
    await announceRevoked(await repo.revokeSessions(db, where, reason), reason);
  }

  async function announceRevoked(
    revoked: readonly { id: number; userId: number }[],
    reason: string,
  ): Promise<void> {
    for (const session of revoked) {
      deps.revoked.add(session.id);
      await deps.bus.publish({
        type: 'SessionRevoked',
        sessionId: session.id,
        userId: session.userId,
        reason,
      });
    }
  }

  async function sendLinkMail(
    user: UserRow,
    purpose: 'confirm_email' | 'reset_password',
  ): Promise<void> {
    if (!user.email) return;
    const token = newSecretToken();
    const ttl = purpose === 'confirm_email' ? settings.emailTokenTtlMs : settings.resetTokenTtlMs;
    await repo.expireEmailTokens(db, user.id, purpose);
    await repo.insertEmailToken(db, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttl),
    });
    const mail =
      purpose === 'confirm_email'
        ? {
            subject: 'Confirm your e-mail for Clutch',
            text: `Hi ${user.username},\n\nConfirm your e-mail address by opening this link:\n${settings.publicUrl}/email/confirm/${token}\n\nThe link works once and expires in ${String(Math.round(ttl / 3_600_000))} hours.`,
          }
        : {
            subject: 'Reset your Clutch password',
            text: `Hi ${user.username},\n\nSet a new password by opening this link:\n${settings.publicUrl}/forgot-password/${token}\n\nThe link works once and expires in ${String(Math.round(ttl / 60_000))} minutes. If you did not ask for it, ignore this mail.`,
          };
    // The account change has committed; a mail failure is logged, not turned into a failed request.
    await deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
      deps.logger.error({ err: error, userId: user.id, purpose }, 'mail not sent');
    });
  }

  function checkPassword(
    password: string,
    repeat: string | undefined,
    identity: { email?: string | null; username?: string },
  ) {
    if (repeat !== undefined && repeat !== password)
      throw new AppError('bad_request', 'passwords_not_same');
    const problems = passwordProblems(password, identity);
    if (problems.length > 0) throw localizedFields({ password: problems });
  }

  return {
    async verifyAccess(token: string): Promise<AuthUser> {
      const claims = await signer.verify('access', token);
      const eventsMissing = deps.eventsHealthy !== undefined && !deps.eventsHealthy();
      if (
        deps.revoked.has(claims.sessionId) ||
        (eventsMissing && (await repo.isSessionRevoked(db, claims.sessionId)))
      ) {
        throw new AppError('token_not_valid', 'Token is blacklisted', {
          extra: { token_class: 'AccessToken', token_type: 'access' },
        });
      }
      return { id: claims.userId, sessionId: claims.sessionId, expiresAt: claims.exp * 1000 };
    },

    async register(
      input: {
        email: string;
        username: string;
        password: string;
        repeat_password: string;
        country?: string | null | undefined;
      },
      meta: ClientMeta,
    ): Promise<TokenPair> {
      checkPassword(input.password, input.repeat_password, input);
      const fields: Record<string, LocalizedMessage[]> = {};
      if (input.country && !isCountryCode(input.country))
        fields['country'] = [commonMessage('invalid_choice', { value: input.country })];
      if (await repo.findUserByEmail(db, input.email))
        fields['email'] = [authMessage('email_taken')];
      if (await repo.usernameTaken(db, input.username))
        fields['username'] = [authMessage('username_taken')];
      if (Object.keys(fields).length > 0) throw localizedFields(fields);
      let user: UserRow;
      try {
        user = await repo.insertUser(db, {
          email: input.email,
          username: input.username,
          passwordHash: await argonHash(input.password, ARGON),
          country: input.country ?? null,
        });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides, the loser gets a 400.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw localizedFields(
          constraint.includes('username')
            ? { username: [authMessage('username_taken')] }
            : { email: [authMessage('email_taken')] },
        );
      }
      const pair = await startSession(user.id, meta);
      await deps.bus.publish({ type: 'UserSignedUp', userId: user.id });
      await sendLinkMail(user, 'confirm_email');
      return pair;
    },

    async login(
      input: { email: string; password: string; user_agent?: string | undefined },
      meta: ClientMeta,
    ): Promise<TokenPair> {
      const user = await repo.findUserByEmail(db, input.email);
      const ok = user?.passwordHash
        ? await argonVerify(user.passwordHash, input.password)
        : await argonVerify(await DUMMY_HASH, input.password).then(() => false);
      if (!user || !ok) throw new LocalizedBadRequest(authMessage('wrong_credentials'));
      if (user.isBanned) throw localizedError('permission_denied', authMessage('account_banned'));
      return startSession(user.id, { ...meta, userAgent: input.user_agent ?? meta.userAgent });
    },

    startSession,

    async refresh(token: string): Promise<TokenPair> {
      const claims = await signer.verify('refresh', token);
      const invalid = (message: string) =>
        new AppError('token_not_valid', message, {
          extra: { token_class: 'RefreshToken', token_type: 'refresh' },
        });
      const outcome = await db.transaction(async (tx) => {
        const session = await repo.lockSession(tx, claims.sessionId);
        if (
          !session ||
          session.userId !== claims.userId ||
          session.revokedAt ||
          session.expiresAt < new Date()
        ) {
          return { kind: 'invalid' as const };
        }
        if (claims.jti === session.refreshJti) {
          const jti = randomUUID();
          await repo.rotateSession(tx, session.id, {
            refreshJti: jti,
            previousRefreshJti: session.refreshJti,
            rotatedAt: new Date(),
            expiresAt: new Date(Date.now() + settings.refreshTtlMs),
          });
          return { kind: 'ok' as const, jti };
        }
        const withinGrace =
          claims.jti === session.previousRefreshJti &&
          session.rotatedAt !== null &&
          Date.now() - session.rotatedAt.getTime() <= settings.refreshGraceMs;
        // A tab that refreshed a moment after another gets the current token, not a revocation.
        if (withinGrace) return { kind: 'ok' as const, jti: session.refreshJti };
        return { kind: 'reused' as const };
      });
      if (outcome.kind === 'ok') return issuePair(claims.userId, claims.sessionId, outcome.jti);
      if (outcome.kind === 'reused') {
        // An old refresh token came back: someone holds a copy. End the whole session.
        await revoke({ sessionId: claims.sessionId }, 'refresh_reuse');
        throw invalid('Token is blacklisted');
      }
      throw invalid('Token is invalid or expired');
    },

    async logout(caller: AuthUser): Promise<void> {
      await revoke({ sessionId: caller.sessionId }, 'logout');
    },

    revokeUserSessions: (userId: number, reason: string, exceptSessionId?: number) =>
      revoke(exceptSessionId === undefined ? { userId } : { userId, exceptSessionId }, reason),

    /**
     * Revokes every live session of the user on the caller's transaction (the console audits it in
     * the same one); `announce` runs after commit: revoked sets and SessionRevoked on every instance.
     */
    async revokeUserSessionsIn(tx: DbOrTx, userId: number, reason: string) {
      const revoked = await repo.revokeSessions(tx, { userId }, reason);
      return { count: revoked.length, announce: () => announceRevoked(revoked, reason) };
    },

    /** Bans or unbans an account; a ban ends every session and live connection at once. */
    async setBanned(userId: number, banned: boolean): Promise<void> {
      const row = await repo.updateUser(db, userId, { isBanned: banned });
      if (!row) throw new AppError('not_found', 'Not found.');
      if (banned) await revoke({ userId }, 'banned');
      await deps.bus.publish({ type: 'AccountChanged', userId });
    },

    async confirmEmail(token: string, meta: ClientMeta): Promise<TokenPair> {
      const userId = await repo.consumeEmailToken(db, hashToken(token), 'confirm_email');
      if (userId === undefined)
        throw localizedError('bad_request', authMessage('confirmation_link_invalid'));
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, userId, { emailConfirmedAt: new Date() });
        const granted = await grantListedAdmins(tx, settings.adminEmails, userId);
        if (granted.length > 0)
          deps.logger.warn({ userId }, 'OPERATOR_ADMIN_EMAILS: made an admin on confirming');
      });
      await deps.bus.publish({ type: 'AccountChanged', userId });
      return startSession(userId, meta);
    },

    /** Mails a fresh confirmation link; earlier links stop working. */
    async requestConfirmation(userId: number): Promise<{ message: LocalizedMessage }> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('not_found', 'Not found.');
      if (!user.email) throw localizedError('bad_request', authMessage('no_email'));
      if (user.emailConfirmedAt)
        throw localizedError('bad_request', authMessage('email_already_confirmed'));
      await sendLinkMail(user, 'confirm_email');
      return { message: authMessage('confirmation_sent') };
    },

    async forgotPassword(email: string): Promise<{ message: LocalizedMessage }> {
      const user = await repo.findUserByEmail(db, email);
      if (user && !user.isBanned) await sendLinkMail(user, 'reset_password');
      return { message: authMessage('reset_link_sent') };
    },

    async resetPassword(
      token: string,
      password: string,
      repeat: string | undefined,
    ): Promise<{ message: LocalizedMessage }> {
      const tokenHash = hashToken(token);
      const userId = await db.transaction(async (tx) => {
        const id = await repo.consumeEmailToken(tx, tokenHash, 'reset_password');
        if (id === undefined) return undefined;
        const user = await repo.findUserById(tx, id);
        if (!user) return undefined;
        checkPassword(password, repeat, user);
        // The link came through the mailbox, so the address is proven too.
        await repo.updateUser(tx, id, {
          passwordHash: await argonHash(password, ARGON),
          emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
        });
        return id;
      });
      if (userId === undefined)
        throw localizedError('bad_request', authMessage('reset_link_invalid'));
      await revoke({ userId }, 'password_reset');
      return { message: authMessage('password_reset_done') };
    },

    /** Needs the current password; every other session of the user ends, this one stays. */
    async changePassword(
      caller: AuthUser,
      input: {
        current_password: string;
        new_password: string;
        repeat_password?: string | undefined;
      },
    ): Promise<{ message: LocalizedMessage }> {
      const user = await repo.findUserById(db, caller.id);
      if (!user) throw new AppError('user_not_found', MESSAGES.userNotFound);
      if (!user.passwordHash)
        throw localizedError('bad_request', authMessage('steam_account_no_password'));
      if (!(await argonVerify(user.passwordHash, input.current_password)))
        throw localizedFields({ current_password: [authMessage('current_password_wrong')] });
      if (input.repeat_password !== undefined && input.repeat_password !== input.new_password)
        throw new AppError('bad_request', 'passwords_not_same');
      const problems = passwordProblems(input.new_password, user);
      if (problems.length > 0) throw localizedFields({ new_password: problems });
      if (input.new_password === input.current_password)
        throw localizedFields({ new_password: [authMessage('password_unchanged')] });
      await repo.updateUser(db, caller.id, {
        passwordHash: await argonHash(input.new_password, ARGON),
      });
      await revoke({ userId: caller.id, exceptSessionId: caller.sessionId }, 'password_changed');
      return { message: authMessage('password_changed') };
    },

    /** The sign-up rules: the pattern (checked by the contract) and no other account with the name in any case. */
    async changeUsername(userId: number, username: string): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('user_not_found', MESSAGES.userNotFound);
      if (user.username === username) return;
      const taken = localizedFields({ username: [authMessage('username_taken')] });
      // A change of case alone keeps the name, so it does not collide with itself.
      const ownName = user.username.toLowerCase() === username.toLowerCase();
      if (!ownName && (await repo.usernameTaken(db, username))) throw taken;
      try {
        await repo.updateUser(db, userId, { username });
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        throw taken;
      }
      await deps.bus.publish({ type: 'AccountChanged', userId });
    },

    async loadRevocations(accessTtlMs: number): Promise<void> {
      const rows = await repo.recentlyRevoked(db, new Date(Date.now() - accessTtlMs));
      for (const row of rows) deps.revoked.add(row.id, row.revokedAt?.getTime());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
