// The HTTP server the modules mount on: Fastify with the platform's plugins, and static files.
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { installValidationMessages } from '@clutch/contract/validation';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { failedStatementSentAt } from '../db/database.js';
import {
  createDatabaseCircuit,
  isDatabaseOverloaded,
  isDatabaseUnavailable,
  isPoolWait,
} from '../db/unavailable.js';
import { deploymentKey } from '../deployment-key.js';
import { isRedisUnavailable } from '../redis-errors.js';
import type { Config } from '../config.js';
import { answerClientError } from './client-errors.js';
import { handleError } from './errors.js';
import { refuseNullCharacters } from './null-characters.js';
import { localizedValidatorCompiler } from './localized-errors.js';
import { registerOpenApi } from './openapi.js';
import { registerTraceRefusal } from './trace-refusal.js';

const REQUEST_ID_HEADER = 'x-request-id';
/** How long API requests are refused after one met an unavailable database. */
const DATABASE_RETRY_MS = 1_000;
const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
/** Media shown in the page: the image and video types uploads are sniffed and stored as. */
const INLINE_MEDIA = /\.(webp|jpg|jpeg|png|gif|mp4|webm|mov)$/i;

const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self' https: data:"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'self'"],
  ['img-src', "'self' data: blob: https:"],
  ['object-src', "'none'"],
  ['script-src', "'self'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['connect-src', "'self' ws: wss:"],
  ['frame-src', "'self' https://player.twitch.tv https://www.google.com"],
];

/** The Content-Security-Policy header: helmet's defaults with the app's sources. */
export function contentSecurityPolicy(isHttps: boolean): string {
  const directives = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`);
  return [...directives, ...(isHttps ? ['upgrade-insecure-requests'] : [])].join(';');
}

/** Fastify with the platform's plugins: validation, errors, security headers, CORS, forms,
 * uploads, rate limits, OpenAPI. Modules mount their routes on it afterwards. */
export async function createServer(
  config: Config,
  logger: FastifyBaseLogger | boolean,
  redis: Redis | undefined,
  databaseLastAnsweredAt: () => number,
): Promise<FastifyInstance> {
  installValidationMessages();
  const app = Fastify({
    ...(typeof logger === 'boolean' ? { logger: logger } : { loggerInstance: logger }),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: REQUEST_ID_HEADER,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Router refusals (a malformed URL, an over-long path parameter) and requests Node's parser
    // refuses answer {"detail": …} like every other error (client-errors.ts).
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
    // Per-request lines only when debugging: at 10k req/s they would cost more than the requests.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(localizedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON routes take JSON: a text/plain body is refused with 415 rather than parsed as a string
  // and refused field by field (a webhook that needs raw bodies registers its own parser).
  app.removeContentTypeParser('text/plain');
  // The database away: 503 with Retry-After at once, and for a moment without trying (unavailable.ts).
  const databaseCircuit = createDatabaseCircuit(DATABASE_RETRY_MS, databaseLastAnsweredAt);
  /** When each request began (`performance.now()`), for telling a stale database failure. */
  const requestStarts = new WeakMap<FastifyRequest, number>();
  app.setErrorHandler((error, request, reply) => {
    if (isRedisUnavailable(error)) {
      // A limit that fails closed (sign-in, money) while Redis is away.
      request.log.warn({ err: error }, 'redis unavailable');
      void reply.status(503).header('retry-after', '1').send({ detail: SERVICE_UNAVAILABLE });
      return;
    }
    if (!isDatabaseUnavailable(error)) {
      handleError(error, request, reply);
      return;
    }
    // A wait for a pool connection opens no window; an overloaded server's always does; a lost
    // connection's only if the database has answered nothing sent since the failed statement (or,
    // when none was sent, since the request began).
    if (!isPoolWait(error))
      databaseCircuit.trip(
        isDatabaseOverloaded(error)
          ? undefined
          : (failedStatementSentAt(error) ?? requestStarts.get(request)),
      );
    request.log.warn({ err: error }, 'database unavailable');
    void reply
      .status(503)
      .header('retry-after', String(databaseCircuit.retryAfterSeconds))
      .send({ detail: SERVICE_UNAVAILABLE });
  });
  app.addHook('onRequest', async (request, reply) => {
    requestStarts.set(request, performance.now());
    if (!databaseCircuit.isOpen() || !request.url.startsWith('/api/')) return;
    // Health keeps probing the database, so a load balancer sees it come back.
    if (request.url.startsWith('/api/health')) return;
    return reply
      .status(503)
      .header('retry-after', String(databaseCircuit.retryAfterSeconds))
      .send({ detail: SERVICE_UNAVAILABLE });
  });
  registerTraceRefusal(app);
  refuseNullCharacters(app);

  // Helmet's CSP would send `upgrade-insecure-requests` always, which turns every asset request of
  // a page opened over plain HTTP at a LAN address into https, and the page stays blank. It is
  // sent only over HTTPS: always when PUBLIC_URL is https, else when the request came in over
  // TLS (with TRUST_PROXY, as X-Forwarded-Proto says). Both values are built once, and set in the
  // hook that already runs for every answer.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const csp = contentSecurityPolicy(false);
  const httpsCsp = contentSecurityPolicy(true);
  const isHttpsSite = config.PUBLIC_URL.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    void reply.header(
      'content-security-policy',
      isHttpsSite || request.protocol === 'https' ? httpsCsp : csp,
    );
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  await app.register(multipart, { limits: { fileSize: 10 * 1_048_576, files: 10, fields: 50 } });
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: `clutch-rl:${deploymentKey(config.DATABASE_URL, config.DATA_DIR)}:` }
      : {}),
  });
  await registerOpenApi(app, config.PUBLIC_URL);
  return app;
}

/** Vite names everything under assets/ by its content hash, so a name never changes meaning and
 * browsers keep them for a year; index.html (and whatever is not hashed) is checked every time, so a
 * new build reaches everyone at once. */
export function webCacheControl(pathInDist: string): string {
  return pathInDist.startsWith(`assets${sep}`) || pathInDist.startsWith('assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** Uploaded media at /media/, and the web app (with its deep links) when WEB_DIST is built. */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  const media = resolve(config.DATA_DIR, 'media');
  await app.register(fastifyStatic, {
    root: media,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (res, path) => {
      // Uploads never run in our origin: the browser takes the type we send, and whatever is not
      // an image or video we recognised by its bytes (chat attachments as `.bin`) downloads.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (!INLINE_MEDIA.test(path)) res.setHeader('Content-Disposition', 'attachment');
    },
  });
  const web = config.WEB_DIST ? resolve(config.WEB_DIST) : null;
  const hasWeb = web !== null && existsSync(join(web, 'index.html'));
  // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
  // The build writes .br and .gz beside each text file; sending those costs no CPU per request.
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', webCacheControl(relative(web, path)));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Deep links such as /ua/tournaments/1 are the web app's routes: answer its shell.
    if (
      hasWeb &&
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/media/')
    ) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
