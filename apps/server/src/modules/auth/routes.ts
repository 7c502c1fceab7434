import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../platform/server-context';
import { createAuthDeps } from './auth-deps';
import { countAuthRequest } from './login-throttle';
import { registerPasswordChangeRoute } from './password-change-routes';
import { registerRecoveryRoutes } from './recovery-routes';
import { registerAuthJobs } from './recovery-requests';
import { registerSignInRoutes } from './sign-in-routes';
import { registerTwoFactorRoutes } from './two-factor-routes';

/** Every access call (sign-in, challenges, two-factor, recovery, password change) and the auth jobs. */
export async function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const deps = createAuthDeps(ctx);
  registerAuthJobs(ctx.jobs, deps);
  await app.register(async (scope) => {
    // every access call counts against the client address, so nothing here can be tried in bulk
    scope.addHook('onRequest', async (request) => {
      await countAuthRequest(ctx.db, request.ip, ctx.clock.now(), deps.limits.maxRequestsPerIp);
    });
    registerSignInRoutes(scope, ctx, deps);
    registerTwoFactorRoutes(scope, ctx, deps);
    registerRecoveryRoutes(scope, ctx, deps);
    registerPasswordChangeRoute(scope, ctx, deps);
  });
}
