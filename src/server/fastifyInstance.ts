import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { handleError } from './errorHandler';

/**
 * Fastify ignores a bare hop count (it cannot tell whether the nearest peer is a proxy), so a count
 * becomes proxy-addr's rule for it: believe the nearest `hops` addresses of the chain. Only right
 * when the server is reachable through the proxy alone (docs/deploying.md).
 */
function proxyTrust(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return trust > 0 && ((_address: string, hop: number) => hop < trust);
}

/**
 * Fastify with its logger (JSON lines, tokens and cookies never written), the proxies it believes,
 * zod as validator and serialiser, and the one error handler that gives every error the API's shape.
 */
export function newFastify(config: AppConfig): FastifyInstance {
  const app = Fastify({
    logger: config.logger && {
      level: config.logLevel ?? 'info',
      ...(config.logStream && { stream: config.logStream }),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}
