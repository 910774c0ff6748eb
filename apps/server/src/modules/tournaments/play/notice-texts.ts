// The English texts of match and tournament notices, shared by the live pushes and the
// notifications; the client translates by code or type and shows these when it has no translation.
// Times are written in UTC to the minute, since the server does not know the reader's zone.

export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const ORDINAL = { 1: '1st', 2: '2nd', 3: '3rd' } as const;

export const NOTICE_TEXT = {
  disputed: 'The two sides reported different results; the organiser will decide.',
  postponed: (startTime: string) => `The match was postponed to ${utcMinute(startTime)}.`,
  ready: (startTime: string) => `Your match is ready; it starts at ${utcMinute(startTime)}.`,
  started: 'Your match has started: the lobby details are on the tournament page.',
  tournamentStarted: (firstMatch: string) =>
    `The tournament has started. Your first match starts at ${utcMinute(firstMatch)}.`,
  finished: (place: 1 | 2 | 3 | null) =>
    place === null
      ? 'The tournament has finished.'
      : `The tournament has finished: you took ${ORDINAL[place]} place.`,
  cancelled: {
    creator: 'The organiser cancelled the tournament; any fee is back on your balance.',
    too_few_players:
      'The tournament was cancelled: too few players registered. Any fee is back on your balance.',
  },
} as const;
