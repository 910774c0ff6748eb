// The jars module: donation and prize jars, donations, breaking a jar, team jars.
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MediaService } from '../media/media.service.js';
import type { Ledger } from '../wallet/ledger/ledger.service.js';
import type { PrizeJarHold } from './jars.policy.js';
import { registerJarsRoutes } from './jars.routes.js';
import { createJarsService, type JarsService } from './jars.service.js';
import { createTeamJarsService } from './team-jars.service.js';

/**
 * What a jar page shows changed: a jar (made, edited, deleted, donated to, broken), the prize jars
 * a finished tournament paid out, or a creator's name or picture.
 */
export const JAR_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'JarsChanged',
  'TournamentFinished',
  'ProfileChanged',
  'AccountChanged',
]);

export interface JarsNeeds {
  ledger: Ledger;
  media: MediaService;
  /** Whether something (a tournament) holds a prize jar, which may then not be broken. */
  prizeJarHold: PrizeJarHold;
}

export interface JarsModule extends ModuleParts<AppEvent> {
  jars: JarsService;
}

export function createJarsModule(platform: Platform<AppEvent>, needs: JarsNeeds): JarsModule {
  const { db, bus } = platform;
  const jars = createJarsService({ db, bus, ...needs });
  dropOnEvents(bus, JAR_PAGE_EVENTS, jars.dropPages);
  const teamJars = createTeamJarsService({ db, jars });
  return { jars, routes: ({ mount }) => registerJarsRoutes(mount, jars, teamJars) };
}
