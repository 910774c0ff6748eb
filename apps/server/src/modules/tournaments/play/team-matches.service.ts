// Tournaments' part of a team's and a user's match lists (the matches module merges every owner's):
// the bracket matches their registrations play, newest first, as the endpoints answer them.
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { TeamMatch } from '@clutch/contract/teams';
import type { Db } from '../../../platform/db/database.js';
import type { MatchHistorySource } from '../../matches/match-history.service.js';
import { teamMatchesRepository as repo, type TeamMatchRow } from './team-matches.repository.js';
import { userMatchesRepository, type UserMatchRow } from './user-matches.repository.js';

type TeamSide = TeamMatchRow['teamA'];

const briefOf = (team: TeamSide) =>
  team && { id: team.id, name: team.name, avatar_url: team.avatarUrl };

function teamMatchOf(row: TeamMatchRow): TeamMatch {
  const winner = row.winnerId === null ? null : row.winnerId === row.sideA ? row.teamA : row.teamB;
  return {
    id: row.id,
    kind: 'tournament',
    tournament: { id: row.tournamentId },
    quick_match: null,
    game: row.game,
    level: row.level,
    is_third_place: row.isThirdPlace,
    side_a: briefOf(row.teamA),
    side_b: briefOf(row.teamB),
    score_a: row.scoreA,
    score_b: row.scoreB,
    winner: winner?.id ?? null,
    status: row.status,
    start_time: row.startTime.toISOString(),
  };
}

function userMatchOf(row: UserMatchRow): MatchHistoryItem {
  const side = row.sideA === row.participantId ? 'a' : 'b';
  return {
    id: row.id,
    kind: 'tournament',
    quick_match: null,
    tournament: { id: row.tournamentId },
    game: row.game,
    type: row.type,
    status: row.status,
    start_time: row.startTime.toISOString(),
    side,
    outcome: row.winnerId === null ? null : row.winnerId === row.participantId ? 'win' : 'loss',
    score_a: row.scoreA,
    score_b: row.scoreB,
    rating_change: null,
  };
}

export function createTeamMatchesSource(db: Db): MatchHistorySource {
  return {
    kind: 'tournament',
    async ofUser(userId, filter, window) {
      const [rows, count] = await Promise.all([
        userMatchesRepository.page(db, userId, filter, window),
        userMatchesRepository.count(db, userId, filter),
      ]);
      return { count, results: rows.map(userMatchOf) };
    },
    async ofTeam(teamId, window) {
      const [rows, count] = await Promise.all([
        repo.page(db, teamId, window),
        repo.count(db, teamId),
      ]);
      return { count, results: rows.map(teamMatchOf) };
    },
  };
}
