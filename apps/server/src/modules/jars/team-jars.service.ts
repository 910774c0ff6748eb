// Team jars: a team's leader attaches their own jars to the team, detaches them, or creates and
// edits jars for it. Anyone signed in sees a team's jars.
import { AppError } from '@clutch/contract/errors';
import type { Jar, JarCreate, JarPatch } from '@clutch/contract/jars';
import type { Db } from '../../platform/db/database.js';
import { toJar } from './jar-view.js';
import { requireTeamLeader } from './jars.policy.js';
import type { JarsService } from './jars.service.js';
import { teamJarsRepository as repo } from './team-jars.repository.js';

export interface TeamJarsDeps {
  db: Db;
  jars: JarsService;
}

const NOT_ATTACHED = 'This jar is not attached to the team.';

export function createTeamJarsService(deps: TeamJarsDeps) {
  const { db, jars } = deps;

  async function jarsOf(teamId: number): Promise<Jar[]> {
    return (await repo.jarsOf(db, teamId)).map(toJar);
  }

  async function requireLeader(callerId: number, teamId: number, action: string) {
    requireTeamLeader(await repo.leaderOf(db, teamId), callerId, action);
  }

  return {
    async ofTeam(teamId: number): Promise<Jar[]> {
      if ((await repo.leaderOf(db, teamId)) === undefined)
        throw new AppError('not_found', 'Team not found.');
      return jarsOf(teamId);
    },

    /** Only the leader's own jars that are not broken; ones already attached are left as they are. */
    async add(callerId: number, teamId: number, jarIds: number[]): Promise<Jar[]> {
      await requireLeader(callerId, teamId, 'add jars');
      const wanted = [...new Set(jarIds)];
      const found = await repo.jarsByIds(db, wanted);
      const usable = found.filter((jar) => jar.createdBy === callerId && jar.status !== 'broken');
      if (usable.length !== wanted.length)
        throw AppError.fields({
          jars: ['Only your own jars that are not broken can be added to the team.'],
        });
      await repo.attach(db, teamId, wanted);
      return jarsOf(teamId);
    },

    async remove(callerId: number, teamId: number, jarId: number): Promise<Jar[]> {
      await requireLeader(callerId, teamId, 'remove jars');
      if (!(await repo.detach(db, teamId, jarId))) throw new AppError('not_found', NOT_ATTACHED);
      return jarsOf(teamId);
    },

    /** A new jar owned by the leader, attached to the team in the same transaction. */
    async create(callerId: number, teamId: number, input: JarCreate): Promise<Jar> {
      await requireLeader(callerId, teamId, 'add jars');
      return jars.create(callerId, input, undefined, teamId);
    },

    /** Edits one of the team's jars; jars.update checks that the leader created it. */
    async edit(callerId: number, teamId: number, input: JarPatch & { id: number }): Promise<Jar> {
      await requireLeader(callerId, teamId, 'edit jars');
      if (!(await repo.isAttached(db, teamId, input.id)))
        throw new AppError('not_found', NOT_ATTACHED);
      const { id, ...changes } = input;
      return jars.update(callerId, id, changes);
    },
  };
}

export type TeamJarsService = ReturnType<typeof createTeamJarsService>;
