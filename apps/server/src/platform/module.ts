// The seam between the platform and the modules: each module's `<domain>.module.ts` builds its
// services from a `Platform` and answers `ModuleParts`, which app.ts plugs in, all in one loop.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mount } from './http/mount.js';
import type { JobHandlers, JobScheduler } from './jobs/job-runner.js';
import type { Mailer } from './mail/mailer.js';
import type { BusEvent, EventBus } from './realtime/bus.js';
import type { RealtimeGateway } from './realtime/gateway.js';
import type { Storage } from './storage/storage.js';

/** What every module may build on; other modules' services come as the module's own arguments. */
export interface Platform<E extends BusEvent> {
  readonly config: Config;
  readonly db: Db;
  readonly bus: EventBus<E>;
  readonly jobs: JobScheduler;
  readonly logger: FastifyBaseLogger;
  readonly mailer: Mailer;
  readonly storage: Storage;
  /** Outbound HTTP (Steam, Twitch, payment providers); tests hand in one that reaches stand-ins. */
  readonly fetch: typeof fetch;
  readonly jwtSecret: string;
  /** Answers a request in-process, through the same routes, parsers and checks as the network. */
  readonly inject: (request: InjectRequest) => Promise<{ statusCode: number; body: string }>;
}

export interface InjectRequest {
  method: 'POST';
  url: string;
  payload: string | Buffer;
  headers: Record<string, string>;
}

/** The HTTP side: `mount` for the app's routes, `mountOn` for a plugin of its own (own parsers). */
export interface HttpMounts {
  readonly mount: Mount;
  readonly mountOn: (child: FastifyInstance) => Mount;
}

/** What a module plugs in; app.ts registers every module's parts in one loop. */
export interface ModuleParts<E extends BusEvent> {
  routes?(http: HttpMounts): void | Promise<void>;
  /** Socket handlers (`gateway.handle`) and event-to-push subscriptions. */
  realtime?(gateway: RealtimeGateway): void;
  /** Durable job handlers by kind; the module's services only schedule them. */
  readonly jobs?: JobHandlers;
  /** Reactions to events (other modules' or its own), subscribed once at start-up. */
  readonly subscribers?: readonly ((event: E) => void)[];
}
