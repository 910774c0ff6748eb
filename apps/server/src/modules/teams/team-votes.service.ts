// Captain votes: any member starts one when none is open; members vote for a member, and may change
// their vote until `end_at`. A durable job closes it at `end_at` (exactly once, across restarts and
// instances: the vote row is locked and closed in the job's own transaction); a strict majority of
// the counted ballots makes the candidate leader, anything else keeps the leader.
import { AppError } from '@clutch/contract/errors';
import type { VoteResult } from '@clutch/contract/teams';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import type { AfterCommit, JobHandlers, JobScheduler } from '../../platform/jobs/job-runner.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { teamVotesRepository as votes, type VoteRow } from './team-votes.repository.js';
import { requireTeam } from './team-reads.tx.js';
import type { TeamsEvent } from './teams.events.js';
import { requireMember } from './teams.policy.js';
import { teamsRepository as repo } from './teams.repository.js';
import { tallyVotes } from './vote.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

export const CLOSE_VOTE_JOB = 'team-vote-close';

export interface TeamVotesDeps {
  db: Db;
  bus: EventPublisher<TeamsEvent>;
  jobs: JobScheduler;
  durationMs: number;
}

const isActive = (vote: VoteRow, now: Date) => vote.closedAt === null && vote.endAt > now;

function voteIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('voteId' in payload)) return null;
  return typeof payload.voteId === 'number' ? payload.voteId : null;
}

/** Closes an open vote inside `tx`; answers what to announce once it commits, or [] if closed. */
async function closeVote(tx: DbOrTx, voteId: number, now: Date): Promise<TeamsEvent[]> {
  const vote = await votes.lockOpen(tx, voteId);
  if (!vote) return [];
  const team = await repo.lockTeam(tx, vote.teamId);
  if (!team) return [];
  const memberIds = await repo.memberIds(tx, team.id);
  const { winnerId } = tallyVotes(await votes.ballots(tx, voteId), new Set(memberIds));
  await votes.close(tx, voteId, winnerId, now);
  const events: TeamsEvent[] = [];
  if (winnerId !== null && winnerId !== team.leaderId) {
    await repo.setLeader(tx, team.id, winnerId);
    events.push({
      type: 'TeamLeaderChanged',
      teamId: team.id,
      teamName: team.name,
      fromUserId: team.leaderId,
      toUserId: winnerId,
      reason: 'vote',
      at: now.toISOString(),
    });
  }
  events.push({
    type: 'TeamVoteClosed',
    voteId,
    teamId: team.id,
    teamName: team.name,
    memberIds,
    winnerId,
    leaderId: winnerId ?? team.leaderId,
  });
  return events;
}

export function createTeamVotesService(deps: TeamVotesDeps) {
  const { db, bus } = deps;
  const publishAll = async (events: TeamsEvent[]) => {
    for (const event of events) await bus.publish(event);
  };

  const jobs: JobHandlers = {
    [CLOSE_VOTE_JOB]: async (payload: unknown, tx: Tx): Promise<AfterCommit> => {
      const voteId = voteIdOf(payload);
      const events = voteId === null ? [] : await closeVote(tx, voteId, new Date());
      return () => publishAll(events);
    },
  };

  async function resultOf(vote: VoteRow | undefined, now: Date): Promise<VoteResult> {
    if (!vote) return { is_active: false, results: [], end_at: null };
    const memberIds = await repo.memberIds(db, vote.teamId);
    const tally = tallyVotes(await votes.ballots(db, vote.id), new Set(memberIds));
    const briefs = await repo.briefs(
      db,
      tally.results.map((r) => r.candidateId),
    );
    return {
      is_active: isActive(vote, now),
      results: tally.results.flatMap((r) => {
        const user = briefs.get(r.candidateId);
        return user ? [{ candidate: toUserBrief(user), votes: r.votes }] : [];
      }),
      end_at: vote.endAt.toISOString(),
    };
  }

  return {
    jobs,
    async result(teamId: number): Promise<VoteResult> {
      await requireTeam(db, teamId);
      return resultOf(await votes.latest(db, teamId), new Date());
    },

    async start(callerId: number, teamId: number): Promise<VoteResult> {
      await requireTeam(db, teamId);
      requireMember(await repo.isMember(db, teamId, callerId), 'start a captain vote');
      const now = new Date();
      const { vote, closed } = await db.transaction(async (tx) => {
        // A vote past its end whose job has not run yet is closed here; the job then finds it closed.
        const open = await votes.openOf(tx, teamId);
        const closedEvents = open && !isActive(open, now) ? await closeVote(tx, open.id, now) : [];
        const created = await votes.insert(tx, {
          teamId,
          startedById: callerId,
          endAt: new Date(now.getTime() + deps.durationMs),
        });
        if (!created) throw new AppError('bad_request', 'A captain vote is already in progress.');
        await deps.jobs.schedule(tx, {
          kind: CLOSE_VOTE_JOB,
          key: `team-vote:${String(created.id)}`,
          runAt: created.endAt,
          payload: { voteId: created.id },
        });
        return { vote: created, closed: closedEvents };
      });
      await publishAll(closed);
      return resultOf(vote, now);
    },

    async cast(callerId: number, teamId: number, candidateId: number): Promise<VoteResult> {
      await requireTeam(db, teamId);
      requireMember(await repo.isMember(db, teamId, callerId), 'vote');
      const now = new Date();
      const vote = await votes.openOf(db, teamId);
      if (!vote || !isActive(vote, now))
        throw new AppError('bad_request', 'No captain vote is in progress.');
      if (!(await repo.isMember(db, teamId, candidateId)))
        throw AppError.fields({ vote_for: ['Vote for a player of this team.'] });
      await db.transaction(async (tx) => {
        // Closing takes this lock too, so a ballot never lands in a vote that has just closed.
        const locked = await votes.lockOpen(tx, vote.id);
        if (!locked || !isActive(locked, new Date()))
          throw new AppError('bad_request', 'No captain vote is in progress.');
        await votes.castBallot(tx, vote.id, callerId, candidateId);
      });
      return resultOf(vote, now);
    },
  };
}

export type TeamVotesService = ReturnType<typeof createTeamVotesService>;
