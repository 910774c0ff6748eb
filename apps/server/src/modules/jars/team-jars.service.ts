// Team jars: a team's leader attaches their own jars to the team, detaches them, or creates and
// edits jars for it. Anyone signed in sees a team's jars.
import type { Jar, JarCreate, JarPatch } from '@clutch/contract/jars';
import type { Db } from '../../platform/db/database.js';
import { localizedError, localizedFields } from '../../platform/http/localized-errors.js';
import { jarMessage } from './jars-messages.js';
import { toJar } from './jar-view.js';
import { requireTeamLeader } from './jars.policy.js';
import type { JarsService } from './jars.service.js';
import { teamJarsRepository as repo } from './team-jars.repository.js';

export interface TeamJarsDeps {
  db: Db;
  jars: JarsService;
}

export function createTeamJarsService(deps: TeamJarsDeps) {
  const { db, jars } = deps;

  async function jarsOf(teamId: number): Promise<Jar[]> {
    return (await repo.jarsOf(db, teamId)).map(toJar);
  }

  async function requireLeader(
    callerId: number,
    teamId: number,
    action: Parameters<typeof requireTeamLeader>[2],
  ) {
    requireTeamLeader(await repo.leaderOf(db, teamId), callerId, action);
  }

  return {
    async ofTeam(teamId: number): Promise<Jar[]> {
      if ((await repo.leaderOf(db, teamId)) === undefined)
        throw localizedError('not_found', jarMessage('team_not_found'));
      return jarsOf(teamId);
    },

    /** Only the leader's own jars that are not broken; ones already attached are left as they are. */
    async add(callerId: number, teamId: number, jarIds: number[]): Promise<Jar[]> {
      await requireLeader(callerId, teamId, 'add');
      const wanted = [...new Set(jarIds)];
      const found = await repo.jarsByIds(db, wanted);
      const usable = found.filter((jar) => jar.createdBy === callerId && jar.status !== 'broken');
      if (usable.length !== wanted.length)
        throw localizedFields({ jars: [jarMessage('own_jars_only')] });
      await repo.attach(db, teamId, wanted);
      return jarsOf(teamId);
    },

    async remove(callerId: number, teamId: number, jarId: number): Promise<Jar[]> {
      await requireLeader(callerId, teamId, 'remove');
      if (!(await repo.detach(db, teamId, jarId)))
        throw localizedError('not_found', jarMessage('not_attached'));
      return jarsOf(teamId);
    },

    /** A new jar owned by the leader, attached to the team in the same transaction. */
    async create(callerId: number, teamId: number, input: JarCreate): Promise<Jar> {
      await requireLeader(callerId, teamId, 'add');
      return jars.create(callerId, input, undefined, teamId);
    },

    /** Edits one of the team's jars; jars.update checks that the leader created it. */
    async edit(callerId: number, teamId: number, input: JarPatch & { id: number }): Promise<Jar> {
      await requireLeader(callerId, teamId, 'edit');
      if (!(await repo.isAttached(db, teamId, input.id)))
        throw localizedError('not_found', jarMessage('not_attached'));
      const { id, ...changes } = input;
      return jars.update(callerId, id, changes);
    },
  };
}

export type TeamJarsService = ReturnType<typeof createTeamJarsService>;
