// What a tournament form points at, checked before it is stored: the banner and jars must be the
// creator's own (prize jars of types 2 to 5, not broken, not another tournament's prize), banned
// users and teams must exist. Each problem is a 400 naming the field.
import { AppError } from '@clutch/contract/errors';
import { JAR_TYPES } from '@clutch/contract/jars';
import type { DbOrTx } from '../../../platform/db/database.js';
import { prizeJarTaken, tournamentLinksRepository as repo } from './tournament-links.repository.js';

export interface JarLinks {
  prize: readonly number[];
  donation: readonly number[];
}

const listed = (ids: readonly number[]) => ids.map(String).join(', ');

export async function requireOwnBanner(db: DbOrTx, bannerId: number, callerId: number) {
  const owner = await repo.bannerOwner(db, bannerId);
  if (owner !== callerId) throw AppError.fields({ banner: ['Choose one of your own banners.'] });
}

export async function requireOwnJars(
  db: DbOrTx,
  links: JarLinks,
  callerId: number,
  tournamentId: number,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  const rows = new Map(
    (await repo.jarsByIds(db, [...links.prize, ...links.donation])).map((jar) => [jar.id, jar]),
  );
  const notOwn = (ids: readonly number[]) =>
    ids.filter((id) => rows.get(id)?.createdBy !== callerId || rows.get(id)?.status === 'broken');
  const problems: [string, number[], string][] = [
    ['jars', notOwn(links.prize), 'Choose your own jars that are not broken; these are not:'],
    [
      'available_jars',
      notOwn(links.donation),
      'Choose your own jars that are not broken; these are not:',
    ],
    [
      'jars',
      links.prize.filter(
        (id) => (rows.get(id)?.jarType ?? JAR_TYPES.prize_first) === JAR_TYPES.user,
      ),
      'Prize jars are of types 2 to 5; these are user jars:',
    ],
    [
      'jars',
      await repo.prizeJarsElsewhere(db, links.prize, tournamentId),
      'Another tournament already pays out these jars:',
    ],
    [
      'available_jars',
      links.donation.filter((id) => links.prize.includes(id)),
      'A jar is either a prize or a donation jar; these are both:',
    ],
  ];
  for (const [field, ids, message] of problems)
    if (ids.length > 0) (fields[field] ??= []).push(`${message} ${listed(ids)}.`);
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
}

export async function requireExisting(
  db: DbOrTx,
  banned: { users: readonly number[]; teams: readonly number[] },
): Promise<void> {
  const users = new Set(await repo.existingUsers(db, banned.users));
  const teams = new Set(await repo.existingTeams(db, banned.teams));
  const fields: Record<string, string[]> = {};
  const missingUsers = banned.users.filter((id) => !users.has(id));
  const missingTeams = banned.teams.filter((id) => !teams.has(id));
  if (missingUsers.length > 0)
    fields['banned.users'] = [`No user has the id ${listed(missingUsers)}.`];
  if (missingTeams.length > 0)
    fields['banned.teams'] = [`No team has the id ${listed(missingTeams)}.`];
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
}

/** Runs a write that attaches prize jars, turning a lost race for one into the usual 400. */
export async function withPrizeJars<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (prizeJarTaken(error))
      throw AppError.fields({ jars: ['Another tournament has just taken one of these jars.'] });
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
