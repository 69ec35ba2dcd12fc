import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/** Where the reference is, inside the /api prefix. */
const DOCS_PATH = '/docs';

/**
 * The API reference at /api/docs: Swagger UI (@fastify/swagger-ui) showing the OpenAPI document
 * the routes' own schemas make (the same as /api/openapi.json, served to it at /api/docs/json).
 * Its scripts, styles and pictures are files of the package served by this server under
 * /api/docs/static/, so the page asks no other origin for anything and keeps the site's CSP: no
 * inline script (its start is the file swagger-initializer.js), inline styles only where the CSP
 * already allows them (style-src 'unsafe-inline', for MUI), its logo a data: picture, and the
 * validator badge (which would call validator.swagger.io) off. "Try it out" sends its requests to
 * this same origin. Like the document, the page is for anyone (every route here is public).
 *
 * We chose Swagger UI over Scalar because @scalar/fastify-api-reference needs Node 22, and
 * @fastify/swagger-ui 6 pulls in a content-disposition for Node 22 too; 5.2 is the line for
 * Node 20 (package.json's engines), on the same @fastify/static as the site.
 */
export const apiDocs: FastifyPluginAsync = async (scope) => {
  // The auth guard lets through routes marked public; these are registered by the package.
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  await scope.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's own links are made from its prefix, which does not know about the /api around it.
    indexPrefix: '/api',
    theme: { title: 'Technopark API reference' },
    validatorUrl: false,
    uiConfig: {
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      // A token pasted into "Authorize" is forgotten when the page is closed.
      persistAuthorization: false,
    },
  });
};
