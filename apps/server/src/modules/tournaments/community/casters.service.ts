// Casters of one match and its stream link. The organiser invites a user (one invitation per match
// and user; a declined one may be asked again), the user accepts (2) or declines (3), the organiser
// removes them or they step down. The organiser or an accepted caster sets or clears the stream.
import type { Commentator, GridMatch } from '@clutch/contract/tournament-matches';
import type { Db } from '../../../platform/db/database.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { CastersEvent } from '../casters.events.js';
import type { MatchesEvent } from '../matches.events.js';
import { castersRepository as repo, type MatchRow } from './casters.repository.js';
import { checkStreamLink } from '../../matches/stream-link.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage as say } from '../tournaments-messages.js';

export interface CastersDeps {
  db: Db;
  bus: EventPublisher<CastersEvent | MatchesEvent>;
}

const PENDING = 1;
const matchNotFound = () => localizedError('not_found', say('match_not_found'));
const casterNotFound = () => localizedError('not_found', say('no_caster_invitation'));
export function createCastersService(deps: CastersDeps) {
  const { db, bus } = deps;

  async function findMatch(matchId: number) {
    const found = await repo.match(db, matchId);
    if (!found) throw matchNotFound();
    return found;
  }

  async function card(match: MatchRow): Promise<GridMatch> {
    const ids = [match.sideA, match.sideB].filter((id): id is number => id !== null);
    const sides = await repo.sides(db, ids);
    const side = (id: number | null) => {
      const found = sides.find((s) => s.id === id);
      if (!found) return null;
      const team = found.team;
      return {
        id: found.id,
        seed: found.seed,
        user: found.user && toUserBrief(found.user),
        team: team && { id: team.id, name: team.name, avatar_url: team.avatarUrl },
      };
    };
    return {
      id: match.id,
      level: match.level,
      position: match.position,
      is_third_place: match.isThirdPlace,
      side_a: side(match.sideA),
      side_b: side(match.sideB),
      score_a: match.scoreA,
      score_b: match.scoreB,
      winner: match.winnerId,
      status: match.status,
      start_time: match.startTime.toISOString(),
      stream_link: match.streamLink,
      is_disputed: match.isDisputed,
    };
  }

  async function listOf(matchId: number, id?: number): Promise<Commentator[]> {
    const { match } = await findMatch(matchId);
    const [rows, matchCard] = await Promise.all([repo.ofMatch(db, matchId, id), card(match)]);
    return rows.map(({ commentator, user }) => ({
      id: commentator.id,
      match: matchCard,
      tournament_id: match.tournamentId,
      user: toUserBrief(user),
      status: commentator.status,
      created_at: commentator.createdAt.toISOString(),
    }));
  }

  async function one(matchId: number, id: number): Promise<Commentator> {
    const [found] = await listOf(matchId, id);
    if (!found) throw casterNotFound();
    return found;
  }

  async function invite(callerId: number, matchId: number, userId: number) {
    const found = await findMatch(matchId);
    if (found.createdBy !== callerId)
      throw localizedError('permission_denied', say('organiser_invites_casters'));
    if (found.status === 'cancelled' || found.match.status === 'finished')
      throw localizedError('bad_request', say('nothing_to_cast'));
    if (!(await repo.userExists(db, userId)))
      throw localizedFields({ user: [say('no_such_user')] });
    const id = await db.transaction(async (tx) => {
      const existing = await repo.lockOne(tx, matchId, { userId });
      if (existing && existing.status !== 3)
        throw localizedError('conflict', say('already_caster'));
      return repo.invite(tx, matchId, userId, callerId);
    });
    const tournamentId = found.match.tournamentId;
    const invitedAt = new Date().toISOString();
    const event = {
      commentatorId: id,
      matchId,
      tournamentId,
      userId,
      invitedBy: callerId,
      invitedAt,
    };
    void bus.publish({ type: 'CommentatorInvited', ...event });
    return one(matchId, id);
  }

  async function decide(callerId: number, matchId: number, id: number, status: 2 | 3) {
    await db.transaction(async (tx) => {
      const row = await repo.lockOne(tx, matchId, { id });
      if (!row) throw casterNotFound();
      if (row.userId !== callerId)
        throw localizedError('permission_denied', say('invited_answers'));
      if (row.status !== PENDING) throw localizedError('conflict', say('invitation_answered'));
      await repo.decide(tx, id, status);
    });
    return one(matchId, id);
  }

  async function remove(callerId: number, matchId: number, id: number): Promise<void> {
    const found = await findMatch(matchId);
    await db.transaction(async (tx) => {
      const row = await repo.lockOne(tx, matchId, { id });
      if (!row) throw casterNotFound();
      if (row.userId !== callerId && found.createdBy !== callerId)
        throw localizedError('permission_denied', say('end_caster_invitation'));
      await repo.remove(tx, id);
    });
  }

  async function requireStreamer(callerId: number, matchId: number) {
    const found = await findMatch(matchId);
    if (found.createdBy === callerId) return found;
    if (await repo.isAcceptedCaster(db, matchId, callerId)) return found;
    throw localizedError('permission_denied', say('change_stream'));
  }

  /** Saves the link and tells the bracket's watchers, as any other change of the match. */
  async function writeStreamLink(match: MatchRow, link: string | null) {
    const version = await repo.setStreamLink(db, match.id, link);
    if (version === null) return;
    const { tournamentId } = match;
    await bus.publish({ type: 'MatchUpdated', tournamentId, matchId: match.id, version });
  }

  async function setStreamLink(callerId: number, matchId: number, value: string) {
    const { match } = await requireStreamer(callerId, matchId);
    const outcome = checkStreamLink(value);
    if (!outcome.ok) throw localizedFields({ stream_link: [outcome.localized] });
    await writeStreamLink(match, outcome.link);
    return card((await findMatch(matchId)).match);
  }

  async function removeStreamLink(callerId: number, matchId: number): Promise<void> {
    const { match } = await requireStreamer(callerId, matchId);
    await writeStreamLink(match, null);
  }

  const list = (matchId: number) => listOf(matchId);
  /** Only the caller's own castings: what their page may offer them, nothing about others. */
  const casting = (callerId: number, tournamentId: number) =>
    repo.castMatchIds(db, tournamentId, callerId);
  return { invite, list, decide, remove, setStreamLink, removeStreamLink, casting };
}

export type CastersService = ReturnType<typeof createCastersService>;
