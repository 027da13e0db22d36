import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the reference is read: `/docs`, with each contract's bundled JSON beside it. */
export const API_REFERENCE_PREFIX = '/docs';

/** The three contracts as the api serves them, each under the name other teams know it by. */
export interface ReferenceSpecs {
  v3: object;
  v2: object;
  admin: object;
}

/**
 * The API reference for other teams (issue 36): Swagger UI at `/docs`, over the same bundled contracts
 * the api validates itself against (`src/generated/openapi-*.json`, from specs/): v3 first, then v2 and
 * the console's. Every asset comes from `@fastify/swagger-ui`'s own files in node_modules, so the page
 * works with no network; the validator badge, which would call swagger.io, is off. `GET
 * /docs/openapi/{v3,v2,admin}.json` answers each contract as JSON.
 */
export const apiReference = fp(async (app: FastifyInstance, specs: ReferenceSpecs) => {
  const names = ['v3', 'v2', 'admin'] as const;
  for (const name of names) {
    app.get(`${API_REFERENCE_PREFIX}/openapi/${name}.json`, { schema: { hide: true } }, async (_, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(specs[name]),
    );
  }
  // @fastify/swagger only hands the UI a document; in static mode it describes no route of its own
  await app.register(fastifySwagger, { mode: 'static', specification: { document: specs.v3 as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    uiConfig: {
      urls: names.map((name) => ({ name, url: `${API_REFERENCE_PREFIX}/openapi/${name}.json` })),
      validatorUrl: null,
      docExpansion: 'list',
      deepLinking: true,
    },
    staticCSP: true,
  });
});
