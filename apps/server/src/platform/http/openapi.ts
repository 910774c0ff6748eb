// OpenAPI 3.1 generated from the contract's zod schemas: /api/openapi.json and a browsable /api/docs/.
// The document is built once when the server is ready and served as the same bytes afterwards.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument } from './openapi-document.js';
import type { OperationMeta } from './openapi-operations.js';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  const operations = new Map<string, OperationMeta>();
  app.addHook('onRoute', (route) => {
    const meta = route.config?.openapi;
    if (meta) operations.set(meta.operationId, meta);
  });
  await app.register(swagger, {
    openapi: {
      // 3.1 takes zod's JSON Schema (2020-12) as it is: null is a type, not a `nullable` flag.
      openapi: '3.1.0',
      info: {
        title: 'Clutch API',
        description:
          'Esports platform API for Dota 2 and CS2. Send `Authorization: Token <access>`. Errors answer `{"detail": …}` or, for invalid input, `{"field": ["message", …]}`.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <access JWT>',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('OpenAPI 2.0 is not generated');
      completeDocument(documentObject.openapiObject, operations);
      return documentObject.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  let document = '';
  app.addHook('onReady', (done) => {
    try {
      document = JSON.stringify(app.swagger());
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
}
