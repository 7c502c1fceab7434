import { PATHS } from './paths';

const REDIRECT_STORAGE_KEY = 'steelyard.login-redirect';
export const REDIRECT_PARAM = 'redirect';

/** Only same-site paths outside /login are followed, so a crafted link cannot send users elsewhere. */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (raw === PATHS.login || raw.startsWith(`${PATHS.login}/`) || raw.startsWith(`${PATHS.login}?`)) return null;
  return raw;
}

/**
 * The /login URL that carries the requested path; the path is also kept in sessionStorage so it
 * survives the challenge screens and a reload.
 */
export function loginPathFor(requested: string): string {
  const target = safeRedirectTarget(requested);
  if (!target || target === PATHS.dashboard) return PATHS.login;
  try {
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, target);
  } catch {
    // storage may be unavailable (private mode); the query parameter still carries the path
  }
  return `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** Where to go after signing in: the carried path, the stored one, otherwise the dashboard. */
export function redirectTargetAfterLogin(search: string): string {
  const fromQuery = safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (fromQuery) return fromQuery;
  try {
    return safeRedirectTarget(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)) ?? PATHS.dashboard;
  } catch {
    return PATHS.dashboard;
  }
}

export function clearStoredRedirect(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
