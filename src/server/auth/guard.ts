import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TWO_STEP_SETUP_REQUIRED } from '../../api/twoStep';
import { HttpError } from '../http/errors';
import { assertTokenScope, isApiToken, type RequestApiToken, acceptApiToken } from './apiTokens';
import { findSessionUser, type SessionUser } from './sessions';
import { adminsNeedTwoStep } from './twoStep';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The integrator's API token the request came with; `user` is then null. */
    apiToken: RequestApiToken | null;
  }
  interface FastifyContextConfig {
    /** Routes are private unless they say so: the public ones are listed in docs/product.md#api. */
    public?: boolean;
    /** Open to an admin who must still turn two-step sign-in on (the setup and what it needs). */
    beforeTwoStep?: boolean;
    /** Checks a password or a two-step code of the session's account in the login throttle: may answer 429. */
    guessThrottled?: boolean;
    /** For people who log in, whatever its tags: no API token's scope reaches it (it names staff). */
    peopleOnly?: boolean;
    /**
     * `false` on a POST that writes nothing visitors see (a preview address): it then drops no
     * cached page, moves no change time and tells no webhook.
     */
    changesContent?: boolean;
  }
}

const LOG_IN = 'Please log in to continue';

/** An admin without two-step sign-in while every admin must have it: such a session may only set it up. */
export async function mustSetUpTwoStep(db: Kysely<Database>, user: SessionUser): Promise<boolean> {
  return user.role === 'admin' && !user.two_step_since && (await adminsNeedTwoStep(db));
}

/** Refuses (403) a session that may only set up two-step sign-in, as every route but the setup's does. */
export async function assertTwoStepInPlace(db: Kysely<Database>, user: SessionUser): Promise<void> {
  if (await mustSetUpTwoStep(db, user)) throw new HttpError(403, TWO_STEP_SETUP_REQUIRED);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Every /api route needs a valid, unexpired, unrevoked token unless its config marks it public. */
export const authGuard = fp<{ db: Kysely<Database> }>(async function guardRequests(app: FastifyInstance, { db }) {
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);
  /** A request carrying a token, or to a route that needs one: the token looked up and checked. */
  const checkCredentials = async (request: FastifyRequest, reply: FastifyReply, token: string | undefined) => {
    // An API token is checked on public routes too: its last use shows, and a revoked one is told so.
    if (token && isApiToken(token)) {
      const apiToken = await acceptApiToken(db, token);
      if (!apiToken) throw new HttpError(401, 'This API token is not valid or was revoked');
      // What is open to everyone is open to every token; the rest needs the token's scope.
      if (!request.routeOptions.config.public) assertTokenScope(request, apiToken);
      request.apiToken = apiToken;
      reply.header('Cache-Control', 'no-store');
      return;
    }
    if (request.routeOptions.config.public) return;
    if (!token) throw new HttpError(401, LOG_IN);
    const user = await findSessionUser(db, token);
    if (!user) throw new HttpError(401, 'Your session has expired or is not valid; please log in again');
    request.user = user;
    reply.header('Cache-Control', 'no-store');
    if (!request.routeOptions.config.beforeTwoStep) await assertTwoStepInPlace(db, user);
  };

  // A callback hook: the pages, the files and the public reads without a token (a crowd's
  // requests) go on at once, without the promise and the turn an async hook costs every request.
  app.addHook('onRequest', (request, reply, done) => {
    // Matched by route, not by URL: an unknown /api path falls to the site's catch-all and must answer 404.
    const { url, config } = request.routeOptions;
    if (!url?.startsWith('/api/')) return done();
    const token = request.headers.authorization === undefined ? undefined : bearerToken(request);
    if (!token && config.public) return done();
    checkCredentials(request, reply, token).then(() => done(), done);
  });
});

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, LOG_IN);
  return request.user;
}

/** Who made a request: a staff account, or an integrator's API token (which has no account). */
export interface Actor {
  id: number | null;
  email: string;
}

/**
 * The author a revision or the activity log names: the session's account, or the API token by its
 * name (a token with the `content:write` scope saves content too). Undefined for an anonymous request.
 */
export function actorOf(request: FastifyRequest): Actor | undefined {
  if (request.user) return { id: request.user.id, email: request.user.email };
  if (request.apiToken) return { id: null, email: `API token “${request.apiToken.name}”` };
  return undefined;
}
