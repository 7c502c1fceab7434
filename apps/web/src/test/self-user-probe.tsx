import { useSelfUser } from '../shared/session/self-user';

/**
 * Shows the signed-in user's name once it is read. Components that hide themselves from some users
 * read the same query, so a test waits for this name before it asserts that something is absent.
 */
export function SelfUserProbe() {
  const self = useSelfUser();
  return self.data ? <p data-testid="self-user-probe">{self.data.name}</p> : null;
}
