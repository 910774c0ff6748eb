// What a viewer may do with one bracket match (the server checks each again): the creator sets a
// result, postpones a match not yet started, invites casters and sets the stream; a player of a
// started match (a team's captain in 5x5) reports their side's result; an accepted caster sets their
// match's stream; anyone watches a match's Twitch stream; its players, organiser and casters open
// its chat room.
import type { GridMatch } from '@clutch/contract/tournament-matches';
import type { ParticipantBrief } from '@clutch/contract/tournament-registration';
import type { Tournament } from '@clutch/contract/tournaments';
import { USER_TYPES } from '@clutch/contract/tournaments';

export type MatchAction =
  'report' | 'setResult' | 'postpone' | 'inviteCaster' | 'streamLink' | 'watchStream';

export interface MatchViewer {
  isCreator: boolean;
  /** The participant (player or team) the viewer plays for, null when they do not play. */
  participantId: number | null;
  /** Whether the viewer reports for that participant: the 1_1 player, or a team's captain. */
  isCaptain: boolean;
  /** Matches the viewer casts (an accepted invitation): they may set those matches' streams. */
  castingMatchIds: readonly number[];
}

/** A guest, or anyone neither organising nor playing. */
export const NO_VIEWER: MatchViewer = {
  isCreator: false,
  participantId: null,
  isCaptain: false,
  castingMatchIds: [],
};

export function viewerOf(
  tournament: Tournament,
  meId: number | undefined,
  castingMatchIds: readonly number[] = [],
): MatchViewer {
  const mine = tournament.participation;
  return {
    isCreator: meId !== undefined && tournament.created_by.id === meId,
    participantId: mine !== null && mine.user_type === USER_TYPES.player ? mine.id : null,
    isCaptain: mine?.is_captain === true,
    castingMatchIds,
  };
}

/** A side as people know it: the team's name in 5_5, the player's in 1_1. */
export function sideName(side: ParticipantBrief | null): string | null {
  return side?.team?.name ?? side?.user?.username ?? null;
}

export function isMatchOf(match: GridMatch, participantId: number | null): boolean {
  return (
    participantId !== null &&
    (match.side_a?.id === participantId || match.side_b?.id === participantId)
  );
}

const TWITCH_ADDRESS = /^https?:\/\/(?:www\.|m\.)?twitch\.tv\/([A-Za-z0-9_]{1,25})\/?$/i;
const CHANNEL = /^[A-Za-z0-9_]{1,25}$/;

/** The Twitch channel a stream link names (a bare name is one), or null for any other address. */
export function twitchChannel(link: string | null): string | null {
  if (link === null) return null;
  const trimmed = link.trim();
  if (CHANNEL.test(trimmed)) return trimmed;
  return TWITCH_ADDRESS.exec(trimmed)?.[1] ?? null;
}

export function matchActions(match: GridMatch, viewer: MatchViewer): MatchAction[] {
  const isOpen = match.status !== 'finished';
  const hasSides = match.side_a !== null && match.side_b !== null;
  const isStarted = match.status === 'in_game';
  const rules: [MatchAction, boolean][] = [
    ['report', isStarted && viewer.isCaptain && isMatchOf(match, viewer.participantId)],
    ['setResult', viewer.isCreator && hasSides && (isStarted || match.status === 'ready')],
    ['postpone', viewer.isCreator && (match.status === 'scheduled' || match.status === 'ready')],
    ['inviteCaster', viewer.isCreator && isOpen],
    ['streamLink', (viewer.isCreator || viewer.castingMatchIds.includes(match.id)) && isOpen],
    ['watchStream', match.stream_link !== null],
  ];
  return rules.filter(([, allowed]) => allowed).map(([action]) => action);
}

/**
 * Whether the viewer has the match's chat room: its players, the organiser and its accepted casters
 * do once both sides are known (the server makes the room then, and keeps it readable after).
 */
export function canOpenMatchChat(match: GridMatch, viewer: MatchViewer): boolean {
  const hasSides = match.side_a !== null && match.side_b !== null;
  return (
    hasSides &&
    (viewer.isCreator ||
      isMatchOf(match, viewer.participantId) ||
      viewer.castingMatchIds.includes(match.id))
  );
}

/** Whether the creator's "start" has something to start now: a ready match whose time came. */
export function hasMatchesToStart(grid: readonly GridMatch[], now: Date): boolean {
  return grid.some(
    (match) => match.status === 'ready' && new Date(match.start_time).getTime() <= now.getTime(),
  );
}
