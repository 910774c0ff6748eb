// Registrations, applications, bans and invites as the API shows them (spec-2 section 3), built from
// rows the repositories load for a whole page at once.
import type { Participant } from '@clutch/contract/tournament-registration';
import type { TournamentBrief } from '@clutch/contract/tournaments';
import { USER_TYPES } from '@clutch/contract/tournaments';
import type { ParticipantPageRow, RosterRow, TeamBriefRow } from './participants.repository.js';
import { translationsOf } from '../core/tournament-view.js';
import type { TranslationRow } from '../core/tournaments.repository.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

export const userTypeOf = (kind: 'player' | 'watcher') =>
  kind === 'player' ? USER_TYPES.player : USER_TYPES.watcher;

export const kindOf = (userType: number): 'player' | 'watcher' =>
  userType === USER_TYPES.watcher ? 'watcher' : 'player';

export const toTeamBrief = (row: TeamBriefRow) => ({
  id: row.id,
  name: row.name,
  avatar_url: row.avatarUrl,
});

export function rosterOf(rosters: readonly RosterRow[], participantId: number) {
  return rosters
    .filter((row) => row.participantId === participantId)
    .map((row) => ({ user: toUserBrief(row.user), prize_percentage: row.prizePercentage }));
}

export function toParticipant(row: ParticipantPageRow, rosters: readonly RosterRow[]): Participant {
  const { participant } = row;
  return {
    id: participant.id,
    user_type: userTypeOf(participant.kind),
    user: row.user ? toUserBrief(row.user) : null,
    team: row.team ? toTeamBrief(row.team) : null,
    roster: rosterOf(rosters, participant.id),
    level: participant.level,
    seed: participant.seed,
    place: participant.place,
    registered_at: participant.registeredAt.toISOString(),
  };
}

export interface BriefSource {
  rows: readonly {
    id: number;
    type: '1_1' | '5_5';
    game: number;
    startTime: Date;
    status: TournamentBrief['status'];
  }[];
  translations: readonly TranslationRow[];
}

/** Briefs by id; a tournament missing from `source` has none. */
export function briefsOf(source: BriefSource): Map<number, TournamentBrief> {
  return new Map(
    source.rows.map((row) => [
      row.id,
      {
        id: row.id,
        type: row.type,
        game_id: row.game,
        translations: translationsOf(source.translations.filter((t) => t.tournamentId === row.id)),
        start_time: row.startTime.toISOString(),
        status: row.status,
      },
    ]),
  );
}
