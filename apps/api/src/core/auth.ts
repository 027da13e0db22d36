import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from './errors';

/** How a route authenticates, from its `security` in the contract. */
export type AuthMode = 'none' | 'optional' | 'required' | 'refresh';

/** The signed-in learner of a request, as the access token names them. */
export interface AuthUser {
  id: string;
  /** The session (one sign-in) the access token belongs to. */
  sessionId: string;
  name: string;
  phone: string | null;
  email: string | null;
  role: Role;
}

/** Who a user is to the platform: a learner, or an operator of the console. */
export type Role = 'learner' | 'teacher' | 'admin';
export const roles: readonly Role[] = ['learner', 'teacher', 'admin'];

/** Reads an access token: the learner it names, or a 401 DomainError when it is invalid or expired. */
export type VerifyAccess = (token: string) => Promise<AuthUser>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    operationId?: string;
  }
}

/**
 * One rule for every route, from its `security` in the contract: `none` ignores
 * any token (a stale cookie never blocks a login); `optional` reads a token when
 * one is sent and refuses an invalid one with 401; `required` needs a valid one.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { verifyAccess: VerifyAccess }) => {
  app.decorateRequest('user', null);
  // A callback hook: a public route, most of the traffic, is through it without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const mode = request.routeOptions.config.auth ?? 'none';
    if (mode === 'none' || mode === 'refresh') {
      done();
      return;
    }
    const header = request.headers.accesstoken;
    const token = Array.isArray(header) ? header[0] : header;
    if (token) {
      opts.verifyAccess(token).then((user) => {
        request.user = user;
        done();
      }, done);
    } else if (mode === 'required') {
      done(new DomainError('LOGIN_REQUIRED'));
    } else {
      done();
    }
  });
});

/** The signed-in learner of a `required` route (the auth hook has already refused anonymous calls). */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new DomainError('UNAUTHORIZED');
  return user;
}
