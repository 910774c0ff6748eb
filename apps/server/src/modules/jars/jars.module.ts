// The jars module: donation and prize jars, donations, breaking a jar, team jars.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MediaService } from '../media/media.service.js';
import type { Ledger } from '../wallet/ledger/ledger.service.js';
import type { PrizeJarHold } from './jars.policy.js';
import { registerJarsRoutes } from './jars.routes.js';
import { createJarsService, type JarsService } from './jars.service.js';
import { createTeamJarsService } from './team-jars.service.js';

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
  const { db } = platform;
  const jars = createJarsService({ db, ...needs });
  const teamJars = createTeamJarsService({ db, jars });
  return { jars, routes: ({ mount }) => registerJarsRoutes(mount, jars, teamJars) };
}
