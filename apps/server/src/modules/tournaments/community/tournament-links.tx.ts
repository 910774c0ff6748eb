// What a tournament form points at, checked before it is stored: the banner and jars must be the
// creator's own (prize jars of types 2 to 5, not broken, not another tournament's prize), banned
// users and teams must exist. Each problem is a 400 naming the field.
import { JAR_TYPES } from '@clutch/contract/jars';
import type { DbOrTx } from '../../../platform/db/database.js';
import { localizedFields } from '../../../platform/http/localized-errors.js';
import {
  tournamentsMessage as say,
  type TournamentFieldMessages,
  type TournamentsMessageCode,
} from '../tournaments-messages.js';
import { prizeJarTaken, tournamentLinksRepository as repo } from './tournament-links.repository.js';

export interface JarLinks {
  prize: readonly number[];
  donation: readonly number[];
}

const listed = (ids: readonly number[]) => ids.map(String).join(', ');

export async function requireOwnBanner(db: DbOrTx, bannerId: number, callerId: number) {
  const owner = await repo.bannerOwner(db, bannerId);
  if (owner !== callerId) throw localizedFields({ banner: [say('own_banner')] });
}

export async function requireOwnJars(
  db: DbOrTx,
  links: JarLinks,
  callerId: number,
  tournamentId: number,
): Promise<void> {
  const fields: TournamentFieldMessages = {};
  const rows = new Map(
    (await repo.jarsByIds(db, [...links.prize, ...links.donation])).map((jar) => [jar.id, jar]),
  );
  const notOwn = (ids: readonly number[]) =>
    ids.filter((id) => rows.get(id)?.createdBy !== callerId || rows.get(id)?.status === 'broken');
  const problems: [string, number[], TournamentsMessageCode][] = [
    ['jars', notOwn(links.prize), 'jars_not_own'],
    ['available_jars', notOwn(links.donation), 'jars_not_own'],
    [
      'jars',
      links.prize.filter(
        (id) => (rows.get(id)?.jarType ?? JAR_TYPES.prize_first) === JAR_TYPES.user,
      ),
      'jars_of_users',
    ],
    ['jars', await repo.prizeJarsElsewhere(db, links.prize, tournamentId), 'jars_elsewhere'],
    ['available_jars', links.donation.filter((id) => links.prize.includes(id)), 'jars_both_roles'],
  ];
  for (const [field, ids, code] of problems)
    if (ids.length > 0) (fields[field] ??= []).push(say(code, { ids: listed(ids) }));
  if (Object.keys(fields).length > 0) throw localizedFields(fields);
}

export async function requireExisting(
  db: DbOrTx,
  banned: { users: readonly number[]; teams: readonly number[] },
): Promise<void> {
  const users = new Set(await repo.existingUsers(db, banned.users));
  const teams = new Set(await repo.existingTeams(db, banned.teams));
  const fields: TournamentFieldMessages = {};
  const missingUsers = banned.users.filter((id) => !users.has(id));
  const missingTeams = banned.teams.filter((id) => !teams.has(id));
  if (missingUsers.length > 0)
    fields['banned.users'] = [say('no_users_with_ids', { ids: listed(missingUsers) })];
  if (missingTeams.length > 0)
    fields['banned.teams'] = [say('no_teams_with_ids', { ids: listed(missingTeams) })];
  if (Object.keys(fields).length > 0) throw localizedFields(fields);
}

/** Runs a write that attaches prize jars, turning a lost race for one into the usual 400. */
export async function withPrizeJars<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (prizeJarTaken(error)) throw localizedFields({ jars: [say('jar_just_taken')] });
    throw error;
  }
}

/** Replaces the tournament's jars of each role that the form sent. */
export async function storeJars(
  tx: DbOrTx,
  tournamentId: number,
  links: Partial<JarLinks>,
): Promise<void> {
  if (links.prize) await repo.replaceJars(tx, tournamentId, 'prize', links.prize);
  if (links.donation) await repo.replaceJars(tx, tournamentId, 'donation', links.donation);
}
