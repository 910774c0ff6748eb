// Database access for invitations to play or watch: stored under the SHA-256 of their token, found by
// it (locked when a registration redeems one), and marked accepted once used.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { teams } from '../../teams/teams.tables.js';
import { teamBrief, userBrief } from './participants.repository.js';
import { tournamentInvites, type ParticipantKind } from '../tournament-participants.tables.js';

export type InviteRow = typeof tournamentInvites.$inferSelect;

export const tournamentInvitesRepository = {
  async insert(
    tx: DbOrTx,
    values: {
      tournamentId: number;
      userId: number;
      invitedBy: number;
      kind: ParticipantKind;
      tokenHash: string;
    },
  ): Promise<InviteRow> {
    const [row] = await tx.insert(tournamentInvites).values(values).returning();
    if (!row) throw new Error('invite was not inserted');
    return row;
  },

  /** Locked: a registration redeems an invite once. */
  async lockByHash(tx: DbOrTx, tokenHash: string): Promise<InviteRow | undefined> {
    const [row] = await tx
      .select()
      .from(tournamentInvites)
      .where(eq(tournamentInvites.tokenHash, tokenHash))
      .for('update');
    return row;
  },

  async findByHash(db: DbOrTx, tokenHash: string) {
    const [row] = await db
      .select({ invite: tournamentInvites, invitedBy: userBrief, team: teamBrief })
      .from(tournamentInvites)
      .innerJoin(users, eq(users.id, tournamentInvites.invitedBy))
      .leftJoin(teams, eq(teams.id, tournamentInvites.teamId))
      .where(eq(tournamentInvites.tokenHash, tokenHash));
    return row;
  },

  async decide(tx: DbOrTx, id: number, status: 'accepted' | 'declined'): Promise<void> {
    await tx
      .update(tournamentInvites)
      .set({ status, decidedAt: new Date() })
      .where(and(eq(tournamentInvites.id, id), eq(tournamentInvites.status, 'pending')));
  },

  async userBrief(db: DbOrTx, id: number) {
    const [row] = await db.select(userBrief).from(users).where(eq(users.id, id));
    return row;
  },

  async teamsLedBy(db: DbOrTx, userId: number) {
    return db.select(teamBrief).from(teams).where(eq(teams.leaderId, userId)).orderBy(teams.id);
  },
};
