// Tournaments' part of a team's match list (the matches module merges every owner's): the bracket
// matches its registrations play, newest first, as the teams endpoint answers them.
import type { TeamMatch } from '@clutch/contract/teams';
import type { Db } from '../../../platform/db/database.js';
import type { MatchHistorySource } from '../../matches/match-history.service.js';
import { teamMatchesRepository as repo, type TeamMatchRow } from './team-matches.repository.js';

type TeamSide = TeamMatchRow['teamA'];

const briefOf = (team: TeamSide) =>
  team && { id: team.id, name: team.name, avatar_url: team.avatarUrl };

function teamMatchOf(row: TeamMatchRow): TeamMatch {
  const winner = row.winnerId === null ? null : row.winnerId === row.sideA ? row.teamA : row.teamB;
  return {
    id: row.id,
    tournament: { id: row.tournamentId },
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

export function createTeamMatchesSource(db: Db): MatchHistorySource {
  return {
    async ofTeam(teamId, window) {
      const [rows, count] = await Promise.all([
        repo.page(db, teamId, window),
        repo.count(db, teamId),
      ]);
      return { count, results: rows.map(teamMatchOf) };
    },
  };
}
