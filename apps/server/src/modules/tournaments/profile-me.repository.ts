// The tournaments' part of profile/me: the current tournament and the next match, two correlated
// subqueries found from tournament_roster by its user index (a user who never played costs one
// index probe each). Every event that can change them carries the user ids it concerns.
import { MeSchema } from '@clutch/contract/profile';
import { sql } from 'drizzle-orm';
import type { AppEvent } from '../../app-events.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import { tournamentMatches as matches } from './tournament-matches.tables.js';
import {
  tournamentParticipants as participants,
  tournamentRoster as roster,
} from './tournament-participants.tables.js';
import { tournaments } from './tournaments.tables.js';

function changedBy(event: AppEvent): readonly number[] {
  switch (event.type) {
    // current_tournament: a place taken or given up, a start, an end.
    case 'TournamentParticipationChanged':
    case 'TournamentParticipantsRemoved':
    case 'TournamentCancelled':
    case 'TournamentStarted': // and next_match
    case 'TournamentFinished':
      return event.userIds;
    case 'MatchWon': // next_match: the winners move on, the losers are out (or to third place)
      return [...event.userIds, ...event.loserIds];
    default:
      return [];
  }
}

export const tournamentsMePart: MeContribution = {
  columns: (userId) => ({
    // The running tournament the user plays in, else the registered one that starts first.
    currentTournamentId: sql`(select ${tournaments.id} from ${roster} join ${participants} on ${participants.id} = ${roster.participantId} and ${participants.status} = 'registered' join ${tournaments} on ${tournaments.id} = ${roster.tournamentId} and ${tournaments.status} in ('registration', 'running') where ${roster.userId} = ${userId} order by ${tournaments.status} = 'running' desc, ${tournaments.startTime}, ${tournaments.id} limit 1)`,
    // The user's earliest unfinished match in a running tournament.
    nextMatch: sql`(select json_build_object('id', ${matches.id}, 'tournament', json_build_object('id', ${matches.tournamentId})) from ${roster} join ${tournaments} on ${tournaments.id} = ${roster.tournamentId} and ${tournaments.status} = 'running' join ${matches} on ${matches.tournamentId} = ${tournaments.id} and ${roster.participantId} in (${matches.sideA}, ${matches.sideB}) and ${matches.status} <> 'finished' where ${roster.userId} = ${userId} order by ${matches.startTime}, ${matches.id} limit 1)`,
  }),
  fill(row) {
    const id = row['currentTournamentId'];
    const next = MeSchema.shape.next_match.safeParse(row['nextMatch'] ?? null);
    return {
      current_tournament: typeof id === 'number' ? { id } : null,
      next_match: next.success ? next.data : null,
    };
  },
  changedBy,
};
