// Who may take a seat and which one: the one-live-match rule, quick-match bans and ready-check
// cooldowns, sides held by Clutch teams in 5_5, and the entry fee held as the seat is taken.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { pgErrorCode } from '../../platform/db/transactions.js';
import { localizedError, localizedFields } from '../../platform/http/localized-errors.js';
import { users } from '../auth/auth.tables.js';
import { banRefusal } from '../auth/user-bans.service.js';
import { bookOf, jobKey, type FlowDeps, type Work } from './lobby-flow.tx.js';
import { positionsOf, sideOfPosition } from './lobby-view.js';
import { quickmatchMessage } from './quickmatch-messages.js';
import { quickMatchRepository as repo, type LobbyRow } from './quickmatch.repository.js';

const UNIQUE_VIOLATION = '23505';
const when = (time: Date) => time.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

export function seatingRules(deps: Pick<FlowDeps, 'ledger'>) {
  async function isDemoUser(tx: Tx, userId: number): Promise<boolean> {
    const [row] = await tx.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, userId));
    if (!row) throw localizedError('not_found', quickmatchMessage('no_such_user'));
    return row.isDemo;
  }

  /**
   * A real match is played on our game servers and bots, which seat players by their Steam
   * account: a player without one linked is told to link it before taking a seat.
   */
  async function requireSteam(db: Tx, userId: number): Promise<void> {
    const [row] = await db
      .select({ steamId: users.steamId })
      .from(users)
      .where(eq(users.id, userId));
    if (!row?.steamId)
      throw localizedError('permission_denied', quickmatchMessage('steam_not_linked'), {
        code: 'steam_not_linked',
      });
  }

  /** A player sits in one live match at a time, and not while banned or cooling down. */
  async function checkCanSit(tx: Tx, userId: number, now: Date): Promise<void> {
    const ban = await repo.activeBan(tx, userId, now);
    if (ban) throw banRefusal('quick_match', ban.until);
    const cooldown = await repo.cooldown(tx, userId);
    if (cooldown && cooldown.until > now)
      throw localizedError(
        'permission_denied',
        quickmatchMessage('ready_check_cooldown', { when: when(cooldown.until) }),
        { code: 'ready_check_cooldown', until: cooldown.until.toISOString() },
      );
    if ((await repo.liveLobbyOf(tx, userId)) !== undefined)
      throw localizedError('conflict', quickmatchMessage('in_another_lobby'));
    if (await repo.inTournamentMatch(tx, userId))
      throw localizedError('conflict', quickmatchMessage('in_tournament_match'));
  }

  const otherSide = (lobby: LobbyRow, position: number) =>
    sideOfPosition(lobby, position) === 'a' ? ('b' as const) : ('a' as const);

  /**
   * The seat a joiner takes. team_id names one of the lobby's two sides, or in 5_5 a Clutch team of
   * the caller's, whose side it is (or becomes, if a side is still empty and unheld).
   */
  async function freeSeat(
    tx: Tx,
    lobby: LobbyRow,
    userId: number,
    teamId: number | undefined,
  ): Promise<number> {
    const sides = await repo.sides(tx, lobby.id);
    const seats = await repo.seats(tx, lobby.id);
    const taken = new Set(seats.map((seat) => seat.position));
    const freeOn = (side: 'a' | 'b') =>
      positionsOf(lobby, side).find((position) => !taken.has(position));
    const occupied = (side: 'a' | 'b') =>
      seats.some((seat) => sideOfPosition(lobby, seat.position) === side);
    // In a 5_5 lobby a team_id that names a Clutch team of the caller's is that team (ids of teams
    // and of sides may coincide); otherwise it names one of the lobby's two sides.
    const asTeam =
      teamId !== undefined &&
      lobby.type === '5_5' &&
      !lobby.mix &&
      (await repo.isTeamMember(tx, teamId, userId));
    const bySide = asTeam ? undefined : sides.find((side) => side.id === teamId);
    let target: 'a' | 'b' | undefined;
    if (teamId === undefined) {
      const open = sides.filter((side) => side.teamId === null).map((side) => side.side);
      target = open.find((side) => freeOn(side) !== undefined);
    } else if (bySide) {
      if (bySide.teamId !== null && !(await repo.isTeamMember(tx, bySide.teamId, userId)))
        throw localizedError('permission_denied', quickmatchMessage('side_held_by_team'));
      target = bySide.side;
    } else {
      if (lobby.type !== '5_5' || lobby.mix)
        throw localizedFields({ team_id: [quickmatchMessage('name_a_side')] });
      if (!(await repo.isTeamMember(tx, teamId, userId)))
        throw localizedFields({ team_id: [quickmatchMessage('not_team_member')] });
      const held = sides.find((side) => side.teamId === teamId);
      // An unheld side becomes the team's when everyone on it already plays for the team (the
      // creator who opened the lobby for their team sits there first).
      const ours = async (side: 'a' | 'b') => {
        const there = seats.filter((seat) => sideOfPosition(lobby, seat.position) === side);
        for (const seat of there)
          if (!(await repo.isTeamMember(tx, teamId, seat.userId))) return false;
        return true;
      };
      let claim = held;
      for (const side of sides)
        if (!claim && side.teamId === null && (!occupied(side.side) || (await ours(side.side))))
          claim = side;
      if (!claim) throw localizedError('conflict', quickmatchMessage('both_sides_taken'));
      if (!held) await repo.setSideTeam(tx, claim.id, teamId);
      target = claim.side;
    }
    const position = target === undefined ? undefined : freeOn(target);
    if (position === undefined) throw localizedError('conflict', quickmatchMessage('side_full'));
    return position;
  }

  /** Takes the seat and holds the entry fee from the lobby's book, in one transaction. */
  async function seat(
    work: Work,
    lobby: LobbyRow,
    userId: number,
    position: number,
  ): Promise<void> {
    if (!lobby.isDemo) await requireSteam(work.tx, userId);
    const hold =
      lobby.entryFee > 0
        ? await deps.ledger.hold(
            work.tx,
            {
              userId,
              book: bookOf(lobby),
              amount: lobby.entryFee,
              purpose: 'quickmatch_entry',
              reference: jobKey(lobby.id),
            },
            work.touched,
          )
        : null;
    try {
      await repo.insertSeat(work.tx, {
        quickMatchId: lobby.id,
        userId,
        position,
        holdId: hold?.id ?? null,
      });
    } catch (error) {
      // Two joins racing for one seat, or for one user's two lobbies: the database says no.
      if (pgErrorCode(error) === UNIQUE_VIOLATION)
        throw localizedError('conflict', quickmatchMessage('seat_race'));
      throw error;
    }
  }

  return { isDemoUser, checkCanSit, otherSide, freeSeat, seat };
}
