import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FAMILY_ROLE, isOperator, isWritingOperator, type CallFamily } from '@steelyard/domain/roles';
import { ACCESS_TOKEN_INVALID } from '@steelyard/domain/error-kinds';
import { lacksExpiry, type AccessTokens, type Caller } from './access-tokens';
import type { Clock } from './clock';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller on the guarded families; null on open routes. */
    caller: Caller | null;
  }
}

const FAMILY_PATTERN = /^\/api\/(manager|buyer|seller|universal)(\/|$)/;
const ADMIN_PATTERN = /^\/api\/admin(\/|$)/;
const READ_METHODS = new Set(['GET', 'HEAD']);

/** True for a route of the operator console (`api/admin/…`). */
export function isAdminRoute(routeUrl: string | undefined): boolean {
  return routeUrl != null && ADMIN_PATTERN.test(routeUrl);
}

/** The call family of a route pattern (`/api/manager/users/` → manager); null for open routes. */
export function familyOfRoute(routeUrl: string | undefined): CallFamily | null {
  const match = routeUrl ? FAMILY_PATTERN.exec(routeUrl) : null;
  return match ? (match[1] as CallFamily) : null;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Guards the role families: every route under api/manager, buyer, seller or universal needs a valid
 * marketplace access token of a live session, and the first three also the role (the user's roles
 * now, as `tokens.verify` reads them). The check uses the matched route pattern, not the raw URL, so
 * an encoded or oddly cased path cannot slip past it.
 */
export function registerAuthGuard(app: FastifyInstance, deps: { tokens: AccessTokens; clock: Clock }): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const family = familyOfRoute(request.routeOptions.url);
    const admin = isAdminRoute(request.routeOptions.url);
    if (!family && !admin) return;
    const token = readBearerToken(request);
    if (!token) throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required.');
    // verify also asks whether the token's session is live and what the user's roles are now (decision 130)
    const caller = await deps.tokens.verify(token, deps.clock.now());
    if (!caller) {
      // spec 000 §5: a token without an expiry claim is 'Access token invalid' (issue 23, item 6)
      throw new AppError(
        'AUTHENTICATION_REQUIRED',
        lacksExpiry(token)
          ? `${ACCESS_TOKEN_INVALID}: it carries no expiry.`
          : `${ACCESS_TOKEN_INVALID}: it is expired or not ours, or its session has ended.`,
      );
    }
    if (admin) {
      request.caller = assertOperator(caller, request.method);
      return;
    }
    if (caller.tenant !== 'MARKETPLACE') {
      throw new AppError('ACCESS_DENIED', 'UNAUTHORIZED: this token is not valid for the marketplace.');
    }
    const role = FAMILY_ROLE[family!];
    if (role && !caller.roles.includes(role)) {
      throw new AppError('ACCESS_DENIED', `This call needs the ${role} role.`);
    }
    request.caller = caller;
  });
}

/**
 * The operator console: ADMIN tokens with an operator role; OPERATOR_READONLY only reads, so every
 * write of every present and future admin route is refused here, by method.
 */
function assertOperator(caller: Caller, method: string): Caller {
  if (caller.tenant !== 'ADMIN') {
    throw new AppError('ACCESS_DENIED', 'UNAUTHORIZED: this token is not valid for the operator console.');
  }
  if (!isOperator(caller.roles)) throw new AppError('ACCESS_DENIED', 'This call needs an operator role.');
  if (!READ_METHODS.has(method) && !isWritingOperator(caller.roles)) {
    throw new AppError('ACCESS_DENIED', 'This call needs the OPERATOR role.');
  }
  return caller;
}

/** The caller of a guarded route; throws 401 if a route outside the families asks for one. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required.');
  return request.caller;
}
