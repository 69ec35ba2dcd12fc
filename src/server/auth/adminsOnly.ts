import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { currentUser } from './guard';
import type { SessionUser } from './sessions';

/** The logged-in admin of a request; an editor is refused with `message` (403), no login with 401. */
export function currentAdmin(request: FastifyRequest, message: string): SessionUser {
  const user = currentUser(request);
  if (user.role !== 'admin') throw new HttpError(403, message);
  return user;
}
