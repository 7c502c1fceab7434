import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { earliestStep, totpCode } from './api';
import { DEMO_PASSWORD } from './demo-users';
import { submitLogin } from './sign-in';

export const OPERATOR = 'operator@steelyard.example';

// The operator sets up two-factor once per run (the database is fresh every run), in whichever
// journey signs in first; the key is kept beside the run's database so later journeys can sign in.
// E2E_STATE_DIR keeps the scale-out run's apart from the journeys' run beside it (CI runs both at once).
const STATE_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  `../../test-results/${process.env.E2E_STATE_DIR ?? 'e2e-data'}/operator-totp.json`,
);

interface TotpState {
  secret: string;
  /** The last TOTP step used: the server takes only a later one. */
  lastStep: number;
  /** The last sign-in's tokens, which later journeys reuse while they are fresh (see reusableTokens). */
  tokens?: OperatorTokens;
}

/** The login reply's tokens (domain TokensReply). */
interface OperatorTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenValidTo: string;
  refreshTokenValidTo: string;
  userId: string;
}

function readState(): TotpState | null {
  return existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as TotpState) : null;
}

/** A code of the operator's key of the earliest step after the last used (one step of drift either side). */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const seconds = Date.now() / 1000;
    const now = Math.floor(seconds / 30);
    const state = readState();
    const last = state?.secret === secret ? state.lastStep : -Infinity;
    const step = Math.max(earliestStep(seconds), last + 1);
    if (step <= now + 1) {
      writeFileSync(STATE_FILE, JSON.stringify({ ...state, secret, lastStep: step }));
      return totpCode(secret, step - now);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/*
 * A code works once and only one time step of drift is taken either side, so a run can sign the
 * operator in about three times at once and then once per 30 s: the journeys waited minutes for
 * fresh codes. The operator's two-factor sign-in is proven by its first sign-in of the run (the
 * set-up, in the browser or through the API) and by the recovery and operator journeys; later
 * journeys reuse that sign-in's tokens while the access token has REUSE_MARGIN_MS left.
 */
const REUSE_MARGIN_MS = 5 * 60_000;

function keepTokens(tokens: OperatorTokens) {
  const state = readState();
  if (state) writeFileSync(STATE_FILE, JSON.stringify({ ...state, tokens }));
}

/** The kept tokens, if the server still takes them and they have the margin left. */
async function reusableTokens(request: APIRequestContext): Promise<OperatorTokens | null> {
  const tokens = readState()?.tokens;
  if (!tokens || Date.parse(tokens.accessTokenValidTo) - Date.now() < REUSE_MARGIN_MS) return null;
  const probe = await request.get('/api/admin/organisations/?limit=1', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  return probe.ok() ? tokens : null;
}

/** The web app's session record (apps/web session-store.ts) of the operator's tokens. */
function sessionOf(tokens: OperatorTokens) {
  const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    groups?: string[];
    org?: string;
  };
  return {
    ...tokens,
    permissions: claims.groups ?? [],
    organisationId: claims.org ?? null,
    tenant: 'ADMIN',
  };
}

/**
 * Signs the full operator in at /operator/login, setting up two-factor on the run's first sign-in;
 * later sign-ins reuse its tokens in the browser's session while they are fresh.
 */
export async function signInOperator(page: Page) {
  const tokens = await reusableTokens(page.request);
  if (tokens) {
    await page.goto('/api/health');
    await page.evaluate(
      (session) => localStorage.setItem('steelyard.session', JSON.stringify(session)),
      sessionOf(tokens),
    );
    await page.goto('/operator/organisations');
    await expect(page).toHaveURL(/\/operator\/organisations/, { timeout: 15_000 });
    return;
  }
  await page.goto('/operator/login');
  await submitLogin(page, OPERATOR);
  await expect(page).toHaveURL(/\/operator\/login\/challenge-respond/);
  const setupKey = page.locator('pre').first();
  const known = readState();
  let secret: string;
  if (known) {
    secret = known.secret;
  } else {
    secret = (await setupKey.innerText()).replace(/\s+/g, '');
  }
  await page.getByLabel('Code').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/operator\/organisations/, { timeout: 15_000 });
  const stored = await page.evaluate(() => localStorage.getItem('steelyard.session'));
  if (stored) keepTokens(JSON.parse(stored) as OperatorTokens);
}

/** Signs the full operator in through the API (set-up steps), setting up two-factor when needed. */
export async function signInOperatorByApi(request: APIRequestContext): Promise<{ accessToken: string }> {
  const reused = await reusableTokens(request);
  if (reused) return reused;
  const login = await request.post('/api/auth/login', {
    data: { username: OPERATOR, password: DEMO_PASSWORD, tenant: 'ADMIN' },
  });
  expect(login.status()).toBe(200);
  const challenge = (await login.json()) as { session: string; type: string };
  if (challenge.type === 'MFA_SETUP') {
    const associated = await request.post('/api/auth/associate-software-token', {
      data: { session: challenge.session },
    });
    const { secretCode } = (await associated.json()) as { secretCode: string };
    const verified = await request.post('/api/auth/verify-software-token', {
      data: { session: challenge.session, username: OPERATOR, userCode: await freshCode(secretCode) },
    });
    expect(verified.status()).toBe(200);
    const responded = await request.post('/api/auth/challenge-respond', {
      data: { type: 'MFA_SETUP', session: challenge.session, username: OPERATOR, tenant: 'ADMIN' },
    });
    expect(responded.status()).toBe(200);
    return signedIn((await responded.json()) as OperatorTokens);
  }
  const state = readState();
  if (!state) throw new Error('The operator has two-factor set up but its key was not kept');
  const responded = await request.post('/api/auth/challenge-respond', {
    data: {
      type: challenge.type,
      session: challenge.session,
      username: OPERATOR,
      tenant: 'ADMIN',
      code: await freshCode(state.secret),
    },
  });
  expect(responded.status()).toBe(200);
  return signedIn((await responded.json()) as OperatorTokens);
}

function signedIn(tokens: OperatorTokens): OperatorTokens {
  keepTokens(tokens);
  return tokens;
}

/** An operator requires two-factor for every user of an organisation (found by name). */
export async function requireTwoFactorByApi(request: APIRequestContext, organisationName: string) {
  const { accessToken } = await signInOperatorByApi(request);
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await request.get(`/api/admin/organisations/?filter=${encodeURIComponent(`name=${organisationName}`)}`, {
    headers,
  });
  const { items } = (await list.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  const updated = await request.patch(`/api/admin/organisations/${items[0]!.id}`, {
    headers,
    data: { mfaRequired: true },
  });
  expect(updated.status()).toBe(200);
}
