// A tournament's showcase: the jars it shows (prize jars it pays out, donation jars) and its banner,
// made and edited by its creator through the jars and banners services. Allowed until the
// tournament ends; a demo tournament shows no jars (they hold real crystals).
import type { Banner, BannerWrite } from '@clutch/contract/banners';
import { JAR_TYPES, type Jar, type JarCreate, type JarPatch } from '@clutch/contract/jars';
import type { TournamentJar } from '@clutch/contract/tournaments';
import type { Db } from '../../../platform/db/database.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { BannersService } from '../../banners/banners.service.js';
import type { JarsService } from '../../jars/jars.service.js';
import { tournamentLinksRepository as links } from './tournament-links.repository.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import { requireCreator } from '../core/tournaments.policy.js';
import {
  tournamentsRepository as repo,
  type TournamentRow,
} from '../core/tournaments.repository.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import {
  statusName,
  tournamentsMessage as say,
  tournamentsText,
  type CreatorAction,
} from '../tournaments-messages.js';

export interface TournamentShowcaseDeps {
  db: Db;
  bus: EventPublisher<TournamentsEvent>;
  jars: JarsService;
  banners: BannersService;
}

const notFound = () => localizedError('not_found', say('tournament_not_found'));
const roleOf = (jarType: number) => (jarType === JAR_TYPES.user ? 'donation' : 'prize');

/** Jars and the banner change only while the tournament can still use them. */
function requireUnfinished(row: TournamentRow, what: 'jars' | 'banner') {
  if (row.status === 'finished' || row.status === 'cancelled')
    throw localizedError(
      'bad_request',
      tournamentsText(what === 'jars' ? 'jars_frozen' : 'banner_frozen', {
        status: statusName(row.status),
      }),
    );
}

function requireJarsShown(row: TournamentRow) {
  if (row.isDemo) throw localizedError('bad_request', say('demo_no_jars'));
  if (!row.donations) throw localizedFields({ donats: [say('donations_off_jars')] });
}

export function createTournamentShowcaseService(deps: TournamentShowcaseDeps) {
  const { db, bus, jars, banners } = deps;

  async function requireCreatorOf(
    callerId: number,
    id: number,
    action: CreatorAction,
    what: 'jars' | 'banner',
  ) {
    const row = (await repo.find(db, id))?.tournament;
    if (!row) throw notFound();
    requireCreator(row, callerId, action);
    requireUnfinished(row, what);
    return row;
  }

  const shownJarIds = (id: number) =>
    Promise.all([links.jarIds(db, id, 'prize'), links.jarIds(db, id, 'donation')]);

  async function changed(id: number, changes: { bannerId?: number } = {}) {
    const version = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound();
      requireUnfinished(row, 'banner');
      return repo.update(tx, id, changes);
    });
    void bus.publish({ type: 'TournamentChanged', tournamentId: id, version });
  }

  return {
    /** What the page shows: prize jars first, then donation jars, each by age. */
    async jarsOf(id: number): Promise<TournamentJar[]> {
      if (!(await repo.find(db, id))) throw notFound();
      const [prize, donation] = await shownJarIds(id);
      const found = await jars.getMany([...prize, ...donation]);
      const shown = (role: 'prize' | 'donation', ids: number[]) =>
        found.filter((jar) => ids.includes(jar.id)).map((jar) => ({ role, jar }));
      return [...shown('prize', prize), ...shown('donation', donation)];
    },

    /** A new jar of the creator's, shown at once: a prize jar (types 2 to 5) or a donation jar. */
    async createJar(callerId: number, id: number, input: JarCreate, file?: Buffer): Promise<Jar> {
      requireJarsShown(await requireCreatorOf(callerId, id, 'add_jars', 'jars'));
      const jar = await jars.create(callerId, input, file);
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) throw notFound();
        requireUnfinished(row, 'jars');
        await links.attachJar(tx, id, jar.id, roleOf(jar.jar_type));
      });
      return jar;
    },

    /** Edits one of the jars the tournament shows; the jar keeps its type (and so its role). */
    async editJar(
      callerId: number,
      id: number,
      input: JarPatch & { id: number },
      file?: Buffer,
    ): Promise<Jar> {
      requireJarsShown(await requireCreatorOf(callerId, id, 'edit_jars', 'jars'));
      const { id: jarId, ...changes } = input;
      const shown = (await shownJarIds(id)).flat();
      if (!shown.includes(jarId)) throw localizedError('not_found', say('jar_not_shown'));
      if (changes.jar_type !== undefined && changes.jar_type !== (await jars.get(jarId)).jar_type)
        throw localizedFields({ jar_type: [say('jar_keeps_type')] });
      return jars.update(callerId, jarId, changes, file);
    },

    /** A new banner of the creator's, shown on the tournament in place of any other. */
    async createBanner(callerId: number, id: number, input: BannerWrite, file?: Buffer) {
      await requireCreatorOf(callerId, id, 'set_banner', 'banner');
      const banner = await banners.create(callerId, input, file);
      await changed(id, { bannerId: banner.id });
      return banner;
    },

    async editBanner(
      callerId: number,
      id: number,
      input: BannerWrite,
      file?: Buffer,
    ): Promise<Banner> {
      const row = await requireCreatorOf(callerId, id, 'edit_banner', 'banner');
      if (row.bannerId === null) throw localizedError('not_found', say('no_banner_yet'));
      const banner = await banners.update(callerId, row.bannerId, input, file);
      await changed(id);
      return banner;
    },
  };
}

export type TournamentShowcaseService = ReturnType<typeof createTournamentShowcaseService>;
