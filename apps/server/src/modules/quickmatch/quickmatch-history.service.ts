// Quick matches' part of the match lists the matches module merges: a user's quick matches (with the
// rating each moved) and a team's 5x5 quick matches, newest first.
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { TeamMatch } from '@clutch/contract/teams';
import type { Db } from '../../platform/db/database.js';
import type { MatchHistorySource } from '../matches/match-history.service.js';
import { sideOfPosition } from './lobby-view.js';
import { ratingsRepository } from './ratings.repository.js';
import { teamHistoryRepository, type TeamHistoryRow } from './team-history.repository.js';

const briefOf = (team: TeamHistoryRow['teamA']) =>
  team && { id: team.id, name: team.name, avatar_url: team.avatarUrl };

function teamMatchOf(row: TeamHistoryRow): TeamMatch {
  const winner = row.winner === null ? null : row.winner === 'a' ? row.teamA : row.teamB;
  return {
    id: row.id,
    kind: 'quickmatch',
    tournament: null,
    quick_match: { id: row.id },
    game: row.game,
    level: 0,
    is_third_place: false,
    side_a: briefOf(row.teamA),
    side_b: briefOf(row.teamB),
    score_a: row.scoreA,
    score_b: row.scoreB,
    winner: winner?.id ?? null,
    status: row.status === 'finished' ? 'finished' : 'in_game',
    start_time: (row.startedAt ?? row.createdAt).toISOString(),
  };
}

type UserRow = Awaited<ReturnType<typeof ratingsRepository.history>>['rows'][number];

function userMatchOf({ lobby, position, ratingBefore, ratingAfter }: UserRow): MatchHistoryItem {
  const side = sideOfPosition(lobby, position);
  return {
    id: lobby.id,
    kind: 'quickmatch',
    quick_match: { id: lobby.id },
    tournament: null,
    game: lobby.game,
    type: lobby.type,
    status: lobby.status,
    start_time: (lobby.startedAt ?? lobby.createdAt).toISOString(),
    side,
    outcome: lobby.winner === null ? null : lobby.winner === side ? 'win' : 'loss',
    score_a: lobby.scoreA,
    score_b: lobby.scoreB,
    rating_change:
      ratingBefore === null || ratingAfter === null
        ? null
        : Math.round((ratingAfter - ratingBefore) * 100) / 100,
  };
}

export function createQuickMatchHistorySource(db: Db): MatchHistorySource {
  return {
    kind: 'quickmatch',
    async ofTeam(teamId, window) {
      const [rows, count] = await Promise.all([
        teamHistoryRepository.page(db, teamId, window),
        teamHistoryRepository.count(db, teamId),
      ]);
      return { count, results: rows.map(teamMatchOf) };
    },
    async ofUser(userId, filter, window) {
      const found = await ratingsRepository.history(db, userId, filter, window);
      return { count: found.count, results: found.rows.map(userMatchOf) };
    },
  };
}
