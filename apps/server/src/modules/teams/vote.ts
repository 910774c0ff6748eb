// Tallying a captain vote: ballots of people no longer in the team, or for someone no longer in it,
// do not count; the winner needs more than half of the ballots that count, so a tie keeps the leader.
export interface Ballot {
  voterId: number;
  candidateId: number;
}

export interface Tally {
  /** Votes per candidate, most first, then by candidate id so answers are stable. */
  results: { candidateId: number; votes: number }[];
  /** Ballots that counted. */
  cast: number;
  /** The candidate with a strict majority of `cast`, or null. */
  winnerId: number | null;
}

export function tallyVotes(ballots: readonly Ballot[], memberIds: ReadonlySet<number>): Tally {
  const votes = new Map<number, number>();
  let cast = 0;
  for (const ballot of ballots) {
    if (!memberIds.has(ballot.voterId) || !memberIds.has(ballot.candidateId)) continue;
    votes.set(ballot.candidateId, (votes.get(ballot.candidateId) ?? 0) + 1);
    cast += 1;
  }
  const results = [...votes]
    .map(([candidateId, count]) => ({ candidateId, votes: count }))
    .sort((a, b) => b.votes - a.votes || a.candidateId - b.candidateId);
  const top = results[0];
  const winnerId = top !== undefined && top.votes * 2 > cast ? top.candidateId : null;
  return { results, cast, winnerId };
}
