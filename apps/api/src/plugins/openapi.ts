// OpenAPI 3.1 generated from the routes' Zod schemas, served as JSON and as a readable docs page.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bazaar-e Sanat API — بازار صنعت',
        version: '1.0.0',
        description:
          'REST API of the industrial B2B marketplace. Every error is RFC 9457 problem+json with a Persian `title`/`detail` and a machine `code`.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { url: '/api/v1/openapi.json', docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
  app.get('/api/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
}
