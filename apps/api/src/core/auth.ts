import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import { msg } from '../lib/messages';
import type { AuthUser, Tokens } from '../services/tokens';
import type { AuthMode } from './contract';

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
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: Tokens }) => {
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'none';
    if (mode === 'none' || mode === 'refresh') return;
    const header = request.headers.accesstoken;
    const token = Array.isArray(header) ? header[0] : header;
    if (token) {
      request.user = await opts.tokens.verifyAccess(token);
    } else if (mode === 'required') {
      throw unauthorized('LOGIN_REQUIRED', msg.loginRequired);
    }
  });
});
