// The HTTP server the modules mount on: Fastify with the platform's plugins, and static files.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { installValidationMessages } from '@clutch/contract/validation';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { handleError } from './errors.js';
import { registerOpenApi } from './openapi.js';

const REQUEST_ID_HEADER = 'x-request-id';
/** Media shown in the page: the image and video types uploads are sniffed and stored as. */
const INLINE_MEDIA = /\.(webp|jpg|jpeg|png|gif|mp4|webm|mov)$/i;

/** Fastify with the platform's plugins: validation, errors, security headers, CORS, forms,
 * uploads, rate limits, OpenAPI. Modules mount their routes on it afterwards. */
export async function createServer(
  config: Config,
  logger: FastifyBaseLogger | boolean,
  redis: Redis | undefined,
): Promise<FastifyInstance> {
  installValidationMessages();
  const app = Fastify({
    ...(typeof logger === 'boolean' ? { logger: logger } : { loggerInstance: logger }),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: REQUEST_ID_HEADER,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Per-request lines only when debugging: at 10k req/s they would cost more than the requests.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'frame-src': ["'self'", 'https://player.twitch.tv', 'https://www.google.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  await app.register(multipart, { limits: { fileSize: 10 * 1_048_576, files: 10, fields: 50 } });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'clutch-rl:' } : {}),
  });
  await registerOpenApi(app, config.PUBLIC_URL);
  return app;
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
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
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
