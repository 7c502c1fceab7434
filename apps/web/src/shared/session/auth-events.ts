/**
 * The unauthenticated event: a 401, a failed refresh or a failed load with an authentication
 * error. The app registers the one handler that resets all client state and goes to /login.
 */
type UnauthenticatedHandler = () => void;

let handler: UnauthenticatedHandler | null = null;

export function setUnauthenticatedHandler(next: UnauthenticatedHandler | null): void {
  handler = next;
}

export function emitUnauthenticated(): void {
  handler?.();
}
