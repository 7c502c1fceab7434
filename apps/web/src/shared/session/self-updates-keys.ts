/** Query keys of the navigation poll (`GET api/universal/users/self-updates`), which features refresh after a change. */
export const selfUpdatesKeys = {
  all: ['users', 'self-updates'] as const,
  forUser: (userId: string) => [...selfUpdatesKeys.all, userId] as const,
};
