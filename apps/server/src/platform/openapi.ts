import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorReply } from '@steelyard/domain/errors';

/** Error replies of a route, for its OpenAPI entry; every error has the same JSON shape. */
export const errorResponses = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  429: errorReply,
  500: errorReply,
};

/** Marks a route of a guarded family in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Generates the OpenAPI document from the zod route schemas; serves it at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Steelyard API',
        description: 'B2B steel trading marketplace. Lists take limit, offset, sort and filter query values.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  const sendDocument = async () => app.swagger();
  app.get('/api/docs', { schema: { hide: true } }, sendDocument);
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, sendDocument);
}
