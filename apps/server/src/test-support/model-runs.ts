import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { signInDirectly } from './access-helpers';
import type { Act } from './listing-helpers';
import { bearer, type TestApp } from './test-app';
import { findUserCredentialsByEmail } from '../modules/users/service';

/*
 * What the model-based tests (issue 23) share: the run settings from the environment and callers
 * whose sign-in is reused while the clock stands still (a sign-in per request would double a run).
 */

/**
 * fast-check's settings of a model test: FC_SEED and FC_PATH replay a run (fast-check prints the
 * seed and the path of a failure), FC_RUNS changes the number of runs; random by default.
 */
export function modelRunParameters(defaultRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FC_SEED;
  const path = process.env.FC_PATH;
  return {
    numRuns: Number(process.env.FC_RUNS ?? defaultRuns),
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path } : {}),
    // a shrink step is a whole run through the app: bound it so a failure is reported in CI time
    interruptAfterTimeLimit: Number(process.env.FC_TIME_LIMIT_MS ?? 240_000),
    markInterruptAsFailure: false,
  };
}

/**
 * fc.commands' options of a model test: up to `maxCommands` steps; FC_REPLAY_PATH (the
 * `replayPath` fast-check prints beside a counterexample) replays its shrunk sequence with FC_SEED
 * and FC_PATH.
 */
export function modelCommandOptions(maxCommands: number) {
  const replayPath = process.env.FC_REPLAY_PATH;
  return { maxCommands, size: 'max' as const, ...(replayPath ? { replayPath } : {}) };
}

/**
 * Calls as a user with an access token of the clock's current time, issued again once the clock has
 * moved (tokens live 15 minutes of the test clock).
 */
export function cachedActor(t: TestApp, email: string): Act {
  let token: { at: number; value: string } | null = null;
  return async (method, url, payload): Promise<LightMyRequestResponse> => {
    const now = t.clock.now().getTime();
    if (!token || token.at !== now) {
      const user = await findUserCredentialsByEmail(t.db, email);
      if (!user) throw new Error(`No user ${email}`);
      token = { at: now, value: await signInDirectly(t, user) };
    }
    return t.app.inject({
      method,
      url,
      headers: bearer(token.value),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };
}
